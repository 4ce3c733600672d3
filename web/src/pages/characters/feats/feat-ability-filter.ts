// The feats table's ability filter: feats that increase one of the selected abilities.
import type { FeatRecord } from '../../../../../core/schemas/index.ts';

/** A feat listing 'Any' lets the character raise any ability, so it matches every selection. */
export function matchesAbilityIncreased(attributes: FeatRecord['attributesIncreased'] | null | undefined, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const raised = (attributes ?? []).map((a) => a.toLowerCase());
  if (raised.includes('any')) return true;
  return selected.some((ability) => raised.includes(ability.toLowerCase()));
}
