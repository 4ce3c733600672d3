// Record schema for Scum and Villainy monsters and their behaviors (traits, actions, reactions, legendary actions).
import { z } from 'zod';
import { int, namedRecord, optStr, optStrList, str, strList } from './common.ts';

export const MonsterBehaviorType = z.enum(['None', 'Trait', 'Action', 'Reaction', 'Legendary']);
export const AttackType = z.enum(['None', 'MeleeWeapon', 'RangedWeapon', 'MeleeTech', 'RangedTech', 'MeleeForce', 'RangedForce']);

export const monsterBehaviorSchema = z.looseObject({
  name: str,
  monsterBehaviorTypeEnum: int.optional(),
  monsterBehaviorType: MonsterBehaviorType,
  description: optStr,
  descriptionWithLinks: optStr,
  attackTypeEnum: int.optional(),
  attackType: AttackType.optional(),
  restrictions: optStr,
  attackBonus: int.optional(),
  range: optStr,
  numberOfTargets: optStr,
  damage: optStr,
  damageRoll: optStr,
  damageTypeEnum: int.optional(),
  damageType: optStr,
});

const abilityScore = int.min(0).max(40);

export const monsterSchema = namedRecord({
  flavorText: optStr,
  sectionText: optStr,
  sizeEnum: int.optional(),
  size: str,
  types: strList,
  alignment: optStr,
  armorClass: int,
  armorType: optStr,
  hitPoints: int,
  hitPointRoll: optStr,
  speed: int.optional(),
  speeds: optStr,
  strength: abilityScore,
  strengthModifier: int,
  dexterity: abilityScore,
  dexterityModifier: int,
  constitution: abilityScore,
  constitutionModifier: int,
  intelligence: abilityScore,
  intelligenceModifier: int,
  wisdom: abilityScore,
  wisdomModifier: int,
  charisma: abilityScore,
  charismaModifier: int,
  savingThrows: optStrList,
  skills: optStrList,
  damageImmunities: strList,
  damageImmunitiesOther: optStrList,
  damageResistances: strList,
  damageResistancesOther: optStrList,
  damageVulnerabilities: strList,
  damageVulnerabilitiesOther: optStrList,
  conditionImmunities: strList,
  conditionImmunitiesOther: optStrList,
  senses: optStrList,
  languages: optStrList,
  challengeRating: str,
  experiencePoints: int,
  behaviors: z.array(monsterBehaviorSchema),
  imageUrls: strList,
});
