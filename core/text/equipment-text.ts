// What a player looks for in an item, in words: a weapon's damage ('1d6 energy'; a starship weapon's with its signed
// die modifier, '2d6 + 2 energy', or 'Special' without dice), and the one line a search result shows for a weapon or
// armor in place of its (often missing) description: damage and properties, or armor class and what it costs.

interface DamageFields {
  damageNumberOfDice?: number | null;
  damageDieType?: number | null;
  damageType?: string | null;
}

/** The data writes 'Unknown' or 'None' for a missing value. */
const known = (text: string | null | undefined): string => {
  const t = (text ?? '').trim();
  return !t || /^(unknown|none)$/i.test(t) ? '' : t;
};

function dice({ damageNumberOfDice, damageDieType }: DamageFields): string {
  return damageDieType ? `${damageNumberOfDice}d${damageDieType}` : String(damageNumberOfDice);
}

export function weaponDamageText(fields: DamageFields): string {
  if (!fields.damageNumberOfDice) return 'Special';
  return [dice(fields), known(fields.damageType).toLowerCase()].filter(Boolean).join(' ');
}

export function signedModifier(modifier: number | null | undefined): string {
  if (!modifier) return '';
  return modifier > 0 ? ` + ${modifier}` : ` - ${Math.abs(modifier)}`;
}

export function starshipDamageText(fields: DamageFields & { damageDieModifier?: number | null }): string {
  if (!fields.damageNumberOfDice) return 'Special';
  const type = known(fields.damageType).toLowerCase();
  return `${dice(fields)}${signedModifier(fields.damageDieModifier)}${type ? ` ${type}` : ''}`;
}

/** A list of properties as the data gives it: an array (equipment) or one text (starship weapons). */
function propertiesText(properties: unknown): string {
  if (Array.isArray(properties)) return properties.filter((p): p is string => typeof p === 'string' && !!known(p)).join(', ');
  return typeof properties === 'string' ? known(properties) : '';
}

const line = (...parts: string[]) => parts.filter(Boolean).join(' · ') || undefined;

/**
 * The summary of an equipment record (the loot tables' weapons and armor): damage and properties for a weapon;
 * classification, armor class, Strength needed and stealth for armor. Undefined for other items, whose
 * description says what they are.
 */
export function equipmentSummary(record: Readonly<Record<string, unknown>>): string | undefined {
  if (record.equipmentCategory === 'Weapon') return line(weaponDamageText(record as DamageFields), propertiesText(record.properties));
  if (record.equipmentCategory !== 'Armor') return undefined;
  const classification = known(record.armorClassification as string);
  const ac = known(record.ac as string);
  const strength = known(record.strengthRequirement as string);
  return line(
    classification && (classification === 'Shield' ? 'Shield' : `${classification} armor`),
    ac && `AC ${ac}`,
    strength && `Strength ${strength.replace(/^str(ength)?\s*/i, '')}`,
    record.stealthDisadvantage ? 'Stealth disadvantage' : '',
  );
}

/** The summary of a starship weapon (damage and properties); undefined for other starship equipment. */
export function starshipEquipmentSummary(record: Readonly<Record<string, unknown>>): string | undefined {
  if (record.type !== 'Weapon') return undefined;
  return line(starshipDamageText(record as DamageFields & { damageDieModifier?: number }), propertiesText(record.properties));
}
