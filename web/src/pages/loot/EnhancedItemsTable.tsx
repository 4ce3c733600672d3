// The enhanced items table: rarity ordered standard to artifact, type and attunement
// filters; rows expand to the item's text.
import { ROUTES } from '../../../../core/routes.ts';
import { useMemo } from 'react';
import { nameColumn, Prerequisite, rowIdByName, sourceColumn, sourceFilter } from '../../components/table/columns.tsx';
import { DataTable, type TableColumn, type TableFilter } from '../../components/table/DataTable.tsx';
import { matchesSelection, matchesYesNo, YES_NO } from '../../components/table/filters/selection.ts';
import { Markdown } from '../../components/Markdown.tsx';
import { startCase } from '../../../../core/text/markdown-text.ts';
import { searchableText } from '../../components/table/row-search.ts';
import { TablePage } from '../../components/table/TablePage.tsx';
import { useEnhancedItemsTableQuery } from '../../gql/hooks.ts';
import type { EnhancedItemsTableQuery } from '../../gql/graphql.ts';
import { itemRarities, itemRarityRank, matchesRarity, RARITIES } from './rarity.ts';

type Item = EnhancedItemsTableQuery['enhancedItems'][number];

const rarityText = (i: Item) => i.rarityText || itemRarities(i).join(', ') || '-';
const typeText = (i: Item) => [startCase(i.type), i.subtype ? `(${i.subtype})` : ''].filter(Boolean).join(' ');

const columns: TableColumn<Item>[] = [
  nameColumn(),
  { id: 'type', header: 'Type', sortValue: typeText, cell: typeText },
  { id: 'rarity', header: 'Rarity', sortValue: itemRarityRank, cell: rarityText },
  { id: 'attunement', header: 'Attunement', sortValue: (i) => (i.requiresAttunement ? 1 : 0), cell: (i) => (i.requiresAttunement ? 'Required' : '-') },
  sourceColumn(),
];

const searchText = (i: Item) => searchableText([i.name, i.type, i.subtype, rarityText(i), i.prerequisite, i.contentSource]);
const details = (i: Item) => (
  <>
    <Prerequisite text={i.prerequisite} />
    <Markdown source={i.text} />
    {i.valueText && <p>Value: {i.valueText}</p>}
  </>
);

export function EnhancedItemsTable() {
  const { data } = useEnhancedItemsTableQuery();
  const rows = data?.enhancedItems;
  const filters = useMemo<TableFilter<Item>[]>(() => {
    const types = [...new Set((rows ?? []).map((i) => i.type))].sort();
    return [
      { id: 'rarity', label: 'Rarity', options: RARITIES, predicate: (i, sel) => matchesRarity(i, sel) },
      { id: 'type', label: 'Type', options: types, optionLabel: startCase, predicate: (i, sel) => matchesSelection(i.type, sel) },
      { id: 'attunement', label: 'Requires Attunement', options: YES_NO, multiple: false, predicate: (i, sel) => matchesYesNo(i.requiresAttunement, sel) },
      sourceFilter(rows),
    ];
  }, [rows]);
  return (
    <TablePage title="Enhanced Items" backTo={ROUTES.loot.pattern}>
      <DataTable tableKey="enhanced-items" label="Enhanced Items" rows={rows} columns={columns} filters={filters} searchText={searchText} rowId={rowIdByName} details={details} />
    </TablePage>
  );
}
