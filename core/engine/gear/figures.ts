// One enhanced item's own figures, for exports that give each item its bonus fields (Foundry): the base item it is
// built on, and the attack, damage, extra dice and armor class bonuses of its entry and installed modifications.
// They are the item's own, whether or not it is equipped now (the receiving sheet applies an item while equipped).
import type { FoundEnhancedItem } from '../compute/equipment.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { EquipmentRule } from '../rules/types.ts';
import { baseItemOf } from './gear.ts';

export interface GearItemFigures {
  base?: EquipmentRule;
  attack: number;
  damage: number;
  extraDice: string[];
  armorClass: number;
}

export function gearItemFigures(entry: FoundEnhancedItem, rules: IndexedRules): GearItemFigures {
  const figures: GearItemFigures = { attack: 0, damage: 0, extraDice: [], armorClass: 0 };
  const base = baseItemOf(entry, rules);
  if (base) figures.base = base;
  const names = [entry.name, ...(entry.modifications ?? [])];
  for (const name of names) {
    for (const effect of rules.gearMechanics.find(name)?.effects ?? []) {
      if (effect.kind === 'weaponBonus') {
        figures.attack += effect.attack ?? 0;
        figures.damage += effect.damage ?? 0;
        if (effect.extraDice) figures.extraDice.push(effect.extraDice);
      } else if (effect.kind === 'acBonus') figures.armorClass += effect.value;
    }
  }
  return figures;
}
