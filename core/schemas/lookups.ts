// Record schemas for the lookup tables the character tools use (advancement by level, conditions, skills) and the
// books the content comes from.
import { z } from 'zod';
import { contentFields, int, legacyFields, namedRecord, str } from './common.ts';

export const characterAdvancementSchema = z.looseObject({
  level: int.min(1).max(20),
  experiencePoints: int.min(0),
  proficiencyBonus: int.optional(),
  ...legacyFields,
  ...contentFields,
});

export const conditionSchema = namedRecord({ description: str });

export const skillSchema = namedRecord({
  baseAttribute: str,
});

/** A book of the content, with the attribution its license asks pages and printouts to carry. `name` is its title. */
export const sourceSchema = namedRecord({
  key: str,
  abbreviation: str,
  shelfName: z.string().optional(),
  /** The legacy source code its records carry (PHB, WH, SnV, SotG, EC), when it has one. */
  contentSource: z.string().optional(),
  publisher: z.string().optional(),
  publishedAt: z.string().optional(),
  isOfficial: z.boolean(),
  isCoreRulebook: z.boolean().optional(),
  blurb: z.string().optional(),
  order: int.optional(),
  licenseNote: z.string().optional(),
  attribution: z.string().optional(),
});
