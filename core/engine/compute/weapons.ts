// Attack and damage of equipped weapons, custom weapons and the unarmed strike.
import type { EquipmentTweaks, RawCharacter } from '../character/types.ts';
import type { ComputedAbilityScores } from './ability-scores.ts';
import { toQuantity, type FoundEquipment } from './equipment.ts';
import { isProficientWithWeapon } from './proficiencies.ts';
import { applyTweak, applyTweakValue } from './tweaks.ts';
import { toProficiency } from './proficiency.ts';

export const DEFAULT_CUSTOM_DIE_SIZE = 4;

export interface ComputedWeapon {
  name: string;
  /** Equipment index for catalogue weapons, custom-equipment index for custom ones, -1 for the unarmed strike. */
  index: number;
  kind: 'equipment' | 'custom' | 'unarmed';
  quantity: number;
  ability: 'Strength' | 'Dexterity';
  isProficient: boolean;
  attackBonus: number;
  damageBonus: number;
  damageNumberOfDice: number;
  /** 0 for an unarmed strike without a die. */
  damageDieType: number;
  damageType: string;
  weaponClassification: string;
  properties: string[];
  /** Dice an enhanced weapon adds on a hit ("1d10"), beside its damage. */
  extraDamageDice?: string[];
}

/**
 * A weapon's damage as the sheet writes it: the dice and the signed bonus ("1d8+3", "1d4-1", "1d6" when the bonus is
 * 0), or the flat amount when there are no dice (an unarmed strike without a die: "0" for 1 + Strength -1).
 */
export function weaponDamageNotation(weapon: Pick<ComputedWeapon, 'damageNumberOfDice' | 'damageDieType' | 'damageBonus'>): string {
  const dice = weapon.damageNumberOfDice > 0 && weapon.damageDieType > 0 ? `${weapon.damageNumberOfDice}d${weapon.damageDieType}` : '';
  if (!dice) return String(weapon.damageBonus);
  if (weapon.damageBonus === 0) return dice;
  return `${dice}${weapon.damageBonus > 0 ? '+' : ''}${weapon.damageBonus}`;
}

export function isFinesse(properties: readonly string[] | null | undefined): boolean {
  return (properties ?? []).some((property) => /^finesse/i.test(property));
}

export function isBlasterClassification(classification: string | null | undefined): boolean {
  return /blaster/i.test(classification ?? '');
}

/** Dexterity for blasters, and for finesse weapons when Dexterity is higher; otherwise Strength. */
export function weaponAbility(
  classification: string | null | undefined,
  properties: readonly string[] | null | undefined,
  scores: ComputedAbilityScores,
): 'Strength' | 'Dexterity' {
  if (isBlasterClassification(classification)) return 'Dexterity';
  if (isFinesse(properties) && scores.Dexterity.modifier > scores.Strength.modifier) return 'Dexterity';
  return 'Strength';
}

function withItemTweaks(character: RawCharacter, tweaks: EquipmentTweaks | undefined, attack: number, damage: number) {
  return {
    attackBonus: applyTweakValue(tweaks?.toHit, applyTweak(character.tweaks, 'weapon.toHit', attack)),
    damageBonus: applyTweakValue(tweaks?.damage, applyTweak(character.tweaks, 'weapon.damage', damage)),
  };
}

export function catalogueWeapon(
  character: RawCharacter,
  entry: FoundEquipment,
  scores: ComputedAbilityScores,
  proficiencyBonus: number,
  proficiencies: readonly string[],
  /** Damage automated features add before tweaks (a raging berserker's melee Strength attacks). */
  featureDamage: (ability: 'Strength' | 'Dexterity', isMelee: boolean) => number = () => 0,
  /** What an enhanced weapon in use adds (core/engine/gear/): bonuses before tweaks, extra dice, its properties. */
  gear?: { attack: number; damage: number; extraDice: readonly string[]; properties?: readonly string[] },
): ComputedWeapon {
  const { data } = entry;
  const ability = weaponAbility(data.weaponClassification, data.properties, scores);
  const modifier = scores[ability].modifier;
  const isProficient = isProficientWithWeapon(data, proficiencies) || toProficiency(entry.tweaks?.toHit?.proficiency) !== 'none';
  const extra = featureDamage(ability, !isBlasterClassification(data.weaponClassification));
  return {
    name: entry.name,
    index: entry.index,
    kind: 'equipment',
    quantity: entry.quantity,
    ability,
    isProficient,
    ...withItemTweaks(character, entry.tweaks, modifier + (isProficient ? proficiencyBonus : 0) + (gear?.attack ?? 0), modifier + (data.damageDieModifier ?? 0) + extra + (gear?.damage ?? 0)),
    damageNumberOfDice: data.damageNumberOfDice ?? 1,
    damageDieType: entry.tweaks?.damageDice?.dieSize || data.damageDieType || 0,
    damageType: data.damageType ?? 'Kinetic',
    weaponClassification: data.weaponClassification ?? '',
    properties: [...(gear?.properties ?? data.properties ?? [])],
    ...(gear?.extraDice.length ? { extraDamageDice: [...gear.extraDice] } : {}),
  };
}

/** Custom weapons carry no ability: their numbers are the tweaks (to hit 0, damage 0, one d4 by default). */
export function customWeapons(character: RawCharacter): ComputedWeapon[] {
  const result: ComputedWeapon[] = [];
  (character.customEquipment ?? []).forEach((item, index) => {
    if (item.equipmentCategory !== 'Weapon' || !item.equipped) return;
    result.push({
      name: item.name,
      index,
      kind: 'custom',
      quantity: toQuantity(item.quantity),
      ability: 'Strength',
      isProficient: false,
      ...withItemTweaks(character, item.tweaks, 0, 0),
      damageNumberOfDice: item.damageNumberOfDice ?? 1,
      damageDieType: item.tweaks?.damageDice?.dieSize || DEFAULT_CUSTOM_DIE_SIZE,
      damageType: item.damageType || 'Kinetic',
      weaponClassification: '',
      properties: [],
    });
  });
  return result;
}

/**
 * Attack = proficiency + Strength; damage 1 + Strength (0 + Strength with a tweaked die), never below 0, Kinetic.
 * Automated features may give a die (martial arts, claws) and the finesse property (the better of Strength and
 * Dexterity); a tweaked die still wins.
 */
export function unarmedStrike(
  character: RawCharacter,
  scores: ComputedAbilityScores,
  proficiencyBonus: number,
  features?: { die: number; finesse: boolean; damage: (ability: 'Strength' | 'Dexterity', isMelee: boolean) => number },
): ComputedWeapon {
  const featureDie = features?.die ?? 0;
  const ability = features?.finesse && scores.Dexterity.modifier > scores.Strength.modifier ? 'Dexterity' : 'Strength';
  const modifier = scores[ability].modifier;
  const dieSize = Number((character.tweaks?.unarmed as { damageDice?: { dieSize?: number } } | undefined)?.damageDice?.dieSize) || featureDie;
  const extra = features?.damage(ability, true) ?? 0;
  return {
    name: 'Unarmed Strike',
    index: -1,
    kind: 'unarmed',
    quantity: 1,
    ability,
    isProficient: true,
    attackBonus: applyTweak(character.tweaks, 'unarmed.toHit', proficiencyBonus + modifier),
    damageBonus: applyTweak(character.tweaks, 'unarmed.damage', Math.max(0, (dieSize > 0 ? 0 : 1) + modifier) + extra),
    damageNumberOfDice: dieSize > 0 ? 1 : 0,
    damageDieType: dieSize,
    damageType: 'Kinetic',
    weaponClassification: '',
    properties: [],
  };
}
