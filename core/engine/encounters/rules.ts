// The encounter rules catalogue (the `encounterRules` resource) indexed for the engine: ratings in order with their
// XP, thresholds by level, the multiplier steps in order, the party-size shifts, the conditions and the constants.
// Records come raw from a file or from GraphQL (which writes absent fields as null); both index the same way.
import { ENCOUNTER_CONSTANTS, encounterRulesProblems, type EncounterConstantName, type EncounterRule } from '../../schemas/encounter-rules.ts';

export interface ChallengeRatingRow {
  /** As records write it: '1/4'. */
  rating: string;
  value: number;
  xp: number;
}

export interface LevelRow {
  level: number;
  easy: number;
  medium: number;
  hard: number;
  deadly: number;
  adventuringDay: number;
}

export interface MultiplierStep {
  multiplier: number;
  minMonsters?: number;
  maxMonsters?: number;
}

export interface PartySizeRow {
  minCharacters: number;
  maxCharacters?: number;
  multiplierShift: number;
}

export interface ConditionRow {
  name: string;
  implies: readonly string[];
  maxLevel?: number;
}

export interface EncounterRules {
  /** Every rating, lowest first. */
  challengeRatings: readonly ChallengeRatingRow[];
  /** Levels 1 to 20: `levels[level - 1]`. */
  levels: readonly LevelRow[];
  /** The multiplier steps, smallest first (the two ends reached only by the party-size shift included). */
  multipliers: readonly MultiplierStep[];
  partySizes: readonly PartySizeRow[];
  /** Conditions by lower-case name. */
  conditions: ReadonlyMap<string, ConditionRow>;
  constants: Readonly<Record<EncounterConstantName, number>>;
}

/** A catalogue row as a file or GraphQL gives it: fields that do not apply may be absent or null. */
export type EncounterRuleInput = { kind: string; name: string } & { [field: string]: unknown };

export class EncounterRulesError extends Error {
  override name = 'EncounterRulesError';
  constructor(readonly problems: readonly string[]) {
    super(`The encounter rules catalogue is incomplete: ${problems.join('; ')}.`);
  }
}

/** Drops null fields (GraphQL's way of writing "does not apply"), so GraphQL rows read like the stored records. */
function withoutNulls(record: EncounterRuleInput): EncounterRule {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined)) as EncounterRule;
}

/** Indexes the catalogue; throws EncounterRulesError naming every missing or doubled row. */
export function indexEncounterRules(records: readonly EncounterRuleInput[]): EncounterRules {
  const rules = records.map(withoutNulls);
  const problems = encounterRulesProblems(rules);
  if (problems.length) throw new EncounterRulesError(problems);
  const of = <K extends EncounterRule['kind']>(kind: K) => rules.filter((r): r is Extract<EncounterRule, { kind: K }> => r.kind === kind);
  const constants = Object.fromEntries(of('Constant').map((c) => [c.name, c.value])) as Record<EncounterConstantName, number>;
  for (const name of ENCOUNTER_CONSTANTS) if (constants[name] === undefined) throw new EncounterRulesError([`constant "${name}" is missing`]);
  return {
    challengeRatings: of('ChallengeRating')
      .map(({ rating, ratingValue, xp }) => ({ rating, value: ratingValue, xp }))
      .sort((a, b) => a.value - b.value),
    levels: of('CharacterLevel')
      .map(({ level, easy, medium, hard, deadly, adventuringDay }) => ({ level, easy, medium, hard, deadly, adventuringDay }))
      .sort((a, b) => a.level - b.level),
    multipliers: of('Multiplier')
      .map(({ multiplier, minMonsters, maxMonsters }) => ({ multiplier, ...(minMonsters !== undefined ? { minMonsters } : {}), ...(maxMonsters !== undefined ? { maxMonsters } : {}) }))
      .sort((a, b) => a.multiplier - b.multiplier),
    partySizes: of('PartySize').map(({ minCharacters, maxCharacters, multiplierShift }) => ({ minCharacters, ...(maxCharacters !== undefined ? { maxCharacters } : {}), multiplierShift })),
    conditions: new Map(of('Condition').map((c) => [c.name.toLowerCase(), { name: c.name, implies: c.implies ?? [], ...(c.maxLevel !== undefined ? { maxLevel: c.maxLevel } : {}) }])),
    constants,
  };
}

/** The condition as the catalogue names it (any letter case in), or undefined when it names none. */
export function conditionNamed(rules: EncounterRules, name: string): ConditionRow | undefined {
  return rules.conditions.get(name.trim().toLowerCase());
}

/** The condition's name and every condition it brings with it, transitively (unconscious: incapacitated, prone). */
export function conditionsImplied(rules: EncounterRules, name: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    const row = conditionNamed(rules, current);
    const canonical = row?.name ?? current;
    if (seen.has(canonical)) return;
    seen.add(canonical);
    for (const implied of row?.implies ?? []) visit(implied);
  };
  visit(name);
  return [...seen];
}
