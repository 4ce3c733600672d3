// The adventuring gear table: every equipment item that is neither a weapon nor armor, with a category filter;
// rows expand to the description.
import { ROUTES } from '../../../../core/routes.ts';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { DataTable, type TableColumn, type TableFilter } from '../../components/table/DataTable.tsx';
import { matchesSelection, matchesSource } from '../../components/table/filters/selection.ts';
import { Markdown } from '../../components/Markdown.tsx';
import { startCase } from '../../../../core/text/markdown-text.ts';
import { searchableText } from '../../components/table/row-search.ts';
import { TablePage } from '../../components/table/TablePage.tsx';
import { AdventuringGearTableDocument, type AdventuringGearTableQuery } from '../../gql/graphql.ts';
import { costText, weightText, weightValue } from './loot-format.ts';
import { sourceOptionsFor } from '../../components/table/filters/source-options.ts';

type Gear = AdventuringGearTableQuery['equipmentList'][number];

/** Weapons and armor have their own tables. */
export function isAdventuringGear(item: Pick<Gear, 'equipmentCategory'>): boolean {
  return !['weapon', 'armor'].includes(item.equipmentCategory.toLowerCase());
}

const columns: TableColumn<Gear>[] = [
  { id: 'name', header: 'Name', sortValue: (g) => g.name, cell: (g) => g.name },
  { id: 'category', header: 'Category', sortValue: (g) => startCase(g.equipmentCategory), cell: (g) => startCase(g.equipmentCategory) },
  { id: 'cost', header: 'Cost', sortValue: (g) => g.cost, cell: (g) => costText(g.cost) },
  { id: 'weight', header: 'Weight', sortValue: (g) => weightValue(g.weight), cell: (g) => weightText(g.weight) },
  { id: 'source', header: 'Source', sortValue: (g) => g.contentSource, cell: (g) => g.contentSource ?? '-' },
];

const searchText = (g: Gear) => searchableText([g.name, startCase(g.equipmentCategory), g.contentSource]);
const rowId = (g: Gear) => g.name;
const details = (g: Gear) => (g.description ? <Markdown source={g.description} /> : <p>No description.</p>);

export function AdventuringGearTable() {
  const { data } = useQuery(AdventuringGearTableDocument);
  const rows = useMemo(() => data?.equipmentList.filter(isAdventuringGear), [data]);
  const filters = useMemo<TableFilter<Gear>[]>(() => {
    const categories = [...new Set((rows ?? []).map((g) => g.equipmentCategory))].sort();
    return [
      { id: 'category', label: 'Category', options: categories, optionLabel: startCase, predicate: (g, sel) => matchesSelection(g.equipmentCategory, sel) },
      { id: 'source', label: 'Source', options: sourceOptionsFor(rows), predicate: (g, sel) => matchesSource(g.contentSource, sel) },
    ];
  }, [rows]);
  return (
    <TablePage title="Adventuring Gear" backTo={ROUTES.loot.pattern}>
      <DataTable tableKey="adventuring-gear" label="Adventuring Gear" rows={rows} columns={columns} filters={filters} searchText={searchText} rowId={rowId} details={details} />
    </TablePage>
  );
}
