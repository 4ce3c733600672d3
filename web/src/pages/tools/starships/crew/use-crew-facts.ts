// The crew facts of a ship's crewmembers who are characters of My Characters, by crew id. The character tools' rules
// are loaded only when some crewmember is a character; until they are, the stored figures stand in.
import { useMemo } from 'react';
import type { CrewFacts, Starship } from '../../../../../../core/engine/starships/index.ts';
import { computeCharacter, type RawCharacter } from '../../../../../../core/engine/index.ts';
import { useToolsRulesQuery } from '../../../../gql/hooks.ts';
import { useDocuments } from '../../../../storage/use-documents.ts';
import { indexToolsRules } from '../../rules/tools-rules-data.ts';
import { crewFactsOf } from './crew-facts.ts';
import { findDocument } from '../../../../../../core/documents/list-rules.ts';

export interface CrewFactsState {
  facts: Readonly<Record<string, CrewFacts>>;
  characters: readonly RawCharacter[];
  /** Crewmembers whose character is no longer in My Characters (deleted, or kept on another device). */
  missing: readonly string[];
}

export function useCrewFacts(ship: Pick<Starship, 'crew'> | undefined): CrewFactsState {
  const linked = useMemo(() => (ship?.crew ?? []).filter((m) => m.characterId), [ship?.crew]);
  const { documents: characters } = useDocuments('character');
  const { data, dataState } = useToolsRulesQuery({ skip: linked.length === 0 });
  const rules = useMemo(() => (dataState === 'complete' && data ? indexToolsRules(data) : undefined), [data, dataState]);
  return useMemo(() => {
    const facts: Record<string, CrewFacts> = {};
    const missing: string[] = [];
    for (const member of linked) {
      const character = findDocument(characters, member.characterId!);
      if (!character) {
        missing.push(member.id);
        continue;
      }
      if (!rules) continue;
      try {
        facts[member.id] = crewFactsOf(character, computeCharacter(character, rules));
      } catch {
        // A character the rules cannot compute (incomplete) keeps the stored figures.
      }
    }
    return { facts, characters, missing };
  }, [linked, characters, rules]);
}
