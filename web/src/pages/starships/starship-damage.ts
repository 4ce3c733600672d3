// Starship weapon damage text: like weapon damage, with the signed die modifier ('2d6 + 2 energy').
import type { StarshipEquipmentRecord } from '../../../../core/schemas/index.ts';
import type { FieldsOf } from '../../components/table/types.ts';

type DamageFields = FieldsOf<StarshipEquipmentRecord, 'damageNumberOfDice' | 'damageDieType' | 'damageDieModifier' | 'damageType'>;

export function signedModifier(modifier: number | null | undefined): string {
  if (!modifier) return '';
  return modifier > 0 ? ` + ${modifier}` : ` - ${Math.abs(modifier)}`;
}

export function starshipDamageText({ damageNumberOfDice, damageDieType, damageDieModifier, damageType }: DamageFields): string {
  if (!damageNumberOfDice) return 'Special';
  const dice = damageDieType ? `${damageNumberOfDice}d${damageDieType}` : String(damageNumberOfDice);
  const type = (damageType ?? '').trim();
  const typeText = !type || /^(unknown|none)$/i.test(type) ? '' : ` ${type.toLowerCase()}`;
  return `${dice}${signedModifier(damageDieModifier)}${typeText}`;
}
