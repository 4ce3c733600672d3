// An archetype's page: its class, its text and its leveled table.
import { ROUTES } from '../../../../../core/routes.ts';
import { itemPaths } from '../../../../../core/site-paths.ts';
import { Link, useParams } from 'react-router-dom';
import { LevelTable } from '../../../components/LevelTable.tsx';
import { Markdown } from '../../../components/Markdown.tsx';
import { RecordPage } from '../../../components/table/RecordPage.tsx';
import { useArchetypeDetailQuery } from '../../../gql/hooks.ts';
import { leveledTable } from './leveled-table.ts';

export function ArchetypeDetail() {
  const { archetypeName = '' } = useParams();
  const { data, loading } = useArchetypeDetailQuery({ variables: { name: archetypeName } });
  const archetype = data?.archetype;
  return (
    <RecordPage kind="archetype" name={archetypeName} recordName={archetype?.name} backTo={ROUTES.archetypes.pattern} loading={loading} found={Boolean(archetype)}>
      {archetype && (
        <>
          <h1>{archetype.name}</h1>
          <p>
            <strong>Class:</strong> <Link to={itemPaths.class(archetype.className)}>{archetype.className}</Link>
            {archetype.contentSource && <> · <strong>Source:</strong> {archetype.contentSource}</>}
          </p>
          <LevelTable table={leveledTable(archetype.leveledTable)} regionLabel={`The ${archetype.name} table`} tableLabel={archetype.name} />
          {archetype.text && <Markdown source={archetype.text} />}
          {archetype.text2 && <Markdown source={archetype.text2} />}
        </>
      )}
    </RecordPage>
  );
}
