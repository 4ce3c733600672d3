// The monsters table (spec sections 2 and 5): size, type, challenge rating (sorted numerically, fractions parsed)
// and alignment multi-select filters; each row links to the monster's stat block.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type TableColumn, type TableFilter } from '../../components/table/DataTable.tsx';
import { matchesSelection, matchesSomeSelected } from '../../components/table/filters/selection.ts';
import { searchableText } from '../../components/table/row-search.ts';
import { MonstersTableDocument, type MonstersTableQuery } from '../../gql/graphql.ts';
import { challengeRatingOptions, matchesChallengeRating, parseChallengeRating } from './challenge-rating.ts';
import { alignmentOptions, SIZE_ORDER, sizeOptions, typeOptions } from './monster-options.ts';

type Monster = MonstersTableQuery['monsters'][number];

export const monsterPath = (name: string) => `/rules/snv/monsters/${encodeURIComponent(name)}`;

const typesText = (m: Monster) => m.types.join(', ');

const columns: TableColumn<Monster>[] = [
  { id: 'name', header: 'Name', sortValue: (m) => m.name, cell: (m) => <Link to={monsterPath(m.name)}>{m.name}</Link> },
  {
    id: 'size',
    header: 'Size',
    sortValue: (m) => {
      const i = SIZE_ORDER.indexOf(m.size as (typeof SIZE_ORDER)[number]);
      return i === -1 ? undefined : i;
    },
    cell: (m) => m.size,
  },
  { id: 'type', header: 'Type', sortValue: typesText, cell: typesText },
  { id: 'cr', header: 'Challenge Rating', sortValue: (m) => parseChallengeRating(m.challengeRating), cell: (m) => m.challengeRating },
  { id: 'alignment', header: 'Alignment', sortValue: (m) => m.alignment, cell: (m) => m.alignment ?? '-' },
];

const searchText = (m: Monster) => searchableText([m.name, m.size, m.types, `cr ${m.challengeRating}`, m.alignment]);
const rowId = (m: Monster) => m.name;

export function MonstersTable() {
  const { data } = useQuery(MonstersTableDocument);
  const rows = data?.monsters;
  const filters = useMemo<TableFilter<Monster>[]>(() => {
    const list = rows ?? [];
    return [
      { id: 'size', label: 'Size', options: sizeOptions(list.map((m) => m.size)), predicate: (m, sel) => matchesSelection(m.size, sel) },
      { id: 'type', label: 'Type', options: typeOptions(list.map((m) => m.types)), predicate: (m, sel) => matchesSomeSelected(m.types, sel) },
      {
        id: 'cr',
        label: 'Challenge Rating',
        options: challengeRatingOptions(list.map((m) => m.challengeRating)),
        predicate: (m, sel) => matchesChallengeRating(m.challengeRating, sel),
      },
      { id: 'alignment', label: 'Alignment', options: alignmentOptions(list.map((m) => m.alignment)), predicate: (m, sel) => matchesSelection(m.alignment, sel) },
    ];
  }, [rows]);
  return <DataTable tableKey="monsters" label="Monsters" rows={rows} columns={columns} filters={filters} searchText={searchText} rowId={rowId} />;
}
