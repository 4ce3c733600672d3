// How the encounter pages put the engine's numbers into words: the party and the monsters in one line each, XP as
// a reader counts it, the difficulty's name, why the multiplier is what it is, and how much of the adventuring day
// the encounter spends. The numbers themselves are all the engine's (encounterDifficulty).
import {
  encounterDifficulty,
  partyLevels,
  type DocumentDifficulty,
  type Difficulty,
  type EncounterDocument,
  type EncounterParty,
  type EncounterRules,
  type MonsterSource,
} from '../../../../../core/engine/encounters/index.ts';

export const DIFFICULTY_LABEL: Readonly<Record<Difficulty, string>> = {
  trivial: 'Trivial',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  deadly: 'Deadly',
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** XP as people write it: 12,500, and a half where the multiplier leaves one (1,237.5). */
export function formatXp(xp: number): string {
  return xp.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** "4 characters, level 5" / "5 characters, levels 3–7" / "No party yet". */
export function partySummary(party: EncounterParty): string {
  const levels = partyLevels(party);
  if (levels.length === 0) return 'No party yet';
  const low = Math.min(...levels);
  const high = Math.max(...levels);
  return `${plural(levels.length, 'character')}, ${low === high ? `level ${low}` : `levels ${low}–${high}`}`;
}

/** "5 monsters (2 kinds)" / "1 monster" / "No monsters yet". */
export function monstersSummary(doc: Pick<EncounterDocument, 'monsters' | 'customMonsters'>): string {
  const lines = [...doc.monsters, ...doc.customMonsters];
  const count = lines.reduce((sum, line) => sum + line.count, 0);
  if (count === 0) return 'No monsters yet';
  return lines.length > 1 ? `${plural(count, 'monster')} (${lines.length} kinds)` : plural(count, 'monster');
}

/**
 * The engine's evaluation of a document, or undefined when it cannot be judged (a level or count outside the rules,
 * which the document's schema already refuses, so only a document not yet checked).
 */
export function judgeEncounter(
  rules: EncounterRules,
  doc: EncounterDocument,
  findMonster: (name: string) => Pick<MonsterSource, 'name' | 'challengeRating' | 'experiencePoints'> | undefined,
): DocumentDifficulty | undefined {
  try {
    return encounterDifficulty(rules, doc, findMonster);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

const times = (multiplier: number) => `×${multiplier}`;

/** Why the multiplier is what it is: "×2 for 4 monsters" and the party-size step when there is one. */
export function multiplierReason(evaluation: Pick<DocumentDifficulty, 'monsterCount' | 'countMultiplier' | 'multiplierShift' | 'multiplier' | 'party'>): string {
  if (evaluation.monsterCount === 0) return 'No monsters';
  const base = `${times(evaluation.countMultiplier)} for ${plural(evaluation.monsterCount, 'monster')}`;
  const size = evaluation.party.size;
  if (evaluation.multiplierShift > 0) return `${base}, one step up to ${times(evaluation.multiplier)} for a party of ${size}`;
  if (evaluation.multiplierShift < 0) return `${base}, one step down to ${times(evaluation.multiplier)} for a party of ${size}`;
  return base;
}

/** The share of the adventuring day as a whole percentage ("23%"); under 1% shows as "<1%" unless it is nothing. */
export function dayShareText(share: number): string {
  if (share === 0) return '0%';
  const percent = Math.round(share * 100);
  return percent === 0 ? '<1%' : `${percent}%`;
}

/** How many encounters like this one fill the adventuring day (rounded down), or undefined when it spends nothing. */
export function encountersPerDay(share: number): number | undefined {
  return share > 0 ? Math.floor(1 / share) : undefined;
}

/** The day's share in a sentence: how many such encounters the party can face between long rests. */
export function dayFillText(share: number): string | undefined {
  const count = encountersPerDay(share);
  if (count === undefined) return undefined;
  if (share > 1) return "More than the party's whole day between long rests.";
  if (count === 1) return "Most of the party's day between long rests: one like it is all it can expect to face.";
  return `About ${count} encounters like this one fill the party's day between long rests.`;
}
