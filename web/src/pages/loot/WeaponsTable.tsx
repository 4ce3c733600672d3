// The weapons table: classification filters Simple/Martial/Exotic x Blaster/Lightweapon/
// Vibroweapon, damage as 'NdM type' or 'Special'; rows expand to the description, the modes and property texts.
import { ROUTES } from '../../../../core/routes.ts';
import { useMemo } from 'react';
import { nameColumn, rowIdByName, sourceColumn, sourceFilter } from '../../components/table/columns.tsx';
import { DataTable, type TableColumn, type TableFilter } from '../../components/table/DataTable.tsx';
import { Markdown } from '../../components/Markdown.tsx';
import { searchableText } from '../../components/table/row-search.ts';
import { TablePage } from '../../components/table/TablePage.tsx';
import { useWeaponsTableQuery } from '../../gql/hooks.ts';
import type { WeaponsTableQuery } from '../../gql/graphql.ts';
import { propertyNames } from './armor-filters.ts';
import { costText, weightText, weightValue } from './loot-format.ts';
import { PropertyTexts, propertyTextsFor } from './PropertyTexts.tsx';
import { classificationLabel, matchesWeaponClassification, WEAPON_CLASSIFICATIONS } from './weapon-classification-filter.ts';
import { weaponDamageText } from '../../../../core/text/equipment-text.ts';

type Weapon = WeaponsTableQuery['equipmentList'][number];
type Property = WeaponsTableQuery['weaponProperties'][number];

const columns: TableColumn<Weapon>[] = [
  nameColumn({ key: true }),
  {
    id: 'classification',
    header: 'Classification',
    sortValue: (w) => classificationLabel(w.weaponClassification),
    cell: (w) => classificationLabel(w.weaponClassification) || '-',
  },
  { id: 'damage', header: 'Damage', key: true, sortValue: (w) => (w.damageNumberOfDice ?? 0) * (w.damageDieType ?? 0), cell: weaponDamageText },
  { id: 'cost', header: 'Cost', sortValue: (w) => w.cost, cell: (w) => costText(w.cost) },
  { id: 'weight', header: 'Weight', sortValue: (w) => weightValue(w.weight), cell: (w) => weightText(w.weight) },
  { id: 'properties', header: 'Properties', cell: (w) => (w.properties?.length ? w.properties.join(', ') : '-') },
  sourceColumn(),
];

function makeFilters(rows: readonly Weapon[] | undefined): TableFilter<Weapon>[] {
  return [
    {
      id: 'classification',
      label: 'Classification',
      options: WEAPON_CLASSIFICATIONS,
      predicate: (w, sel) => matchesWeaponClassification(w.weaponClassification, sel),
    },
    sourceFilter(rows),
  ];
}

const searchText = (w: Weapon) => searchableText([w.name, classificationLabel(w.weaponClassification), weaponDamageText(w), w.properties, w.contentSource]);

function WeaponDetails({ weapon, properties }: { weapon: Weapon; properties: readonly Property[] | undefined }) {
  return (
    <>
      {weapon.description && <Markdown source={weapon.description} />}
      {weapon.modes.length > 0 && (
        <table className="modes" aria-label={`${weapon.name} modes`}>
          <thead>
            <tr>
              <th scope="col">Mode</th>
              <th scope="col">Damage</th>
              <th scope="col">Properties</th>
            </tr>
          </thead>
          <tbody>
            {weapon.modes.map((mode, i) => (
              <tr key={mode.name ?? i}>
                <td>{mode.name ?? `Mode ${i + 1}`}</td>
                <td>{weaponDamageText(mode)}</td>
                <td>{mode.properties?.length ? mode.properties.join(', ') : '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PropertyTexts texts={propertyTextsFor(propertyNames(weapon), properties)} />
    </>
  );
}

export function WeaponsTable() {
  const { data } = useWeaponsTableQuery();
  const properties = data?.weaponProperties;
  const details = useMemo(() => (w: Weapon) => <WeaponDetails weapon={w} properties={properties} />, [properties]);
  const rows = data?.equipmentList;
  const filters = useMemo(() => makeFilters(rows), [rows]);
  return (
    <TablePage title="Weapons" backTo={ROUTES.loot.pattern}>
      <DataTable tableKey="weapons" label="Weapons" rows={rows} columns={columns} filters={filters} searchText={searchText} rowId={rowIdByName} details={details} />
    </TablePage>
  );
}
