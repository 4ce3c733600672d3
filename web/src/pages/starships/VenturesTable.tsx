// The ventures table: the prerequisite filter offers None for ventures without one; rows
// expand to the content.
import { useMemo } from 'react';
import { markdownRow, nameColumn, rowIdByName } from '../../components/table/columns.tsx';
import { DataTable, type TableColumn, type TableFilter } from '../../components/table/DataTable.tsx';
import { Markdown } from '../../components/Markdown.tsx';
import { searchableText } from '../../components/table/row-search.ts';
import { useVenturesTableQuery } from '../../gql/hooks.ts';
import type { VenturesTableQuery } from '../../gql/graphql.ts';
import { matchesPrerequisite, prerequisiteOptions } from './venture-prerequisite-filter.ts';

type Venture = VenturesTableQuery['starshipVentures'][number];

const columns: TableColumn<Venture>[] = [
  nameColumn(),
  { id: 'prerequisites', header: 'Prerequisites', cell: (v) => (v.prerequisites.length ? v.prerequisites.join(', ') : '-') },
];

const searchText = (v: Venture) => searchableText([v.name, v.prerequisites]);
const details = markdownRow<Venture>((v) => v.content);

export function VenturesTable({ tableKey = 'starship-ventures' }: { tableKey?: string }) {
  const { data } = useVenturesTableQuery();
  const rows = data?.starshipVentures;
  const filters = useMemo<TableFilter<Venture>[]>(
    () => [{ id: 'prerequisite', label: 'Prerequisite', options: prerequisiteOptions(rows ?? []), predicate: (v, sel) => matchesPrerequisite(v.prerequisites, sel) }],
    [rows],
  );
  return <DataTable tableKey={tableKey} label="Ventures" rows={rows} columns={columns} filters={filters} searchText={searchText} rowId={rowIdByName} details={details} />;
}
