// The adventuring gear table: every equipment item that is neither a weapon nor armor, with a category filter;
// rows expand to the description.
import { ROUTES } from '../../../../core/routes.ts';
import { useMemo } from 'react';
import { markdownRow, nameColumn, rowIdByName, sourceColumn, sourceFilter } from '../../components/table/columns.tsx';
import { DataTable, type TableColumn, type TableFilter } from '../../components/table/DataTable.tsx';
import { matchesSelection } from '../../components/table/filters/selection.ts';
import { Markdown } from '../../components/Markdown.tsx';
import { startCase } from '../../../../core/text/markdown-text.ts';
import { searchableText } from '../../components/table/row-search.ts';
import { TablePage } from '../../components/table/TablePage.tsx';
import { useAdventuringGearTableQuery } from '../../gql/hooks.ts';
import type { AdventuringGearTableQuery } from '../../gql/graphql.ts';
import { costText, weightText, weightValue } from './loot-format.ts';

type Gear = AdventuringGearTableQuery['equipmentList'][number];

/** Weapons and armor have their own tables. */
export function isAdventuringGear(item: Pick<Gear, 'equipmentCategory'>): boolean {
  return !['weapon', 'armor'].includes(item.equipmentCategory.toLowerCase());
}

const columns: TableColumn<Gear>[] = [
  nameColumn(),
  { id: 'category', header: 'Category', sortValue: (g) => startCase(g.equipmentCategory), cell: (g) => startCase(g.equipmentCategory) },
  { id: 'cost', header: 'Cost', sortValue: (g) => g.cost, cell: (g) => costText(g.cost) },
  { id: 'weight', header: 'Weight', sortValue: (g) => weightValue(g.weight), cell: (g) => weightText(g.weight) },
  sourceColumn(),
];

const searchText = (g: Gear) => searchableText([g.name, startCase(g.equipmentCategory), g.contentSource]);
const details = markdownRow<Gear>((g) => g.description, <p>No description.</p>);

export function AdventuringGearTable() {
  const { data } = useAdventuringGearTableQuery();
  const rows = useMemo(() => data?.equipmentList.filter(isAdventuringGear), [data]);
  const filters = useMemo<TableFilter<Gear>[]>(() => {
    const categories = [...new Set((rows ?? []).map((g) => g.equipmentCategory))].sort();
    return [
      { id: 'category', label: 'Category', options: categories, optionLabel: startCase, predicate: (g, sel) => matchesSelection(g.equipmentCategory, sel) },
      sourceFilter(rows),
    ];
  }, [rows]);
  return (
    <TablePage title="Adventuring Gear" backTo={ROUTES.loot.pattern}>
      <DataTable tableKey="adventuring-gear" label="Adventuring Gear" rows={rows} columns={columns} filters={filters} searchText={searchText} rowId={rowIdByName} details={details} />
    </TablePage>
  );
}
