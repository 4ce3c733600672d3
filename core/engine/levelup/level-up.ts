// Taking a new level and giving the last one back, over the stored character. A level up refuses, naming the rule,
// a level past 20, an unknown class, unmet multiclass minimums, a hit point roll outside the die and any choice the
// level requires left unmade (or made where the level asks none); the character given is never changed. Each level
// is kept in `levelHistory`, so a level down removes exactly what its level added.
import type { AbilityScoreImprovement, CharacterClass, LevelRecord, RawCharacter } from '../character/types.ts';
import { ABILITIES } from '../character/types.ts';
import { computeCharacter, totalLevel } from '../compute/compute-character.ts';
import { experienceForLevel, MAX_TOTAL_LEVEL } from '../compute/experience.ts';
import { featureChoicesOf, setFeatureChoice } from '../features/builder-choices.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { ClassRule } from '../rules/types.ts';
import { ARCHETYPE_LEVEL, improvementsAtLevel } from '../transitions/classes.ts';
import { maneuverHome } from '../validation/maneuvers.ts';
import { levelHistoryOf } from './history.ts';
import { classLevelChoices, entryOrEmpty, newFeatureChoices } from './open-choices.ts';
import { unmetMessage, unmetMulticlassMinimums, type UnmetMinimum } from './prerequisites.ts';
import { LevelUpError, type LevelProblem, type LevelUpChoice, type LevelUpRules, type OpenChoice } from './types.ts';
import { featureHitPointsOfLevel } from './hit-points.ts';

/** An ability score improvement raises scores by 2 points in all, no score past this. */
export const IMPROVEMENT_POINTS = 2;
export const IMPROVEMENT_SCORE_LIMIT = 20;

export interface LevelUpPlan {
  className: string;
  /** The class's position once the level is taken (a new class goes last). */
  index: number;
  isNewClass: boolean;
  /** The class's level after the level up. */
  classLevel: number;
  /** The hit die's size and its average (the fixed value); at the first character level, the first level's hit points. */
  hitDie: number;
  average: number;
  isFirstCharacterLevel: boolean;
  unmetPrerequisites: UnmetMinimum[];
  /** Hit points the character's features add with this level (a per-level bonus), with the choices given so far. */
  featureHitPoints: number;
  /** Every choice the level asks with the answers given so far (a feat or archetype chosen can open more). */
  open: OpenChoice[];
}

export interface LevelUpOptions {
  /**
   * Replaying the levels after a changed past one: a choice that no longer fits is kept as given and flagged on the
   * level's record (`problems`) instead of refusing the level, so nothing the player chose is dropped unseen.
   */
  flagProblems?: boolean;
}

export interface LevelUpResult {
  character: RawCharacter;
  record: LevelRecord;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function classRuleOf(rules: IndexedRules, className: string): ClassRule {
  const classRule = rules.classes.get(className);
  if (!classRule) throw new LevelUpError('unknown-class', `Unknown class "${className}": the loaded rules have ${rules.classes.all.map((c) => c.name).join(', ')}.`);
  return classRule;
}

function withEntry(character: RawCharacter, index: number, entry: CharacterClass): RawCharacter {
  const classes = [...character.classes];
  classes[index] = entry;
  return { ...character, classes };
}

/** The character with the class level added and nothing chosen yet (no hit points, no picks). */
function withBareLevel(character: RawCharacter, classRule: ClassRule): { next: RawCharacter; index: number; isNewClass: boolean } {
  const held = character.classes.findIndex((entry) => sameName(entry.name, classRule.name));
  const index = held >= 0 ? held : character.classes.length;
  const entry = entryOrEmpty(character, index, classRule.name);
  return { next: withEntry(character, index, { ...entry, levels: (Number(entry.levels) || 0) + 1 }), index, isNewClass: held < 0 };
}

/** The structural choices applied (archetype, improvement, style): later choices (a feat's ability) depend on them. */
function withStructuralChoices(character: RawCharacter, index: number, choice: LevelUpChoice): RawCharacter {
  const entry = character.classes[index]!;
  const next: CharacterClass = { ...entry };
  if (choice.archetype) next.archetype = { name: choice.archetype };
  if (choice.abilityScoreImprovement) next.abilityScoreImprovements = [...(entry.abilityScoreImprovements ?? []), choice.abilityScoreImprovement];
  if (choice.fightingStyle) next.fightingStyle = choice.fightingStyle;
  return withEntry(character, index, next);
}

/** What a level in the class would bring and ask, given the answers so far; throws only for a level that cannot be taken. */
export function planLevelUp(character: RawCharacter, levelUpRules: LevelUpRules, choice: LevelUpChoice): LevelUpPlan {
  const { rules } = levelUpRules;
  const total = totalLevel(character);
  if (total >= MAX_TOTAL_LEVEL) throw new LevelUpError('max-level', `${character.name || 'The character'} is level ${total}: a character's level cannot pass ${MAX_TOTAL_LEVEL}.`);
  const classRule = classRuleOf(rules, choice.className);
  const { next, index, isNewClass } = withBareLevel(character, classRule);
  const structural = withStructuralChoices(next, index, choice);
  const open = [...classLevelChoices(character, structural, index, rules), ...newFeatureChoices(character, structural, rules)];
  return {
    className: classRule.name,
    index,
    isNewClass,
    classLevel: next.classes[index]!.levels,
    hitDie: total === 0 ? classRule.hitPointsAtFirstLevelNumber : classRule.hitDiceDieType,
    average: total === 0 ? classRule.hitPointsAtFirstLevelNumber : classRule.hitPointsAtHigherLevelsNumber,
    isFirstCharacterLevel: total === 0,
    unmetPrerequisites: isNewClass && total > 0 ? unmetMulticlassMinimums(character, levelUpRules, classRule.name) : [],
    featureHitPoints: featureHitPointsOfLevel(character, structural, rules),
    open,
  };
}

/** The hit die's share of the level: the first level's hit points, the average, or a roll within the die. */
function levelHitPoints(character: RawCharacter, plan: LevelUpPlan, asked: LevelUpChoice['hitPoints']): LevelRecord['hitPoints'] {
  if (plan.isFirstCharacterLevel) return { value: plan.average, method: 'first level' };
  if (asked === undefined || asked === 'average') return { value: plan.average, method: 'average' };
  if (!Number.isInteger(asked) || asked < 1 || asked > plan.hitDie) {
    throw new LevelUpError('hit-point-roll', `A hit point roll for ${plan.className} (d${plan.hitDie}) must be a whole number from 1 to ${plan.hitDie}; got ${asked}.`);
  }
  if (character.settings?.isFixedHitPoints) {
    throw new LevelUpError('hit-point-roll', `${character.name || 'The character'} takes the fixed hit points every level (hit point setting Fixed): a roll of ${asked} would not count; take the average or switch the setting.`);
  }
  return { value: asked, method: 'roll' };
}

function findOpen(open: readonly OpenChoice[], rule: OpenChoice['rule']): OpenChoice | undefined {
  return open.find((choice) => choice.rule === rule);
}

/** A single pick (archetype, style) asked or not: refused when missing, unasked or not among the options. */
function checkSingle(open: readonly OpenChoice[], rule: 'archetype' | 'fighting-style', given: string | undefined, label: string, level: string): void {
  const asked = findOpen(open, rule);
  if (!asked && given) throw new LevelUpError(rule, `${level} takes no ${label} at this level: "${given}" cannot be chosen now.`);
  if (asked && !given) throw new LevelUpError(rule, `${asked.label}: the level cannot be taken without it.`);
  if (asked && given && asked.options && !asked.options.some((option) => sameName(option, given))) {
    throw new LevelUpError(rule, `"${given}" is not a ${label} ${level} may choose (${asked.options.join(', ')}).`);
  }
}

function checkImprovement(character: RawCharacter, rules: IndexedRules, open: readonly OpenChoice[], given: AbilityScoreImprovement | undefined, level: string): void {
  const asked = findOpen(open, 'ability-score-improvement');
  if (!asked && given) throw new LevelUpError('ability-score-improvement', `${level} grants no ability score improvement or feat at this level.`);
  if (!asked) return;
  if (!given) throw new LevelUpError('ability-score-improvement', `${asked.label}: the level cannot be taken without it.`);
  if (given.type === 'Feat') {
    if (!rules.feats.has(given.name) && !(character.customFeats ?? []).includes(given.name)) throw new LevelUpError('ability-score-improvement', `Unknown feat "${given.name}".`);
    return;
  }
  const increases = given.abilitiesIncreased ?? [];
  const scores = computeCharacter(character, rules).abilityScores;
  for (const { name, value } of increases) {
    if (!(ABILITIES as readonly string[]).includes(name)) throw new LevelUpError('ability-score-improvement', `"${name}" is not an ability (${ABILITIES.join(', ')}).`);
    if (!Number.isInteger(value) || value < 1) throw new LevelUpError('ability-score-improvement', `An increase of ${name} must be a whole number of at least 1; got ${value}.`);
    const score = scores[name as keyof typeof scores].value;
    if (score + value > IMPROVEMENT_SCORE_LIMIT) throw new LevelUpError('ability-score-improvement', `${name} is ${score}: an ability score improvement cannot raise a score past ${IMPROVEMENT_SCORE_LIMIT}.`);
  }
  if (new Set(increases.map((increase) => increase.name)).size !== increases.length) throw new LevelUpError('ability-score-improvement', 'An ability score improvement names each ability once.');
  const points = increases.reduce((sum, increase) => sum + increase.value, 0);
  if (points !== IMPROVEMENT_POINTS) throw new LevelUpError('ability-score-improvement', `An ability score improvement adds ${IMPROVEMENT_POINTS} points in all (one ability +2, or two +1); got ${points}.`);
}

/** Picks of a list choice (powers, maneuvers, expertise): exactly the count asked, each among the options, each once. */
function checkPicks(asked: OpenChoice | undefined, rule: OpenChoice['rule'], picks: readonly string[], noun: string, level: string): void {
  if (!asked) {
    if (picks.length > 0) throw new LevelUpError(rule, `${level} learns no ${noun} at this level: ${picks.join(', ')} cannot be chosen now.`);
    return;
  }
  if (new Set(picks).size !== picks.length) throw new LevelUpError(rule, `${asked.label}: a pick is named twice.`);
  const outside = picks.filter((pick) => asked.options && !asked.options.includes(pick));
  if (outside.length > 0) throw new LevelUpError(rule, `${asked.label}: ${outside.join(', ')} cannot be chosen (unknown, already known or above the level allowed).`);
  if (picks.length !== asked.count) throw new LevelUpError(rule, `${asked.label}: ${picks.length} chosen, the level needs exactly ${asked.count}.`);
}

/** Splits the powers given by their type in the rules; an unknown one refuses the level, or is flagged in `problems`. */
function powersByType(rules: IndexedRules, powers: readonly string[], problems?: LevelProblem[]): { Force: string[]; Tech: string[] } {
  const out = { Force: [] as string[], Tech: [] as string[] };
  for (const name of powers) {
    const power = rules.powers.get(name);
    if (!power || (power.powerType !== 'Force' && power.powerType !== 'Tech')) {
      if (!problems) throw new LevelUpError('powers', `Unknown power "${name}".`);
      problems.push({ rule: 'powers', message: `Unknown power "${name}".` });
      continue;
    }
    out[power.powerType].push(power.name);
  }
  return out;
}

/**
 * Takes one level. The class must be held or, for a new class, its and every held class's multiclass minimums met;
 * hit points are the average unless a roll is given; every choice the level asks must be answered, and nothing it
 * does not ask may be. Experience is raised to the new level's threshold when below it (kept in the record).
 */
export function levelUp(character: RawCharacter, levelUpRules: LevelUpRules, choice: LevelUpChoice, options: LevelUpOptions = {}): LevelUpResult {
  const { rules } = levelUpRules;
  const lenient = options.flagProblems === true;
  const problems: LevelProblem[] = [];
  /** A broken rule refuses the level, or, when replaying later levels after a past one changed, is flagged on it. */
  const check = <T>(run: () => T, fallback: T): T => {
    try {
      return run();
    } catch (error) {
      if (!lenient || !(error instanceof LevelUpError)) throw error;
      problems.push({ rule: error.rule, message: error.message });
      return fallback;
    }
  };
  const plan = planLevelUp(character, levelUpRules, choice);
  if (plan.unmetPrerequisites.length > 0) check(() => { throw new LevelUpError('multiclass-prerequisite', unmetMessage(plan.className, plan.unmetPrerequisites)); }, undefined);
  const history = levelHistoryOf(character, rules);
  const hitPoints = check(() => levelHitPoints(character, plan, choice.hitPoints), { value: plan.average, method: 'average' as const });
  const level = `${plan.className} ${plan.classLevel}`;
  const given = (rule: 'archetype' | 'fighting-style', name: string | undefined) =>
    name && (findOpen(plan.open, rule)?.options?.find((option) => sameName(option, name)) ?? (lenient ? name : undefined));
  const archetype = given('archetype', choice.archetype);
  const style = given('fighting-style', choice.fightingStyle);
  check(() => checkSingle(plan.open, 'archetype', choice.archetype, 'archetype', level), undefined);
  check(() => checkSingle(plan.open, 'fighting-style', choice.fightingStyle, 'fighting style', level), undefined);
  check(() => checkImprovement(character, rules, plan.open, choice.abilityScoreImprovement, level), undefined);
  const powers = powersByType(rules, choice.powers ?? [], lenient ? problems : undefined);
  const powerChoices = plan.open.filter((open) => open.rule === 'powers');
  for (const type of ['Force', 'Tech'] as const) {
    check(() => checkPicks(powerChoices.find((open) => open.label.includes(` ${type.toLowerCase()} power`)), 'powers', powers[type], `${type.toLowerCase()} powers`, level), undefined);
  }
  check(() => checkPicks(findOpen(plan.open, 'maneuvers'), 'maneuvers', choice.maneuvers ?? [], 'maneuvers', level), undefined);
  check(() => checkPicks(findOpen(plan.open, 'expertise'), 'expertise', choice.expertise ?? [], 'expertise', level), undefined);

  // The class level with its hit points and the structural choices.
  const { next: bare, index } = withBareLevel(character, classRuleOf(rules, plan.className));
  let entry: CharacterClass = { ...bare.classes[index]! };
  if (!hitPoints || hitPoints.method !== 'first level') {
    const list = [...(entry.hitPoints ?? [])];
    const position = Math.min(list.length, entry.levels - (index === 0 ? 2 : 1));
    list.splice(position, 0, hitPoints.value);
    entry.hitPoints = list;
  }
  if (archetype) entry.archetype = { name: archetype };
  if (choice.abilityScoreImprovement) entry.abilityScoreImprovements = [...(entry.abilityScoreImprovements ?? []), choice.abilityScoreImprovement];
  if (style) entry.fightingStyle = style;
  if (powers.Force.length > 0) entry = addPicks(entry, 'forcePowers', powers.Force, rules, 'Force');
  if (powers.Tech.length > 0) entry = addPicks(entry, 'techPowers', powers.Tech, rules, 'Tech');
  if (choice.maneuvers?.length) entry = addPicks(entry, 'maneuvers', choice.maneuvers, rules);
  if (choice.expertise?.length) entry = { ...entry, expertise: [...(entry.expertise ?? []), ...choice.expertise] };
  let next = withEntry(bare, index, entry);

  // Feature choices the level opens, read once the structural choices are in place (a feat's ability, a style's pick).
  // Flagged rather than applied when they no longer fit: the record keeps the answers as given.
  const answeredChoices = check(() => answerFeatureChoices(character, next, rules, choice.featureChoices ?? {}), undefined);
  const featurePicks = answeredChoices?.picks ?? { ...choice.featureChoices };
  const featureChoicesBefore = answeredChoices?.before;
  if (answeredChoices) next = answeredChoices.character;

  const record: LevelRecord = { level: totalLevel(character) + 1, className: plan.className, classLevel: plan.classLevel, hitPoints };
  if (archetype) record.archetype = archetype;
  if (choice.abilityScoreImprovement) record.abilityScoreImprovement = choice.abilityScoreImprovement;
  if (style) record.fightingStyle = style;
  if (powers.Force.length > 0) record.forcePowers = powers.Force;
  if (powers.Tech.length > 0) record.techPowers = powers.Tech;
  if (choice.maneuvers?.length) record.maneuvers = [...choice.maneuvers];
  if (choice.expertise?.length) record.expertise = [...choice.expertise];
  if (Object.keys(featurePicks).length > 0) {
    record.featureChoices = featurePicks;
    if (featureChoicesBefore) record.featureChoicesBefore = featureChoicesBefore;
  }
  // As planned: the structural choices (a feat, an archetype) are in it, and what the other answers add is neither.
  if (plan.featureHitPoints !== 0) record.featureHitPoints = plan.featureHitPoints;
  if (problems.length > 0) record.problems = problems;
  const needed = experienceForLevel(rules, record.level);
  const experience = Number(character.experiencePoints) || 0;
  if (experience < needed) {
    record.experienceBefore = character.experiencePoints;
    next = { ...next, experiencePoints: needed };
  }
  return { character: { ...next, levelHistory: [...history, record] }, record };
}

type PickList = 'forcePowers' | 'techPowers' | 'maneuvers';

/** New picks go where the class keeps them: the class's own list, or the archetype's for an archetype's casting or maneuvers. */
function addPicks(entry: CharacterClass, list: PickList, names: readonly string[], rules: IndexedRules, type?: 'Force' | 'Tech'): CharacterClass {
  const onArchetype = list === 'maneuvers' ? maneuverHome(entry) === 'archetype' : rules.classes.get(entry.name)?.casterType !== type && entry.archetype !== undefined;
  if (onArchetype && entry.archetype) return { ...entry, archetype: { ...entry.archetype, [list]: [...(entry.archetype[list] ?? []), ...names] } };
  return { ...entry, [list]: [...(entry[list] ?? []), ...names] };
}

/** Stores the answers to the feature choices the level opens; every one must be answered, and only those. */
function answerFeatureChoices(
  before: RawCharacter,
  after: RawCharacter,
  rules: IndexedRules,
  given: Record<string, string[]>,
): { character: RawCharacter; before: Record<string, string[] | null>; picks: Record<string, string[]> } {
  const asked = newFeatureChoices(before, after, rules);
  const choices = featureChoicesOf(after, rules);
  const used = new Set<string>();
  let character = after;
  const previous: Record<string, string[] | null> = {};
  const picks: Record<string, string[]> = {};
  for (const open of asked) {
    const feature = choices.find((choice) => choice.key === open.key && choice.position === open.position)!;
    const answerKey = [open.key!, feature.feature].find((name) => given[name] !== undefined && !used.has(name));
    if (!answerKey) throw new LevelUpError('feature-choice', `${open.label}: the level cannot be taken without it (answer under "${open.key}").`);
    used.add(answerKey);
    const answer = given[answerKey]!;
    if (answer.length !== open.count) throw new LevelUpError('feature-choice', `${open.label}: ${answer.length} chosen, it needs exactly ${open.count}.`);
    const outside = answer.filter((pick) => open.options && !open.options.includes(pick));
    if (outside.length > 0) throw new LevelUpError('feature-choice', `${open.label}: ${outside.join(', ')} is not one of ${open.options!.join(', ')}.`);
    if (!(open.key! in previous)) previous[open.key!] = before.featureChoices?.[open.key!] ? [...before.featureChoices[open.key!]!] : null;
    character = setFeatureChoice(character, feature, answer);
    picks[open.key!] = [...(character.featureChoices?.[open.key!] ?? [])];
  }
  const unasked = Object.keys(given).filter((key) => !used.has(key));
  if (unasked.length > 0) throw new LevelUpError('feature-choice', `This level opens no feature choice "${unasked.join('", "')}".`);
  return { character, before: previous, picks };
}

function withoutNames(list: readonly string[] | undefined, names: readonly string[] | undefined): string[] | undefined {
  if (!list || !names?.length) return list ? [...list] : undefined;
  const out = [...list];
  for (const name of names) {
    const at = out.lastIndexOf(name);
    if (at >= 0) out.splice(at, 1);
  }
  return out;
}

function removePicks(entry: CharacterClass, list: PickList | 'expertise', names: readonly string[] | undefined): CharacterClass {
  if (!names?.length) return entry;
  const next: CharacterClass = { ...entry };
  const own = withoutNames(entry[list], names);
  if (own && own.length > 0) next[list] = own;
  else delete next[list];
  if (list !== 'expertise' && next.archetype?.[list]) {
    const still = names.filter((name) => !(entry[list] ?? []).includes(name));
    const archetypeList = withoutNames(next.archetype[list], still);
    const archetype = { ...next.archetype };
    if (archetypeList && archetypeList.length > 0) archetype[list] = archetypeList;
    else delete archetype[list];
    next.archetype = archetype;
  }
  return next;
}

/**
 * Gives back the last level: the class level and everything its record says it added (hit points, improvement or
 * feat, archetype, style, powers, maneuvers, expertise, feature choices, raised experience). A character without
 * records is given its rebuilt ones first; for a rebuilt level what it added is read from the class (the hit point
 * entry, the improvement of that class level, the archetype below its level). The first level stays.
 */
export function levelDown(character: RawCharacter, levelUpRules: LevelUpRules): RawCharacter {
  const { rules } = levelUpRules;
  const total = totalLevel(character);
  if (total <= 1) throw new LevelUpError('level-down', `${character.name || 'The character'} is level ${total}: a character keeps its first level (delete the class in the builder to start again).`);
  const history = levelHistoryOf(character, rules);
  const last = history.at(-1);
  const index = last ? character.classes.findIndex((entry) => sameName(entry.name, last.className)) : -1;
  const held = index >= 0 ? character.classes[index]! : undefined;
  if (!last || !held || last.level !== total || held.levels !== last.classLevel) {
    const holds = character.classes.map((entry) => `${entry.name} ${entry.levels}`).join(', ');
    const says = last ? `${last.className} ${last.classLevel} as level ${last.level}` : 'nothing';
    throw new LevelUpError('level-down', `The level records end with ${says}, but the character holds ${holds} (level ${total}): the classes were changed outside level up, so the last level cannot be told apart.`);
  }
  if (index === 0 && held.levels === 1) throw new LevelUpError('level-down', 'The first class\'s first level is the character\'s first level and stays.');
  const rebuilt = last.unknown !== undefined || character.levelHistory === undefined;
  let entry: CharacterClass = { ...held, levels: held.levels - 1 };
  if (last.hitPoints.method !== 'first level' && (entry.hitPoints ?? []).length > 0) {
    const list = [...entry.hitPoints];
    list.splice(Math.min(list.length - 1, held.levels - (index === 0 ? 2 : 1)), 1);
    entry.hitPoints = list;
  }
  if (last.abilityScoreImprovement && (entry.abilityScoreImprovements ?? []).length > 0) {
    const list = [...entry.abilityScoreImprovements];
    list.splice(Math.min(list.length - 1, improvementsAtLevel(held.levels, rules.classes.get(held.name)) - 1), 1);
    entry.abilityScoreImprovements = list;
  }
  if (last.archetype || (rebuilt && entry.levels < ARCHETYPE_LEVEL)) delete entry.archetype;
  if (last.fightingStyle) delete entry.fightingStyle;
  entry = removePicks(entry, 'forcePowers', last.forcePowers);
  entry = removePicks(entry, 'techPowers', last.techPowers);
  entry = removePicks(entry, 'maneuvers', last.maneuvers);
  entry = removePicks(entry, 'expertise', last.expertise);
  const classes = entry.levels > 0 ? character.classes.map((other, at) => (at === index ? entry : other)) : character.classes.filter((_, at) => at !== index);
  let next: RawCharacter = { ...character, classes, levelHistory: history.slice(0, -1) };
  if (last.featureChoicesBefore) {
    const stored = { ...(next.featureChoices ?? {}) };
    for (const [key, value] of Object.entries(last.featureChoicesBefore)) {
      if (value) stored[key] = [...value];
      else delete stored[key];
    }
    // A character that had no answers before gets none back (not an empty object), so it reads as it did.
    if (Object.keys(stored).length > 0) next = { ...next, featureChoices: stored };
    else {
      const { featureChoices: _none, ...rest } = next;
      next = rest;
    }
  }
  if (last.experienceBefore !== undefined) next = { ...next, experiencePoints: last.experienceBefore };
  return next;
}
