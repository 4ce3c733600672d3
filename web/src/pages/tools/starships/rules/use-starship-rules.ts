// The starship rules, loaded once through the persisted Apollo cache and indexed once per result.
import { useMemo } from 'react';
import type { StarshipRules } from '../../../../../../core/engine/starships/index.ts';
import { useStarshipRulesQuery } from '../../../../gql/hooks.ts';
import { indexStarshipRulesQuery } from './starship-rules-data.ts';

export interface StarshipRulesState {
  rules: StarshipRules | undefined;
  loading: boolean;
  error?: Error;
}

export function useStarshipRules(): StarshipRulesState {
  const { data, dataState, loading, error } = useStarshipRulesQuery();
  const complete = dataState === 'complete' ? data : undefined;
  const [rules, indexError] = useMemo((): [StarshipRules | undefined, Error | undefined] => {
    if (!complete) return [undefined, undefined];
    try {
      return [indexStarshipRulesQuery(complete), undefined];
    } catch (failure) {
      // A catalogue the engine cannot read (a bad import) is named on the page rather than breaking it.
      return [undefined, failure as Error];
    }
  }, [complete]);
  const failure = indexError ?? (error && !rules ? error : undefined);
  return { rules, loading: loading && !rules, ...(failure ? { error: failure } : {}) };
}
