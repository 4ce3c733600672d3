// The feats table (spec sections 2 and 5): rows expand to the feat's text; filters for the ability increased
// (Strength to Charisma) and the source.
import { ROUTES } from '../../../../../core/routes.ts';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { DataTable, type TableColumn, type TableFilter } from '../../../components/table/DataTable.tsx';
import { matchesSource } from '../../../components/table/filters/selection.ts';
import { sourceOptionsFor } from '../../../components/table/filters/source-options.ts';
import { Markdown } from '../../../components/Markdown.tsx';
import { searchableText } from '../../../components/table/row-search.ts';
import { TablePage } from '../../../components/table/TablePage.tsx';
import { FeatsTableDocument, type FeatsTableQuery } from '../../../gql/graphql.ts';
import { ABILITIES, matchesAbilityIncreased } from './feat-ability-filter.ts';

type Feat = FeatsTableQuery['feats'][number];

const abilitiesText = (f: Feat) => (f.attributesIncreased?.length ? f.attributesIncreased.join(', ') : '-');

const columns: TableColumn<Feat>[] = [
  { id: 'name', header: 'Name', sortValue: (f) => f.name, cell: (f) => f.name },
  { id: 'prerequisite', header: 'Prerequisite', sortValue: (f) => f.prerequisite, cell: (f) => f.prerequisite ?? '-' },
  { id: 'abilities', header: 'Ability Increase', cell: abilitiesText },
  { id: 'source', header: 'Source', sortValue: (f) => f.contentSource, cell: (f) => f.contentSource ?? '-' },
];

function makeFilters(rows: readonly Feat[] | undefined): TableFilter<Feat>[] {
  return [
    { id: 'abilities', label: 'Ability Increase', options: ABILITIES, predicate: (f, sel) => matchesAbilityIncreased(f.attributesIncreased, sel) },
    { id: 'source', label: 'Source', options: sourceOptionsFor(rows), predicate: (f, sel) => matchesSource(f.contentSource, sel) },
  ];
}

const searchText = (f: Feat) => searchableText([f.name, f.prerequisite, f.attributesIncreased, f.contentSource, f.text]);
const rowId = (f: Feat) => f.name;
const details = (f: Feat) => <Markdown source={f.text} />;

export function FeatsTable() {
  const { data } = useQuery(FeatsTableDocument);
  const filters = useMemo(() => makeFilters(data?.feats), [data]);
  return (
    <TablePage title="Feats" backTo={ROUTES.characters.pattern}>
      <DataTable tableKey="feats" label="Feats" rows={data?.feats} columns={columns} filters={filters} searchText={searchText} rowId={rowId} details={details} />
    </TablePage>
  );
}
