// The archetypes table: class filter (single, preset from the `class` query parameter),
// caster type (Tech, Force, None) and source; each row links to the archetype's page.
import { ROUTES } from '../../../../../core/routes.ts';
import { itemPaths } from '../../../../../core/site-paths.ts';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { nameColumn, rowIdByName, sourceColumn, sourceFilter } from '../../../components/table/columns.tsx';
import { DataTable, type TableColumn, type TableFilter } from '../../../components/table/DataTable.tsx';
import { matchesSelection } from '../../../components/table/filters/selection.ts';
import { searchableText } from '../../../components/table/row-search.ts';
import { TablePage } from '../../../components/table/TablePage.tsx';
import { useArchetypesTableQuery } from '../../../gql/hooks.ts';
import type { ArchetypesTableQuery } from '../../../gql/graphql.ts';
import { archetypeCasterType, CASTER_TYPE_OPTIONS, matchesCasterType } from './archetype-caster-type-filter.ts';
import { archetypeName } from './archetype-name.ts';

type Archetype = ArchetypesTableQuery['archetypes'][number];

export const archetypePath = (name: string) => itemPaths.archetype(name);

const columns: TableColumn<Archetype>[] = [
  {
    ...nameColumn<Archetype>(),
    // The version some records carry in their name is shown beside it ('Beastmaster Approach', companion version).
    cell: (a) => {
      const { name, version } = archetypeName(a.name);
      return (
        <>
          <Link to={archetypePath(a.name)}>{name}</Link>
          {version && <small className="muted"> ({version})</small>}
        </>
      );
    },
  },
  { id: 'class', header: 'Class', sortValue: (a) => a.className, cell: (a) => a.className },
  { id: 'casterType', header: 'Caster Type', sortValue: (a) => archetypeCasterType(a), cell: (a) => archetypeCasterType(a) },
  sourceColumn(),
];

const searchText = (a: Archetype) => searchableText([a.name, a.className, archetypeCasterType(a), a.contentSource]);

export function ArchetypesTable() {
  const { data } = useArchetypesTableQuery();
  const rows = data?.archetypes;
  const classes = useMemo(() => [...new Set((rows ?? []).map((a) => a.className))].sort(), [rows]);
  const filters = useMemo<TableFilter<Archetype>[]>(
    () => [
      // Filter id 'class' is also the query parameter the class pages link with (?class=Berserker).
      { id: 'class', label: 'Class', options: classes, multiple: false, predicate: (a, sel) => matchesSelection(a.className, sel) },
      { id: 'casterType', label: 'Caster Type', options: CASTER_TYPE_OPTIONS, predicate: (a, sel) => matchesCasterType(a, sel) },
      sourceFilter(rows),
    ],
    [classes, rows],
  );
  return (
    <TablePage title="Archetypes" backTo={ROUTES.characters.pattern}>
      <DataTable tableKey="archetypes" label="Archetypes" rows={rows} columns={columns} filters={filters} searchText={searchText} rowId={rowIdByName} />
    </TablePage>
  );
}
