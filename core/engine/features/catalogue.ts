// The feature-mechanics catalogue indexed by address, and the lookup that attaches an entry to a held feature.
import { featureMechanicsKey } from '../../schemas/feature-mechanics.ts';
import type { FeatureMechanicsRule } from '../rules/types.ts';

export type MechanicsSourceKind = FeatureMechanicsRule['source'];

/** Where a feature the character holds comes from: enough to find its catalogue entry. */
export interface FeatureAddress {
  source: MechanicsSourceKind;
  sourceName: string;
  level?: number;
  name: string;
  /** The rules record the address was read from; lookups are remembered per record (the rules data is immutable). */
  origin?: object;
}

export interface FeatureMechanicsIndex {
  readonly size: number;
  /** The most specific entry: this level, then any level, then any source of the kind ("*"). */
  find(address: FeatureAddress): FeatureMechanicsRule | undefined;
}

export function indexFeatureMechanics(entries: readonly FeatureMechanicsRule[]): FeatureMechanicsIndex {
  const byKey = new Map<string, FeatureMechanicsRule>();
  for (const entry of entries) byKey.set(featureMechanicsKey(entry), entry);
  // computeCharacter runs on every edit: remember each record's entry instead of rebuilding three keys per feature.
  const remembered = new WeakMap<object, FeatureMechanicsRule | null>();
  const lookup = ({ source, sourceName, level, name }: FeatureAddress) =>
    (level !== undefined ? byKey.get(featureMechanicsKey({ source, sourceName, level, name })) : undefined) ??
    byKey.get(featureMechanicsKey({ source, sourceName, name })) ??
    byKey.get(featureMechanicsKey({ source, sourceName: '*', name }));
  return {
    size: byKey.size,
    find(address) {
      if (byKey.size === 0) return undefined;
      if (!address.origin) return lookup(address);
      let entry = remembered.get(address.origin);
      if (entry === undefined) remembered.set(address.origin, (entry = lookup(address) ?? null));
      return entry ?? undefined;
    },
  };
}
