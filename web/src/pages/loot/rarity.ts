// Enhanced item rarities in their order: standard 0, premium 1, prototype 2, advanced 3,
// legendary 4, artifact 5. Used to sort the rarity column and to list the rarity filter's options.
import type { EnhancedItemRecord } from '../../../../core/schemas/index.ts';
import type { FieldsOf } from '../../components/table/types.ts';

export const RARITIES = ['Standard', 'Premium', 'Prototype', 'Advanced', 'Legendary', 'Artifact'] as const;

/** The rank of a rarity name (any case); unknown names rank after artifact. */
export function rarityRank(rarity: string | null | undefined): number {
  const index = RARITIES.findIndex((r) => r.toLowerCase() === (rarity ?? '').trim().toLowerCase());
  return index === -1 ? RARITIES.length : index;
}

type RarityFields = FieldsOf<EnhancedItemRecord, 'rarityOptions' | 'searchableRarity' | 'rarityText'>;

/** The rarities an item comes in: its rarity options, else its searchable rarity or rarity text. */
export function itemRarities({ rarityOptions, searchableRarity, rarityText }: RarityFields): string[] {
  if (rarityOptions && rarityOptions.length > 0) return [...rarityOptions];
  const single = searchableRarity || rarityText;
  return single ? [single] : [];
}

/** An item's sort key: its lowest rarity's rank. */
export function itemRarityRank(item: RarityFields): number {
  const ranks = itemRarities(item).map(rarityRank);
  return ranks.length ? Math.min(...ranks) : RARITIES.length;
}

/** Ascending rarity order of two items. */
export function compareRarity(a: RarityFields, b: RarityFields): number {
  return itemRarityRank(a) - itemRarityRank(b);
}

/** The rarity filter: the item comes in one of the selected rarities. */
export function matchesRarity(item: RarityFields, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const ranks = itemRarities(item).map(rarityRank);
  return selected.some((choice) => ranks.includes(rarityRank(choice)));
}
