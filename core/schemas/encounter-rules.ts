// The encounter rules catalogue: the numbers of the XP method and of the combat tracker (challenge ratings and their
// XP, each character level's thresholds and adventuring-day budget, the multiplier for the number of monsters and
// its shift by party size, the conditions the tracker knows, and a few constants), as records of our own. One record
// per row of the rules' tables, told apart by `kind`; the engine (core/engine/encounters/) indexes them.
import { z } from 'zod';
import { legacyFields } from './common.ts';

export const ENCOUNTER_RULE_KINDS = ['ChallengeRating', 'CharacterLevel', 'Multiplier', 'PartySize', 'Condition', 'Constant'] as const;
export const EncounterRuleKind = z.enum(ENCOUNTER_RULE_KINDS);
export type EncounterRuleKind = z.infer<typeof EncounterRuleKind>;

/** The numbers the tracker needs that are not a table: each is a record of kind Constant with one of these names. */
export const ENCOUNTER_CONSTANTS = [
  'Legendary actions per round',
  'Concentration DC minimum',
  'Concentration DC damage divisor',
  'Recharge die',
] as const;
export type EncounterConstantName = (typeof ENCOUNTER_CONSTANTS)[number];

/** Challenge ratings as the data writes them: 0, 1/8, 1/4, 1/2, then whole numbers. */
export const CHALLENGE_RATING_PATTERN = /^(0|1\/8|1\/4|1\/2|[1-9]\d*)$/;

const count = z.number().int().min(0);
const positive = z.number().int().positive();
const base = {
  ...legacyFields,
  name: z.string().trim().min(1, 'must be a non-empty text'),
  /** A line in our own words, shown beside the number where the page explains it. */
  description: z.string().trim().min(1).optional(),
};

const challengeRating = z.looseObject({
  ...base,
  kind: z.literal('ChallengeRating'),
  /** The rating as monsters' records write it: '1/4', '12'. */
  rating: z.string().regex(CHALLENGE_RATING_PATTERN, 'must be 0, 1/8, 1/4, 1/2 or a whole number'),
  /** The same rating as a number (1/4 = 0.25), for ordering and ranges. */
  ratingValue: z.number().min(0),
  /** Experience points a creature of this rating is worth. */
  xp: count,
});

const characterLevel = z.looseObject({
  ...base,
  kind: z.literal('CharacterLevel'),
  level: z.number().int().min(1).max(20),
  /** The XP each character of this level adds to the party's threshold of each difficulty. */
  easy: positive,
  medium: positive,
  hard: positive,
  deadly: positive,
  /** The adjusted XP a character of this level can be expected to face between long rests. */
  adventuringDay: positive,
});

const multiplier = z.looseObject({
  ...base,
  kind: z.literal('Multiplier'),
  multiplier: z.number().positive(),
  /** The monster counts this step applies to (`maxMonsters` absent: and every count above). Both absent: a step
   *  reached only through the party-size shift (the table's two extra ends). */
  minMonsters: positive.optional(),
  maxMonsters: positive.optional(),
});

const partySize = z.looseObject({
  ...base,
  kind: z.literal('PartySize'),
  minCharacters: positive,
  /** Absent: and every larger party. */
  maxCharacters: positive.optional(),
  /** Steps along the multiplier table: +1 the next larger multiplier, -1 the next smaller. */
  multiplierShift: z.number().int(),
});

const condition = z.looseObject({
  ...base,
  kind: z.literal('Condition'),
  /** Conditions that come with this one (a paralyzed creature is also incapacitated). */
  implies: z.array(z.string().min(1)).optional(),
  /** For a condition measured in levels (exhaustion): the highest level. */
  maxLevel: positive.optional(),
});

const constant = z.looseObject({
  ...base,
  kind: z.literal('Constant'),
  name: z.enum(ENCOUNTER_CONSTANTS),
  value: z.number().positive(),
});

export const encounterRuleSchema = z
  .discriminatedUnion('kind', [challengeRating, characterLevel, multiplier, partySize, condition, constant])
  .superRefine((rule, ctx) => {
    if (rule.kind === 'Multiplier' && rule.maxMonsters !== undefined && (rule.minMonsters === undefined || rule.maxMonsters < rule.minMonsters)) {
      ctx.addIssue({ code: 'custom', path: ['maxMonsters'], message: 'needs a minMonsters no larger than itself' });
    }
    if (rule.kind === 'PartySize' && rule.maxCharacters !== undefined && rule.maxCharacters < rule.minCharacters) {
      ctx.addIssue({ code: 'custom', path: ['maxCharacters'], message: 'must not be below minCharacters' });
    }
    if (rule.kind === 'CharacterLevel' && !(rule.easy < rule.medium && rule.medium < rule.hard && rule.hard < rule.deadly)) {
      ctx.addIssue({ code: 'custom', path: ['deadly'], message: 'thresholds must rise from easy to medium, hard and deadly' });
    }
  });
export type EncounterRule = z.infer<typeof encounterRuleSchema>;

/**
 * What a whole catalogue must hold for the engine to work: every rating from 0 to 30, every level from 1 to 20, the
 * monster counts covered once each from 1 up, party sizes covered once each from 1 up, every constant. Returns the
 * problems as lines naming what is missing or doubled; empty when the catalogue is whole.
 */
export function encounterRulesProblems(records: readonly EncounterRule[]): string[] {
  const problems: string[] = [];
  const of = <K extends EncounterRule['kind']>(kind: K) => records.filter((r): r is Extract<EncounterRule, { kind: K }> => r.kind === kind);
  const ratings = new Map<string, number>();
  for (const r of of('ChallengeRating')) {
    if (ratings.has(r.rating)) problems.push(`challenge rating ${r.rating} is listed twice`);
    ratings.set(r.rating, r.xp);
  }
  for (const rating of ['0', '1/8', '1/4', '1/2', ...Array.from({ length: 30 }, (_, i) => String(i + 1))]) {
    if (!ratings.has(rating)) problems.push(`challenge rating ${rating} is missing`);
  }
  const levels = new Set<number>();
  for (const r of of('CharacterLevel')) {
    if (levels.has(r.level)) problems.push(`character level ${r.level} is listed twice`);
    levels.add(r.level);
  }
  for (let level = 1; level <= 20; level++) if (!levels.has(level)) problems.push(`character level ${level} is missing`);
  problems.push(...coverageProblems('monster count', of('Multiplier').flatMap((r) => (r.minMonsters === undefined ? [] : [[r.minMonsters, r.maxMonsters] as const]))));
  problems.push(...coverageProblems('party size', of('PartySize').map((r) => [r.minCharacters, r.maxCharacters] as const)));
  const multipliers = of('Multiplier').map((r) => r.multiplier);
  if (new Set(multipliers).size !== multipliers.length) problems.push('two multiplier steps have the same multiplier');
  const constants = new Set(of('Constant').map((r) => r.name));
  for (const name of ENCOUNTER_CONSTANTS) if (!constants.has(name)) problems.push(`constant "${name}" is missing`);
  return problems;
}

/** Ranges [min, max] (max absent: open) must cover 1, 2, 3, ... once each, the last one open. */
function coverageProblems(what: string, ranges: readonly (readonly [number, number | undefined])[]): string[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const problems: string[] = [];
  let next = 1;
  for (const [min, max] of sorted) {
    if (min !== next) problems.push(min < next ? `${what} ${min} is covered twice` : `${what} ${next}${min - 1 > next ? ` to ${min - 1}` : ''} is not covered`);
    if (max === undefined) return problems;
    next = Math.max(next, max + 1);
  }
  problems.push(`no ${what} range is open-ended (every ${what} from ${next} up is not covered)`);
  return problems;
}
