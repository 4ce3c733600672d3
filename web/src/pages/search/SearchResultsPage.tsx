// /searchResults?searchText=: a search box, the result-type filter, the user's own matching characters, then
// '{n} results for {text}' and the rules results, each with where it matched and a snippet. Without text: how to search.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { skipToken } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { searchPath } from '../../app/navigation.ts';
import { IconButton } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Loading } from '../../components/Loading.tsx';
import type { GlobalSearchTermType } from '../../gql/graphql.ts';
import { useSearchResultsQuery } from '../../gql/hooks.ts';
import { useCharacters } from '../../storage/use-documents.ts';
import { characterPath } from '../tools/my-characters/character-paths.ts';
import { matchCharacters } from './character-matches.ts';
import { SearchHelp } from './SearchHelp.tsx';
import { Snippet } from './Snippet.tsx';
import { resultTypeLabel } from '../../lib/search-result-type.ts';
import { filterByTypes, resultTypes, resultsHeading } from './search-filter.ts';
import { TypeFilter } from './TypeFilter.tsx';
import { displayName } from '../../../../core/text/display-text.ts';

/** The matched fields that are the result's own title: their snippet is the opening of its text, not a quote. */
const NAME_FIELDS = new Set(['Name', 'Heading']);

/** How many results the page asks for (best matches first). */
export const SEARCH_LIMIT = 100;

const Page = styled.section`
  max-width: 900px;
  margin: 0 auto;
  .controls { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-bottom: 12px; }
  form { display: flex; align-items: center; gap: 4px; flex: 1 1 280px; }
  form input {
    flex: 1; height: 44px; padding: 0 12px; font: inherit; border-radius: 4px;
    border: 1px solid ${(p) => p.theme.colors.border}; background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text};
  }
  ol { list-style: none; padding: 0; margin: 0; }
  li { padding: 10px 4px; border-bottom: 1px solid ${(p) => p.theme.colors.border}; display: flex; justify-content: space-between; gap: 4px 12px; flex-wrap: wrap; }
  li .type { color: ${(p) => p.theme.colors.mutedText}; font-size: 0.9rem; }
  li .evidence { flex-basis: 100%; margin: 0; font-size: 0.92rem; color: ${(p) => p.theme.colors.mutedText}; overflow-wrap: anywhere; }
  li .field { font-weight: 600; margin-right: 6px; }
  h2 { font-size: 1.2rem; }
`;

export function SearchResultsPage() {
  const [params] = useSearchParams();
  const searchText = params.get('searchText')?.trim() ?? '';
  const navigate = useNavigate();
  const [draft, setDraft] = useState(searchText);
  useEffect(() => setDraft(searchText), [searchText]);

  const { data, loading, error } = useSearchResultsQuery(searchText ? { variables: { text: searchText, limit: SEARCH_LIMIT } } : skipToken);
  const results = useMemo(() => (searchText ? (data?.search ?? []) : []), [data, searchText]);
  const types = useMemo(() => resultTypes(results), [results]);

  // After each search every result type is selected (null: all of them, also in the server's first render, where
  // effects never run).
  const [chosen, setSelected] = useState<Set<GlobalSearchTermType> | null>(null);
  useEffect(() => setSelected(null), [types]);
  const selected = useMemo(() => chosen ?? new Set(types), [chosen, types]);
  const shown = useMemo(() => filterByTypes(results, selected), [results, selected]);
  const searching = loading && !data;
  // The user's own characters, matched here in the browser on what it already holds.
  const { characters } = useCharacters();
  const yours = useMemo(() => matchCharacters(characters, searchText), [characters, searchText]);
  // The fetch wrapper has set the no-connection flag; the failed search is logged too, for bug reports.
  useEffect(() => {
    if (error) console.error('Failed to get search results', error);
  }, [error]);

  return (
    <Page>
      <h1 className="visually-hidden">Search</h1>
      <div className="controls">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            const path = searchPath(draft);
            if (path) navigate(path);
          }}
        >
          <input type="search" aria-label="Search text" placeholder="Search" value={draft} onChange={(e) => setDraft(e.target.value)} />
          <IconButton type="submit" aria-label="Search">
            <Icon name="search" />
          </IconButton>
        </form>
        {searchText && <TypeFilter types={types} selected={selected} onChange={setSelected} />}
      </div>
      {!searchText && <SearchHelp />}
      {searchText && yours.length > 0 && (
        <section aria-labelledby="your-characters">
          <h2 id="your-characters">Your characters</h2>
          <ol aria-label="Your characters">
            {yours.map((m) => (
              <li key={m.character.id || m.character.localId}>
                <Link to={characterPath(m.character)}>{m.character.name || 'Unnamed character'}</Link>
                <span className="type">Character</span>
                <p className="evidence">
                  <span className="field">{m.matchedField}:</span>
                  {m.detail}
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {searching && <Loading label="Searching" />}
      {!searching && searchText && error && !data && <p role="alert">{refusedSearch(error) ?? 'The search could not be run. Check your connection and try again.'}</p>}
      {!searching && searchText && data && (
        <>
          <h2 aria-live="polite">{resultsHeading(shown.length, searchText)}</h2>
          <ol aria-label="Rules results">
            {shown.map((r) => (
              <li key={`${r.globalSearchTermType}:${r.rowKey}:${r.path}`}>
                <Link to={r.path}>{displayName(r.fullName)}</Link>
                <span className="type">{resultTypeLabel(r.globalSearchTermType)}</span>
                {r.snippet.length > 0 && (
                  <p className="evidence">
                    {/* A name or heading match shows what the item is; a text match says which text held the words. */}
                    {!NAME_FIELDS.has(r.matchedField) && <span className="field">{r.matchedField}:</span>}
                    <Snippet parts={r.snippet} />
                  </p>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </Page>
  );
}

/** The server's own words when it refused the search itself (a text over the length limit), which no retry would fix. */
function refusedSearch(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT')?.message;
}
