// The maneuvers table: rows expand to the prerequisite (in italics) and the description. The
// handbook's maneuvers chapter shows the same table with its Core maneuvers only.
import { ROUTES } from '../../../../../core/routes.ts';
import { useMemo } from 'react';
import { nameColumn, prerequisiteMarkdownRow, rowIdByName, sourceColumn, sourceFilter } from '../../../components/table/columns.tsx';
import { DataTable, type TableColumn, type TableFilter } from '../../../components/table/DataTable.tsx';
import { matchesSelection } from '../../../components/table/filters/selection.ts';
import { searchableText } from '../../../components/table/row-search.ts';
import { TablePage } from '../../../components/table/TablePage.tsx';
import { useManeuversTableQuery } from '../../../gql/hooks.ts';
import type { ManeuversTableQuery } from '../../../gql/graphql.ts';
import { isHandbookCore } from '../content-filters.ts';

type Maneuver = ManeuversTableQuery['maneuvers'][number];

export const MANEUVER_TYPES = ['General', 'Mental', 'Physical'] as const;

const columns: TableColumn<Maneuver>[] = [
  nameColumn(),
  { id: 'type', header: 'Type', sortValue: (m) => m.type, cell: (m) => m.type },
  sourceColumn(),
];

function makeFilters(rows: readonly Maneuver[] | undefined, handbook: boolean): TableFilter<Maneuver>[] {
  return [
    { id: 'type', label: 'Type', options: MANEUVER_TYPES, predicate: (m, sel) => matchesSelection(m.type, sel) },
    sourceFilter(rows, handbook),
  ];
}

const searchText = (m: Maneuver) => searchableText([m.name, m.type, m.prerequisite, m.contentSource]);
const details = prerequisiteMarkdownRow<Maneuver>((m) => m.prerequisite, (m) => m.description);

export function ManeuversTable({ handbook = false }: { handbook?: boolean }) {
  const { data } = useManeuversTableQuery();
  const rows = useMemo(() => (handbook ? data?.maneuvers.filter(isHandbookCore) : data?.maneuvers), [data, handbook]);
  const filters = useMemo(() => makeFilters(rows, handbook), [rows, handbook]);
  return (
    <DataTable
      tableKey={handbook ? 'phb-maneuvers' : 'maneuvers'}
      label="Maneuvers"
      rows={rows}
      columns={columns}
      filters={filters}
      searchText={searchText}
      rowId={rowIdByName}
      details={details}
    />
  );
}

/** /characters/maneuvers. */
export function ManeuversPage() {
  return (
    <TablePage title="Maneuvers" backTo={ROUTES.characters.pattern}>
      <ManeuversTable />
    </TablePage>
  );
}
