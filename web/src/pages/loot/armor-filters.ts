// The armor table's filters: armor type (Light, Medium, Heavy, Shield) and property.
import type { EquipmentRecord } from '../../../../core/schemas/index.ts';
import type { FieldsOf } from '../../components/table/types.ts';

export const ARMOR_TYPES = ['Light', 'Medium', 'Heavy', 'Shield'] as const;

type PropertyFields = FieldsOf<EquipmentRecord, 'propertiesMap' | 'properties'>;

/** The property names of an item: the keys of its property map, else each property's leading words before a number or bracket. */
export function propertyNames({ propertiesMap, properties }: PropertyFields): string[] {
  const keys = Object.keys(propertiesMap ?? {});
  if (keys.length > 0) return keys;
  return (properties ?? []).map((p) => p.replace(/\s*[(\d].*$/, '').trim()).filter(Boolean);
}

/** The property filter: the armor has at least one of the selected properties. */
export function matchesArmorProperty(item: PropertyFields, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const names = propertyNames(item).map((n) => n.toLowerCase());
  return selected.some((s) => names.includes(s.toLowerCase()));
}
