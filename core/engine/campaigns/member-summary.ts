// A campaign member's summary for the party dashboard: what the game master and the players see of each character at
// a glance, taken from the sheet as the rules engine computes it (never from numbers a client sent).
import { skillModifier } from '../compute/ability-scores.ts';
import { generateSheet, type ComputedCharacter } from '../compute/compute-character.ts';
import { levelForExperience, MAX_TOTAL_LEVEL } from '../compute/experience.ts';
import type { RawCharacter } from '../character/types.ts';
import type { IndexedRules } from '../rules/index-rules.ts';

export interface PointsLeft {
  current: number;
  max: number;
}

export interface MemberSummary {
  name: string;
  species: string;
  /** "Sentinel 3, Operative 2" */
  classText: string;
  level: number;
  armorClass: number;
  hitPoints: { current: number; max: number; temporary: number };
  passivePerception: number;
  passiveInsight: number;
  passiveInvestigation: number;
  /** Walking speed, feet per round. */
  speed: number;
  /** Save DCs of the character's casting (tech, and force light/dark/universal), where it casts. */
  saveDCs: { kind: string; dc: number }[];
  languages: string[];
  conditions: string[];
  forcePoints: PointsLeft | null;
  techPoints: PointsLeft | null;
  hitDice: PointsLeft;
  experiencePoints: number;
  credits: number;
  /** The experience reaches a level the character has not taken yet. */
  levelUpAvailable: boolean;
}

/** The summary of a computed sheet. */
export function memberSummary(sheet: ComputedCharacter, rules: IndexedRules): MemberSummary {
  const passive = (skill: string) => 10 + skillModifier(sheet.abilityScores, skill);
  const points = (casting: ComputedCharacter['techCasting'] | ComputedCharacter['forceCasting']): PointsLeft | null =>
    casting ? { current: casting.currentPoints, max: casting.maxPoints } : null;
  const saveDCs: { kind: string; dc: number }[] = [];
  if (sheet.techCasting) saveDCs.push({ kind: 'Tech', dc: sheet.techCasting.saveDC });
  if (sheet.forceCasting) {
    saveDCs.push(
      { kind: 'Light force', dc: sheet.forceCasting.lightSaveDC },
      { kind: 'Dark force', dc: sheet.forceCasting.darkSaveDC },
      { kind: 'Universal force', dc: sheet.forceCasting.universalSaveDC },
    );
  }
  const experience = sheet.experiencePoints.current;
  return {
    name: sheet.name.trim() || 'Unnamed Character',
    species: sheet.species,
    classText: sheet.classText,
    level: sheet.currentLevel,
    armorClass: sheet.armorClass,
    hitPoints: { current: sheet.hitPoints.current, max: sheet.hitPoints.maximum, temporary: sheet.hitPoints.temporary },
    passivePerception: sheet.passivePerception,
    passiveInsight: passive('Insight'),
    passiveInvestigation: passive('Investigation'),
    speed: sheet.speed.base,
    saveDCs,
    languages: sheet.languages,
    conditions: sheet.conditions.map((c) => c.name),
    forcePoints: points(sheet.forceCasting),
    techPoints: points(sheet.techCasting),
    hitDice: sheet.hitPoints.hitDice.reduce((sum, dice) => ({ current: sum.current + dice.current, max: sum.max + dice.maximum }), { current: 0, max: 0 }),
    experiencePoints: experience,
    credits: sheet.credits,
    levelUpAvailable: sheet.currentLevel < MAX_TOTAL_LEVEL && levelForExperience(rules, experience) > sheet.currentLevel,
  };
}

/** The summary of a stored character, or why there is none (a character the sheet cannot compute yet). */
export function summarizeCharacter(character: RawCharacter, rules: IndexedRules): { summary: MemberSummary } | { problem: string } {
  const { sheet, message } = generateSheet(character, rules, () => undefined);
  return sheet ? { summary: memberSummary(sheet, rules) } : { problem: `Its sheet cannot be computed yet: ${message}` };
}
