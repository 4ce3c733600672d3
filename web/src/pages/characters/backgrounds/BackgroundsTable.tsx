// The backgrounds table: Name, Skill Proficiency, Source; the skill filter keeps
// backgrounds naming every selected skill. The handbook shows its Core backgrounds only.
import { ROUTES, routePath } from '../../../../../core/routes.ts';
import { useMemo } from 'react';
import { nameColumn, rowIdByName, sourceColumn, sourceFilter } from '../../../components/table/columns.tsx';
import { DataTable, type TableColumn, type TableFilter } from '../../../components/table/DataTable.tsx';
import { searchableText } from '../../../components/table/row-search.ts';
import { useBackgroundsTableQuery } from '../../../gql/hooks.ts';
import type { BackgroundsTableQuery } from '../../../gql/graphql.ts';
import { isHandbookCore } from '../content-filters.ts';
import { matchesAllSkills, SKILLS } from './background-skill-filter.ts';

type Background = BackgroundsTableQuery['backgrounds'][number];

export function backgroundPath(name: string, handbook: boolean): string {
  return routePath(handbook ? ROUTES.phbBackground : ROUTES.background, { backgroundName: name });
}

const searchText = (b: Background) => searchableText([b.name, b.skillProficiencies, b.contentSource]);

export function BackgroundsTable({ handbook = false }: { handbook?: boolean }) {
  const { data } = useBackgroundsTableQuery();
  const rows = useMemo(() => (handbook ? data?.backgrounds.filter(isHandbookCore) : data?.backgrounds), [data, handbook]);
  const columns = useMemo<TableColumn<Background>[]>(
    () => [
      nameColumn({ path: (b) => backgroundPath(b.name, handbook) }),
      { id: 'skills', header: 'Skill Proficiency', cell: (b) => b.skillProficiencies ?? '-' },
      sourceColumn(),
    ],
    [handbook],
  );
  const filters = useMemo<TableFilter<Background>[]>(
    () => [
      { id: 'skills', label: 'Skill Proficiency', options: SKILLS, predicate: (b, sel) => matchesAllSkills(b.skillProficiencies, sel) },
      sourceFilter(rows, handbook),
    ],
    [handbook, rows],
  );
  return (
    <DataTable
      tableKey={handbook ? 'phb-backgrounds' : 'backgrounds'}
      label="Backgrounds"
      rows={rows}
      columns={columns}
      filters={filters}
      searchText={searchText}
      rowId={rowIdByName}
    />
  );
}
