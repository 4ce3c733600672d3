// The feature-mechanics catalogue indexed by address, and the lookup that attaches an entry to a held feature.
import { featureMechanicsKey } from '../../../../seed/schemas/feature-mechanics.ts';
import type { FeatureMechanicsRule } from '../rules/types.ts';

export type MechanicsSourceKind = FeatureMechanicsRule['source'];

/** Where a feature the character holds comes from: enough to find its catalogue entry. */
export interface FeatureAddress {
  source: MechanicsSourceKind;
  sourceName: string;
  level?: number;
  name: string;
}

export interface FeatureMechanicsIndex {
  readonly size: number;
  /** The most specific entry: this level, then any level, then any source of the kind ("*"). */
  find(address: FeatureAddress): FeatureMechanicsRule | undefined;
}

export function indexFeatureMechanics(entries: readonly FeatureMechanicsRule[]): FeatureMechanicsIndex {
  const byKey = new Map<string, FeatureMechanicsRule>();
  for (const entry of entries) byKey.set(featureMechanicsKey(entry), entry);
  return {
    size: byKey.size,
    find({ source, sourceName, level, name }) {
      if (byKey.size === 0) return undefined;
      return (
        (level !== undefined ? byKey.get(featureMechanicsKey({ source, sourceName, level, name })) : undefined) ??
        byKey.get(featureMechanicsKey({ source, sourceName, name })) ??
        byKey.get(featureMechanicsKey({ source, sourceName: '*', name }))
      );
    },
  };
}
