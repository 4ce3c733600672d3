// Options a feature grants from another record list (a second fighting style, a fighting mastery, lightsaber forms):
// how many it grants, which names it allows, which picks count, and the held features the picks become. The answer is
// stored in featureChoices like every other feature choice; each granted option is then held as a feature of source
// FightingStyle / FightingMastery / LightsaberForm, so its own catalogue entry applies.
import type { OptionList, StepCount } from '../../schemas/feature-mechanics.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { FeatureMechanicsRule } from '../rules/types.ts';
import type { HeldFeature } from './held.ts';
import { sameName } from '../../text/name-key.ts';

type Effect = NonNullable<FeatureMechanicsRule['effects']>[number];
export type GrantOptionsEffect = Extract<Effect, { kind: 'grantOptions' }>;

/** The held feature source each option list's picks take. */
export const OPTION_SOURCE = {
  fightingStyle: 'FightingStyle',
  fightingMastery: 'FightingMastery',
  lightsaberForm: 'LightsaberForm',
} as const satisfies Record<OptionList, HeldFeature['source']>;

/** What one and several options of each list are called in labels and choices: "fighting mastery", "fighting masteries". */
export const OPTION_LIST_NOUNS: Record<OptionList, readonly [one: string, several: string]> = {
  fightingStyle: ['fighting style', 'fighting styles'],
  fightingMastery: ['fighting mastery', 'fighting masteries'],
  lightsaberForm: ['lightsaber form', 'lightsaber forms'],
};

export interface OptionGrant {
  /** How many options the feature grants here (after the "more if already known" steps). */
  count: number;
  /** The names allowed; undefined: any option of the list. */
  from?: string[];
  /** Options of the list the character already holds from elsewhere (they cannot be taken twice). */
  known: string[];
  /** The stored picks that count: allowed, not already known, within the count. */
  chosen: string[];
  /** True when the feature names exactly the options it grants and none is known: nothing to ask. */
  automatic: boolean;
  /** The options granted, as held features (their entries apply like any other feature's). */
  held: HeldFeature[];
}

/**
 * A count at the feature's level: a number, or the step of a class-level table (the feature's class level, or the
 * character's level for a feature of no class).
 */
export function stepCount(count: StepCount, feature: HeldFeature, characterLevel: number): number {
  if (typeof count === 'number') return count;
  const level = feature.classEntry ? Number(feature.classEntry.levels) || 0 : characterLevel;
  let at = 0;
  for (const [from, value] of count) if (level >= from) at = value;
  return at;
}

/**
 * Resolves one grant. `alreadyHeld` is every feature held before this one (class styles, earlier grants), `stored`
 * the answer stored under the grant's key. A pick already known from elsewhere does not count (the same style is
 * never held twice), so the choice stays open until another is picked.
 */
export function resolveOptionGrant(
  effect: GrantOptionsEffect,
  feature: HeldFeature,
  stored: readonly string[],
  alreadyHeld: readonly HeldFeature[],
  rules: IndexedRules,
  characterLevel: number,
  /** The granting feature's label, kept on each option so the sheet can say where it came from. */
  grantedBy: string,
): OptionGrant {
  const source = OPTION_SOURCE[effect.list];
  const list = rules.optionLists[effect.list];
  const known = [...new Set(alreadyHeld.filter((held) => held.source === source).map((held) => held.name))];
  const knownSet = new Set(known.map((name) => name.toLowerCase()));
  const isKnown = (name: string) => knownSet.has(name.toLowerCase());

  let count = stepCount(effect.count, feature, characterLevel);
  for (const step of effect.moreIfKnown ?? []) {
    if (known.length < step.atLeast) continue;
    count = step.count === 'all' ? Math.max(0, list.size - known.length) : step.count;
  }
  // A named option already known opens the choice to any other option (when the feature says so).
  const opened = effect.otherIfKnown === true && (effect.from ?? []).some(isKnown);
  const from = effect.from && !opened ? [...effect.from] : undefined;
  const automatic = from !== undefined && from.length <= count && !from.some(isKnown);

  const allowed = (name: string) =>
    Boolean(name) && !isKnown(name) && (from ? from.some((option) => sameName(option, name)) : list.size === 0 || list.has(name));
  const picks = automatic ? from : stored;
  const chosen: string[] = [];
  for (const pick of picks) {
    if (chosen.length >= count) break;
    const name = list.get(pick)?.name ?? pick;
    if (allowed(name) && !chosen.includes(name)) chosen.push(name);
  }
  const held: HeldFeature[] = chosen.map((name) => {
    const record = list.get(name);
    return {
      source,
      sourceName: name,
      name,
      text: record?.text ?? '',
      ...(feature.classEntry ? { classEntry: feature.classEntry } : {}),
      grantedBy,
      ...(record ? { origin: record } : {}),
    };
  });
  return { count, ...(from ? { from } : {}), known, chosen, automatic, held };
}
