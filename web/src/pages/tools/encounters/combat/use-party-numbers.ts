// The party's numbers for the tracker (armor class, hit points, passive Perception, initiative bonus, defenses), each
// from its character's sheet as the rules engine computes it now: a character of My Characters by its id, or one
// shared by link by its token (read once, never kept). A character whose sheet cannot be had keeps the numbers the
// encounter stored when it joined the party, and the page says so.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { findDocument } from '../../../../../../core/documents/list-rules.ts';
import { generateSheet, normalizeCharacter, parseCharacterJson, type IndexedRules, type RawCharacter } from '../../../../../../core/engine/index.ts';
import { characterNumbers, type CharacterNumbers, type PartyCharacter } from '../../../../../../core/engine/encounters/index.ts';
import { SharedDocumentDocument } from '../../../../gql/graphql.ts';
import { useCharacters } from '../../../../storage/use-documents.ts';
import { carriesEnhancedItems } from '../../rules/tools-rules-data.ts';
import { useToolsRules } from '../../rules/use-tools-rules.ts';

export interface PartyNumbersState {
  /** By party character id. */
  numbers: ReadonlyMap<string, CharacterNumbers>;
  loading: boolean;
  /** Why a character's sheet could not be computed ("Kira Vos: the share link no longer opens anything"). */
  notes: readonly string[];
}

function numbersOf(character: RawCharacter, rules: IndexedRules): CharacterNumbers | string {
  const { sheet, message } = generateSheet(character, rules, () => undefined);
  return sheet ? characterNumbers(sheet) : `its sheet cannot be computed (${message})`;
}

export function usePartyNumbers(party: readonly PartyCharacter[]): PartyNumbersState {
  const client = useApolloClient();
  const { characters, isLoading } = useCharacters();
  // The gear catalogue only when one of this browser's characters carries an enhanced item (its armor class may follow).
  const { rules, loading: rulesLoading, error: rulesError } = useToolsRules({ gear: characters.some(carriesEnhancedItems) });
  // Shared sheets, by token: the character, or why there is none.
  const [shared, setShared] = useState<ReadonlyMap<string, RawCharacter | string>>(new Map());
  const tokens = useMemo(() => party.filter((c) => c.source === 'shared').map((c) => c.ref).sort().join('\n'), [party]);

  useEffect(() => {
    if (!tokens) return;
    let stopped = false;
    for (const token of tokens.split('\n')) {
      // Someone else's character: read now, never from or into the cache.
      client
        .query({ query: SharedDocumentDocument, variables: { token }, fetchPolicy: 'no-cache' })
        .then(({ data }) => {
          const document = data?.sharedDocument;
          let value: RawCharacter | string;
          if (!document) value = 'the share link no longer opens anything';
          else if (document.kind !== 'CHARACTER') value = 'the share link does not open a character';
          else {
            try {
              value = normalizeCharacter(parseCharacterJson(document.jsonData));
            } catch (problem) {
              value = `the shared character cannot be read (${(problem as Error).message})`;
            }
          }
          if (!stopped) setShared((previous) => new Map(previous).set(token, value));
        })
        .catch((problem: Error) => {
          if (!stopped) setShared((previous) => new Map(previous).set(token, `the share link could not be read (${problem.message})`));
        });
    }
    return () => {
      stopped = true;
    };
  }, [client, tokens]);

  return useMemo(() => {
    const numbers = new Map<string, CharacterNumbers>();
    const notes: string[] = [];
    let loading = rulesLoading || (isLoading && party.some((c) => c.source === 'local'));
    for (const member of party) {
      const raw = member.source === 'local' ? findDocument(characters, member.ref) : shared.get(member.ref);
      if (member.source === 'shared' && raw === undefined) {
        loading = true;
        continue;
      }
      if (!rules) {
        if (rulesError) notes.push(`${member.name}: the rules data could not be loaded (${rulesError.message}).`);
        continue;
      }
      const computed = raw === undefined ? 'it is not among your characters in this browser' : typeof raw === 'string' ? raw : numbersOf(raw, rules);
      if (typeof computed === 'string') {
        if (!isLoading || member.source === 'shared') notes.push(`${member.name}: ${computed}; the numbers stored when it joined the party are used.`);
      } else numbers.set(member.id, computed);
    }
    return { numbers, loading, notes };
  }, [party, characters, isLoading, shared, rules, rulesLoading, rulesError]);
}
