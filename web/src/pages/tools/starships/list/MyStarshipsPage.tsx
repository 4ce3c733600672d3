// /tools/starships: the user's starships as cards (newest change first), search, the count against the limit, the
// floating add button with create and import, and the notes about where the ships are stored, as on My Characters
// (the frame, adding, search and storage notices are the lists' shared DocumentListPage parts).
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StoredStarship } from '../../../../../../core/documents/adapters.ts';
import { DOCUMENT_KIND } from '../../../../../../core/documents/kinds.ts';
import { countLabel, countText, filterDocuments, noMatchText, showsSearch } from '../../../../../../core/documents/list-rules.ts';
import { newStarship } from '../../../../../../core/engine/starships/ship-document.ts';
import { login } from '../../../../auth/auth-loader.ts';
import { Button } from '../../../../components/Button.tsx';
import { CardGrid } from '../../../../components/CardGrid.tsx';
import { Loading } from '../../../../components/Loading.tsx';
import { usePageTitle } from '../../../../components/page-title.ts';
import { useDocuments } from '../../../../storage/use-documents.ts';
import { AddDocumentButton } from '../../ui/AddDocumentButton.tsx';
import { ImportDocumentDialog, jsonObjectReading } from '../../ui/ImportDocumentDialog.tsx';
import { ListNotices, ListPage, ListSearch, useListAdding } from '../../ui/DocumentListPage.tsx';
import { Notice } from '../../ui/fields.tsx';
import { useStarshipRules } from '../rules/use-starship-rules.ts';
import { starshipPath } from '../starship-paths.ts';
import { StarshipCard } from './StarshipCard.tsx';
import { importStarshipText, isLoadableStarshipText } from './starship-list.ts';

/** Any non-empty JSON object may be loaded; the starship engine judges it when it is stored (and names what is wrong). */
const readStarship = jsonObjectReading('starship', isLoadableStarshipText);

export function MyStarshipsPage() {
  usePageTitle('My Starships');
  const navigate = useNavigate();
  const { documents: ships, isLoading, isSignedIn, status, listError, localError, add } = useDocuments('starship');
  // Start loading the rules now: opening a ship is then immediate.
  useStarshipRules();
  const [filter, setFilter] = useState('');

  const open = useCallback((ship: StoredStarship) => navigate(starshipPath(ship.localId ?? '')), [navigate]);
  const { importing, setImporting, busy, problem, onCreate, onImport } = useListAdding({
    create: () => add(newStarship()),
    importText: (text) => add(importStarshipText(text)),
    open,
    noun: 'starship',
  });

  const count = ships.length;
  const kind = DOCUMENT_KIND.starship;
  const shown = filterDocuments(ships, showsSearch(kind, count) ? filter : '');
  const counted = countText(kind, count);

  return (
    <ListPage aria-labelledby="my-starships-title">
      <div className="list-head">
        <h1 id="my-starships-title">My Starships</h1>
        {counted && (
          <span className="count" aria-label={countLabel(kind, count)}>
            {counted}
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
          <ListNotices kind="starship" plural="starships" listError={listError} localError={localError} problem={problem} />
          {showsSearch(kind, count) && <ListSearch id="starship-search" label="Search starships" value={filter} onChange={setFilter} />}
          {count === 0 ? (
            <div className="empty">
              <h2>No starships yet</h2>
              <p>
                Press the red + button at the bottom right, then create a ship with the step-by-step builder (size and tier, role, scores, equipment, weapons,
                modifications and crew) or import one you exported earlier as a .json file.
              </p>
            </div>
          ) : shown.length === 0 ? (
            <p role="status">{noMatchText(kind)}</p>
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
      <AddDocumentButton
        kind="starship"
        count={count}
        busy={busy || isLoading}
        onCreate={() => void onCreate()}
        onImport={() => setImporting(true)}
      />
      <ImportDocumentDialog kind="starship" read={readStarship} action="Load" open={importing} onClose={() => setImporting(false)} onLoad={onImport} />
    </ListPage>
  );
}
