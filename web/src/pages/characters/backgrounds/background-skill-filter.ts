// The backgrounds table's skill filter: a background matches only when its skill proficiency text
// names every selected skill.
import type { BackgroundRecord } from '../../../../../core/schemas/index.ts';

/** The skills, in the order the filter lists them. */
export const SKILLS = [
  'Athletics',
  'Acrobatics',
  'Sleight of Hand',
  'Stealth',
  'Investigation',
  'Lore',
  'Nature',
  'Piloting',
  'Technology',
  'Animal Handling',
  'Insight',
  'Medicine',
  'Perception',
  'Survival',
  'Deception',
  'Intimidation',
  'Performance',
  'Persuasion',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The skills a proficiency text names, as whole words ('Choose two from Lore and Nature' -> Lore, Nature). */
export function skillsNamed(text: BackgroundRecord['skillProficiencies']): string[] {
  if (!text) return [];
  return SKILLS.filter((skill) => new RegExp(`\\b${escape(skill)}\\b`, 'i').test(text));
}

/** True when every selected skill is named (nothing selected matches all). */
export function matchesAllSkills(text: BackgroundRecord['skillProficiencies'], selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const named = skillsNamed(text).map((s) => s.toLowerCase());
  return selected.every((skill) => named.includes(skill.toLowerCase()));
}
