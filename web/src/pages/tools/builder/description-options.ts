// Choices of the description step: the alignments of the game, the custom background, and the feats a background offers.
import { customBackgroundFeatOptions, type IndexedRules } from '../../../engine/index.ts';

export const ALIGNMENTS = [
  'Lawful Light',
  'Neutral Light',
  'Chaotic Light',
  'Lawful Balanced',
  'Balanced Neutral',
  'Chaotic Balanced',
  'Lawful Dark',
  'Neutral Dark',
  'Chaotic Dark',
] as const;

/** The background name a player uses to build their own background. */
export const CUSTOM_BACKGROUND = 'Custom';

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
