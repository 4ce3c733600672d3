// The level-up engine: a new level by the rules, the last level given back, and the record of every level.
export { levelDown, levelUp, planLevelUp, IMPROVEMENT_POINTS, IMPROVEMENT_SCORE_LIMIT, type LevelUpOptions, type LevelUpPlan, type LevelUpResult } from './level-up.ts';
export { levelHistoryOf, reconstructHistory } from './history.ts';
export { minimumText, unmetMulticlassMinimums, type UnmetMinimum } from './prerequisites.ts';
export { indexPrerequisites, LevelUpError, type LevelProblem, type LevelUpChoice, type LevelUpRule, type LevelUpRules, type OpenChoice } from './types.ts';
export { changeLevel, choiceOfRecord, pastLevel, type ChangedLevels, type PastLevel } from './change-level.ts';
export { featureHitPointsOfLevel } from './hit-points.ts';
