// The species table: image, Name, Ability Score Increase, Size, Source; filters for
// abilities (option groups and number-word weights), size and source. The handbook shows its Core species only.
import { ROUTES, routePath } from '../../../../../core/routes.ts';
import { useMemo } from 'react';
import { nameColumn, rowIdByName, sourceColumn, sourceFilter } from '../../../components/table/columns.tsx';
import { DataTable, type TableColumn, type TableFilter } from '../../../components/table/DataTable.tsx';
import { matchesSelection } from '../../../components/table/filters/selection.ts';
import { RecordImage } from '../../../components/table/RecordImage.tsx';
import { searchableText } from '../../../components/table/row-search.ts';
import { useSpeciesTableQuery } from '../../../gql/hooks.ts';
import type { SpeciesTableQuery } from '../../../gql/graphql.ts';
import { isHandbookCore } from '../content-filters.ts';
import { ABILITIES } from '../../../../../core/engine/character/types.ts';
import { abilityIncreaseText, matchesSpeciesAbilities } from './species-ability-filter.ts';

type Species = SpeciesTableQuery['speciesList'][number];

/** The size filter's choices. */
export const SPECIES_SIZES = ['Medium', 'Small'] as const;

export function speciesPath(name: string, handbook: boolean): string {
  return routePath(handbook ? ROUTES.phbSpeciesItem : ROUTES.speciesItem, { speciesName: name });
}

function makeColumns(handbook: boolean): TableColumn<Species>[] {
  return [
    {
      id: 'image',
      header: 'Image',
      width: '64px',
      cell: (s) => <RecordImage src={s.imageUrls[0]} alt={s.name} size={48} className="thumb" decorative />,
    },
    nameColumn({ path: (s) => speciesPath(s.name, handbook) }),
    { id: 'abilities', header: 'Ability Score Increase', cell: (s) => abilityIncreaseText(s.abilitiesIncreased) },
    { id: 'size', header: 'Size', sortValue: (s) => s.size, cell: (s) => s.size ?? '-' },
    sourceColumn(),
  ];
}

function makeFilters(handbook: boolean, rows: readonly Species[] | undefined): TableFilter<Species>[] {
  return [
    { id: 'abilities', label: 'Ability Score Increase', options: ABILITIES, predicate: (s, sel) => matchesSpeciesAbilities(s.abilitiesIncreased, sel) },
    { id: 'size', label: 'Size', options: SPECIES_SIZES, predicate: (s, sel) => matchesSelection(s.size, sel) },
    sourceFilter(rows, handbook),
  ];
}

const searchText = (s: Species) => searchableText([s.name, s.size, s.contentSource, abilityIncreaseText(s.abilitiesIncreased)]);

export function SpeciesTable({ handbook = false }: { handbook?: boolean }) {
  const { data } = useSpeciesTableQuery();
  const rows = useMemo(() => (handbook ? data?.speciesList.filter(isHandbookCore) : data?.speciesList), [data, handbook]);
  const columns = useMemo(() => makeColumns(handbook), [handbook]);
  const filters = useMemo(() => makeFilters(handbook, rows), [handbook, rows]);
  return (
    <DataTable
      tableKey={handbook ? 'phb-species' : 'species'}
      label="Species"
      rows={rows}
      columns={columns}
      filters={filters}
      searchText={searchText}
      rowId={rowIdByName}
    />
  );
}
