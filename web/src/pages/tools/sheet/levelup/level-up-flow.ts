// The level-up flow's logic, apart from React: the player makes the new level's choices on a draft (the character with
// the class level added), with the builder's own choice controls; the draft is read back into the engine's
// LevelUpChoice, and the engine (core/engine/levelup/) says what is still open, refuses what breaks a rule and makes
// the character that Confirm saves. Nothing here restates a level-up rule.
import {
  computeCharacter,
  experienceForLevel,
  featureChoicesOf,
  knownManeuvers,
  MAX_TOTAL_LEVEL,
  type CharacterClass,
  type ComputedCharacter,
  type IndexedRules,
  type RawCharacter,
} from '../../../../../../core/engine/index.ts';
import type { ClassRule } from '../../../../../../core/engine/rules/types.ts';
import { levelUp, LevelUpError, planLevelUp, unmetMulticlassMinimums, type UnmetMinimum, type LevelUpChoice, type LevelUpPlan, type LevelUpResult, type LevelUpRules, type OpenChoice } from '../../../../../../core/engine/levelup/index.ts';
import { entryOrEmpty } from '../../../../../../core/engine/levelup/open-choices.ts';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether the sheet offers a level up: below the cap, and the experience reached the next level (or milestone levelling). */
export function levelUpOffered(character: RawCharacter, sheet: Pick<ComputedCharacter, 'currentLevel' | 'experiencePoints'>, rules: IndexedRules): boolean {
  if (sheet.currentLevel >= MAX_TOTAL_LEVEL) return false;
  if (character.settings?.isMilestoneLevelling) return true;
  return sheet.experiencePoints.current >= experienceForLevel(rules, sheet.currentLevel + 1);
}

/** The classes the character does not hold, each with the multiclassing minimums it leaves unmet (none: it can be taken). */
export function classOptions(character: RawCharacter, levelUpRules: LevelUpRules, scores: ComputedCharacter['abilityScores']): { classRule: ClassRule; unmet: UnmetMinimum[] }[] {
  const held = new Set(character.classes.map((entry) => entry.name.toLowerCase()));
  return levelUpRules.rules.classes.all
    .filter((classRule) => !held.has(classRule.name.toLowerCase()))
    .map((classRule) => ({ classRule, unmet: unmetMulticlassMinimums(character, levelUpRules, classRule.name, scores) }));
}

/** The character with one level more in the class and nothing chosen yet: what the choice controls edit. */
export function draftWithLevel(character: RawCharacter, className: string): { draft: RawCharacter; index: number } {
  const held = character.classes.findIndex((entry) => sameName(entry.name, className));
  const index = held >= 0 ? held : character.classes.length;
  const entry = entryOrEmpty(character, index, className);
  const classes = [...character.classes];
  classes[index] = { ...entry, levels: (Number(entry.levels) || 0) + 1 };
  return { draft: { ...character, classes }, index };
}

const added = (before: readonly string[] | undefined, after: readonly string[] | undefined): string[] => {
  const had = new Set(before ?? []);
  return (after ?? []).filter((name) => !had.has(name));
};

const powersOf = (entry: CharacterClass): string[] => [
  ...(entry.forcePowers ?? []),
  ...(entry.techPowers ?? []),
  ...(entry.archetype?.forcePowers ?? []),
  ...(entry.archetype?.techPowers ?? []),
];

/** An improvement counts once it is whole: a feat named, or increases worth the points an improvement gives. */
function wholeImprovement(improvement: CharacterClass['abilityScoreImprovements'][number] | undefined): boolean {
  if (!improvement) return false;
  if (improvement.type === 'Feat') return Boolean(improvement.name);
  return (improvement.abilitiesIncreased ?? []).reduce((sum, { value }) => sum + (Number(value) || 0), 0) >= 2;
}

/**
 * The engine's choice read from the draft: what the draft's class entry holds that the character's did not (the
 * archetype, the improvement at the next place, the style, the new powers, maneuvers and expertise) and the answers
 * to the feature choices the level opens.
 */
export function choiceFromDraft(character: RawCharacter, draft: RawCharacter, index: number, hitPoints: LevelUpChoice['hitPoints'], rules: IndexedRules): LevelUpChoice {
  const now = draft.classes[index]!;
  const was = entryOrEmpty(character, index, now.name);
  const choice: LevelUpChoice = { className: now.name, hitPoints };
  if (now.archetype?.name && !was.archetype?.name) choice.archetype = now.archetype.name;
  const improvement = (now.abilityScoreImprovements ?? [])[(was.abilityScoreImprovements ?? []).length];
  if (wholeImprovement(improvement)) choice.abilityScoreImprovement = improvement;
  if (now.fightingStyle && !was.fightingStyle) choice.fightingStyle = now.fightingStyle;
  const powers = added(powersOf(was), powersOf(now));
  if (powers.length > 0) choice.powers = powers;
  const maneuvers = added(knownManeuvers(was), knownManeuvers(now));
  if (maneuvers.length > 0) choice.maneuvers = maneuvers;
  const expertise = added(was.expertise, now.expertise);
  if (expertise.length > 0) choice.expertise = expertise;
  const answers: Record<string, string[]> = {};
  const before = new Map(featureChoicesOf(character, rules).map((open) => [`${open.key}@${open.position ?? ''}`, open.chosen.join('\n')]));
  for (const open of featureChoicesOf(draft, rules)) {
    const picks = open.chosen.filter(Boolean);
    if (picks.length === 0 || before.get(`${open.key}@${open.position ?? ''}`) === open.chosen.join('\n')) continue;
    // A second place of the same key (one ability per place) answers under the feature's name, as the engine reads it.
    answers[answers[open.key] ? open.feature : open.key] = picks;
  }
  if (Object.keys(answers).length > 0) choice.featureChoices = answers;
  return choice;
}

/** How many of an open choice's picks the answer holds (a single pick counts 1 once made). */
function picksMade(open: OpenChoice, choice: LevelUpChoice): number {
  const among = (picks: readonly string[] | undefined) => (picks ?? []).filter((pick) => !open.options || open.options.includes(pick)).length;
  switch (open.rule) {
    case 'archetype':
      return choice.archetype ? 1 : 0;
    case 'ability-score-improvement':
      return choice.abilityScoreImprovement ? 1 : 0;
    case 'fighting-style':
      return choice.fightingStyle ? 1 : 0;
    case 'powers':
      return among(choice.powers);
    case 'maneuvers':
      return among(choice.maneuvers);
    case 'expertise':
      return among(choice.expertise);
    case 'feature-choice':
      return Object.values(choice.featureChoices ?? {}).some((picks) => picks.length >= open.count && among(picks) === picks.length) ? open.count : 0;
  }
}

export interface FlowState {
  plan: LevelUpPlan;
  choice: LevelUpChoice;
  /** The labels of the choices still to make, as the engine names them. */
  open: string[];
  /** The leveled character and its record, once every choice is made and the engine accepts it. */
  result?: LevelUpResult;
  /** The engine's refusal, naming the rule (a roll outside the die, a pick too many, an unmet minimum). */
  refusal?: string;
}

/** Where the flow stands for the draft: the plan, what is open, and the engine's result or refusal. */
export function flowState(character: RawCharacter, draft: RawCharacter, index: number, hitPoints: LevelUpChoice['hitPoints'], levelUpRules: LevelUpRules): FlowState {
  const choice = choiceFromDraft(character, draft, index, hitPoints, levelUpRules.rules);
  const plan = planLevelUp(character, levelUpRules, choice);
  const open = plan.open.filter((item) => picksMade(item, choice) < item.count).map((item) => item.label);
  if (plan.unmetPrerequisites.length > 0 || open.length > 0) return { plan, choice, open };
  try {
    return { plan, choice, open, result: levelUp(character, levelUpRules, choice) };
  } catch (error) {
    if (error instanceof LevelUpError) return { plan, choice, open, refusal: error.message };
    throw error;
  }
}

export interface PreviewLine {
  label: string;
  before: string;
  after: string;
}

const signedText = (n: number) => (n >= 0 ? `+${n}` : String(n));

/** What the level changes on the sheet, figure by figure (only the figures that change). */
export function previewChanges(before: ComputedCharacter, after: ComputedCharacter): { lines: PreviewLine[]; newFeatures: string[] } {
  const lines: PreviewLine[] = [];
  const add = (label: string, was: string | number | undefined, now: string | number | undefined) => {
    const a = was === undefined ? '—' : String(was);
    const b = now === undefined ? '—' : String(now);
    if (a !== b) lines.push({ label, before: a, after: b });
  };
  add('Level', before.currentLevel, after.currentLevel);
  add('Classes', before.classText, after.classText);
  add('Maximum hit points', before.hitPoints.maximum, after.hitPoints.maximum);
  add('Hit dice', before.hitPoints.hitDice.map((d) => `${d.maximum}${d.size}`).join(' + '), after.hitPoints.hitDice.map((d) => `${d.maximum}${d.size}`).join(' + '));
  add('Proficiency bonus', signedText(before.proficiencyBonus), signedText(after.proficiencyBonus));
  for (const weapon of after.weapons) {
    const was = before.weapons.find((other) => other.name === weapon.name && other.index === weapon.index);
    add(`${weapon.name} attack`, was ? signedText(was.attackBonus) : undefined, signedText(weapon.attackBonus));
  }
  add('Attacks per action', before.features?.attacksPerAction, after.features?.attacksPerAction);
  const force = (sheet: ComputedCharacter) => sheet.forceCasting || undefined;
  const tech = (sheet: ComputedCharacter) => sheet.techCasting || undefined;
  add('Force points', force(before)?.maxPoints, force(after)?.maxPoints);
  add('Force power level (max)', force(before)?.maxPowerLevel, force(after)?.maxPowerLevel);
  add('Force save DC (universal)', force(before)?.universalSaveDC, force(after)?.universalSaveDC);
  add('Tech points', tech(before)?.maxPoints, tech(after)?.maxPoints);
  add('Tech power level (max)', tech(before)?.maxPowerLevel, tech(after)?.maxPowerLevel);
  add('Tech save DC', tech(before)?.saveDC, tech(after)?.saveDC);
  const superiority = (sheet: ComputedCharacter) => (sheet.superiority ? `${sheet.superiority.maxDice}${sheet.superiority.diceSize}` : undefined);
  add('Superiority dice', superiority(before), superiority(after));
  for (const resource of after.features?.resources ?? []) {
    const was = before.features?.resources.find((other) => other.name === resource.name);
    add(`${resource.name} uses per ${resource.recovery} rest`, was?.max, resource.max);
  }
  const names = (sheet: ComputedCharacter) => new Set([...sheet.combatFeatures, ...sheet.nonCombatFeatures].map((feature) => `${feature.name} (${feature.sourceName})`));
  const had = names(before);
  const newFeatures = [...names(after)].filter((name) => !had.has(name));
  return { lines, newFeatures };
}

/** The preview of a result against the character it came from. */
export function previewOf(character: RawCharacter, result: LevelUpResult, rules: IndexedRules) {
  return previewChanges(computeCharacter(character, rules), computeCharacter(result.character, rules));
}
