// Hull points and shields: hull dice by size and tier, Constitution for the hull, Strength for shields, the shield's
// capacity and regeneration, all halved by heavy system damage.
import type { ShipContext } from './context.ts';
import type { ShipEquipment } from './equipment.ts';
import type { ModificationAbilities } from './modification-abilities.ts';
import type { ShipRoles } from './roles.ts';

/** The hull and shield figures with their explanations, and the hull dice. */
export function computeHullAndShields(ctx: ShipContext, { roleEffectsOf }: ShipRoles, { shield }: ShipEquipment, { mod }: ModificationAbilities) {
  const { general, size, tier, state } = ctx;
  const diceCount = size.diceAtTier0 + size.dicePerTier * tier;
  const con = mod('Constitution');
  const str = mod('Strength');
  const perDieBonus = roleEffectsOf('hullPointsPerDie').reduce((sum, r) => sum + r.effect.bonus, 0);
  const halved = state.systemDamage >= general.systemDamageHalvesAt;
  let hullPoints = size.hullDie + size.dieAverage * (diceCount - 1) + con * diceCount + perDieBonus * diceCount;
  let hullPointsExplanation = `${hullPoints} = ${size.hullDie} (first d${size.hullDie}) + ${diceCount - 1} x ${size.dieAverage} (average of each further die) + ${diceCount} x Constitution ${con}${perDieBonus ? ` + ${diceCount} x ${perDieBonus} (${roleEffectsOf('hullPointsPerDie')[0]!.source})` : ''}`;
  if (hullPoints < 1) {
    hullPoints = 1;
    hullPointsExplanation += ' (at least 1)';
  }
  if (halved) {
    hullPoints = Math.max(1, Math.floor(hullPoints / 2));
    hullPointsExplanation += `, halved by system damage: ${hullPoints}`;
  }
  const baseShieldPoints = Math.max(0, size.hullDie + size.dieAverage * (diceCount - 1) + str * diceCount);
  const shieldRules = shield?.rules;
  let shieldCapacity = shieldRules ? Math.floor((baseShieldPoints * shieldRules.capacity[0]) / shieldRules.capacity[1]) : 0;
  const regenerationFactor = roleEffectsOf('shieldRegeneration').reduce((f, r) => f * r.effect.factor, 1);
  let shieldRegeneration = shieldRules ? Math.floor((size.hullDie * shieldRules.regeneration[0]) / shieldRules.regeneration[1]) * regenerationFactor : 0;
  const shieldExplanation = [`Base shield points ${baseShieldPoints} = ${size.hullDie} (first d${size.hullDie}) + ${diceCount - 1} x ${size.dieAverage} + ${diceCount} x Strength ${str}`];
  if (shieldRules && shield) {
    shieldExplanation.push(`Shield capacity ${shieldCapacity} = ${baseShieldPoints} x ${shieldRules.capacity.join('/')} (${shield.name}), rounded down`);
    shieldExplanation.push(
      `Regeneration ${shieldRegeneration} = ${size.hullDie} (shield die maximum) x ${shieldRules.regeneration.join('/')} (${shield.name}), rounded down${regenerationFactor > 1 ? `, x ${regenerationFactor} (${roleEffectsOf('shieldRegeneration').map((r) => r.source).join(', ')})` : ''}`,
    );
    if (halved) {
      shieldCapacity = Math.floor(shieldCapacity / 2);
      shieldRegeneration = Math.floor(shieldRegeneration / 2);
      shieldExplanation.push(`Capacity and regeneration halved by system damage: ${shieldCapacity} and ${shieldRegeneration}`);
    }
  } else shieldExplanation.push('No shields installed: no shield points');
  const dice = (used: number) => ({ count: diceCount, die: size.hullDie, notation: `${diceCount}d${size.hullDie}`, used: Math.min(used, diceCount), left: Math.max(0, diceCount - used) });
  return { str, hullPoints, hullPointsExplanation, baseShieldPoints, shieldCapacity, shieldRegeneration, shieldExplanation, dice };
}

export type HullAndShields = ReturnType<typeof computeHullAndShields>;
