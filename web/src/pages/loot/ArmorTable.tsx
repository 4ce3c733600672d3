// The armor table: type, property and source filters; rows expand to the description and
// the texts of the armor's properties.
import { ROUTES } from '../../../../core/routes.ts';
import { useMemo } from 'react';
import { nameColumn, rowIdByName, sourceColumn, sourceFilter } from '../../components/table/columns.tsx';
import { DataTable, type TableColumn, type TableFilter } from '../../components/table/DataTable.tsx';
import { matchesSelection } from '../../components/table/filters/selection.ts';
import { Markdown } from '../../components/Markdown.tsx';
import { searchableText } from '../../components/table/row-search.ts';
import { TablePage } from '../../components/table/TablePage.tsx';
import { useArmorTableQuery } from '../../gql/hooks.ts';
import type { ArmorTableQuery } from '../../gql/graphql.ts';
import { ARMOR_TYPES, matchesArmorProperty, propertyNames } from './armor-filters.ts';
import { costText, weightText, weightValue } from './loot-format.ts';
import { PropertyTexts, propertyTextsFor, type PropertyText } from './PropertyTexts.tsx';

type Armor = ArmorTableQuery['equipmentList'][number];

const columns: TableColumn<Armor>[] = [
  nameColumn(),
  { id: 'type', header: 'Type', sortValue: (a) => ARMOR_TYPES.indexOf(a.armorClassification as (typeof ARMOR_TYPES)[number]), cell: (a) => a.armorClassification ?? '-' },
  { id: 'ac', header: 'AC', sortValue: (a) => a.ac, cell: (a) => a.ac ?? '-' },
  { id: 'cost', header: 'Cost', sortValue: (a) => a.cost, cell: (a) => costText(a.cost) },
  { id: 'weight', header: 'Weight', sortValue: (a) => weightValue(a.weight), cell: (a) => weightText(a.weight) },
  { id: 'properties', header: 'Properties', cell: (a) => (a.properties?.length ? a.properties.join(', ') : '-') },
  { id: 'stealth', header: 'Stealth', cell: (a) => (a.stealthDisadvantage ? 'Disadvantage' : '-') },
  sourceColumn(),
];

const searchText = (a: Armor) => searchableText([a.name, a.armorClassification, a.ac, a.properties, a.contentSource]);

export function ArmorTable() {
  const { data } = useArmorTableQuery();
  const properties = data?.armorProperties;
  const filters = useMemo<TableFilter<Armor>[]>(
    () => [
      { id: 'type', label: 'Type', options: ARMOR_TYPES, predicate: (a, sel) => matchesSelection(a.armorClassification, sel) },
      { id: 'property', label: 'Property', options: (properties ?? []).map((p) => p.name), predicate: (a, sel) => matchesArmorProperty(a, sel) },
      sourceFilter(data?.equipmentList),
    ],
    [properties, data],
  );
  const details = useMemo(
    () => (a: Armor) => (
      <>
        {a.description && <Markdown source={a.description} />}
        {a.strengthRequirement && <p>Strength required: {a.strengthRequirement}</p>}
        <PropertyTexts texts={propertyTextsFor(propertyNames(a), properties as PropertyText[] | undefined)} />
      </>
    ),
    [properties],
  );
  return (
    <TablePage title="Armor" backTo={ROUTES.loot.pattern}>
      <DataTable tableKey="armor" label="Armor" rows={data?.equipmentList} columns={columns} filters={filters} searchText={searchText} rowId={rowIdByName} details={details} />
    </TablePage>
  );
}
