// Weapon damage text: dice count 'd' die type and the damage type ('1d6 energy'), or 'Special'
// when the weapon has no damage dice (nets, launchers).
import type { EquipmentRecord } from '../../../../core/schemas/index.ts';
import type { FieldsOf } from '../../components/table/types.ts';

type DamageFields = FieldsOf<EquipmentRecord, 'damageNumberOfDice' | 'damageDieType' | 'damageType'>;

/** The data writes 'Unknown' or 'None' for a missing damage type. */
function damageTypeText(type: string | null | undefined): string {
  const text = (type ?? '').trim();
  return !text || /^(unknown|none)$/i.test(text) ? '' : text.toLowerCase();
}

export function weaponDamageText({ damageNumberOfDice, damageDieType, damageType }: DamageFields): string {
  if (!damageNumberOfDice) return 'Special';
  const dice = damageDieType ? `${damageNumberOfDice}d${damageDieType}` : String(damageNumberOfDice);
  return [dice, damageTypeText(damageType)].filter(Boolean).join(' ');
}
