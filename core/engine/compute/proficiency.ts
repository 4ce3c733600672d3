// Proficiency bonus and the proficiency level of a skill or save.
import type { TweakTree } from '../character/types.ts';
import { applyTweak } from './tweaks.ts';

export type SkillProficiency = 'none' | 'proficient' | 'expertise';

/** 1 + ceil(total level / 4), then the proficiencyBonus tweak. */
export function proficiencyBonusFor(totalLevel: number, tweaks?: TweakTree): number {
  return applyTweak(tweaks, 'proficiencyBonus', 1 + Math.ceil(totalLevel / 4));
}

/** What a proficiency level adds: nothing, the bonus, or twice the bonus. */
export function proficiencyAddition(level: SkillProficiency, proficiencyBonus: number): number {
  return level === 'expertise' ? 2 * proficiencyBonus : level === 'proficient' ? proficiencyBonus : 0;
}

/** Combines proficiency sources: expertise wins over proficient, which wins over none. */
export function strongerProficiency(a: SkillProficiency, b: SkillProficiency): SkillProficiency {
  if (a === 'expertise' || b === 'expertise') return 'expertise';
  if (a === 'proficient' || b === 'proficient') return 'proficient';
  return 'none';
}

/** Reads a stored proficiency label ('Expertise', 'proficient', ...) as a level. */
export function toProficiency(label: unknown): SkillProficiency {
  if (typeof label !== 'string') return 'none';
  const lower = label.toLowerCase();
  return lower === 'expertise' ? 'expertise' : lower === 'proficient' || lower === 'proficiency' ? 'proficient' : 'none';
}
