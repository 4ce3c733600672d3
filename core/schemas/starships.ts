// Record schemas for Starships of the Galaxy data: deployments, base sizes, modifications, equipment and ventures.
import { z } from 'zod';
import { int, namedRecord, optStr, optStrList, str, strList } from './common.ts';

export const deploymentSchema = namedRecord({
  description: optStr,
  flavorText: optStr,
  featureText: optStr,
  features: z.array(z.looseObject({ name: str, content: optStr, tier: int.optional() })).nullable().optional(),
});

export const starshipSizeSchema = namedRecord({
  strength: int,
  strengthModifier: int.optional(),
  dexterity: int,
  dexterityModifier: int.optional(),
  constitution: int,
  constitutionModifier: int.optional(),
  hitDiceNumberOfDice: int.optional(),
  hitDiceDieType: int,
  hitDiceDieTypeEnum: int.optional(),
  maxSuiteSystems: int.optional(),
  modSlotsAtTier0: int.optional(),
  modSlotsPerLevel: int.optional(),
  savingThrowOptions: optStrList,
  flavorText: optStr,
  fullText: optStr,
});

export const ModificationType = z.enum(['Engineering', 'Operation', 'Suite', 'Universal', 'Weapon']);

export const modificationSchema = namedRecord({
  typeEnum: int.optional(),
  type: ModificationType,
  prerequisites: strList,
  grade: int,
  content: str,
});

export const ventureSchema = namedRecord({
  content: str,
  prerequisites: strList,
});

export const starshipEquipmentSchema = namedRecord({
  typeEnum: int.optional(),
  type: str,
  cost: int,
  weaponCategory: optStr,
  damageNumberOfDice: int.optional(),
  damageType: optStr,
  damageDieModifier: int.optional(),
  damageDieType: int.optional(),
  attackBonus: int.optional(),
  attacksPerRound: int.optional(),
  shortRange: int.optional(),
  longRange: int.optional(),
  reload: int.optional(),
  properties: optStr,
  description: optStr,
});
