// The maneuvers table (spec section 2): rows expand to the prerequisite (in italics) and the description.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { DataTable, type TableColumn, type TableFilter } from '../../../components/table/DataTable.tsx';
import { matchesSelection, matchesSource } from '../../../components/table/filters/selection.ts';
import { sourceOptionsFor } from '../../../components/table/filters/source-options.ts';
import { Markdown } from '../../../components/Markdown.tsx';
import { searchableText } from '../../../components/table/row-search.ts';
import { TablePage } from '../../../components/table/TablePage.tsx';
import { ManeuversTableDocument, type ManeuversTableQuery } from '../../../gql/graphql.ts';

type Maneuver = ManeuversTableQuery['maneuvers'][number];

export const MANEUVER_TYPES = ['General', 'Mental', 'Physical'] as const;

const columns: TableColumn<Maneuver>[] = [
  { id: 'name', header: 'Name', sortValue: (m) => m.name, cell: (m) => m.name },
  { id: 'type', header: 'Type', sortValue: (m) => m.type, cell: (m) => m.type },
  { id: 'source', header: 'Source', sortValue: (m) => m.contentSource, cell: (m) => m.contentSource ?? '-' },
];

function makeFilters(rows: readonly Maneuver[] | undefined): TableFilter<Maneuver>[] {
  return [
    { id: 'type', label: 'Type', options: MANEUVER_TYPES, predicate: (m, sel) => matchesSelection(m.type, sel) },
    { id: 'source', label: 'Source', options: sourceOptionsFor(rows), predicate: (m, sel) => matchesSource(m.contentSource, sel) },
  ];
}

const searchText = (m: Maneuver) => searchableText([m.name, m.type, m.prerequisite, m.contentSource]);
const rowId = (m: Maneuver) => m.name;
const details = (m: Maneuver) => (
  <>
    {m.prerequisite && (
      <p>
        <em>Prerequisite: {m.prerequisite}</em>
      </p>
    )}
    <Markdown source={m.description} />
  </>
);

export function ManeuversTable() {
  const { data } = useQuery(ManeuversTableDocument);
  const filters = useMemo(() => makeFilters(data?.maneuvers), [data]);
  return (
    <TablePage title="Maneuvers" backTo="/characters">
      <DataTable tableKey="maneuvers" label="Maneuvers" rows={data?.maneuvers} columns={columns} filters={filters} searchText={searchText} rowId={rowId} details={details} />
    </TablePage>
  );
}
