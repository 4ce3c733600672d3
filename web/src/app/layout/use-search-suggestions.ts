// As-you-type suggestions for the toolbar search: the server's best few results for the text, fetched after a
// short pause in typing; a newer text aborts the older request, and an answer for an older text is never shown.
// The data layer and the query document load on the first key typed (apollo/data-layer.ts), not with the toolbar.
import { useEffect, useRef, useState } from 'react';
import type { SearchResultsQuery } from '../../gql/graphql.ts';
import { loadDataLayer } from '../apollo/data-layer.ts';

export type Suggestion = SearchResultsQuery['search'][number];
const NONE: Suggestion[] = [];

/**
 * How long typing must pause before asking. Very short on purpose: a newer text aborts the older request and the
 * server answers in a few milliseconds, so the pause only merges changes that arrive together (a key burst, an input
 * method finishing a word) into one request. Between two keys of normal typing (100 ms and more) every text gets its
 * request anyway, and each millisecond of pause is one the user waits for the list (budget: 50 ms from key to list).
 */
export const SUGGEST_DEBOUNCE_MS = 10;
/** Suggestions start with this many characters (one letter narrows nothing). */
export const SUGGEST_MIN_LENGTH = 2;
/** How many suggestions the toolbar shows. */
export const SUGGESTION_COUNT = 8;

export interface SuggestionsState {
  /** The text these suggestions answer (they are shown only while it is still the text typed). */
  text: string;
  suggestions: Suggestion[];
}

/** The client and the suggestions' query document, loaded together on first use. */
async function suggestionQuery() {
  const [{ client }, { SearchResultsDocument }] = await Promise.all([loadDataLayer(), import('../../gql/graphql.ts')]);
  return { client, query: SearchResultsDocument };
}

export function useSearchSuggestions(text: string): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>({ text: '', suggestions: [] });
  const latest = useRef('');
  const wanted = text.trim();
  latest.current = wanted;
  const typing = wanted.length > 0;

  // The first key starts loading what the suggestions need, while the second is typed.
  useEffect(() => {
    if (typing) void suggestionQuery();
  }, [typing]);

  useEffect(() => {
    if (wanted.length < SUGGEST_MIN_LENGTH) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      suggestionQuery()
        .then(({ client, query }) =>
          client.query({ query, variables: { text: wanted, limit: SUGGESTION_COUNT }, context: { fetchOptions: { signal: abort.signal } } }),
        )
        .then(({ data }) => {
          // A slower answer for an older text must not replace what the newer text shows.
          if (latest.current === wanted && data) setState({ text: wanted, suggestions: data.search });
        })
        .catch(() => {
          // Aborted by a newer text, or offline: the results page reports failures; suggestions stay quiet.
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [wanted]);

  return wanted.length >= SUGGEST_MIN_LENGTH && state.text === wanted ? state : { text: wanted, suggestions: NONE };
}
