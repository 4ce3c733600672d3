// The feats table: rows expand to the feat's text; filters for the ability increased
// (Strength to Charisma) and the source.
import { ROUTES } from '../../../../../core/routes.ts';
import { useMemo } from 'react';
import { markdownRow, nameColumn, rowIdByName, sourceColumn, sourceFilter } from '../../../components/table/columns.tsx';
import { DataTable, type TableColumn, type TableFilter } from '../../../components/table/DataTable.tsx';
import { Markdown } from '../../../components/Markdown.tsx';
import { searchableText } from '../../../components/table/row-search.ts';
import { TablePage } from '../../../components/table/TablePage.tsx';
import { useFeatsTableQuery } from '../../../gql/hooks.ts';
import type { FeatsTableQuery } from '../../../gql/graphql.ts';
import { ABILITIES } from '../../../../../core/engine/character/types.ts';
import { matchesAbilityIncreased } from './feat-ability-filter.ts';

type Feat = FeatsTableQuery['feats'][number];

const abilitiesText = (f: Feat) => (f.attributesIncreased?.length ? f.attributesIncreased.join(', ') : '-');

const columns: TableColumn<Feat>[] = [
  nameColumn(),
  { id: 'prerequisite', header: 'Prerequisite', sortValue: (f) => f.prerequisite, cell: (f) => f.prerequisite ?? '-' },
  { id: 'abilities', header: 'Ability Increase', cell: abilitiesText },
  sourceColumn(),
];

function makeFilters(rows: readonly Feat[] | undefined): TableFilter<Feat>[] {
  return [
    { id: 'abilities', label: 'Ability Increase', options: ABILITIES, predicate: (f, sel) => matchesAbilityIncreased(f.attributesIncreased, sel) },
    sourceFilter(rows),
  ];
}

const searchText = (f: Feat) => searchableText([f.name, f.prerequisite, f.attributesIncreased, f.contentSource, f.text]);
const details = markdownRow<Feat>((f) => f.text);

export function FeatsTable() {
  const { data } = useFeatsTableQuery();
  const filters = useMemo(() => makeFilters(data?.feats), [data]);
  return (
    <TablePage title="Feats" backTo={ROUTES.characters.pattern}>
      <DataTable tableKey="feats" label="Feats" rows={data?.feats} columns={columns} filters={filters} searchText={searchText} rowId={rowIdByName} details={details} />
    </TablePage>
  );
}
