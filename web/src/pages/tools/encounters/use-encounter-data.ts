// The rules data the encounter pages judge with: the encounter rules catalogue (indexed once per result) and the
// monsters (name, type, rating, record XP, armor class, hit points), both through the persisted Apollo cache, with a
// look-up by name in any letter case.
import { useMemo } from 'react';
import { indexEncounterRules, type EncounterRules } from '../../../../../core/engine/encounters/index.ts';
import { useEncounterBuilderMonstersQuery, useEncounterBuilderRulesQuery } from '../../../gql/hooks.ts';
import type { EncounterBuilderMonstersQuery } from '../../../gql/graphql.ts';

export type BuilderMonster = EncounterBuilderMonstersQuery['monsters'][number];

export interface EncounterData {
  rules: EncounterRules | undefined;
  monsters: readonly BuilderMonster[] | undefined;
  /** A monster record by name, in any letter case (documents keep the record's name as it was added). */
  findMonster(name: string): BuilderMonster | undefined;
  loading: boolean;
  /** What failed to load, in words. */
  error?: string;
}

const EMPTY = new Map<string, BuilderMonster>();

export function useEncounterData(): EncounterData {
  const rulesQuery = useEncounterBuilderRulesQuery();
  const monstersQuery = useEncounterBuilderMonstersQuery();
  const ruleRows = rulesQuery.dataState === 'complete' ? rulesQuery.data.encounterRules : undefined;
  const monsters = monstersQuery.dataState === 'complete' ? monstersQuery.data.monsters : undefined;
  const indexed = useMemo(() => {
    if (!ruleRows) return { rules: undefined };
    try {
      return { rules: indexEncounterRules(ruleRows) };
    } catch (error) {
      return { rules: undefined, problem: (error as Error).message };
    }
  }, [ruleRows]);
  const byName = useMemo(() => (monsters ? new Map(monsters.map((m) => [m.name.toLowerCase(), m])) : EMPTY), [monsters]);
  const findMonster = useMemo(() => (name: string) => byName.get(name.trim().toLowerCase()), [byName]);
  const failure = indexed.problem ?? (!ruleRows ? rulesQuery.error?.message : undefined) ?? (!monsters ? monstersQuery.error?.message : undefined);
  return {
    rules: indexed.rules,
    monsters,
    findMonster,
    loading: (!ruleRows || !monsters) && !failure,
    ...(failure ? { error: failure } : {}),
  };
}
