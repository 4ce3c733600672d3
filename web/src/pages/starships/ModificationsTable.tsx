// The starship modifications table: type and grade filters; rows expand to the content.
import { useMemo } from 'react';
import { markdownRow, nameColumn, rowIdByName } from '../../components/table/columns.tsx';
import { DataTable, type TableColumn, type TableFilter } from '../../components/table/DataTable.tsx';
import { matchesSelection } from '../../components/table/filters/selection.ts';
import { Markdown } from '../../components/Markdown.tsx';
import { searchableText } from '../../components/table/row-search.ts';
import { useModificationsTableQuery } from '../../gql/hooks.ts';
import type { ModificationsTableQuery } from '../../gql/graphql.ts';

type Modification = ModificationsTableQuery['starshipModifications'][number];

export const MODIFICATION_TYPES = ['Engineering', 'Operation', 'Suite', 'Universal', 'Weapon'] as const;

const prerequisitesText = (m: Modification) => (m.prerequisites.length ? m.prerequisites.join(', ') : '-');

const columns: TableColumn<Modification>[] = [
  nameColumn(),
  { id: 'type', header: 'Type', sortValue: (m) => m.type, cell: (m) => m.type },
  { id: 'grade', header: 'Grade', sortValue: (m) => m.grade, cell: (m) => String(m.grade) },
  { id: 'prerequisites', header: 'Prerequisites', cell: prerequisitesText },
];

const searchText = (m: Modification) => searchableText([m.name, m.type, `grade ${m.grade}`, m.prerequisites]);
const details = markdownRow<Modification>((m) => m.content);

export function ModificationsTable({ tableKey = 'starship-modifications' }: { tableKey?: string }) {
  const { data } = useModificationsTableQuery();
  const rows = data?.starshipModifications;
  const filters = useMemo<TableFilter<Modification>[]>(() => {
    const grades = [...new Set((rows ?? []).map((m) => m.grade))].sort((a, b) => a - b).map(String);
    return [
      { id: 'type', label: 'Type', options: MODIFICATION_TYPES, predicate: (m, sel) => matchesSelection(m.type, sel) },
      { id: 'grade', label: 'Grade', options: grades, predicate: (m, sel) => matchesSelection(String(m.grade), sel) },
    ];
  }, [rows]);
  return <DataTable tableKey={tableKey} label="Modifications" rows={rows} columns={columns} filters={filters} searchText={searchText} rowId={rowIdByName} details={details} />;
}
