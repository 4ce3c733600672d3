// The rules data of the character tools, loaded once through the persisted Apollo cache and indexed once per result.
import { useMemo } from 'react';
import type { IndexedRules, RulesData } from '../../../../../core/engine/index.ts';
import { useToolsRulesQuery } from '../../../gql/hooks.ts';
import { indexToolsRules, levelUpRulesOf, toolsRulesData } from './tools-rules-data.ts';
import type { LevelUpRules } from '../../../../../core/engine/levelup/index.ts';

export interface ToolsRulesState {
  rules: IndexedRules | undefined;
  /** The same rules unindexed, for adding a character's homebrew packs to. */
  data: RulesData | undefined;
  /** The rules with the multiclassing minimums, for the level up (same index). */
  levelUpRules: LevelUpRules | undefined;
  loading: boolean;
  error?: Error;
}

export function useToolsRules(): ToolsRulesState {
  const { data, dataState, loading, error } = useToolsRulesQuery();
  const complete = dataState === 'complete' ? data : undefined;
  const rules = useMemo(() => (complete ? indexToolsRules(complete) : undefined), [complete]);
  const levelUpRules = useMemo(() => (complete ? levelUpRulesOf(complete) : undefined), [complete]);
  const rulesData = useMemo(() => (complete ? toolsRulesData(complete) : undefined), [complete]);
  return { rules, data: rulesData, levelUpRules, loading: loading && !rules, ...(error && !rules ? { error } : {}) };
}
