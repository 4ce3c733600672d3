// The level-up engine: a new level by the rules, the last level given back, and the record of every level.
export { levelDown, levelUp, planLevelUp, IMPROVEMENT_POINTS, IMPROVEMENT_SCORE_LIMIT, type LevelUpPlan, type LevelUpResult } from './level-up.ts';
export { levelHistoryOf, reconstructHistory } from './history.ts';
export { minimumText, unmetMulticlassMinimums, type UnmetMinimum } from './prerequisites.ts';
export { indexPrerequisites, LevelUpError, type LevelUpChoice, type LevelUpRule, type LevelUpRules, type OpenChoice } from './types.ts';
