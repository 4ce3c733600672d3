// The features a character holds at its levels, each with its catalogue address and the class it belongs to.
import type { CharacterClass, RawCharacter } from '../character/types.ts';
import { heldFeatNames } from '../compute/features.ts';
import { classFeaturesGained, featureSourceKey, type IndexedRules } from '../rules/index-rules.ts';
import type { SpeciesRule } from '../rules/types.ts';
import type { FeatureAddress } from './catalogue.ts';

export interface HeldFeature extends FeatureAddress {
  /** The feature's text in the loaded rules data ("text" distances are read from it). */
  text: string;
  /** The class entry the feature belongs to (class, archetype and fighting-style features). */
  classEntry?: CharacterClass;
  /** The background's feat: the builder stores its ability increases with the background, already counted. */
  viaBackground?: boolean;
  /** A style, mastery or form another feature granted: that feature's label (option-grants.ts). */
  grantedBy?: string;
  /** The option of the feature whose effects these are (a chosen heritage, mutation...): labels name it. */
  option?: string;
}

/** Class and archetype features up to each class's level, species traits, fighting styles, feats, background feature. */
export function heldFeatures(character: RawCharacter, rules: IndexedRules, species: SpeciesRule | undefined): HeldFeature[] {
  const held: HeldFeature[] = [];
  for (const classEntry of character.classes) {
    const levels = Number(classEntry.levels) || 0;
    // Class features from the level the class table lists them; archetype features at their records' levels. A
    // record held below its own level is looked up by that level each time (its remembered entry is its own level's).
    for (const { record, level } of classFeaturesGained(rules, classEntry.name, levels)) {
      const address = { source: 'Class' as const, sourceName: classEntry.name, level: level || undefined, name: record.name };
      held.push({ ...address, text: record.text ?? '', classEntry, ...(level === (record.level ?? 0) ? { origin: record } : {}) });
    }
    if (classEntry.archetype?.name) {
      for (const feature of rules.featuresBySource.get(featureSourceKey('Archetype', classEntry.archetype.name)) ?? []) {
        const level = feature.level ?? 0;
        if (level <= levels) held.push({ source: 'Archetype', sourceName: classEntry.archetype.name, level: level || undefined, name: feature.name, text: feature.text ?? '', classEntry, origin: feature });
      }
    }
    if (classEntry.fightingStyle) {
      const style = rules.optionLists.fightingStyle.get(classEntry.fightingStyle);
      held.push({ source: 'FightingStyle', sourceName: classEntry.fightingStyle, name: classEntry.fightingStyle, text: style?.text ?? '', classEntry, grantedBy: `${classEntry.name} Fighting Style` });
    }
  }
  const speciesName = character.species?.name ?? '';
  if (speciesName) {
    const traits = rules.featuresBySource.get(featureSourceKey('Species', speciesName));
    if (traits?.length) for (const trait of traits) held.push({ source: 'Species', sourceName: speciesName, name: trait.name, text: trait.text ?? '', origin: trait });
    else for (const trait of species?.traits ?? []) held.push({ source: 'Species', sourceName: speciesName, name: trait.name, text: trait.description ?? '', origin: trait });
  }
  // heldFeatNames lists the background feat first when there is one.
  const hasBackgroundFeat = Boolean(character.background?.feat?.name);
  heldFeatNames(character).forEach((name, position) => {
    const feat = rules.feats.get(name);
    held.push({ source: 'Feat', sourceName: name, name, text: feat?.text ?? '', ...(feat ? { origin: feat } : {}), ...(hasBackgroundFeat && position === 0 ? { viaBackground: true } : {}) });
  });
  const background = rules.backgrounds.get(character.background?.name);
  if (background?.featureName) held.push({ source: 'Background', sourceName: background.name, name: background.featureName, text: background.featureText ?? '', origin: background });
  return held;
}

/** The key of a feature's stored choices in character.featureChoices: "<source>|<source name>|<feature>". */
export function featureChoiceKey(feature: Pick<FeatureAddress, 'source' | 'sourceName' | 'name'>): string {
  return `${feature.source}|${feature.sourceName}|${feature.name}`;
}

/**
 * The key of a feature's n-th choice (from 1): the feature's key, then "#2", "#3" for the next ones. The one rule for
 * where answers are saved: a second way of numbering would orphan the answers players already saved.
 */
export function nthChoiceKey(feature: Pick<FeatureAddress, 'source' | 'sourceName' | 'name'>, n: number): string {
  return n > 1 ? `${featureChoiceKey(feature)}#${n}` : featureChoiceKey(feature);
}

/**
 * Hands out each feature's choice keys (nthChoiceKey) in the order its asking effects come. A feature held twice (a
 * feat taken again) goes on numbering, so each copy keeps its own answers; a chosen option of a feature numbers on
 * with its feature.
 */
export class ChoiceKeys {
  readonly #asked = new Map<string, number>();

  /** The key of the feature's next choice. */
  next(feature: Pick<FeatureAddress, 'source' | 'sourceName' | 'name'>): string {
    const base = featureChoiceKey(feature);
    const n = (this.#asked.get(base) ?? 0) + 1;
    this.#asked.set(base, n);
    return nthChoiceKey(feature, n);
  }

  /** The key of the choice the feature asked last; undefined before it asked any. */
  last(feature: Pick<FeatureAddress, 'source' | 'sourceName' | 'name'>): string | undefined {
    const n = this.#asked.get(featureChoiceKey(feature)) ?? 0;
    return n > 0 ? nthChoiceKey(feature, n) : undefined;
  }
}
