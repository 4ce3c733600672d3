// Every rules answer from GraphQL passes cleanText before it reaches the cache, so each page, table cell, stat block,
// level table and the character tools show a dash where the data has a replacement character, without each render
// path having to remember it. The signed-in user's own data (profile, stored characters) is left exactly as stored:
// it is the user's, not rules text, and is saved back.
import { ApolloLink } from '@apollo/client';
import { map } from 'rxjs';
import { cleanStrings } from '../../../../core/text/display-text.ts';

/** Root fields holding the user's own data, passed through unchanged. */
const USER_FIELDS = new Set(['me', 'characters', 'character', 'saveCharacter', 'saveCharacters', 'updateUsername']);

export function cleanRulesData<T extends { data?: unknown }>(result: T): T {
  const data = result.data as Record<string, unknown> | null | undefined;
  if (!data || typeof data !== 'object') return result;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    const cleaned = USER_FIELDS.has(field) ? value : cleanStrings(value);
    if (cleaned !== value) changed = true;
    next[field] = cleaned;
  }
  return changed ? { ...result, data: next } : result;
}

export const cleanTextLink = new ApolloLink((operation, forward) => forward(operation).pipe(map(cleanRulesData)));
