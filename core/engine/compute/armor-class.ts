// Armor class (light, medium, heavy, shields), speed with the armor Strength penalty, initiative, passive perception.
import type { RawCharacter } from '../character/types.ts';
import type { ComputedAbilityScores } from './ability-scores.ts';
import { skillModifier } from './ability-scores.ts';
import type { FoundEquipment } from './equipment.ts';
import { applyTweak } from './tweaks.ts';

function leadingInt(text: unknown, fallback: number): number {
  const value = Number.parseInt(String(text ?? ''), 10);
  return Number.isFinite(value) ? value : fallback;
}

/** Larger of 10 + Dex and each worn armor (light + Dex, medium + Dex up to 2, heavy alone), plus the best shield. */
export function computeArmorClass(
  character: RawCharacter,
  scores: ComputedAbilityScores,
  equippedArmor: readonly FoundEquipment[],
  /** Automated features: the best applicable formula's body value (e.g. Unarmored Defense) and flat bonuses. */
  features?: { formulaBody?: number; bonus: number },
): number {
  const dex = scores.Dexterity.modifier;
  let body = Math.max(10 + dex, features?.formulaBody ?? -Infinity);
  let shield = 0;
  for (const { data } of equippedArmor) {
    const ac = leadingInt(data.ac, 0);
    switch (data.armorClassification) {
      case 'Light':
        body = Math.max(body, ac + dex);
        break;
      case 'Medium':
        body = Math.max(body, ac + Math.min(2, dex));
        break;
      case 'Heavy':
        body = Math.max(body, ac);
        break;
      case 'Shield':
        shield = Math.max(shield, ac);
        break;
    }
  }
  return applyTweak(character.tweaks, 'armorClass', body + shield + (features?.bonus ?? 0));
}

/** The Strength an armor asks for: its strengthRequirement, else a "strength N" property. */
export function armorStrengthRequirement(armor: FoundEquipment): number {
  const direct = leadingInt(armor.data.strengthRequirement, 0);
  if (direct > 0) return direct;
  const property = armor.data.propertiesMap?.Strength ?? (armor.data.properties ?? []).find((p) => /^strength\s+\d+/i.test(p));
  return property ? leadingInt(String(property).replace(/strength/i, '').trim(), 0) : 0;
}

export interface Speed {
  /** Feet per round. */
  base: number;
  /** Miles per hour of travel: base / 10. */
  hour: number;
  /** Miles per day of travel: 4 * base / 5. */
  day: number;
}

/** 30 ft (or the automated features' walking speed) minus 10 per worn armor whose Strength requirement exceeds the score; tweaked; never below 0. */
export function computeSpeed(
  character: RawCharacter,
  scores: ComputedAbilityScores,
  equippedArmor: readonly FoundEquipment[],
  walk: { base: number; bonus: number } = { base: 30, bonus: 0 },
): Speed {
  const tooHeavy = equippedArmor.filter((armor) => armorStrengthRequirement(armor) > scores.Strength.value).length;
  const base = Math.max(0, applyTweak(character.tweaks, 'speed.base', walk.base + walk.bonus - 10 * tooHeavy));
  return { base, hour: base / 10, day: (4 * base) / 5 };
}

/** Dexterity modifier plus what features add (automated characters only); a tweak still has the last word. */
export function computeInitiative(character: RawCharacter, scores: ComputedAbilityScores, featureBonus = 0): number {
  return applyTweak(character.tweaks, 'initiative', scores.Dexterity.modifier + featureBonus);
}

export function computePassivePerception(character: RawCharacter, scores: ComputedAbilityScores): number {
  return applyTweak(character.tweaks, 'passivePerception', 10 + skillModifier(scores, 'Perception'));
}
