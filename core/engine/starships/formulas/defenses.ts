// Armor class, damage reduction and resistances.
import type { ShipContext } from './context.ts';
import type { ShipEquipment } from './equipment.ts';
import type { ModificationAbilities } from './modification-abilities.ts';
import type { JudgedModifications } from './modifications.ts';

/** AC and DR with their explanations, and the damage types hull and shields resist. */
export function computeDefenses(ctx: ShipContext, { armor }: ShipEquipment, { activeEffects }: JudgedModifications, { mod }: ModificationAbilities) {
  const { size, tier } = ctx;
  const dex = mod('Dexterity');
  const armorRules = armor?.rules;
  const dexMax = armorRules ? armorRules.dexterityMaximum : null;
  const dexPart = dexMax === null ? dex : Math.min(dex, dexMax);
  const acUpgrade = size.acUpgradeByTier[tier] ?? 0;
  const acBonuses = activeEffects('armorClass');
  const armorClass = 10 + dexPart + acUpgrade + acBonuses.reduce((sum, b) => sum + b.effect.bonus, 0);
  const allows = !armor ? ' (no armor)' : !armorRules ? ` (${armor.name}: no catalogue numbers)` : dexMax === null ? ` (${armor.name} allows any)` : ` (${armor.name} allows +${dexMax}${dex > dexMax ? `; the modifier is ${dex}` : ''})`;
  const acExplanation = `AC ${armorClass} = 10 + Dexterity ${dexPart}${allows}${acUpgrade ? ` + tier ${tier} upgrade ${acUpgrade}` : ''}${acBonuses.map((b) => ` + ${b.source} ${b.effect.bonus}`).join('')}`;
  const drTotals = activeEffects('damageReduction');
  const armorDR = armorRules?.damageReduction ?? 0;
  const bestTotal = drTotals.reduce((best, d) => (d.effect.total > (best?.effect.total ?? -1) ? d : best), undefined as (typeof drTotals)[number] | undefined);
  const damageReduction =
    bestTotal && bestTotal.effect.total > armorDR
      ? { value: bestTotal.effect.total, source: bestTotal.source, explanation: `DR ${bestTotal.effect.total} (${bestTotal.source}), against damage from attack rolls` }
      : armorDR
        ? { value: armorDR, source: armor!.name, explanation: `DR ${armorDR} (${armor!.name}), against damage from attack rolls` }
        : { value: 0, source: null, explanation: 'No damage reduction' };
  const resistances = { hull: [] as string[], shields: [] as string[] };
  for (const { effect } of activeEffects('resistance')) for (const d of effect.damage) if (!resistances[effect.to].includes(d)) resistances[effect.to].push(d);
  return { armorClass, acExplanation, damageReduction, resistances };
}
