// Encounter documents: a new one, reading one (from storage or an imported file) with errors that name what is wrong
// and where, writing one out as a file, its difficulty, and the combatants that start its fight.
import { ENCOUNTER_DOCUMENT_VERSION, encounterDocumentSchema, type EncounterDocument } from './document-schema.ts';
import { evaluateEncounter, type DifficultyMonster, type EncounterEvaluation } from './difficulty.ts';
import type { GeneratorResult } from './generator.ts';
import { readChallengeRating, type MonsterReading, type MonsterSource } from './monster-reading.ts';
import { partyLevels } from './party.ts';
import type { EncounterRules } from './rules.ts';
import type { NewCombatant } from './tracker/actions.ts';
import { characterCombatant, customCombatant, monsterCombatant, type CharacterNumbers, type MonsterHitPointsChoice } from './tracker/combatants.ts';
import { newTracker } from './tracker/reducer.ts';
import { sameName } from '../../text/name-key.ts';

/** A new, empty encounter. */
export function newEncounter(name = 'New encounter'): EncounterDocument {
  return { version: ENCOUNTER_DOCUMENT_VERSION, name, party: { groups: [], characters: [] }, monsters: [], customMonsters: [], tracker: null, notes: '' };
}

export class EncounterDocumentError extends Error {
  override name = 'EncounterDocumentError';
  /** One line per problem: "party.groups[0].level: must be a level from 1 to 20". */
  readonly issues: readonly string[];
  constructor(issues: readonly string[]) {
    super(`This is not an encounter this site can read: ${issues.slice(0, 5).join('; ')}${issues.length > 5 ? ` (and ${issues.length - 5} more)` : ''}.`);
    this.issues = issues;
  }
}

/** "tracker.combatants[2].hitPoints.current" from a zod issue path. */
const pathText = (path: readonly PropertyKey[]) => path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('') || '(the document)';

/** What the schema cannot say: ids that repeat, a current turn naming nobody, a round without a turn. */
function consistencyIssues(doc: EncounterDocument): string[] {
  const issues: string[] = [];
  const repeated = (what: string, ids: readonly string[]) => {
    const seen = new Set<string>();
    ids.forEach((id, i) => {
      if (seen.has(id)) issues.push(`${what}[${i}].id: "${id}" is used twice`);
      seen.add(id);
    });
  };
  repeated('customMonsters', doc.customMonsters.map((m) => m.id));
  repeated('party.characters', doc.party.characters.map((c) => c.id));
  const tracker = doc.tracker;
  if (tracker) {
    repeated('tracker.combatants', tracker.combatants.map((c) => c.id));
    if (tracker.currentId !== null && !tracker.combatants.some((c) => c.id === tracker.currentId)) issues.push(`tracker.currentId: "${tracker.currentId}" is no combatant of the tracker`);
    if ((tracker.round === 0) !== (tracker.currentId === null)) issues.push('tracker.round: a fight under way needs both a round and whose turn it is (or neither, before it starts)');
  }
  return issues;
}

/** Reads a document (parsed JSON); throws EncounterDocumentError naming every problem. Nothing is dropped: a field
 *  the format does not know is a problem too. */
export function parseEncounterDocument(value: unknown): EncounterDocument {
  const parsed = encounterDocumentSchema.safeParse(value);
  if (!parsed.success) throw new EncounterDocumentError(parsed.error.issues.map((issue) => `${pathText(issue.path)}: ${issue.message}`));
  const issues = consistencyIssues(parsed.data);
  if (issues.length) throw new EncounterDocumentError(issues);
  return parsed.data;
}

/** The document as a file's text (JSON). */
export function exportEncounter(doc: EncounterDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Reads a file's text; throws EncounterDocumentError for text that is not JSON or not an encounter. */
export function importEncounter(text: string): EncounterDocument {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new EncounterDocumentError([`the file is not JSON (${(error as Error).message})`]);
  }
  return parseEncounterDocument(value);
}

/** A file name for the export: the encounter's name in safe characters. */
export function encounterFileName(doc: Pick<EncounterDocument, 'name'>): string {
  const base = doc.name.trim().replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_+|_+$/g, '') || 'encounter';
  return `${base}.encounter.json`;
}

export interface DocumentDifficulty extends EncounterEvaluation {
  /** Monster names the loaded rules do not hold (they count for nothing). */
  missing: string[];
}

/**
 * The encounter's difficulty: its party's levels against its monsters (each counted at its record's rating, or the
 * document's rating where the game master gave one) and custom monsters.
 */
export function encounterDifficulty(rules: EncounterRules, doc: EncounterDocument, findMonster: (name: string) => Pick<MonsterSource, 'name' | 'challengeRating' | 'experiencePoints'> | undefined): DocumentDifficulty {
  const missing: string[] = [];
  const monsters: DifficultyMonster[] = [];
  for (const entry of doc.monsters) {
    const record = findMonster(entry.name);
    if (!record) {
      missing.push(entry.name);
      continue;
    }
    const reading = readChallengeRating(rules, record);
    monsters.push({
      name: record.name,
      challengeRating: entry.challengeRating ?? reading.rating ?? String(record.challengeRating),
      count: entry.count,
      ...(typeof record.experiencePoints === 'number' ? { recordXp: record.experiencePoints } : {}),
    });
  }
  for (const custom of doc.customMonsters) monsters.push({ name: custom.name, challengeRating: custom.challengeRating, count: custom.count });
  return { ...evaluateEncounter(rules, partyLevels(doc.party), monsters), missing };
}

export interface FightOptions extends MonsterHitPointsChoice {
  /** The readings of the encounter's monsters by record name (readMonster). */
  readings: ReadonlyMap<string, MonsterReading>;
  /** Fresh numbers of party characters by party id; the document's stored numbers serve where absent. */
  characters?: ReadonlyMap<string, CharacterNumbers>;
  /** Pools per villainous monster, by record name (its villainous multiplier). */
  villainousPools?: Readonly<Record<string, number>>;
}

/**
 * The combatants of the encounter's fight: each monster as many times as its count ("Blurrg 1", "Blurrg 2"), each
 * custom monster likewise, and each party character with numbers. Characters typed in only as levels have none, and
 * monsters the readings lack are left out: both are listed in `skipped`.
 */
export function combatantsForEncounter(doc: EncounterDocument, options: FightOptions): { combatants: NewCombatant[]; skipped: string[] } {
  const combatants: NewCombatant[] = [];
  const skipped: string[] = [];
  const numbered = (name: string, count: number, i: number) => (count > 1 ? `${name} ${i + 1}` : name);
  for (const entry of doc.monsters) {
    const reading = options.readings.get(entry.name);
    if (!reading) {
      skipped.push(entry.name);
      continue;
    }
    const pools = options.villainousPools?.[entry.name] ?? options.pools;
    for (let i = 0; i < entry.count; i++) combatants.push(monsterCombatant(reading, { ...options, ...(pools !== undefined ? { pools } : {}) }, numbered(reading.name, entry.count, i)));
  }
  for (const custom of doc.customMonsters) for (let i = 0; i < custom.count; i++) combatants.push(customCombatant(custom, numbered(custom.name, custom.count, i)));
  for (const character of doc.party.characters) {
    const stored: CharacterNumbers | undefined =
      character.armorClass !== undefined && character.hitPoints && character.passivePerception !== undefined
        ? {
            armorClass: character.armorClass,
            hitPoints: character.hitPoints,
            passivePerception: character.passivePerception,
            initiativeBonus: character.initiativeBonus ?? 0,
            ...(character.dexterity !== undefined ? { dexterity: character.dexterity } : {}),
          }
        : undefined;
    const numbers = options.characters?.get(character.id) ?? stored;
    if (numbers) combatants.push(characterCombatant(character, numbers));
    else skipped.push(character.name);
  }
  return { combatants, skipped };
}

/**
 * What a reroll keeps: the locked monsters (at their records' ratings, or the game master's) and every custom monster
 * (homebrew is the game master's own, so the generator never drops it). Monsters the rules lack are left out.
 */
export function keptForGenerator(rules: EncounterRules, doc: EncounterDocument, findMonster: (name: string) => Pick<MonsterSource, 'name' | 'challengeRating' | 'experiencePoints'> | undefined): DifficultyMonster[] {
  const kept: DifficultyMonster[] = [];
  for (const entry of doc.monsters.filter((m) => m.locked)) {
    const record = findMonster(entry.name);
    if (record) kept.push({ name: record.name, challengeRating: entry.challengeRating ?? readChallengeRating(rules, record).rating ?? String(record.challengeRating), count: entry.count });
  }
  for (const custom of doc.customMonsters) kept.push({ name: custom.name, challengeRating: custom.challengeRating, count: custom.count });
  return kept;
}

/** The document with the generator's proposal in place of its unlocked monsters (locked and custom ones stay). */
export function withProposal(doc: EncounterDocument, result: Pick<GeneratorResult, 'monsters'>): EncounterDocument {
  const locked = doc.monsters.filter((m) => m.locked);
  const proposed = result.monsters
    .filter((m) => !locked.some((l) => sameName(l.name, m.name)))
    .map((m) => ({ name: m.name, count: m.count, locked: false }));
  return { ...doc, monsters: [...locked, ...proposed] };
}

/** The document with an empty tracker when it has none yet. */
export function withTracker(doc: EncounterDocument): EncounterDocument {
  return doc.tracker ? doc : { ...doc, tracker: newTracker() };
}
