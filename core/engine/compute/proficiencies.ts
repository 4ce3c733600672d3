// The character's proficiency and language lists, and the weapon proficiency test.
import type { ProficiencyType, RawCharacter } from '../character/types.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import { proficiencyType } from '../validation/proficiency-types.ts';
import { propertyLimitedGroup, propertyName, wholeProficiencyEntries, type PropertyLimitedGroup } from '../rules/proficiency-entries.ts';
import type { ClassRule, EquipmentRule, SpeciesRule } from '../rules/types.ts';
import { nameKey, uniqueNames } from '../../text/name-key.ts';

const isReal = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '' && text.trim().toLowerCase() !== 'none';

/** First class: armor, weapon and tool proficiencies; later classes: their multiclass proficiencies; plus custom ones. */
export function computeProficiencies(character: RawCharacter, rules: IndexedRules): string[] {
  const result: string[] = [];
  character.classes.forEach((myClass, position) => {
    const data = rules.classes.get(myClass.name);
    if (!data) return;
    const lists = position === 0 ? [data.armorProficiencies, data.weaponProficiencies, data.toolProficiencies] : [data.multiClassProficiencies ?? []];
    for (const list of lists) for (const name of wholeProficiencyEntries(list)) if (isReal(name)) result.push(name);
  });
  for (const name of character.background?.toolProficiencies ?? []) if (isReal(name)) result.push(name);
  for (const entry of character.customProficiencies ?? []) {
    const name = typeof entry === 'string' ? entry : entry?.name;
    if (isReal(name)) result.push(name);
  }
  return [...new Set(result)];
}

/** What a proficiency is: exports file armor, weapons, tools and languages in different places. */
export type ProficiencyKind = ProficiencyType | 'language';

/**
 * The kind of each proficiency, decided by where it came from: the first class's armor, weapon and tool lists, the
 * background's tools, a custom entry's own type, a feature's category. Anything else (multiclass lists, custom
 * entries saved without a type) is looked up by name the way the builder types a custom proficiency.
 */
export function proficiencyKinds(
  character: RawCharacter,
  rules: IndexedRules,
  names: readonly string[],
  fromFeatures: Readonly<Record<string, ProficiencyKind>> = {},
): Record<string, ProficiencyKind> {
  const known = new Map<string, ProficiencyKind>();
  const note = (list: readonly string[] | null | undefined, kind: ProficiencyKind) => {
    for (const name of wholeProficiencyEntries(list)) if (!known.has(name)) known.set(name, kind);
  };
  const first = character.classes[0] ? rules.classes.get(character.classes[0].name) : undefined;
  if (first) {
    note(first.armorProficiencies, 'armor');
    note(first.weaponProficiencies, 'weapon');
    note(first.toolProficiencies, 'tool');
  }
  note(character.background?.toolProficiencies, 'tool');
  for (const entry of character.customProficiencies ?? []) {
    if (entry && typeof entry === 'object' && entry.type && isReal(entry.name) && !known.has(entry.name)) known.set(entry.name, entry.type);
  }
  for (const [name, kind] of Object.entries(fromFeatures)) if (!known.has(name)) known.set(name, kind);
  return Object.fromEntries(names.map((name) => [name, known.get(name) ?? proficiencyType(name, rules)]));
}

/**
 * The tools the character has expertise in (proficiency bonus doubled): a custom tool proficiency marked expertise,
 * a class expertise pick that names no skill (Operative, Scholar: "skills or tools"), and a feature's expertise
 * picks that are tools. Only names the character is proficient with count.
 */
export function computeToolExpertise(
  character: RawCharacter,
  isSkill: (name: string) => boolean,
  proficiencies: readonly string[],
  fromFeatures: readonly string[] = [],
): string[] {
  const result = new Set<string>();
  for (const entry of character.customProficiencies ?? []) {
    if (entry && typeof entry === 'object' && isReal(entry.name) && entry.proficiencyLevel === 'expertise' && !isSkill(entry.name)) result.add(entry.name);
  }
  for (const name of [...character.classes.flatMap((entry) => entry.expertise ?? []), ...fromFeatures]) {
    if (isReal(name) && !isSkill(name) && proficiencies.includes(name)) result.add(name);
  }
  return [...result];
}

/** Galactic Basic plus the species' and background's languages plus custom ones, without repeats. */
export function computeLanguages(character: RawCharacter, species: SpeciesRule | undefined): string[] {
  const languages = ['Galactic Basic'];
  const speciesLanguage = character.species?.language ?? species?.language;
  if (isReal(speciesLanguage) && !/varies|choice/i.test(speciesLanguage)) languages.push(speciesLanguage);
  for (const language of character.background?.languages ?? []) if (isReal(language)) languages.push(language);
  for (const language of character.customLanguages ?? []) if (isReal(language)) languages.push(language);
  // The data writes one language with a straight and a typographic apostrophe: one entry, the first spelling.
  return uniqueNames(languages);
}

// Proficiency names compare by the name rule, and a plural names the same group ("Blasters" and "blaster").
const squash = (text: string) => nameKey(text).replace(/s$/, '');

/** A proficiency entry read once: the squashed names it covers ("all x" is simple and martial x), and the property condition of a limited group. */
interface ReadProficiency {
  limited?: PropertyLimitedGroup;
  covers: string[];
}

// Entries come from the rules data and the character's own few, so the set of texts stays small; it is read on
// every edit for every weapon, hence remembered (and dropped wholesale should it ever grow large).
const readProficiencies = new Map<string, ReadProficiency>();
function readProficiency(proficiency: string): ReadProficiency {
  let read = readProficiencies.get(proficiency);
  if (!read) {
    const lower = proficiency.trim().toLowerCase();
    const limited = propertyLimitedGroup(lower);
    const all = /^all (\w+)$/.exec(lower);
    read = limited ? { limited, covers: [squash(limited.group)] } : { covers: (all ? [`simple ${all[1]}`, `martial ${all[1]}`] : [lower]).map(squash) };
    if (readProficiencies.size >= 5000) readProficiencies.clear();
    readProficiencies.set(proficiency, read);
  }
  return read;
}

/** A weapon's squashed name and classification and its property names, read once per rules record. */
const readWeapons = new WeakMap<EquipmentRule, { targets: Set<string>; properties: Set<string> }>();
function readWeapon(weapon: EquipmentRule) {
  let read = readWeapons.get(weapon);
  if (!read) {
    read = { targets: new Set([squash(weapon.name), squash(weapon.weaponClassification ?? '')]), properties: new Set((weapon.properties ?? []).map(propertyName)) };
    readWeapons.set(weapon, read);
  }
  return read;
}

/**
 * Proficient when a proficiency names the weapon or its class ("Simple blasters", "All vibroweapons", "Lightsaber"),
 * or its class limited by properties ("martial vibroweapons with the finesse property", "martial blasters that lack
 * the heavy and two-handed properties").
 */
export function isProficientWithWeapon(weapon: EquipmentRule, proficiencies: readonly string[]): boolean {
  const { targets, properties } = readWeapon(weapon);
  for (const proficiency of proficiencies) {
    const { limited, covers } = readProficiency(proficiency);
    if (!covers.some((candidate) => targets.has(candidate))) continue;
    if (!limited) return true;
    const hasAny = limited.properties.some((property) => properties.has(property));
    if (limited.mode === 'with' ? hasAny : !hasAny) return true;
  }
  return false;
}

export function firstClassRule(character: RawCharacter, rules: IndexedRules): ClassRule | undefined {
  return character.classes[0] ? rules.classes.get(character.classes[0].name) : undefined;
}
