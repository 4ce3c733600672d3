// /shared/:token: a document someone shared by a read-only link, for anyone holding it (no sign-in). A character
// opens as its live sheet, read-only, a starship as its printable sheet, both following the owner's saves; an
// encounter shared in full as its read-only summary with its difficulty, and shared as the players' view as the running
// tracker's turn order, following the game master's turns; an unknown or revoked link says so. Rendered in the browser
// only, never indexed (the server's page head asks robots not to), and nothing of it is stored in this browser.
import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { documentKindByEnum } from '../../../../core/documents/kinds.ts';
import { generateSheet, normalizeCharacter, parseCharacterJson } from '../../../../core/engine/index.ts';
import { Loading } from '../../components/Loading.tsx';
import { media } from '../../lib/theme/themes.ts';
import { usePageTitle } from '../../components/page-title.ts';
import { PlayersView } from '../tools/encounters/combat/PlayersView.tsx';
import { carriesEnhancedItems } from '../tools/rules/tools-rules-data.ts';
import { useToolsRules } from '../tools/rules/use-tools-rules.ts';
import { CharacterSheet } from '../tools/sheet/CharacterSheet.tsx';
import { Notice } from '../tools/ui/fields.tsx';
import { useSharedDocument, type SharedDocument } from './use-shared-document.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 16px;
  margin-bottom: 8px;
  font-size: 0.9rem;
  color: ${(p) => p.theme.colors.mutedText};
  strong { color: ${(p) => p.theme.colors.text}; }
  /* The phone sheet's sticky header reaches 16 px up into what precedes it. */
  ${media.xsOnly} { margin-bottom: 24px; }
`;

// The starship's engine and sheet load only when a link opens a starship.
const SharedStarship = lazy(async () => ({ default: (await import('./SharedStarship.tsx')).SharedStarship }));
// An encounter's view, loaded only when a link opens an encounter (it brings the encounter engine).
const SharedEncounterView = lazy(async () => ({ default: (await import('../tools/encounters/SharedEncounterView.tsx')).SharedEncounterView }));

const savedAt = (changedAt: string) => {
  const date = new Date(changedAt);
  return Number.isNaN(date.getTime()) ? undefined : date.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
};

function SharedBar({ noun, document, failure }: { noun: string; document: SharedDocument; failure?: string }) {
  const when = savedAt(document.changedAt);
  return (
    <>
      <Bar role="status" aria-label="Shared read-only">
        <span>
          <strong>Shared {noun}, read-only.</strong> It updates here when its owner saves.
        </span>
        {when && <span data-testid="shared-saved-at">Last saved {when}</span>}
      </Bar>
      {failure && <Notice tone="warning">Could not check for the owner&apos;s latest save ({failure}); trying again. The sheet below is the last one read.</Notice>}
    </>
  );
}

function SharedCharacter({ document, failure }: { document: SharedDocument; failure?: string }) {
  const character = useMemo(() => {
    try {
      return normalizeCharacter(parseCharacterJson(document.jsonData));
    } catch {
      return undefined;
    }
  }, [document.jsonData]);
  const { rules, loading, gearLoading, error } = useToolsRules({ gear: carriesEnhancedItems(character) });
  const generated = useMemo(() => (character && rules ? generateSheet(character, rules) : undefined), [character, rules]);
  usePageTitle(character?.name || 'Shared character');
  if (!character) return <Notice tone="error">This shared character could not be read.</Notice>;
  if (error && !rules) return <Notice tone="error">Could not load the rules data: {error.message}</Notice>;
  if (loading || gearLoading || !rules || !generated) return <Loading label="Loading the rules" />;
  return (
    <div>
      <SharedBar noun="character" document={document} {...(failure ? { failure } : {})} />
      {generated.sheet ? (
        <CharacterSheet readOnly character={character} rules={rules} sheet={generated.sheet} />
      ) : (
        <Notice>
          {character.name || 'This character'} is not complete yet: its sheet shows here once its owner finishes it in the builder ({generated.message}).
        </Notice>
      )}
    </div>
  );
}

export function SharedDocumentPage() {
  const { token = '' } = useParams();
  const state = useSharedDocument(token);
  usePageTitle(state.status === 'gone' ? 'Link not found' : undefined);
  const kind = state.status === 'shown' ? documentKindByEnum(state.document.kind) : undefined;
  return (
    <>
      {state.status === 'loading' && <Loading label="Loading the shared document" />}
      {state.status === 'failed' && <Notice tone="error">Could not load the shared document: {state.message} Trying again shortly.</Notice>}
      {state.status === 'gone' && (
        <Notice tone="warning">
          <p>
            {state.wasShown
              ? 'Its owner has stopped sharing this: the link no longer opens anything.'
              : 'This link does not open anything: it is unknown, or its owner revoked it or deleted what it showed.'}
          </p>
        </Notice>
      )}
      {state.status === 'shown' &&
        (kind?.kind === 'character' ? (
          <SharedCharacter document={state.document} {...(state.failure ? { failure: state.failure } : {})} />
        ) : kind?.kind === 'starship' ? (
          <Suspense fallback={<Loading label="Loading the shared starship" />}>
            <SharedStarship jsonData={state.document.jsonData} bar={<SharedBar noun="starship" document={state.document} {...(state.failure ? { failure: state.failure } : {})} />} />
          </Suspense>
        ) : kind?.kind === 'encounter' && state.document.view === 'FULL' ? (
          <>
            <SharedBar noun="encounter" document={state.document} {...(state.failure ? { failure: state.failure } : {})} />
            <Suspense fallback={<Loading label="Loading the shared encounter" />}>
              <SharedEncounterView jsonData={state.document.jsonData} />
            </Suspense>
          </>
        ) : kind?.kind === 'encounter' && state.document.view === 'PLAYERS' ? (
          <PlayersView jsonData={state.document.jsonData} {...(state.failure ? { failure: state.failure } : {})} />
        ) : (
          // A placeholder for a kind or view this version has no page for (a link made by a newer version of the site).
          <Notice>This shared {kind ? kind.label.singular : 'document'} opens in a later version.</Notice>
        ))}
    </>
  );
}
