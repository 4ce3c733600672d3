// /tools/encounters: the game master's saved encounters as cards (newest change first) with their party, monsters
// and difficulty; a new one, an import from a file, the notes about where they are stored, and, when the monster
// table's link was followed without JavaScript (?add=<monster>), the choice of an encounter to add that monster to.
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DOCUMENT_KIND } from '../../../../../core/documents/kinds.ts';
import { countLabel, countText, filterDocuments, isAtLimit } from '../../../../../core/documents/list-rules.ts';
import { newEncounter, type EncounterDocument } from '../../../../../core/engine/encounters/index.ts';
import { login } from '../../../auth/auth-loader.ts';
import { Button } from '../../../components/Button.tsx';
import { CardGrid } from '../../../components/CardGrid.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import type { StoredEncounter } from '../../../storage/document-kinds.ts';
import { useDocuments } from '../../../storage/use-documents.ts';
import { ListNotices, ListPage, useListAdding } from '../ui/DocumentListPage.tsx';
import { Notice } from '../ui/fields.tsx';
import { EncounterCard } from './EncounterCard.tsx';
import { EncounterChooser } from './EncounterChooser.tsx';
import { ADD_MONSTER_PARAM, encounterPath } from './encounter-paths.ts';
import { judgeEncounter } from './encounter-summary.ts';
import { ImportEncounterDialog } from './ImportEncounterDialog.tsx';
import { useEncounterData } from './use-encounter-data.ts';
import { encounterProblem } from './use-encounter-editor.ts';

/** The shared list frame, with the monster table's "add to an encounter" box. */
const Page = styled(ListPage)`
  .list-head { margin-bottom: 8px; }
  .adding { margin: 12px 0; padding: 12px 16px; border-radius: 6px; background: ${(p) => p.theme.colors.surface}; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2); }
  .adding h2 { margin: 0 0 8px; font-size: 1.1rem; }
`;


export function EncounterListPage() {
  usePageTitle('Encounters');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const adding = params.get(ADD_MONSTER_PARAM)?.trim() || undefined;
  const { documents, isLoading, isSignedIn, status, listError, localError, add } = useDocuments('encounter');
  const { rules, findMonster } = useEncounterData();
  const kind = DOCUMENT_KIND.encounter;
  const open = useCallback((encounter: StoredEncounter) => navigate(encounterPath(encounter)), [navigate]);
  const { importing, setImporting, busy, problem, onCreate, onImport } = useListAdding({
    create: () => add(newEncounter()),
    importText: (encounter: EncounterDocument) => add(encounter),
    open,
    noun: 'encounter',
  });

  const sorted = useMemo(() => filterDocuments(documents, ''), [documents]);
  const cards = useMemo(
    () =>
      sorted.map((encounter) => {
        const damaged = encounterProblem(encounter);
        return { encounter, damaged, judged: rules && !damaged ? judgeEncounter(rules, encounter, findMonster) : undefined };
      }),
    [sorted, rules, findMonster],
  );
  const count = documents.length;
  const atLimit = isAtLimit(kind, count);
  const counted = countText(kind, count);
  return (
    <Page aria-labelledby="encounters-title" className="without-add-button">
      <div className="list-head">
        <h1 id="encounters-title">Encounters</h1>
        {counted && (
          <span className="count" aria-label={countLabel(kind, count)}>
            {counted}
          </span>
        )}
        <div className="page-actions">
          <Button disabled={atLimit || busy || isLoading} onClick={() => void onCreate()}>
            <Icon name="plus" size={20} /> New encounter
          </Button>
          <Button variant="outlined" disabled={atLimit || busy || isLoading} onClick={() => setImporting(true)}>
            <Icon name="upload" size={20} /> Import
          </Button>
        </div>
      </div>
      <p className="intro">
        Build an encounter for your party and see how hard it is by the experience point method: party levels or characters, monsters from the monster
        table or your own, and a generator that proposes monsters for a difficulty.
      </p>
      {atLimit && <Notice>You have {DOCUMENT_KIND.encounter.limit} encounters, the most the site keeps: delete one to start another.</Notice>}
      {isLoading || busy ? (
        <Loading label={busy ? 'Saving the encounter' : 'Loading your encounters'} />
      ) : (
        <>
          {!isSignedIn && count > 0 && (
            <Notice tone="warning">
              <p>
                <strong>Your encounters have not been saved!</strong> They live only in this browser. Sign in to keep them in the cloud and use them on
                other devices, or export them (Export in each encounter).
              </p>
              <Button onClick={() => void login()}>Sign in</Button>
            </Notice>
          )}
          {isSignedIn && (
            <Notice>
              <p>Cloud storage of encounters is in beta. Export your encounters to a file now and then so you always have a copy.</p>
            </Notice>
          )}
          <ListNotices kind="encounter" plural="encounters" listError={listError} localError={localError} problem={problem} />
          {adding && (
            <section className="adding" aria-labelledby="adding-title">
              <h2 id="adding-title">Add {adding} to an encounter</h2>
              <EncounterChooser
                monsterName={adding}
                onAdded={({ encounter }) => {
                  setParams({}, { replace: true });
                  navigate(encounterPath(encounter));
                }}
              />
            </section>
          )}
          {count === 0 ? (
            !adding && (
              <div className="empty">
                <h2>No encounters yet</h2>
                <p>Press New encounter to build one, or Import to open an encounter you exported earlier as a .json file.</p>
              </div>
            )
          ) : (
            <CardGrid aria-label="Encounters">
              {cards.map(({ encounter, damaged, judged }) => (
                <li key={encounter.localId}>
                  <EncounterCard encounter={encounter} judged={judged} {...(damaged ? { problem: damaged } : {})} {...(isSignedIn && encounter.localId ? { status: status[encounter.localId] } : {})} />
                </li>
              ))}
            </CardGrid>
          )}
        </>
      )}
      <ImportEncounterDialog open={importing} onClose={() => setImporting(false)} onLoad={onImport} />
    </Page>
  );
}
