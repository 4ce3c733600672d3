// The builder's edits of an encounter document, as pure functions (each returns a new document, or the same one when
// nothing changes, so an unchanged edit saves nothing): monsters with counts and locks, typed party levels, party
// characters and their refreshed numbers, custom monsters from a form, and a share link read from pasted text.
import type { CustomMonster, EncounterDocument, EncounterMonster, PartyCharacter } from '../../../../../core/engine/encounters/index.ts';

/** The most of one monster an encounter holds (the document's own bound). */
export const MAX_MONSTER_COUNT = 100;
/** The most characters one typed party line holds (the document's own bound). */
export const MAX_GROUP_COUNT = 20;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const clampCount = (count: number, max: number) => Math.min(max, Math.max(1, Math.round(count)));

/** `count` more of a monster record: one more line, or a higher count on the line already there. */
export function withMonsterAdded<D extends EncounterDocument>(doc: D, name: string, count = 1): D {
  const present = doc.monsters.find((m) => sameName(m.name, name));
  if (!present) return { ...doc, monsters: [...doc.monsters, { name, count: clampCount(count, MAX_MONSTER_COUNT), locked: false }] };
  return withMonsterChanged(doc, present.name, { count: present.count + count });
}

/** A monster line changed (count, lock, the game master's rating); counts stay within 1 to 100. */
export function withMonsterChanged<D extends EncounterDocument>(doc: D, name: string, change: Partial<Pick<EncounterMonster, 'count' | 'locked' | 'challengeRating'>>): D {
  let changed = false;
  const monsters = doc.monsters.map((monster) => {
    if (!sameName(monster.name, name)) return monster;
    const next: EncounterMonster = { ...monster, ...change };
    if (change.count !== undefined) next.count = clampCount(change.count, MAX_MONSTER_COUNT);
    if ('challengeRating' in change && change.challengeRating === undefined) delete next.challengeRating;
    if (JSON.stringify(next) === JSON.stringify(monster)) return monster;
    changed = true;
    return next;
  });
  return changed ? { ...doc, monsters } : doc;
}

export function withMonsterRemoved<D extends EncounterDocument>(doc: D, name: string): D {
  const monsters = doc.monsters.filter((m) => !sameName(m.name, name));
  return monsters.length === doc.monsters.length ? doc : { ...doc, monsters };
}

/** "4 characters of level 5": joins the line of that level when there is one (up to 20 characters a line). */
export function withPartyGroupAdded<D extends EncounterDocument>(doc: D, level: number, count: number): D {
  const groups = [...doc.party.groups];
  const index = groups.findIndex((g) => g.level === level);
  if (index >= 0) groups[index] = { level, count: clampCount(groups[index]!.count + count, MAX_GROUP_COUNT) };
  else groups.push({ level, count: clampCount(count, MAX_GROUP_COUNT) });
  return { ...doc, party: { ...doc.party, groups } };
}

export function withPartyGroupChanged<D extends EncounterDocument>(doc: D, index: number, change: { level?: number; count?: number }): D {
  const group = doc.party.groups[index];
  if (!group) return doc;
  const next = {
    level: change.level === undefined ? group.level : Math.min(20, Math.max(1, Math.round(change.level))),
    count: change.count === undefined ? group.count : clampCount(change.count, MAX_GROUP_COUNT),
  };
  if (next.level === group.level && next.count === group.count) return doc;
  const groups = doc.party.groups.map((g, i) => (i === index ? next : g));
  return { ...doc, party: { ...doc.party, groups } };
}

export function withPartyGroupRemoved<D extends EncounterDocument>(doc: D, index: number): D {
  if (!doc.party.groups[index]) return doc;
  return { ...doc, party: { ...doc.party, groups: doc.party.groups.filter((_, i) => i !== index) } };
}

/** An id not yet used in `taken`: the prefix and a short random part. */
export function freshId(prefix: string, taken: readonly string[], random: () => number = Math.random): string {
  for (;;) {
    const id = `${prefix}-${Math.floor(random() * 36 ** 6).toString(36).padStart(6, '0')}`;
    if (!taken.includes(id)) return id;
  }
}

/** A party character (made by the engine's partyCharacter); the same sheet is never added twice. */
export function withPartyCharacterAdded<D extends EncounterDocument>(doc: D, character: PartyCharacter): D {
  if (doc.party.characters.some((c) => c.source === character.source && c.ref === character.ref)) return doc;
  return { ...doc, party: { ...doc.party, characters: [...doc.party.characters, character] } };
}

export function withPartyCharacterRemoved<D extends EncounterDocument>(doc: D, id: string): D {
  const characters = doc.party.characters.filter((c) => c.id !== id);
  return characters.length === doc.party.characters.length ? doc : { ...doc, party: { ...doc.party, characters } };
}

/**
 * The party character with the numbers its sheet gives now (name, level, AC, hit points, passive Perception,
 * initiative): the document keeps them so the tracker and a shared view have them without the sheet. Unchanged
 * numbers return the same document.
 */
export function withPartyCharacterRefreshed<D extends EncounterDocument>(doc: D, fresh: PartyCharacter): D {
  let changed = false;
  const characters = doc.party.characters.map((c) => {
    if (c.id !== fresh.id) return c;
    const next = { ...fresh, id: c.id, source: c.source, ref: c.ref };
    if (JSON.stringify(next) === JSON.stringify(c)) return c;
    changed = true;
    return next;
  });
  return changed ? { ...doc, party: { ...doc.party, characters } } : doc;
}

/** The custom monster form as typed: every field as text. */
export interface CustomMonsterDraft {
  name: string;
  challengeRating: string;
  armorClass: string;
  hitPoints: string;
  initiativeBonus: string;
  count: string;
}

export const EMPTY_CUSTOM_MONSTER: CustomMonsterDraft = { name: '', challengeRating: '1', armorClass: '12', hitPoints: '10', initiativeBonus: '0', count: '1' };

export type CustomMonsterErrors = Partial<Record<keyof CustomMonsterDraft, string>>;

const wholeNumber = (text: string) => (/^[+-]?\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The form read into a custom monster, or what is wrong with each field. */
export function readCustomMonster(
  draft: CustomMonsterDraft,
  ratings: readonly string[],
): { ok: true; value: Omit<CustomMonster, 'id' | 'locked'> } | { ok: false; errors: CustomMonsterErrors } {
  const errors: CustomMonsterErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'Give it a name.';
  if (!ratings.includes(draft.challengeRating)) errors.challengeRating = 'Choose a challenge rating.';
  const armorClass = wholeNumber(draft.armorClass);
  if (armorClass === undefined || armorClass < 0 || armorClass > 40) errors.armorClass = 'A whole number from 0 to 40.';
  const hitPoints = wholeNumber(draft.hitPoints);
  if (hitPoints === undefined || hitPoints < 1 || hitPoints > 9999) errors.hitPoints = 'A whole number from 1 to 9999.';
  const initiativeBonus = wholeNumber(draft.initiativeBonus);
  if (initiativeBonus === undefined || Math.abs(initiativeBonus) > 20) errors.initiativeBonus = 'A whole number from -20 to +20.';
  const count = wholeNumber(draft.count);
  if (count === undefined || count < 1 || count > MAX_MONSTER_COUNT) errors.count = `A whole number from 1 to ${MAX_MONSTER_COUNT}.`;
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { name, challengeRating: draft.challengeRating, armorClass: armorClass!, hitPoints: hitPoints!, initiativeBonus: initiativeBonus!, count: count! } };
}

export function withCustomMonsterAdded<D extends EncounterDocument>(doc: D, monster: Omit<CustomMonster, 'id' | 'locked'>, id: string): D {
  return { ...doc, customMonsters: [...doc.customMonsters, { ...monster, id, locked: false }] };
}

export function withCustomMonsterChanged<D extends EncounterDocument>(doc: D, id: string, change: Partial<Omit<CustomMonster, 'id'>>): D {
  let changed = false;
  const customMonsters = doc.customMonsters.map((m) => {
    if (m.id !== id) return m;
    const next = { ...m, ...change };
    if (change.count !== undefined) next.count = clampCount(change.count, MAX_MONSTER_COUNT);
    if (JSON.stringify(next) === JSON.stringify(m)) return m;
    changed = true;
    return next;
  });
  return changed ? { ...doc, customMonsters } : doc;
}

export function withCustomMonsterRemoved<D extends EncounterDocument>(doc: D, id: string): D {
  const customMonsters = doc.customMonsters.filter((m) => m.id !== id);
  return customMonsters.length === doc.customMonsters.length ? doc : { ...doc, customMonsters };
}

/** A share link's token: 20 or more URL-safe characters (the server makes 43). */
const TOKEN = /^[A-Za-z0-9_-]{20,}$/;

/**
 * The token of a share link pasted as an address (any site's, `.../shared/<token>`) or as the token alone; or what is
 * wrong with the text.
 */
export function shareTokenFrom(text: string): { token: string } | { problem: string } {
  const trimmed = text.trim();
  if (!trimmed) return { problem: 'Paste the address of a character someone shared with you.' };
  if (TOKEN.test(trimmed)) return { token: trimmed };
  let path: string;
  try {
    path = new URL(trimmed, 'https://site.invalid').pathname;
  } catch {
    return { problem: 'This is not an address.' };
  }
  const match = /\/shared\/([^/]+)\/?$/.exec(path);
  const token = match ? decodeURIComponent(match[1]!) : undefined;
  if (!token || !TOKEN.test(token)) return { problem: 'This is not a share link: a shared character’s address ends in /shared/ and a long code.' };
  return { token };
}
