// Combat and non-combat features: feats, class and archetype features, species traits, the background feature.
import type { ReportMissing } from './missing-rules.ts';
import type { RawCharacter } from '../character/types.ts';
import { classFeaturesGained, featureSourceKey, type IndexedRules } from '../rules/index-rules.ts';
import type { BackgroundRule, SpeciesRule } from '../rules/types.ts';

export interface ComputedFeature {
  name: string;
  description: string;
  source: 'Feat' | 'Class' | 'Archetype' | 'Species' | 'Background';
  sourceName: string;
  level?: number;
}

export interface ComputedFeatures {
  combatFeatures: ComputedFeature[];
  nonCombatFeatures: ComputedFeature[];
  backgroundFeature?: ComputedFeature;
  feats: ComputedFeature[];
}

/**
 * Whether a feature is something the character does (an action, bonus action or reaction, or a use limited per turn
 * or per rest), read from its text: only those get a use tally on the sheet. Age, size, languages or an armor class
 * formula are simply true of the character.
 */
export function featureHasUse(text: string | null | undefined): boolean {
  return /\b(?:as an? (?:bonus )?action|(?:use|take|spend) (?:your|a|an) (?:bonus )?action|bonus action|as a reaction|use your reaction|(?:can|may) use (?:this|it|your)|use this (?:feature|trait|feat)|once you (?:use|have used)|until you (?:finish|complete) a (?:short|long) rest|once per (?:turn|round|day|short|long)|a number of times equal)\b/i.test(
    text ?? '',
  );
}

/** Feat names the character holds: the background feat, feats taken instead of improvements, and custom feats. */
export function heldFeatNames(character: RawCharacter): string[] {
  const names: string[] = [];
  if (character.background?.feat?.name) names.push(character.background.feat.name);
  for (const entry of character.classes) for (const improvement of entry.abilityScoreImprovements ?? []) if (improvement.type === 'Feat' && improvement.name) names.push(improvement.name);
  names.push(...(character.customFeats ?? []));
  return names;
}

export function computeFeatures(
  character: RawCharacter,
  rules: IndexedRules,
  species: SpeciesRule | undefined,
  background: BackgroundRule | undefined,
  warn: ReportMissing,
  /** Whether the character's features are automated (its class features then follow the class table's levels). */
  automated = false,
): ComputedFeatures {
  const feats: ComputedFeature[] = heldFeatNames(character).map((name) => {
    const feat = rules.feats.get(name);
    if (!feat) warn('feat', name);
    return { name, description: feat?.text ?? '', source: 'Feat', sourceName: name };
  });
  const classFeatures: ComputedFeature[] = [];
  for (const entry of character.classes) {
    const levels = Number(entry.levels) || 0;
    const add = (source: 'Class' | 'Archetype', sourceName: string) => {
      for (const feature of rules.featuresBySource.get(featureSourceKey(source, sourceName)) ?? []) {
        if ((feature.level ?? 0) <= levels) classFeatures.push({ name: feature.name, description: feature.text ?? '', source, sourceName, level: feature.level ?? undefined });
      }
    };
    // With automation, class features are listed from the level the class table gives them (class-feature-levels.ts);
    // without it, as the records store them, so a character built before keeps its sheet.
    if (automated) {
      for (const { record, from } of classFeaturesGained(rules, entry.name, levels)) {
        classFeatures.push({ name: record.name, description: record.text ?? '', source: 'Class', sourceName: entry.name, level: from || undefined });
      }
    } else add('Class', entry.name);
    if (entry.archetype?.name) add('Archetype', entry.archetype.name);
  }
  const speciesName = character.species?.name ?? '';
  const speciesFeatures: ComputedFeature[] = (rules.featuresBySource.get(featureSourceKey('Species', speciesName)) ?? []).map((feature) => ({
    name: feature.name,
    description: feature.text ?? '',
    source: 'Species',
    sourceName: speciesName,
  }));
  if (speciesFeatures.length === 0) {
    for (const trait of species?.traits ?? []) speciesFeatures.push({ name: trait.name, description: trait.description ?? '', source: 'Species', sourceName: speciesName });
  }
  const backgroundFeature =
    background?.featureName ? { name: background.featureName, description: background.featureText ?? '', source: 'Background' as const, sourceName: background.name } : undefined;
  return {
    feats,
    // As on the original sheet, feats and class/archetype features are the combat features; species traits are not.
    combatFeatures: [...feats, ...classFeatures],
    nonCombatFeatures: speciesFeatures,
    ...(backgroundFeature ? { backgroundFeature } : {}),
  };
}
