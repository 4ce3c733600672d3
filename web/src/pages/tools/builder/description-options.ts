// Choices of the description step: the custom background, and the feats and skills a background offers (the
// alignments are the engine's ALIGNMENTS).
import { CUSTOM_BACKGROUND, customBackgroundFeatOptions, skillNames, type IndexedRules } from '../../../../../core/engine/index.ts';

export { CUSTOM_BACKGROUND } from '../../../../../core/engine/index.ts';

/**
 * Feats a background lets the player take: its own feat options (spelled as the feat catalogue spells them), or for
 * the custom background every feat whose prerequisite does not mention a level.
 */
export function backgroundFeatChoices(backgroundName: string, rules: IndexedRules): string[] {
  if (backgroundName === CUSTOM_BACKGROUND) return customBackgroundFeatOptions(rules.feats.all).map(({ name }) => name);
  const background = rules.backgrounds.get(backgroundName);
  const names = (background?.featOptions ?? []).map((option) => option.name).filter((name): name is string => Boolean(name));
  return [...new Set(names.map((name) => rules.feats.get(name)?.name ?? name))];
}

export interface BackgroundSkillChoice {
  /** How many skills the player picks. */
  count: number;
  /** The skills to pick from, spelled as the rules' skill list spells them. */
  options: string[];
}

const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

/**
 * The skill proficiencies a background grants, read from its text: 'Choose two from A, B, C, and D' offers A to D,
 * pick two; a plain list ('A, B') grants exactly those; the custom background offers any two skills.
 * Only names found in the rules' skill list count, so a misspelled or unknown name is never stored.
 */
export function backgroundSkillChoice(backgroundName: string, text: string | null | undefined, rules: IndexedRules): BackgroundSkillChoice {
  const all = skillNames(rules);
  if (backgroundName === CUSTOM_BACKGROUND) return { count: 2, options: all };
  if (!text) return { count: 0, options: [] };
  const byLowerName = new Map(all.map((skill) => [skill.toLowerCase(), skill]));
  const chooser = /choose\s+(\w+)\s+(?:skills?\s+)?(?:from|of|among)\s+(.*)$/i.exec(text.trim());
  const list = chooser ? chooser[2] : text;
  const options = list
    .replace(/\.$/, '')
    .split(/,|\band\b|\bor\b/i)
    .map((part) => byLowerName.get(part.trim().toLowerCase()))
    .filter((skill): skill is string => Boolean(skill));
  const unique = [...new Set(options)];
  if (/\bany\b/i.test(list) && unique.length === 0) {
    const count = chooser ? (COUNT_WORDS[chooser[1].toLowerCase()] ?? Number(chooser[1])) : 2;
    return { count: Number.isFinite(count) && count > 0 ? count : 2, options: all };
  }
  const count = chooser ? (COUNT_WORDS[chooser[1].toLowerCase()] ?? Number(chooser[1])) : unique.length;
  return { count: Number.isFinite(count) ? Math.min(count, unique.length) : unique.length, options: unique };
}
