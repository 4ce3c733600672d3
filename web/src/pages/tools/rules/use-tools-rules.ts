// The rules data of the character tools, loaded once through the persisted Apollo cache and indexed once per result.
// The gear catalogue is a query of its own, sent only when the page's character carries an enhanced item.
import { useMemo } from 'react';
import type { IndexedRules, RulesData } from '../../../../../core/engine/index.ts';
import { useToolsGearMechanicsQuery, useToolsRulesQuery } from '../../../gql/hooks.ts';
import { indexToolsRules, levelUpRulesOf, toolsRulesData, withGearMechanics } from './tools-rules-data.ts';
import type { LevelUpRules } from '../../../../../core/engine/levelup/index.ts';

export interface ToolsRulesState {
  rules: IndexedRules | undefined;
  /** The same rules unindexed, for adding a character's homebrew packs to. */
  data: RulesData | undefined;
  /** The rules with the multiclassing minimums, for the level up (same index). */
  levelUpRules: LevelUpRules | undefined;
  loading: boolean;
  /** The gear catalogue is asked for and not here yet (the rules are shown without item effects until it is). */
  gearLoading: boolean;
  error?: Error;
}

/** `gear`: the character carries an enhanced item, so its effects need the gear catalogue. */
export function useToolsRules(options: { gear?: boolean } = {}): ToolsRulesState {
  const { data, dataState, loading, error } = useToolsRulesQuery();
  const gearQuery = useToolsGearMechanicsQuery({ skip: !options.gear });
  const complete = dataState === 'complete' ? data : undefined;
  const gear = options.gear && gearQuery.dataState === 'complete' ? gearQuery.data : undefined;
  const base = useMemo(() => (complete ? indexToolsRules(complete) : undefined), [complete]);
  const rules = useMemo(() => (base && gear ? withGearMechanics(base, gear) : base), [base, gear]);
  const levelUpRules = useMemo(() => (complete && rules ? { ...levelUpRulesOf(complete), rules } : undefined), [complete, rules]);
  const rulesData = useMemo(() => (complete ? toolsRulesData(complete) : undefined), [complete]);
  const gearLoading = options.gear === true && !gear && !gearQuery.error;
  return { rules, data: rulesData, levelUpRules, loading: loading && !rules, gearLoading, ...(error && !rules ? { error } : {}) };
}
