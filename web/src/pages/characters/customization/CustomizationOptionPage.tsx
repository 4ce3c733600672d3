// One customization option page: a table whose rows expand to the option's text, and for fighting styles, masteries
// and lightsaber forms a link to their section of the handbook.
import { ROUTES } from '../../../../../core/routes.ts';
import { skipToken } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { markdownRow, nameColumn, rowIdByName, sourceColumn, sourceFilter } from '../../../components/table/columns.tsx';
import { DataTable, type TableColumn, type TableFilter } from '../../../components/table/DataTable.tsx';
import { Markdown } from '../../../components/Markdown.tsx';
import { searchableText } from '../../../components/table/row-search.ts';
import { TablePage } from '../../../components/table/TablePage.tsx';
import {
  useClassImprovementsTableQuery,
  useFightingMasteriesTableQuery,
  useFightingStylesTableQuery,
  useLightsaberFormsTableQuery,
  useMulticlassImprovementsTableQuery,
  useSplashclassImprovementsTableQuery,
  useWeaponFocusesTableQuery,
  useWeaponSupremaciesTableQuery,
} from '../../../gql/hooks.ts';
import { NotFoundContent } from '../../site/NotFoundPage.tsx';
import { customizationOption, handbookSectionPath, type CustomizationOption } from './customization-options.ts';

/** The common shape of every option kind (improvements, styles, masteries, forms). */
interface OptionRow {
  name: string;
  prerequisite?: string | null;
  text: string;
  contentSource?: string | null;
}

function useOptionRows(slug: CustomizationOption['slug']): OptionRow[] | undefined {
  // Every query runs only on its own page (the others are skipped), so each page asks for exactly its own list.
  const q = (s: string) => (slug === s ? {} : skipToken);
  const classImprovements = useClassImprovementsTableQuery(q('classImprovements')).data?.classImprovements;
  const multiclass = useMulticlassImprovementsTableQuery(q('multiclassImprovements')).data?.multiclassImprovements;
  const splashclass = useSplashclassImprovementsTableQuery(q('splashclassImprovements')).data?.splashclassImprovements;
  const focuses = useWeaponFocusesTableQuery(q('weaponFocuses')).data?.weaponFocuses;
  const supremacies = useWeaponSupremaciesTableQuery(q('weaponSupremacies')).data?.weaponSupremacies;
  const styles = useFightingStylesTableQuery(q('fightingStyles')).data?.fightingStyles;
  const masteries = useFightingMasteriesTableQuery(q('fightingMasteries')).data?.fightingMasteries;
  const forms = useLightsaberFormsTableQuery(q('lightsaberForms')).data?.lightsaberForms;
  return useMemo(() => {
    const improvements = { classImprovements, multiclassImprovements: multiclass, splashclassImprovements: splashclass, weaponFocuses: focuses, weaponSupremacies: supremacies }[
      slug as string
    ];
    if (improvements) return improvements.map((i) => ({ name: i.name, prerequisite: i.prerequisite, text: i.description, contentSource: i.contentSource }));
    if (slug === 'fightingStyles') return styles?.map((s) => ({ name: s.name, text: s.description, contentSource: s.contentSource }));
    if (slug === 'lightsaberForms') return forms?.map((s) => ({ name: s.name, text: s.description, contentSource: s.contentSource }));
    if (slug === 'fightingMasteries') return masteries?.map((s) => ({ name: s.name, text: s.text, contentSource: s.contentSource }));
    return undefined;
  }, [slug, classImprovements, multiclass, splashclass, focuses, supremacies, styles, masteries, forms]);
}

const withPrerequisite: TableColumn<OptionRow>[] = [
  nameColumn(),
  { id: 'prerequisite', header: 'Prerequisite', sortValue: (o) => o.prerequisite, cell: (o) => o.prerequisite ?? '-' },
  sourceColumn(),
];
const withoutPrerequisite = withPrerequisite.filter((c) => c.id !== 'prerequisite');
const searchText = (o: OptionRow) => searchableText([o.name, o.prerequisite, o.contentSource, o.text]);
const details = markdownRow<OptionRow>((o) => o.text);

function OptionTable({ option }: { option: CustomizationOption }) {
  const rows = useOptionRows(option.slug);
  const hasPrerequisites = ['classImprovements', 'multiclassImprovements', 'splashclassImprovements', 'weaponFocuses', 'weaponSupremacies'].includes(option.slug);
  const handbook = handbookSectionPath(option);
  const filters = useMemo<TableFilter<OptionRow>[]>(
    () => [sourceFilter(rows)],
    [rows],
  );
  return (
    <TablePage
      title={option.title}
      backTo={ROUTES.customizationOptions.pattern}
      intro={handbook && <Link to={handbook}>How {option.title.toLowerCase()} work, in the Player's Handbook</Link>}
    >
      <DataTable
        tableKey={option.slug}
        label={option.title}
        rows={rows}
        columns={hasPrerequisites ? withPrerequisite : withoutPrerequisite}
        filters={filters}
        searchText={searchText}
        rowId={rowIdByName}
        details={details}
      />
    </TablePage>
  );
}

export function CustomizationOptionPage() {
  const { optionSlug = '' } = useParams();
  const option = customizationOption(optionSlug);
  if (!option) return <NotFoundContent />;
  return <OptionTable key={option.slug} option={option} />;
}
