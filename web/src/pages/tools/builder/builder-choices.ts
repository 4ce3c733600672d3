// What the builder offers for each choice a feature asks for, and the choices still missing, per step, worded for
// the player. The choices themselves come from the engine (featureChoicesOf, classChoiceSlots).
import {
  ABILITIES,
  archetypeOptions,
  backgroundLanguages,
  backgroundToolPicks,
  backgroundToolSlots,
  classChoiceSlots,
  countNoun,
  featureChoicesOf,
  improvementsAtLevel,
  proficiencyType,
  skillNames,
  type AbilityScoreImprovement,
  type FeatureChoice,
  type IndexedRules,
  type RawCharacter,
  type ToolSlot,
} from '../../../../../core/engine/index.ts';
import type { BuilderDetails } from './builder-details.ts';
import { backgroundFeatChoices, backgroundSkillChoice } from './description-options.ts';

/** The builder shows species choices on the species step, the background feat's with the background, the others on the class step. */
export function isSpeciesChoice(choice: Pick<FeatureChoice, 'source'>): boolean {
  return choice.source === 'Species';
}

/** A choice the background's feat asks (a half feat's ability): made on the description step, beside the feat. */
export function isBackgroundChoice(choice: Pick<FeatureChoice, 'viaBackground'>): boolean {
  return choice.viaBackground === true;
}

/** Class, archetype, fighting-style and feat features' choices are made on the class step. */
export function isClassStepChoice(choice: Pick<FeatureChoice, 'source' | 'viaBackground'>): boolean {
  return !isSpeciesChoice(choice) && !isBackgroundChoice(choice);
}

/**
 * The options of a choice: the list the catalogue names, else every skill, ability, tool, weapon or armor of the
 * loaded rules. Undefined for a language with no list: the rules data has no list of languages, so it is typed.
 * Picks already stored stay offered even when the list no longer has them, so nothing chosen disappears.
 */
export function choiceOptions(choice: Pick<FeatureChoice, 'what' | 'from' | 'chosen'>, rules: IndexedRules): string[] | undefined {
  let options: string[] | undefined;
  if (choice.from?.length) options = [...choice.from];
  else if (isOptionListChoice(choice)) options = rules.optionLists[choice.what].all.map((option) => option.name).sort((a, b) => a.localeCompare(b));
  else if (choice.what === 'skill' || choice.what === 'expertise') options = skillNames(rules);
  else if (choice.what === 'ability' || choice.what === 'save') options = [...ABILITIES];
  else if (choice.what === 'tool' || choice.what === 'weapon' || choice.what === 'armor') {
    const kind = choice.what;
    options = rules.equipment.all
      .map((item) => item.name)
      .filter((name) => proficiencyType(name, rules) === kind)
      .sort((a, b) => a.localeCompare(b));
  }
  if (!options) return undefined;
  for (const pick of choice.chosen) if (pick && !options.includes(pick)) options.push(pick);
  return [...new Set(options)];
}

/** A choice of fighting styles, fighting masteries or lightsaber forms (a feature granting options of a record list). */
export function isOptionListChoice(choice: Pick<FeatureChoice, 'what'>): choice is { what: 'fightingStyle' | 'fightingMastery' | 'lightsaberForm' } {
  return choice.what === 'fightingStyle' || choice.what === 'fightingMastery' || choice.what === 'lightsaberForm';
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/**
 * The name each choice goes by in the builder: its feature's, told apart when the same feature asks the same kind of
 * thing more than once (a feat taken twice: "Fighting Master (feat, second)"), so no two controls or missing-choice
 * lines read alike. Counted in the order the engine lists them.
 */
export function choiceNames(choices: readonly FeatureChoice[]): Map<FeatureChoice, string> {
  const groupOf = (choice: FeatureChoice) => `${choice.feature}\n${choice.what}`;
  const sizes = new Map<string, number>();
  for (const choice of choices) sizes.set(groupOf(choice), (sizes.get(groupOf(choice)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const names = new Map<FeatureChoice, string>();
  for (const choice of choices) {
    const group = groupOf(choice);
    if ((sizes.get(group) ?? 0) < 2) {
      names.set(choice, choice.feature);
      continue;
    }
    const n = (seen.get(group) ?? 0) + 1;
    seen.set(group, n);
    const ordinal = ORDINALS[n - 1] ?? `#${n}`;
    // "Fighting Master (feat)" becomes "Fighting Master (feat, second)"; a name without a note gets one.
    names.set(choice, choice.feature.endsWith(')') ? `${choice.feature.slice(0, -1)}, ${ordinal})` : `${choice.feature} (${ordinal})`);
  }
  return names;
}

export interface MissingChoices {
  /** Step 1: the species' choices. */
  species: string[];
  /**
   * Step 2: archetypes, ability score improvements, class skills, fighting styles, expertise, and the choices of
   * class, archetype and feat features.
   */
  classes: string[];
  /** Step 4: the background's feat (and what it asks), skills, tools and languages. */
  description: string[];
}

/** What an ability score improvement still lacks, or undefined when it is complete. */
export function improvementGap(improvement: AbilityScoreImprovement | undefined): string | undefined {
  if (!improvement) return 'choose an ability score increase or a feat';
  if (improvement.type === 'Feat') return improvement.name ? undefined : 'choose a feat';
  const points = (improvement.abilitiesIncreased ?? []).reduce((sum, increase) => sum + (Number(increase.value) || 0), 0);
  return points >= 2 ? undefined : `choose ${2 - points} more ${2 - points === 1 ? 'increase' : 'increases'}`;
}

/** The background's tool picks with what the character holds for each (background-proficiencies.ts). */
export function backgroundTools(character: RawCharacter, rules: IndexedRules, details: BuilderDetails): { slot: ToolSlot; chosen: string[] }[] {
  const text = details.backgrounds.get(character.background?.name ?? '')?.toolProficiencies;
  return backgroundToolPicks(backgroundToolSlots(text, rules), character.background?.toolProficiencies);
}

/** How many languages the background lets the player pick, and those typed so far (the named ones set aside). */
export function backgroundLanguageChoice(character: RawCharacter, details: BuilderDetails): { fixed: string[]; choose: number; chosen: string[] } {
  const { fixed, choose } = backgroundLanguages(details.backgrounds.get(character.background?.name ?? '')?.languages);
  const chosen = (character.background?.languages ?? []).filter((language) => !fixed.includes(language));
  return { fixed, choose, chosen };
}

/** Every choice still open, worded "<what asks>: choose <how many more>", and expertise picked beyond the level's. */
export function missingChoices(character: RawCharacter, rules: IndexedRules, details: BuilderDetails): MissingChoices {
  const missing: MissingChoices = { species: [], classes: [], description: [] };
  const choices = featureChoicesOf(character, rules);
  const names = choiceNames(choices);
  for (const choice of choices) {
    const open = choice.count - choice.chosen.filter(Boolean).length;
    if (open <= 0) continue;
    const list = isSpeciesChoice(choice) ? missing.species : isBackgroundChoice(choice) ? missing.description : missing.classes;
    list.push(`${names.get(choice)}: choose ${countNoun(open, choice.what)}`);
  }
  character.classes.forEach((entry, index) => {
    const levels = Number(entry.levels) || 0;
    const classRule = rules.classes.get(entry.name);
    if (archetypeOptions(rules, entry.name, levels).length > 0 && !entry.archetype?.name) {
      const kind = details.classes.get(entry.name)?.archetypeFlavorName;
      missing.classes.push(`${entry.name} ${levels}: choose an archetype${kind ? ` (${kind})` : ''}`);
    }
    for (let position = 0; position < improvementsAtLevel(levels, classRule); position++) {
      const gap = improvementGap(entry.abilityScoreImprovements?.[position]);
      if (gap) missing.classes.push(`${entry.name} ability score improvement ${position + 1}: ${gap}`);
    }
    // Only the starting class gives its skill list (a class taken later gives its multiclass proficiencies).
    const skillCount = index === 0 ? (details.classes.get(entry.name)?.numSkillChoices ?? 0) : 0;
    const skillsOpen = skillCount - (entry.skills ?? []).length;
    if (skillsOpen > 0) missing.classes.push(`${entry.name} skill proficiencies: choose ${countNoun(skillsOpen, 'skill')}`);
    const slots = classChoiceSlots(character, rules, index);
    if (slots.fightingStyle && !entry.fightingStyle) missing.classes.push(`${entry.name} Fighting Style: choose a fighting style`);
    const expertiseOpen = slots.expertise - (entry.expertise ?? []).length;
    if (expertiseOpen > 0) missing.classes.push(`${entry.name} Expertise: choose ${countNoun(expertiseOpen, 'expertise')}`);
    // Fewer levels than when they were picked: the picks stay (nothing is dropped silently), the player removes some.
    if (expertiseOpen < 0) missing.classes.push(`${entry.name} Expertise: ${(entry.expertise ?? []).length} chosen but ${slots.expertise} allowed at this level: remove ${-expertiseOpen}`);
  });
  missing.description.unshift(...missingBackgroundChoices(character, rules, details));
  return missing;
}

/** The background's own choices: its feat, skills, tools and languages. */
function missingBackgroundChoices(character: RawCharacter, rules: IndexedRules, details: BuilderDetails): string[] {
  const name = character.background?.name ?? '';
  if (!name) return [];
  const missing: string[] = [];
  if (!character.background?.feat?.name && backgroundFeatChoices(name, rules).length > 0) missing.push('Background feat: choose a feat');
  const backgroundDetails = details.backgrounds.get(name);
  const skills = backgroundSkillChoice(name, backgroundDetails?.skillProficiencies, rules);
  const skillsOpen = skills.count - (character.background?.skills ?? []).filter((skill) => skills.options.includes(skill)).length;
  if (skillsOpen > 0) missing.push(`Background skill proficiencies: choose ${countNoun(skillsOpen, 'skill')}`);
  const toolsOpen = backgroundTools(character, rules, details).reduce((sum, { slot, chosen }) => sum + slot.count - chosen.length, 0);
  if (toolsOpen > 0) missing.push(`Background tool proficiencies: choose ${countNoun(toolsOpen, 'tool')}`);
  const languages = backgroundLanguageChoice(character, details);
  const languagesOpen = languages.choose - languages.chosen.length;
  if (languagesOpen > 0) missing.push(`Background languages: choose ${countNoun(languagesOpen, 'language')}`);
  return missing;
}
