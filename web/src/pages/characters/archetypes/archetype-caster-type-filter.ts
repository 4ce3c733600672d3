// The archetypes table's caster type filter: Tech, Force or None, where None matches archetypes
// that bring no casting at all.
import type { ArchetypeRecord } from '../../../../../core/schemas/index.ts';
import type { FieldsOf } from '../../../components/table/types.ts';

export const CASTER_TYPE_OPTIONS = ['Tech', 'Force', 'None'] as const;

type CasterFields = FieldsOf<ArchetypeRecord, 'casterType' | 'classCasterType'>;

/**
 * How an archetype casts: its own casting (an archetype that grants force or tech powers to a non-casting class),
 * else its class's casting; 'None' when neither casts. The data writes a missing type as 'None' or leaves it out.
 */
export function archetypeCasterType({ casterType, classCasterType }: CasterFields): 'Tech' | 'Force' | 'None' {
  for (const type of [casterType, classCasterType]) {
    if (type === 'Tech' || type === 'Force') return type;
  }
  return 'None';
}

export function matchesCasterType(archetype: CasterFields, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const type = archetypeCasterType(archetype).toLowerCase();
  return selected.some((s) => s.toLowerCase() === type);
}
