// The multiclassing prerequisites catalogue: for each class, the ability scores a character must have to take a level
// in it as a further class (and to leave it for another). The class records carry no such field, so these are records
// of our own (seed/data/multiclassPrerequisites.json), read by the level-up engine (core/engine/levelup/).
import { z } from 'zod';
import { ABILITIES } from '../engine/character/types.ts';
import { legacyFields } from './common.ts';

const ability = z.enum(ABILITIES);

/** One requirement: any one of the abilities must reach the minimum ("Strength or Dexterity 13"). */
export const abilityMinimumSchema = z.strictObject({
  anyOf: z.array(ability).min(1, 'must name at least one ability'),
  minimum: z.number().int().min(1).max(30),
});

// Loose at the top, like the other catalogues of our own: a record served by another instance's REST layer carries the
// original API's table keys and the `requirementsJson` text beside the list.
export const multiclassPrerequisiteSchema = z.looseObject({
  ...legacyFields,
  /** The class record's name. */
  className: z.string().trim().min(1, 'must be a non-empty text'),
  /** Every requirement must be met. */
  requirements: z.array(abilityMinimumSchema).min(1, 'must hold at least one requirement'),
});

export type AbilityMinimum = z.infer<typeof abilityMinimumSchema>;
export type MulticlassPrerequisite = z.infer<typeof multiclassPrerequisiteSchema>;

/** Whole-catalogue problems: a class named twice. */
export function multiclassPrerequisitesProblems(rows: readonly MulticlassPrerequisite[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const row of rows) {
    const key = row.className.toLowerCase();
    if (seen.has(key)) problems.push(`class "${row.className}" is listed twice`);
    seen.add(key);
  }
  return problems;
}
