// How long a player's own words may be and how large the numbers they type, in one place: the web forms cut their
// inputs and show a counter from these numbers, and the server refuses a stored document over them (naming the
// field), so a 364-character name never reaches a phone's dialog and a tweak of a trillion is never rolled.
//
// The limits are checked when a document is saved, never when one is read: a document stored before a limit existed
// still opens, and only its next save asks for the shorter text.
import { CHARACTERISTIC_KEYS } from '../engine/character/types.ts';
import type { DocumentKindName } from './kinds.ts';

/** The longest text, in characters (UTF-16 code units, as an input's maxLength counts), of each sort of field. */
export const TEXT_LIMITS = {
  /** What a document or a creature is called: a character, a starship, an encounter, a crewmember, a custom monster. */
  name: 60,
  /** One entry of a list the player types: a custom item, feature, feat, power, language or proficiency, a cargo line. */
  label: 100,
  /** A paragraph: a custom item's or feature's description, a characteristic, a cargo note. */
  text: 5_000,
  /** The long texts: notes and a backstory. */
  notes: 20_000,
} as const;

export type TextLimitName = keyof typeof TEXT_LIMITS;

/**
 * The largest tweak (a bonus or an override, either way): no number on a sheet comes near it, so anything larger is
 * a typing slip, not a rule, and it would be rolled as it stands.
 */
export const MAX_TWEAK = 999;

/**
 * The most experience points a character may hold: well past the 355,000 at which the rules' last level starts, so
 * every real total fits, and every figure derived from it stays a plain whole number.
 */
export const MAX_EXPERIENCE = 1_000_000;

/** One free-text field of a kind's documents: its path (`[]` for every item of a list) and its limit. */
export interface TextFieldRule {
  path: string;
  limit: TextLimitName;
}

/** The short characteristics take one line; the others a paragraph; the backstory is a long text. */
const SHORT_CHARACTERISTICS = new Set(['alignment', 'Gender', 'Place of Birth', 'Age', 'Height', 'Weight', 'Hair', 'Eyes', 'Skin']);
const characteristicLimit = (key: string): TextLimitName => (key === 'Backstory' ? 'notes' : SHORT_CHARACTERISTICS.has(key) ? 'label' : 'text');

/** Every field a player types words into, per kind. */
export const TEXT_FIELDS: { readonly [K in DocumentKindName]: readonly TextFieldRule[] } = {
  character: [
    { path: 'name', limit: 'name' },
    { path: 'notes', limit: 'notes' },
    ...CHARACTERISTIC_KEYS.map((key): TextFieldRule => ({ path: `characteristics.${key}`, limit: characteristicLimit(key) })),
    { path: 'customEquipment[].name', limit: 'label' },
    { path: 'customEquipment[].description', limit: 'text' },
    { path: 'customProficiencies[].name', limit: 'label' },
    { path: 'customLanguages[]', limit: 'label' },
    { path: 'customFeatures[].name', limit: 'label' },
    { path: 'customFeatures[].content', limit: 'text' },
    { path: 'customFeats[]', limit: 'label' },
    { path: 'customTechPowers[]', limit: 'label' },
    { path: 'customForcePowers[]', limit: 'label' },
  ],
  encounter: [
    { path: 'name', limit: 'name' },
    { path: 'notes', limit: 'notes' },
    { path: 'customMonsters[].name', limit: 'name' },
    // Party members and combatants carry the names of characters, which may be older than the limit: a list entry's.
    { path: 'party.characters[].name', limit: 'label' },
    { path: 'tracker.combatants[].name', limit: 'label' },
  ],
  starship: [
    { path: 'name', limit: 'name' },
    { path: 'notes', limit: 'notes' },
    { path: 'crew[].name', limit: 'name' },
    { path: 'cargo[].name', limit: 'label' },
    { path: 'cargo[].note', limit: 'text' },
  ],
  // The journal's entries are the campaign service's to bound (server/campaigns/).
  campaign: [{ path: 'name', limit: 'name' }],
  // Each entry is held to its record schema; the pack's own words are these.
  homebrew: [
    { path: 'name', limit: 'name' },
    { path: 'author', limit: 'label' },
    { path: 'licence', limit: 'text' },
    { path: 'description', limit: 'notes' },
  ],
};

/** The limit of a text field by its path, for the forms' counters (`textLimit('character', 'name')` is 60). */
export function textLimit(kind: DocumentKindName, path: string): number {
  const rule = TEXT_FIELDS[kind].find((field) => field.path === path);
  if (!rule) throw new Error(`No text limit is declared for ${kind} field ${path}.`);
  return TEXT_LIMITS[rule.limit];
}

/** The values at a path ('customEquipment[].name'), each with its concrete path ('customEquipment[2].name'). */
function valuesAt(document: unknown, path: string): { path: string; value: unknown }[] {
  let found: { path: string; value: unknown }[] = [{ path: '', value: document }];
  for (const step of path.split('.')) {
    const list = step.endsWith('[]');
    const key = list ? step.slice(0, -2) : step;
    const next: { path: string; value: unknown }[] = [];
    for (const { path: at, value } of found) {
      if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) continue;
      const child = (value as Record<string, unknown>)[key];
      const here = at ? `${at}.${key}` : key;
      if (!list) next.push({ path: here, value: child });
      else if (Array.isArray(child)) child.forEach((item, index) => next.push({ path: `${here}[${index}]`, value: item }));
    }
    found = next;
  }
  return found;
}

/** "name is 364 characters long; at most 60 are allowed." for every text field over its limit. */
function textProblems(kind: DocumentKindName, document: unknown): string[] {
  const problems: string[] = [];
  for (const rule of TEXT_FIELDS[kind]) {
    const max = TEXT_LIMITS[rule.limit];
    for (const { path, value } of valuesAt(document, rule.path)) {
      if (typeof value === 'string' && value.length > max) problems.push(`${path} is ${value.length.toLocaleString('en-US')} characters long; at most ${max.toLocaleString('en-US')} are allowed`);
    }
  }
  return problems;
}

const TWEAK_NUMBERS = ['bonus', 'override'] as const;

/** Every tweak's bonus and override in a tweak tree (or an item's tweaks) outside ±MAX_TWEAK, by path. */
function tweakProblems(tree: unknown, at: string, problems: string[]): void {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return;
  for (const [key, value] of Object.entries(tree)) {
    const here = `${at}.${key}`;
    if ((TWEAK_NUMBERS as readonly string[]).includes(key) && typeof value === 'number') {
      if (!(Math.abs(value) <= MAX_TWEAK)) problems.push(`${here} is ${value}; a tweak is at most ${MAX_TWEAK} either way`);
    } else tweakProblems(value, here, problems);
  }
}

/** A character's numbers the player types: experience and every tweak (the sheet's, and its items'). */
function characterNumberProblems(document: unknown): string[] {
  if (typeof document !== 'object' || document === null) return [];
  const character = document as Record<string, unknown>;
  const problems: string[] = [];
  const experience = character.experiencePoints;
  if (typeof experience === 'number' && !(experience >= 0 && experience <= MAX_EXPERIENCE)) {
    problems.push(`experiencePoints is ${experience}; it must be from 0 to ${MAX_EXPERIENCE.toLocaleString('en-US')}`);
  }
  tweakProblems(character.tweaks, 'tweaks', problems);
  for (const list of ['equipment', 'customEquipment'] as const) {
    const items = character[list];
    if (Array.isArray(items)) items.forEach((item, index) => tweakProblems((item as { tweaks?: unknown } | null)?.tweaks, `${list}[${index}].tweaks`, problems));
  }
  return problems;
}

/**
 * Every field of a document over the limits above, each named by its path, or an empty list. The server refuses a
 * save with these; the forms never let a player type past them.
 */
export function inputLimitProblems(kind: DocumentKindName, document: unknown): string[] {
  return [...textProblems(kind, document), ...(kind === 'character' ? characterNumberProblems(document) : [])];
}
