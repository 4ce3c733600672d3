// The facts a builder item panel shows about a catalogue item: what the loot tables show for it, in the same words
// (their formatters are reused), as label and value pairs.
import type { CatalogueItem, CustomEquipment } from '../../../../../core/engine/index.ts';
import { costText, weightText } from '../../loot/loot-format.ts';
import { classificationLabel } from '../../loot/weapon-classification-filter.ts';
import { weaponDamageText } from '../../loot/weapon-damage.ts';
import { typeLabel } from './equipment-catalogue.ts';

export interface ItemStat {
  label: string;
  value: string;
}

const present = (value: string | null | undefined): value is string => !!value && value.trim() !== '' && value !== '-' && !/^(unknown|none)$/i.test(value.trim());

function collector() {
  const stats: ItemStat[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (present(value)) stats.push({ label, value: value.trim() });
  };
  return { stats, add };
}

const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));

export function catalogueItemStats(item: CatalogueItem): ItemStat[] {
  const { stats, add } = collector();
  if (item.category === 'EnhancedItem') {
    const data = item.data;
    add('Type', [typeLabel(data.type), data.subtype].filter(present).join(', '));
    add('Rarity', (data.rarityOptions ?? []).join(', '));
    add('Attunement', data.requiresAttunement ? 'Required' : 'Not required');
    return stats;
  }
  const data = item.data;
  if (data.equipmentCategory === 'Weapon') {
    add('Classification', classificationLabel(data.weaponClassification));
    add('Damage', weaponDamageText(data));
    add('Properties', (data.properties ?? []).join(', '));
  } else if (data.equipmentCategory === 'Armor') {
    add('Classification', data.armorClassification);
    add('Armor class', data.ac);
    add('Strength', data.strengthRequirement);
    if (data.stealthDisadvantage) add('Stealth', 'Disadvantage');
  } else {
    add('Category', typeLabel(data.equipmentCategory));
  }
  add('Cost', costText(data.cost));
  add('Weight', weightText(data.weight));
  return stats;
}

/** A custom item's own numbers: a weapon's damage and its to-hit and damage overrides, then cost and weight. */
export function customItemStats(item: CustomEquipment): ItemStat[] {
  const { stats, add } = collector();
  add('Type', item.equipmentCategory);
  if (item.equipmentCategory === 'Weapon') {
    add('Damage', weaponDamageText({ damageNumberOfDice: item.damageNumberOfDice ?? 0, damageDieType: item.tweaks?.damageDice?.dieSize ?? 0, damageType: item.damageType ?? '' }));
    add('To hit', signed(Number(item.tweaks?.toHit?.override ?? item.tweaks?.toHit?.bonus) || 0));
    add('Damage bonus', signed(Number(item.tweaks?.damage?.override ?? item.tweaks?.damage?.bonus) || 0));
  }
  add('Cost', costText(Number(item.cost) || 0));
  add('Weight', weightText(item.weight));
  return stats;
}
