// The starship equipment table (by equipment type) and the starship weapons table (categories Primary to
// Quaternary, damage with a signed die modifier); both read the one starship equipment list.
import { ROUTES } from '../../../../core/routes.ts';
import { useMemo } from 'react';
import { markdownRow, nameColumn, rowIdByName } from '../../components/table/columns.tsx';
import { DataTable, type TableColumn, type TableFilter } from '../../components/table/DataTable.tsx';
import { matchesSelection } from '../../components/table/filters/selection.ts';
import { Markdown } from '../../components/Markdown.tsx';
import { searchableText } from '../../components/table/row-search.ts';
import { TablePage } from '../../components/table/TablePage.tsx';
import { useStarshipEquipmentTableQuery } from '../../gql/hooks.ts';
import type { StarshipEquipmentTableQuery } from '../../gql/graphql.ts';
import { costText } from '../loot/loot-format.ts';
import { starshipDamageText } from '../../../../core/text/equipment-text.ts';
import { EQUIPMENT_TYPES, equipmentTypeLabel, isWeapon, matchesEquipmentType, WEAPON_CATEGORIES } from './starship-equipment-types.ts';

type Item = StarshipEquipmentTableQuery['starshipEquipmentList'][number];

const details = markdownRow<Item>((i) => i.description, <p>No description.</p>);

const equipmentColumns: TableColumn<Item>[] = [
  nameColumn(),
  { id: 'type', header: 'Type', sortValue: (i) => equipmentTypeLabel(i.type), cell: (i) => equipmentTypeLabel(i.type) },
  { id: 'cost', header: 'Cost', sortValue: (i) => i.cost, cell: (i) => costText(i.cost) },
];
const equipmentFilters: TableFilter<Item>[] = [
  { id: 'type', label: 'Type', options: EQUIPMENT_TYPES, predicate: (i, sel) => matchesEquipmentType(i.type, sel) },
];
const equipmentSearch = (i: Item) => searchableText([i.name, equipmentTypeLabel(i.type)]);

const rangeText = (i: Item) => (i.shortRange || i.longRange ? `${i.shortRange ?? 0}/${i.longRange ?? 0}` : '-');
const weaponColumns: TableColumn<Item>[] = [
  nameColumn(),
  {
    id: 'category',
    header: 'Category',
    sortValue: (i) => WEAPON_CATEGORIES.indexOf(i.weaponCategory as (typeof WEAPON_CATEGORIES)[number]),
    cell: (i) => i.weaponCategory ?? '-',
  },
  { id: 'damage', header: 'Damage', cell: starshipDamageText },
  { id: 'range', header: 'Range', cell: rangeText },
  { id: 'properties', header: 'Properties', cell: (i) => i.properties || '-' },
  { id: 'cost', header: 'Cost', sortValue: (i) => i.cost, cell: (i) => costText(i.cost) },
];
const weaponFilters: TableFilter<Item>[] = [
  { id: 'category', label: 'Category', options: WEAPON_CATEGORIES, predicate: (i, sel) => matchesSelection(i.weaponCategory, sel) },
];
const weaponSearch = (i: Item) => searchableText([i.name, i.weaponCategory, starshipDamageText(i), i.properties]);

export function StarshipEquipmentTable() {
  const { data } = useStarshipEquipmentTableQuery();
  const rows = useMemo(() => data?.starshipEquipmentList.filter((i) => !isWeapon(i.type)), [data]);
  return (
    <TablePage title="Starship Equipment" backTo={ROUTES.starships.pattern}>
      <DataTable
        tableKey="starship-equipment"
        label="Starship Equipment"
        rows={rows}
        columns={equipmentColumns}
        filters={equipmentFilters}
        searchText={equipmentSearch}
        rowId={rowIdByName}
        details={details}
      />
    </TablePage>
  );
}

export function StarshipWeaponsTable() {
  const { data } = useStarshipEquipmentTableQuery();
  const rows = useMemo(() => data?.starshipEquipmentList.filter((i) => isWeapon(i.type)), [data]);
  return (
    <TablePage title="Starship Weapons" backTo={ROUTES.starships.pattern}>
      <DataTable
        tableKey="starship-weapons"
        label="Starship Weapons"
        rows={rows}
        columns={weaponColumns}
        filters={weaponFilters}
        searchText={weaponSearch}
        rowId={rowIdByName}
        details={details}
      />
    </TablePage>
  );
}
