// /tools/starships: the user's starships as cards (newest change first), search, the count against the limit, the
// floating add button with create and import, and the notes about where the ships are stored, as on My Characters.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { newStarship } from '../../../../../../core/engine/starships/ship-document.ts';
import { login } from '../../../../auth/auth-loader.ts';
import { Button } from '../../../../components/Button.tsx';
import { CardGrid } from '../../../../components/CardGrid.tsx';
import { Loading } from '../../../../components/Loading.tsx';
import { usePageTitle } from '../../../../components/page-title.ts';
import { DocumentConflictPrompt } from '../../../../storage/DocumentConflicts.tsx';
import { useDocuments } from '../../../../storage/use-documents.ts';
import { ADD_BUTTON_CLEARANCE, AddCharacterButton } from '../../my-characters/AddCharacterButton.tsx';
import { ImportCharacterDialog } from '../../my-characters/ImportCharacterDialog.tsx';
import { Notice } from '../../ui/fields.tsx';
import { useStarshipRules } from '../rules/use-starship-rules.ts';
import { starshipPath } from '../starship-paths.ts';
import { StarshipCard } from './StarshipCard.tsx';
import {
  filterStarships,
  importStarshipText,
  isAtStarshipLimit,
  isLoadableStarshipText,
  NO_STARSHIPS_MATCH_FILTER,
  showsStarshipSearch,
  starshipCountText,
  STARSHIP_LIMIT,
  STARSHIP_LIMIT_TOOLTIP,
} from './starship-list.ts';

const Page = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding-bottom: ${ADD_BUTTON_CLEARANCE};
  h1 { margin: 0 0 8px; }
  .list-head { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between; }
  .count { font-weight: 500; color: ${(p) => p.theme.colors.mutedText}; }
  .search { display: flex; flex-direction: column; gap: 4px; max-width: 360px; width: 100%; }
  .search label { font-size: 0.85rem; font-weight: 500; color: ${(p) => p.theme.colors.mutedText}; }
  .search input {
    font: inherit; min-height: 40px; padding: 6px 10px; border-radius: 4px;
    border: 1px solid ${(p) => p.theme.colors.border}; background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text};
  }
  .empty { max-width: 640px; margin: 32px auto; text-align: center; }
`;

export function MyStarshipsPage() {
  usePageTitle('My Starships');
  const navigate = useNavigate();
  const { documents: ships, isLoading, isSignedIn, status, listError, localError, add } = useDocuments('starship');
  // Start loading the rules now: opening a ship is then immediate.
  useStarshipRules();
  const [filter, setFilter] = useState('');
  const [importing, setImporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const open = useCallback((key: string | undefined) => navigate(starshipPath(key ?? '')), [navigate]);

  const onCreate = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      open((await add(newStarship())).localId);
    } catch (error) {
      setProblem(`Could not create a starship: ${(error as Error).message}`);
      setBusy(false);
    }
  };

  const onImport = async (text: string) => {
    setBusy(true);
    try {
      const ship = await add(importStarshipText(text));
      setImporting(false);
      open(ship.localId);
    } finally {
      setBusy(false);
    }
  };

  const count = ships.length;
  const shown = filterStarships(ships, showsStarshipSearch(count) ? filter : '');
  const countText = starshipCountText(count);

  return (
    <Page aria-labelledby="my-starships-title">
      <div className="list-head">
        <h1 id="my-starships-title">My Starships</h1>
        {countText && (
          <span className="count" aria-label={`${count} of ${STARSHIP_LIMIT} starships`}>
            {countText}
          </span>
        )}
      </div>
      {isLoading || busy ? (
        <Loading label={busy ? 'Saving the starship' : 'Loading your starships'} />
      ) : (
        <>
          {!isSignedIn && count > 0 && (
            <Notice tone="warning">
              <p>
                <strong>Your starships have not been saved!</strong> They live only in this browser. Sign in to keep them in the cloud and fly them from other
                devices, or export them (Menu &gt; Export to File on each ship).
              </p>
              <Button onClick={() => void login()}>Sign in</Button>
            </Notice>
          )}
          {isSignedIn && (
            <Notice>
              <p>Cloud storage of starships is in beta. Export your ships to a file now and then (Menu &gt; Export to File) so you always have a copy.</p>
            </Notice>
          )}
          {listError && <Notice tone="error">{listError} Your starships are kept in this browser and will be sent when the server answers.</Notice>}
          {localError && <Notice tone="error">{localError}</Notice>}
          <DocumentConflictPrompt kind="starship" />
          {problem && <Notice tone="error">{problem}</Notice>}
          {showsStarshipSearch(count) && (
            <div className="search">
              <label htmlFor="starship-search">Search starships</label>
              <input id="starship-search" type="search" value={filter} autoComplete="off" onChange={(e) => setFilter(e.target.value)} />
            </div>
          )}
          {count === 0 ? (
            <div className="empty">
              <h2>No starships yet</h2>
              <p>
                Press the red + button at the bottom right, then create a ship with the step-by-step builder (size and tier, role, scores, equipment, weapons,
                modifications and crew) or import one you exported earlier as a .json file.
              </p>
            </div>
          ) : shown.length === 0 ? (
            <p role="status">{NO_STARSHIPS_MATCH_FILTER}</p>
          ) : (
            <CardGrid aria-label="Starships">
              {shown.map((ship) => (
                <li key={ship.localId}>
                  <StarshipCard ship={ship} status={isSignedIn ? status[ship.localId!] : undefined} />
                </li>
              ))}
            </CardGrid>
          )}
        </>
      )}
      <AddCharacterButton
        noun="starship"
        limitTooltip={STARSHIP_LIMIT_TOOLTIP}
        atLimit={isAtStarshipLimit(count)}
        busy={busy || isLoading}
        onCreate={() => void onCreate()}
        onImport={() => setImporting(true)}
      />
      <ImportCharacterDialog noun="starship" isLoadable={isLoadableStarshipText} open={importing} onClose={() => setImporting(false)} onLoad={onImport} />
    </Page>
  );
}
