// Public API of the encounter engine (framework-free): the XP method, monster reading, the generator, the combat
// tracker's reducer and its rolls, the encounter document and the players' view. Pages and the CLI import from here.
export { ENCOUNTER_CONSTANTS, type EncounterConstantName, type EncounterRule } from '../../schemas/encounter-rules.ts';
export { conditionNamed, conditionsImplied, EncounterRulesError, indexEncounterRules, type ChallengeRatingRow, type ConditionRow, type EncounterRuleInput, type EncounterRules, type LevelRow, type MultiplierStep, type PartySizeRow } from './rules.ts';
export { challengeRatingOfXp, challengeRatingRow, challengeRatingValue, recordXpNote, xpForChallengeRating } from './challenge-rating.ts';
export {
  adventuringDayBudget,
  DIFFICULTIES,
  difficultyFor,
  encounterMultiplier,
  evaluateEncounter,
  levelRow,
  partyThresholds,
  THRESHOLD_DIFFICULTIES,
  type Difficulty,
  type DifficultyMonster,
  type EncounterEvaluation,
  type EvaluatedMonster,
  type MultiplierResult,
  type ThresholdDifficulty,
  type Thresholds,
} from './difficulty.ts';
export { baseType as baseCreatureType, monsterKind, type MonsterKind } from '../../text/monster-kind.ts';
export { defensesFor, readDefenses, type ConditionalDefense, type DefenseKind, type MonsterDefenses } from './defenses.ts';
export {
  behaviorStatus,
  readBehavior,
  readRestriction,
  type AttackReading,
  type BehaviorKind,
  type BehaviorReading,
  type BehaviorStatus,
  type DamageReading,
  type DcReading,
  type DiceReading,
  type UsesPer,
  type UsesReading,
} from './behaviors.ts';
export { readChallengeRating, readMonster, type AbilityReading, type ChallengeRatingReading, type MonsterReading, type MonsterSource, type VillainousReading } from './monster-reading.ts';
export { characterNumbers, partyCharacter, partyLevels, type SheetForEncounter } from './party.ts';
export {
  DEADLY_WINDOW_FACTOR,
  generateEncounter,
  generatorCandidates,
  matchesMonsterFilters,
  targetWindow,
  type FilterableMonster,
  type GeneratorCandidate,
  type GeneratorInput,
  type GeneratorResult,
  type MonsterFilters,
} from './generator.ts';
export {
  ENCOUNTER_DOCUMENT_VERSION,
  encounterDocumentSchema,
  type ActiveCondition,
  type Combatant,
  type CustomMonster,
  type EncounterDocument,
  type EncounterMonster,
  type EncounterParty,
  type GeneratorSettings,
  type HitPoints,
  type LogEntry,
  type PartyCharacter,
  type TrackerDefenses,
  type TrackerState,
} from './document-schema.ts';
export {
  combatantsForEncounter,
  encounterDifficulty,
  encounterFileName,
  EncounterDocumentError,
  exportEncounter,
  importEncounter,
  keptForGenerator,
  newEncounter,
  parseEncounterDocument,
  withProposal,
  withTracker,
  type DocumentDifficulty,
  type FightOptions,
} from './document.ts';
export type { InitiativeRoll, NewCombatant, RechargeRoll, TrackerAction } from './tracker/actions.ts';
export { createTrackerReducer, ENDED_LIMIT, LOG_LIMIT, newTracker, type TrackerReducer } from './tracker/reducer.ts';
export { compareInitiative, conditionEnd, conditionHolds, sortByInitiative } from './tracker/turn-order.ts';
export { nextTurn, rollInitiative, type InitiativeOptions } from './tracker/rolls.ts';
export { characterCombatant, customCombatant, DEFAULT_VILLAINOUS_POOLS, handCombatant, monsterCombatant, monsterHitPoints, type CharacterNumbers, type MonsterHitPointsChoice } from './tracker/combatants.ts';
export { creatureState, playerView, type CreatureState, type PlayerView, type PlayerViewCombatant } from './player-view.ts';
