// The force and tech powers tables: rows expand to the description; filters for level
// (At-will, 1 to 9), casting period, range, duration (tech adds Until dispelled), concentration, force alignment and
// source. The handbook's casting lists show its Core powers only.
import { useMemo } from 'react';
import { levelColumn, levelFilter, nameColumn, Prerequisite, rowIdByName, sourceColumn, sourceFilter } from '../../../components/table/columns.tsx';
import { DataTable, type TableColumn, type TableFilter } from '../../../components/table/DataTable.tsx';
import { matchesSelection, YES_NO } from '../../../components/table/filters/selection.ts';
import { powerLevelLabel } from '../../../components/table/format/ordinal.ts';
import { Markdown } from '../../../components/Markdown.tsx';
import { searchableText } from '../../../components/table/row-search.ts';
import { usePowersTableQuery } from '../../../gql/hooks.ts';
import type { PowersTableQuery } from '../../../gql/graphql.ts';
import { isHandbookCore } from '../content-filters.ts';
import { matchesCastingPeriod } from './power-casting-period-filter.ts';
import {
  CASTING_PERIOD_OPTIONS,
  DURATION_OPTIONS,
  FORCE_ALIGNMENT_OPTIONS,
  LEVEL_OPTIONS,
  RANGE_OPTIONS,
  TECH_DURATION_OPTIONS,
} from './power-choices.ts';
import { matchesConcentration } from './power-concentration-filter.ts';
import { matchesDuration } from './power-duration-filter.ts';
import { matchesPowerLevel } from './power-level-filter.ts';
import { matchesRange } from './power-range-filter.ts';

type Power = PowersTableQuery['powers'][number];
export type PowerKind = 'Force' | 'Tech';

function makeColumns(kind: PowerKind): TableColumn<Power>[] {
  return [
    nameColumn(),
    levelColumn(powerLevelLabel),
    { id: 'castingPeriod', header: 'Casting Period', sortValue: (p) => p.castingPeriodText, cell: (p) => p.castingPeriodText ?? '-' },
    { id: 'range', header: 'Range', sortValue: (p) => p.range, cell: (p) => p.range ?? '-' },
    { id: 'duration', header: 'Duration', sortValue: (p) => p.duration, cell: (p) => p.duration ?? '-' },
    { id: 'concentration', header: 'Concentration', sortValue: (p) => (p.concentration ? 'yes' : 'no'), cell: (p) => (p.concentration ? 'Yes' : 'No') },
    ...(kind === 'Force'
      ? [{ id: 'alignment', header: 'Alignment', sortValue: (p: Power) => p.forceAlignment, cell: (p: Power) => p.forceAlignment ?? '-' }]
      : []),
    sourceColumn(),
  ];
}

function makeFilters(kind: PowerKind, handbook: boolean, rows: readonly Power[] | undefined): TableFilter<Power>[] {
  return [
    levelFilter(LEVEL_OPTIONS, matchesPowerLevel),
    { id: 'castingPeriod', label: 'Casting Period', options: CASTING_PERIOD_OPTIONS, predicate: (p, sel) => matchesCastingPeriod(p.castingPeriodText, sel) },
    { id: 'range', label: 'Range', options: RANGE_OPTIONS, predicate: (p, sel) => matchesRange(p.range, sel) },
    {
      id: 'duration',
      label: 'Duration',
      options: kind === 'Tech' ? TECH_DURATION_OPTIONS : DURATION_OPTIONS,
      predicate: (p, sel) => matchesDuration(p.duration, sel),
    },
    { id: 'concentration', label: 'Concentration', options: YES_NO, multiple: false, predicate: (p, sel) => matchesConcentration(p.concentration, sel) },
    ...(kind === 'Force'
      ? [{ id: 'alignment', label: 'Alignment', options: FORCE_ALIGNMENT_OPTIONS, predicate: (p: Power, sel: readonly string[]) => matchesSelection(p.forceAlignment, sel) }]
      : []),
    sourceFilter(rows, handbook),
  ];
}

const searchText = (p: Power) =>
  searchableText([p.name, powerLevelLabel(p.level), p.castingPeriodText, p.range, p.duration, p.forceAlignment, p.contentSource, p.prerequisite]);

function PowerDetails({ power }: { power: Power }) {
  return (
    <>
      <Prerequisite text={power.prerequisite} />
      <Markdown source={power.description} />
      {power.higherLevelDescription && <Markdown source={power.higherLevelDescription} />}
    </>
  );
}
const details = (p: Power) => <PowerDetails power={p} />;

export function PowersTable({ kind, handbook = false }: { kind: PowerKind; handbook?: boolean }) {
  const { data } = usePowersTableQuery({ variables: { powerType: kind } });
  const rows = useMemo(() => (handbook ? data?.powers.filter(isHandbookCore) : data?.powers), [data, handbook]);
  const columns = useMemo(() => makeColumns(kind), [kind]);
  const filters = useMemo(() => makeFilters(kind, handbook, rows), [kind, handbook, rows]);
  const label = `${kind} Powers`;
  return (
    <DataTable
      tableKey={`${handbook ? 'phb-' : ''}${kind.toLowerCase()}-powers`}
      label={label}
      rows={rows}
      columns={columns}
      filters={filters}
      searchText={searchText}
      rowId={rowIdByName}
      details={details}
    />
  );
}
