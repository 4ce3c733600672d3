// The choices a character's features ask the builder for, and the transitions that store the answers where the
// engine reads them: featureChoices for catalogue choices (species skills, feat abilities, archetype tools...),
// classes[].fightingStyle for the Fighting Style feature and classes[].expertise for the Expertise feature.
import type { RawCharacter } from '../character/types.ts';
import { classFeaturesGained, featureSourceKey, type IndexedRules } from '../rules/index-rules.ts';
import { withClass } from '../transitions/update.ts';
import { collectMechanics } from './collect-mechanics.ts';
import type { FeatureChoice } from './mechanics.ts';

export type { FeatureChoice } from './mechanics.ts';

/** Every choice the catalogue's entries for the character's held features ask for, made or not. */
export function featureChoicesOf(character: RawCharacter, rules: IndexedRules): FeatureChoice[] {
  return collectMechanics(character, rules, rules.species.get(character.species?.name)).choices;
}

/**
 * Stores the picks of one choice. Ability increases keep one pick per option at the choice's position; other choices
 * keep their list. An empty answer removes the key, so an unanswered choice is simply absent.
 */
export function setFeatureChoice(character: RawCharacter, choice: Pick<FeatureChoice, 'key' | 'position' | 'count'>, picks: readonly string[]): RawCharacter {
  const stored = { ...(character.featureChoices ?? {}) };
  let next: string[];
  if (choice.position !== undefined) {
    next = [...(stored[choice.key] ?? [])];
    next[choice.position] = picks[0] ?? '';
    while (next.length > 0 && !next[next.length - 1]) next.pop();
    // Holes before a later pick stay as empty strings, which the engine reads as "not chosen".
    next = next.map((value) => value ?? '');
  } else {
    next = [...new Set(picks)].slice(0, choice.count);
  }
  if (next.length === 0) delete stored[choice.key];
  else stored[choice.key] = next;
  return { ...character, featureChoices: stored };
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

/** What one class offers at its level besides its skills: a fighting style, and how many expertise picks. */
export interface ClassChoiceSlots {
  fightingStyle: boolean;
  expertise: number;
}

/**
 * Reads the class's (and archetype's) features: a "Fighting Style" feature at or below the class level asks for a
 * style; an "Expertise" feature gives its picks (the number its text names after "choose"/"pick", two when it names
 * none) at its own level and at each level its text names (the ordinals: "1st and 6th level" in one record, or
 * "at 6th level you pick two more").
 */
export function classChoiceSlots(character: RawCharacter, rules: IndexedRules, classIndex: number): ClassChoiceSlots {
  const entry = character.classes[classIndex];
  const slots: ClassChoiceSlots = { fightingStyle: false, expertise: 0 };
  if (!entry) return slots;
  const levels = Number(entry.levels) || 0;
  // Class features at the levels the class table gives them (every record, reached or not: the text names its levels).
  const features = [
    ...classFeaturesGained(rules, entry.name, 20).map(({ record, from }) => ({ ...record, level: from })),
    ...(entry.archetype?.name ? (rules.featuresBySource.get(featureSourceKey('Archetype', entry.archetype.name)) ?? []) : []),
  ];
  const expertiseLevels = new Set<number>();
  let perGrant = 2;
  for (const feature of features) {
    const name = feature.name.trim().toLowerCase();
    if (name === 'fighting style' && (feature.level ?? 0) <= levels) slots.fightingStyle = true;
    if (name !== 'expertise') continue;
    if (feature.level) expertiseLevels.add(feature.level);
    const text = feature.text ?? '';
    for (const match of text.matchAll(/\b(\d{1,2})(?:st|nd|rd|th)\b/g)) expertiseLevels.add(Number(match[1]));
    const count = /\b(?:choose|pick)\s+(one|two|three|four)\b/i.exec(text)?.[1];
    if (count) perGrant = NUMBER_WORDS[count.toLowerCase()] ?? perGrant;
  }
  slots.expertise = perGrant * [...expertiseLevels].filter((level) => level <= levels).length;
  return slots;
}

/** The fighting style chosen for a class; '' or undefined clears it. */
export function setFightingStyle(character: RawCharacter, classIndex: number, style: string | undefined): RawCharacter {
  return withClass(character, classIndex, (entry) => {
    const next = { ...entry };
    if (style) next.fightingStyle = style;
    else delete next.fightingStyle;
    return next;
  });
}

/** The skills a class's Expertise feature doubles the proficiency bonus for. */
export function setClassExpertise(character: RawCharacter, classIndex: number, skills: readonly string[]): RawCharacter {
  return withClass(character, classIndex, (entry) => ({ ...entry, expertise: [...new Set(skills)] }));
}
