// /tools/mycharacters: the user's characters as cards (newest change first), search, the count against the limit,
// the floating add button with create and import, and the notes about where the characters are stored.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/Button.tsx';
import { CardGrid } from '../../../components/CardGrid.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { login } from '../../../auth/auth-loader.ts';
import { filterCharacters, isAtCharacterLimit, NO_CHARACTERS_MATCH_FILTER, showsCharacterSearch, type RawCharacter } from '../../../../../core/engine/index.ts';
import { DocumentConflictPrompt } from '../../../storage/DocumentConflicts.tsx';
import { useCharacters } from '../../../storage/use-documents.ts';
import { useToolsRules } from '../rules/use-tools-rules.ts';
import { Notice } from '../ui/fields.tsx';
import { ADD_BUTTON_CLEARANCE, AddCharacterButton } from './AddCharacterButton.tsx';
import { CharacterCard } from './CharacterCard.tsx';
import { ImportCharacterDialog } from './ImportCharacterDialog.tsx';
import { characterCountText } from './list-rules.ts';

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

export function MyCharactersPage() {
  usePageTitle('My Characters');
  const navigate = useNavigate();
  const { characters, isLoading, isSignedIn, status, listError, localError, create, importText } = useCharacters();
  // Start loading the rules now: opening a character is then immediate.
  useToolsRules();
  const [filter, setFilter] = useState('');
  const [importing, setImporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const open = (character: RawCharacter) => navigate(`/tools/mycharacters/${encodeURIComponent(character.localId!)}?isNew=true`);

  const onCreate = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      open(await create());
    } catch (error) {
      setProblem(`Could not create a character: ${(error as Error).message}`);
      setBusy(false);
    }
  };

  const onImport = async (text: string) => {
    setBusy(true);
    try {
      const character = await importText(text);
      setImporting(false);
      open(character);
    } finally {
      setBusy(false);
    }
  };

  const count = characters.length;
  const shown = filterCharacters(characters, showsCharacterSearch(count) ? filter : '');
  const countText = characterCountText(count);

  return (
    <Page aria-labelledby="my-characters-title">
      <div className="list-head">
        <h1 id="my-characters-title">My Characters</h1>
        {countText && (
          <span className="count" aria-label={`${count} of ${countText.split(' / ')[1]} characters`}>
            {countText}
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
                use them on other devices, or export them (Menu &gt; Export to File).
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
          {listError && <Notice tone="error">{listError} Your characters are kept in this browser and will be sent when the server answers.</Notice>}
          {localError && <Notice tone="error">{localError}</Notice>}
          <DocumentConflictPrompt kind="character" />
          {problem && <Notice tone="error">{problem}</Notice>}
          {showsCharacterSearch(count) && (
            <div className="search">
              <label htmlFor="character-search">Search characters</label>
              <input id="character-search" type="search" value={filter} autoComplete="off" onChange={(e) => setFilter(e.target.value)} />
            </div>
          )}
          {count === 0 ? (
            <div className="empty">
              <h2>No characters yet</h2>
              <p>
                Press the red + button at the bottom right, then choose to create a new character with the step-by-step builder or to import one
                you exported earlier as a .json file.
              </p>
            </div>
          ) : shown.length === 0 ? (
            <p role="status">{NO_CHARACTERS_MATCH_FILTER}</p>
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
      <AddCharacterButton atLimit={isAtCharacterLimit(count)} busy={busy || isLoading} onCreate={() => void onCreate()} onImport={() => setImporting(true)} />
      <ImportCharacterDialog open={importing} onClose={() => setImporting(false)} onLoad={onImport} />
    </Page>
  );
}
