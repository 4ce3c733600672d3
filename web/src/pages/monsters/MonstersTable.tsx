// The monsters table: size and type multi-select filters, a challenge rating range (from, to; sorted numerically,
// fractions parsed) and alignment; each row links to the monster's stat block and offers to add the monster to one of
// the game master's encounters.
import { itemPaths } from '../../../../core/site-paths.ts';
import { useMemo } from 'react';
import { nameColumn, rowIdByName } from '../../components/table/columns.tsx';
import { DataTable, type TableColumn, type TableFilter } from '../../components/table/DataTable.tsx';
import { matchesSelection, matchesSomeSelected } from '../../components/table/filters/selection.ts';
import { searchableText } from '../../components/table/row-search.ts';
import { useMonstersTableQuery } from '../../gql/hooks.ts';
import type { MonstersTableQuery } from '../../gql/graphql.ts';
import { challengeRatingOptions, challengeRatingText, parseChallengeRating, withinChallengeRating } from './challenge-rating.ts';
import { monsterKind } from '../../../../core/text/monster-kind.ts';
import { AddToEncounterLink } from './add-to-encounter.tsx';
import { alignmentOptions, SIZE_ORDER, sizeOptions, typeOptions } from './monster-options.ts';

type Monster = MonstersTableQuery['monsters'][number];

export const monsterPath = (name: string) => itemPaths.monster(name);

const typesText = (m: Monster) => monsterKind(m).typeText;
const alignmentOf = (m: Monster) => monsterKind(m).alignment;

const columns: TableColumn<Monster>[] = [
  nameColumn({ key: true, path: (m) => monsterPath(m.name) }),
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
  { id: 'cr', header: 'Challenge Rating', key: true, sortValue: (m) => parseChallengeRating(m.challengeRating), cell: (m) => challengeRatingText(m.challengeRating) },
  { id: 'alignment', header: 'Alignment', sortValue: alignmentOf, cell: (m) => alignmentOf(m) ?? '-' },
  { id: 'encounter', header: 'Encounter', key: true, width: '1%', cell: (m) => <AddToEncounterLink name={m.name} /> },
];

const searchText = (m: Monster) => searchableText([m.name, m.size, typesText(m), `cr ${m.challengeRating}`, alignmentOf(m)]);

export function MonstersTable() {
  const { data } = useMonstersTableQuery();
  const rows = data?.monsters;
  const filters = useMemo<TableFilter<Monster>[]>(() => {
    const list = rows ?? [];
    const ratings = challengeRatingOptions(list.map((m) => m.challengeRating));
    return [
      { id: 'size', label: 'Size', options: sizeOptions(list.map((m) => m.size)), predicate: (m, sel) => matchesSelection(m.size, sel) },
      { id: 'type', label: 'Type', options: typeOptions(list.map((m) => monsterKind(m).types)), predicate: (m, sel) => matchesSomeSelected(monsterKind(m).types, sel) },
      // The range's two ends are single choices, each its own query parameter (?crFrom=1/2&crTo=5).
      { id: 'crFrom', label: 'CR from', options: ratings, multiple: false, predicate: (m, sel) => withinChallengeRating(m.challengeRating, 'from', sel) },
      { id: 'crTo', label: 'CR to', options: ratings, multiple: false, predicate: (m, sel) => withinChallengeRating(m.challengeRating, 'to', sel) },
      { id: 'alignment', label: 'Alignment', options: alignmentOptions(list.map(alignmentOf)), predicate: (m, sel) => matchesSelection(alignmentOf(m), sel) },
    ];
  }, [rows]);
  return <DataTable tableKey="monsters" label="Monsters" rows={rows} columns={columns} filters={filters} searchText={searchText} rowId={rowIdByName} />;
}
