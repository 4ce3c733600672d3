// /tools/mycharacters/:characterId/print: loads the rules, the character and the sources' attribution, then shows the
// print view ('No character loaded' when there is none).
import { characterPath } from '../my-characters/character-paths.ts';
import { useParams } from 'react-router-dom';
import { BackButton } from '../../../components/BackButton.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { usePrintAttributionQuery } from '../../../gql/hooks.ts';
import { useCharacter } from '../../../storage/use-documents.ts';
import { carriesEnhancedItems } from '../rules/tools-rules-data.ts';
import { useToolsRules } from '../rules/use-tools-rules.ts';
import { attributionLine } from './print-attribution.ts';
import { PrintView } from './PrintView.tsx';

export function PrintPage() {
  const { characterId = '' } = useParams();
  const { character, isLoading } = useCharacter(characterId);
  const { rules, loading: rulesLoading, gearLoading, error } = useToolsRules({ gear: carriesEnhancedItems(character) });
  // The sheet prints without it if the sources cannot be loaded (offline with an older cache).
  const { data: sources } = usePrintAttributionQuery();
  usePageTitle(character?.name || 'Characters');
  if ((rulesLoading && !rules) || gearLoading || isLoading) return <Loading label={rulesLoading ? 'Loading the rules' : 'Loading the character'} />;
  return (
    <>
      <div style={{ marginBottom: 8 }}>
        <BackButton to={characterPath(characterId)} label="Back to the character" />
      </div>
      {error && !rules && <p role="alert">Could not load the rules data: {error.message}</p>}
      <PrintView character={character} rules={rules} attribution={attributionLine(sources?.sources ?? [])} />
    </>
  );
}
