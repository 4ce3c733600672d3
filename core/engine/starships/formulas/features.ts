// Tier features of the size, and the role options taken, in tier order.
import type { ComputedFeature } from '../computed.ts';
import { usesCount } from '../crew.ts';
import type { ShipContext } from './context.ts';
import type { ShipRoles } from './roles.ts';

const FEATURE_DIE = [0, 4, 6, 8, 10, 12];

/** The features the ship has at its tier, with their dice and uses left. */
export function computeFeatures(ctx: ShipContext, { roleFeatures }: ShipRoles) {
  const { ship, size, tier, state } = ctx;
  const features: ComputedFeature[] = [
    ...size.features
      .filter((f) => f.tier <= tier)
      .map((f) => ({ name: f.name, tier: f.tier, summary: f.summary, source: `${ship.size} tier ${f.tier}`, die: f.featureDie ? `d${FEATURE_DIE[tier]}` : null, uses: usesCount(f.uses, state.featureUses[f.name] ?? 0, { tier }) })),
    ...roleFeatures,
  ].sort((a, b) => a.tier - b.tier);
  return features;
}
