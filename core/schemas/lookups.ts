// Record schemas for the lookup tables the character tools use: advancement by level, conditions and skills.
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
