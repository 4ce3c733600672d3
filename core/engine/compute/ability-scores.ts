// Ability scores (base, species, improvements, tweaks), modifiers, saving throws and skills.
import { ABILITIES, type Ability, type RawCharacter } from '../character/types.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { ClassRule, SpeciesRule } from '../rules/types.ts';
import { getTweak, applyTweakValue, applyTweak } from './tweaks.ts';
import { proficiencyAddition, strongerProficiency, toProficiency, type SkillProficiency } from './proficiency.ts';

export interface ComputedSkill {
  name: string;
  modifier: number;
  proficiency: SkillProficiency;
}

export interface ComputedAbilityScore {
  value: number;
  modifier: number;
  savingThrow: { modifier: number; proficiency: 'none' | 'proficient' };
  skills: ComputedSkill[];
}

/** What the character's features grant on top of species, class and background (collected by features/mechanics.ts). */
export interface GrantedByFeatures {
  increases: Partial<Record<Ability, number>>;
  /** How far above 20 a feature lets a score go (capstones: "the maximum for each rises by 2"). */
  maximumIncreases?: Partial<Record<Ability, number>>;
  saves: Ability[];
  /** `orExpertise`: expertise instead when the skill is already proficient from another source (Brawny's Athletics). */
  skills: { name: string; level: SkillProficiency; orExpertise?: true }[];
  /** Armor, weapon, tool and language proficiencies (languages are listed separately too). */
  proficiencies: string[];
  /** Each granted proficiency's category as the feature states it. */
  proficiencyKinds: Record<string, 'armor' | 'weapon' | 'tool' | 'language'>;
  languages: string[];
  /** Tools (kits, implements, instruments) a feature's expertise picks double the proficiency bonus for. */
  toolExpertise?: string[];
}

export type ComputedAbilityScores = Record<Ability, ComputedAbilityScore>;

/** The score ability increases may not pass, unless a feature raises the maximum. */
export const ABILITY_SCORE_MAXIMUM = 20;

/**
 * A score with the increases features grant (feats, capstones): never past 20 (or the raised maximum), and a score
 * already above the maximum (set by hand or by older rules) is never lowered.
 */
export function withFeatureIncrease(score: number, increase: number, maximumIncrease = 0): number {
  if (increase <= 0) return score + increase;
  return Math.max(score, Math.min(score + increase, ABILITY_SCORE_MAXIMUM + maximumIncrease));
}

/** floor(score / 2) - 5 */
export function abilityModifier(score: number): number {
  return Math.floor(score / 2) - 5;
}

const isAbility = (name: string): name is Ability => (ABILITIES as readonly string[]).includes(name);

/** Increases the species grants without a choice: entries of the chosen option that name exactly one ability. */
export function fixedSpeciesIncreases(species: SpeciesRule | undefined, selectedOption: number): Partial<Record<Ability, number>> {
  const option = species?.abilitiesIncreased?.[selectedOption] ?? species?.abilitiesIncreased?.[0] ?? [];
  const result: Partial<Record<Ability, number>> = {};
  for (const { abilities, amount } of option) {
    if (abilities.length === 1 && isAbility(abilities[0])) result[abilities[0]] = (result[abilities[0]] ?? 0) + amount;
  }
  return result;
}

/** Score before tweaks: base + species (fixed and chosen) + background feat increases + class improvements. */
export function untweakedScore(character: RawCharacter, ability: Ability, species: SpeciesRule | undefined): number {
  const base = Number(character.baseAbilityScores?.[ability]) || 0;
  const fixed = fixedSpeciesIncreases(species, character.species?.abilityScoreImprovementSelectedOption ?? 0)[ability] ?? 0;
  const chosen = Number(character.species?.abilityScoreImprovement?.[ability]) || 0;
  const backgroundFeat = Number(character.background?.feat?.abilityScoreImprovements?.[ability]) || 0;
  let improvements = 0;
  for (const myClass of character.classes) {
    for (const improvement of myClass.abilityScoreImprovements ?? []) {
      if (improvement.type !== 'Ability Score Improvement') continue;
      for (const increase of improvement.abilitiesIncreased ?? []) if (increase.name === ability) improvements += Number(increase.value) || 0;
    }
  }
  return base + fixed + chosen + backgroundFeat + improvements;
}

function customProficiencyName(entry: unknown): { name: string; level: SkillProficiency } | undefined {
  if (typeof entry === 'string') return { name: entry, level: 'proficient' };
  if (entry && typeof entry === 'object' && typeof (entry as { name?: unknown }).name === 'string') {
    const { name, proficiencyLevel } = entry as { name: string; proficiencyLevel?: string };
    return { name, level: toProficiency(proficiencyLevel ?? 'proficient') === 'expertise' ? 'expertise' : 'proficient' };
  }
  return undefined;
}

/** Proficiency per skill name from classes, background, custom proficiencies (tweaks are applied per skill). */
function skillProficiencies(character: RawCharacter): Map<string, SkillProficiency> {
  const result = new Map<string, SkillProficiency>();
  const raise = (name: string, level: SkillProficiency) => result.set(name, strongerProficiency(result.get(name) ?? 'none', level));
  for (const myClass of character.classes) {
    for (const skill of myClass.skills ?? []) raise(skill, 'proficient');
    for (const skill of myClass.expertise ?? []) raise(skill, 'expertise');
  }
  for (const skill of character.background?.skills ?? []) raise(skill, 'proficient');
  for (const entry of character.customProficiencies ?? []) {
    const custom = customProficiencyName(entry);
    if (custom) raise(custom.name, custom.level);
  }
  return result;
}

/** Where the character's own skill proficiencies come from, by skill: "Fighter", "Soldier background", "custom". */
export function ownSkillSources(character: RawCharacter): Map<string, string[]> {
  const sources = new Map<string, string[]>();
  const add = (skill: string, label: string) => {
    const labels = sources.get(skill) ?? [];
    if (!labels.includes(label)) labels.push(label);
    sources.set(skill, labels);
  };
  for (const myClass of character.classes) {
    for (const skill of myClass.skills ?? []) add(skill, myClass.name);
    for (const skill of myClass.expertise ?? []) add(skill, `${myClass.name} expertise`);
  }
  for (const skill of character.background?.skills ?? []) add(skill, character.background?.name ? `${character.background.name} background` : 'background');
  for (const entry of character.customProficiencies ?? []) {
    const custom = customProficiencyName(entry);
    if (custom) add(custom.name, 'custom proficiency');
  }
  return sources;
}

/** Saves are proficient from the first class only, plus custom "<Ability> Saving Throws" proficiencies. */
function proficientSaves(character: RawCharacter, firstClass: ClassRule | undefined): Set<string> {
  const saves = new Set<string>(firstClass?.savingThrows ?? []);
  for (const entry of character.customProficiencies ?? []) {
    const custom = customProficiencyName(entry);
    const match = custom && /^(\w+) Saving Throws?$/i.exec(custom.name);
    if (match) saves.add(match[1][0].toUpperCase() + match[1].slice(1).toLowerCase());
  }
  return saves;
}

export function computeAbilityScores(
  character: RawCharacter,
  rules: IndexedRules,
  species: SpeciesRule | undefined,
  firstClass: ClassRule | undefined,
  proficiencyBonus: number,
  /** Scores, saves and skills automated features grant (absent when features are not automated). */
  granted?: GrantedByFeatures,
  /** What the enhanced items in use do to scores, skills and saves (core/engine/gear/). */
  gear?: GearAbilities,
): ComputedAbilityScores {
  const tweaks = character.tweaks;
  const skillLevels = skillProficiencies(character);
  const saves = proficientSaves(character, firstClass);
  for (const save of granted?.saves ?? []) saves.add(save);
  const raise = (name: string, level: SkillProficiency) => skillLevels.set(name, strongerProficiency(skillLevels.get(name) ?? 'none', level));
  // Plain grants first, so a grant that turns into expertise when already proficient sees every other source.
  for (const { name, level, orExpertise } of granted?.skills ?? []) if (!orExpertise) raise(name, level);
  for (const { name, orExpertise } of granted?.skills ?? []) if (orExpertise) raise(name, (skillLevels.get(name) ?? 'none') === 'none' ? 'proficient' : 'expertise');
  for (const [name, steps] of gear?.skillSteps ?? []) skillLevels.set(name, steppedProficiency(skillLevels.get(name) ?? 'none', steps));
  const result = {} as ComputedAbilityScores;
  for (const ability of ABILITIES) {
    const featured = withFeatureIncrease(untweakedScore(character, ability, species), granted?.increases[ability] ?? 0, granted?.maximumIncreases?.[ability]);
    const raised = gear ? withGear(featured, ability, gear) : featured;
    const value = applyTweak(tweaks, `abilityScores.${ability}.score`, raised);
    const modifier = abilityModifier(value);
    const saveTweak = getTweak(tweaks, `abilityScores.${ability}.savingThrowModifier`);
    const saveSteps = gear?.saveSteps.get(ability) ?? 0;
    const saveProficient = saves.has(ability) || toProficiency(saveTweak?.proficiency) !== 'none' || steppedProficiency('none', saveSteps) !== 'none';
    const skills: ComputedSkill[] = rules.skillsByAbility[ability].map((name) => {
      const tweak = getTweak(tweaks, `abilityScores.${ability}.skills.${name}`);
      const proficiency = strongerProficiency(skillLevels.get(name) ?? 'none', toProficiency(tweak?.proficiency));
      return { name, proficiency, modifier: applyTweakValue(tweak, modifier + proficiencyAddition(proficiency, proficiencyBonus)) };
    });
    result[ability] = {
      value,
      modifier,
      savingThrow: {
        modifier: applyTweakValue(saveTweak, modifier + (saveProficient ? proficiencyBonus : 0)),
        proficiency: saveProficient ? 'proficient' : 'none',
      },
      skills,
    };
  }
  return result;
}

/** What the enhanced items in use do to scores (set, raised up to a cap or a raised maximum), skills and saves. */
export interface GearAbilities {
  set: Partial<Record<Ability, number>>;
  increases: Partial<Record<Ability, number>>;
  maximumIncreases: Partial<Record<Ability, number>>;
  caps: Partial<Record<Ability, number>>;
  skillSteps: ReadonlyMap<string, number>;
  saveSteps: ReadonlyMap<Ability, number>;
}

/** A score with what items do: raised up to the item's cap (20 unless stated, plus any raised maximum), then set when lower. */
function withGear(score: number, ability: Ability, gear: GearAbilities): number {
  const increase = gear.increases[ability] ?? 0;
  const cap = (gear.caps[ability] ?? ABILITY_SCORE_MAXIMUM) + (gear.maximumIncreases[ability] ?? 0);
  const raised = increase > 0 ? Math.max(score, Math.min(score + increase, cap)) : score + increase;
  return Math.max(raised, gear.set[ability] ?? 0);
}

/**
 * A proficiency raised by steps of the rules' ladder (none, trained, proficient, expertise, and the masteries above):
 * the sheet counts proficient and expertise, so a step to trained alone adds nothing and the masteries count as expertise.
 */
export function steppedProficiency(level: SkillProficiency, steps: number): SkillProficiency {
  if (steps <= 0) return level;
  const rank = (level === 'expertise' ? 3 : level === 'proficient' ? 2 : 0) + steps;
  return rank >= 3 ? 'expertise' : rank >= 2 ? 'proficient' : level;
}

/** The modifier of one named skill (0 when the skill is unknown). */
export function skillModifier(scores: ComputedAbilityScores, skill: string): number {
  for (const ability of ABILITIES) for (const entry of scores[ability].skills) if (entry.name === skill) return entry.modifier;
  return 0;
}
