// What the builder offers for each choice a feature asks for, and the choices still missing, per step, worded for
// the player. The choices themselves come from the engine (featureChoicesOf, classChoiceSlots).
import {
  ABILITIES,
  classChoiceSlots,
  featureChoicesOf,
  OPTION_LIST_NOUNS,
  proficiencyType,
  skillNames,
  type FeatureChoice,
  type IndexedRules,
  type RawCharacter,
} from '../../../../../core/engine/index.ts';
import type { BuilderDetails } from './builder-details.ts';

/** The builder shows species choices on the species step and every other feature's on the class step. */
export function isSpeciesChoice(choice: Pick<FeatureChoice, 'source'>): boolean {
  return choice.source === 'Species';
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

const NOUNS: Record<FeatureChoice['what'], readonly [string, string]> = {
  ability: ['ability score', 'ability scores'],
  save: ['saving throw', 'saving throws'],
  skill: ['skill', 'skills'],
  armor: ['armor', 'armor'],
  weapon: ['weapon', 'weapons'],
  tool: ['tool', 'tools'],
  language: ['language', 'languages'],
  expertise: ['skill for expertise', 'skills for expertise'],
  ...OPTION_LIST_NOUNS,
  option: ['option', 'options'],
  classOption: ['option', 'options'],
  damageType: ['damage type', 'damage types'],
};

/** "1 skill", "2 tools". */
export function countNoun(count: number, what: FeatureChoice['what']): string {
  return `${count} ${NOUNS[what][count === 1 ? 0 : 1]}`;
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
  /** Step 2: class skills, fighting styles, expertise, and the choices of class, archetype and feat features. */
  classes: string[];
}

/** Every choice still open, worded "<what asks>: choose <how many more>", and expertise picked beyond the level's. */
export function missingChoices(character: RawCharacter, rules: IndexedRules, details: BuilderDetails): MissingChoices {
  const missing: MissingChoices = { species: [], classes: [] };
  const choices = featureChoicesOf(character, rules);
  const names = choiceNames(choices);
  for (const choice of choices) {
    const open = choice.count - choice.chosen.filter(Boolean).length;
    if (open > 0) (isSpeciesChoice(choice) ? missing.species : missing.classes).push(`${names.get(choice)}: choose ${countNoun(open, choice.what)}`);
  }
  character.classes.forEach((entry, index) => {
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
  return missing;
}
