// The rules data of the character tools, loaded once through the persisted Apollo cache and indexed once per result.
import { useMemo } from 'react';
import type { IndexedRules } from '../../../../../core/engine/index.ts';
import { useToolsRulesQuery } from '../../../gql/hooks.ts';
import { indexToolsRules } from './tools-rules-data.ts';

export interface ToolsRulesState {
  rules: IndexedRules | undefined;
  loading: boolean;
  error?: Error;
}

export function useToolsRules(): ToolsRulesState {
  const { data, dataState, loading, error } = useToolsRulesQuery();
  const complete = dataState === 'complete' ? data : undefined;
  const rules = useMemo(() => (complete ? indexToolsRules(complete) : undefined), [complete]);
  return { rules, loading: loading && !rules, ...(error && !rules ? { error } : {}) };
}
