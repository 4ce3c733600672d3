// The rules data the combat tracker needs: the encounter rules catalogue (indexed once per result) and the records of
// the monsters in the fight, each read by the encounter engine (its numbers, defenses and behaviors read into rolls).
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { indexEncounterRules, readMonster, type EncounterRuleInput, type EncounterRules, type MonsterReading, type MonsterSource } from '../../../../../../core/engine/encounters/index.ts';
import { TrackerMonsterDocument } from '../../../../gql/graphql.ts';
import { useTrackerEncounterRulesQuery } from '../../../../gql/hooks.ts';

export interface TrackerRulesState {
  rules: EncounterRules | undefined;
  loading: boolean;
  error?: string;
}

/** The encounter rules catalogue, through the persisted cache like every rules query. */
export function useTrackerRules(): TrackerRulesState {
  const { data, dataState, loading, error } = useTrackerEncounterRulesQuery();
  const complete = dataState === 'complete' ? data : undefined;
  const indexed = useMemo(() => {
    if (!complete) return undefined;
    try {
      return { rules: indexEncounterRules(complete.encounterRules as EncounterRuleInput[]) };
    } catch (problem) {
      return { error: (problem as Error).message };
    }
  }, [complete]);
  return {
    rules: indexed?.rules,
    loading: loading && !indexed,
    ...(indexed?.error ? { error: indexed.error } : error && !indexed ? { error: error.message } : {}),
  };
}

/** One monster's reading (cache first), or why there is none. */
export async function loadMonsterReading(client: ApolloClient, rules: EncounterRules, name: string): Promise<MonsterReading | string> {
  try {
    const { data } = await client.query({ query: TrackerMonsterDocument, variables: { name } });
    const record = data?.monster;
    return record ? readMonster(rules, record as MonsterSource) : `The rules data has no monster named "${name}".`;
  } catch (problem) {
    return `Could not load ${name}: ${(problem as Error).message}`;
  }
}

export interface MonsterReadingsState {
  /** By record name, as the encounter and the combatants name them. */
  readings: ReadonlyMap<string, MonsterReading>;
  /** Names still being fetched. */
  loading: boolean;
  /** Names the server has no record of, or could not be asked about, with why. */
  problems: ReadonlyMap<string, string>;
}

/**
 * The readings of these monster records. The number of monsters changes with the fight, which one hook per query
 * cannot follow, so each record is asked for through the client (cache first: a record read once comes from the
 * persisted cache afterwards).
 */
export function useMonsterReadings(names: readonly string[], rules: EncounterRules | undefined): MonsterReadingsState {
  const client = useApolloClient();
  const wanted = useMemo(() => [...new Set(names)].sort(), [names]);
  const key = wanted.join('\n');
  const [state, setState] = useState<{ readings: Map<string, MonsterReading>; problems: Map<string, string> }>(() => ({ readings: new Map(), problems: new Map() }));
  useEffect(() => {
    if (!rules) return;
    let stopped = false;
    const missing = key ? key.split('\n').filter((name) => !state.readings.has(name) && !state.problems.has(name)) : [];
    for (const name of missing) {
      void loadMonsterReading(client, rules, name).then((reading) => {
        if (stopped) return;
        setState((previous) => {
          const next = { readings: new Map(previous.readings), problems: new Map(previous.problems) };
          if (typeof reading === 'string') next.problems.set(name, reading);
          else next.readings.set(name, reading);
          return next;
        });
      });
    }
    return () => {
      stopped = true;
    };
    // Asked again only when the names or the rules change; the readings gathered so far are not a reason to ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, rules]);
  return useMemo(
    () => ({ readings: state.readings, problems: state.problems, loading: wanted.some((name) => !state.readings.has(name) && !state.problems.has(name)) }),
    [state, wanted],
  );
}
