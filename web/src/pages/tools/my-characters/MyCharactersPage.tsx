// /tools/mycharacters: the user's characters as cards (newest change first), search, the count against the limit,
// the floating add button with create and import (repeated as plain buttons when the list is empty), and the notes
// about where the characters are stored (signed out: cloud characters come back with sign-in). The frame, adding,
// search and storage notices are the lists' shared DocumentListPage parts.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button.tsx';
import { CardGrid } from '../../../components/CardGrid.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { login } from '../../../auth/auth-loader.ts';
import { DOCUMENT_KIND } from '../../../../../core/documents/kinds.ts';
import { countLabel, countText, filterDocuments, noMatchText, showsSearch } from '../../../../../core/documents/list-rules.ts';
import type { RawCharacter } from '../../../../../core/engine/index.ts';
import { useCharacters } from '../../../storage/use-documents.ts';
import { useToolsRules } from '../rules/use-tools-rules.ts';
import { AddDocumentButton } from '../ui/AddDocumentButton.tsx';
import { ListNotices, ListPage, ListSearch, useListAdding } from '../ui/DocumentListPage.tsx';
import { Notice } from '../ui/fields.tsx';
import { CharacterCard } from './CharacterCard.tsx';
import { ImportCharacterDialog } from './ImportCharacterDialog.tsx';
import { characterPath } from './character-paths.ts';

/** Signed out, the list holds only this browser's characters: those saved to the cloud are a sign-in away. */
const CLOUD_RETURNS = 'Characters you saved to the cloud are not shown while you are signed out: sign in and they come back.';

export function MyCharactersPage() {
  usePageTitle('My Characters');
  const navigate = useNavigate();
  const { characters, isLoading, isSignedIn, status, listError, localError, create, importText } = useCharacters();
  // Start loading the rules now: opening a character is then immediate.
  useToolsRules();
  const [filter, setFilter] = useState('');

  const open = (character: RawCharacter) => navigate(`${characterPath(character.localId!)}?isNew=true`);
  const { importing, setImporting, busy, problem, onCreate, onImport } = useListAdding({ create, importText, open, noun: 'character' });

  const count = characters.length;
  const kind = DOCUMENT_KIND.character;
  const shown = filterDocuments(characters, showsSearch(kind, count) ? filter : '');
  const counted = countText(kind, count);

  return (
    <ListPage aria-labelledby="my-characters-title">
      <div className="list-head">
        <h1 id="my-characters-title">My Characters</h1>
        {counted && (
          <span className="count" aria-label={countLabel(kind, count)}>
            {counted}
          </span>
        )}
      </div>
      {isLoading || busy ? (
        <Loading label={busy ? 'Saving the character' : 'Loading your characters'} />
      ) : (
        <>
          {!isSignedIn && count > 0 && (
            <Notice tone="warning">
              <p>
                <strong>Your characters have not been saved!</strong> They live only in this browser. Sign in to keep them in the cloud and
                use them on other devices, or export them (Menu &gt; Export to File). {CLOUD_RETURNS}
              </p>
              <Button onClick={() => void login()}>Sign in</Button>
            </Notice>
          )}
          {isSignedIn && (
            <Notice>
              <p>
                Cloud storage of characters is in beta. Export your characters to a file now and then (Menu &gt; Export to File) so you always have a copy.
              </p>
            </Notice>
          )}
          <ListNotices kind="character" plural="characters" listError={listError} localError={localError} problem={problem} />
          {showsSearch(kind, count) && <ListSearch id="character-search" label="Search characters" value={filter} onChange={setFilter} />}
          {count === 0 ? (
            <div className="empty">
              <h2>No characters yet</h2>
              <p>Create a character with the step-by-step builder, or import one you exported earlier as a .json file.</p>
              <div className="empty-actions">
                <Button onClick={() => void onCreate()}>Create a character</Button>
                <Button variant="outlined" onClick={() => setImporting(true)}>
                  Import from a file
                </Button>
              </div>
              {!isSignedIn && (
                <div className="cloud">
                  <Notice>
                    <p>{CLOUD_RETURNS}</p>
                    <Button variant="outlined" onClick={() => void login()}>
                      Sign in
                    </Button>
                  </Notice>
                </div>
              )}
            </div>
          ) : shown.length === 0 ? (
            <p role="status">{noMatchText(kind)}</p>
          ) : (
            <CardGrid aria-label="Characters">
              {shown.map((character) => (
                <li key={character.localId}>
                  <CharacterCard character={character} status={isSignedIn ? status[character.localId!] : undefined} />
                </li>
              ))}
            </CardGrid>
          )}
        </>
      )}
      <AddDocumentButton kind="character" count={count} busy={busy || isLoading} onCreate={() => void onCreate()} onImport={() => setImporting(true)} />
      <ImportCharacterDialog open={importing} onClose={() => setImporting(false)} onLoad={onImport} />
    </ListPage>
  );
}
