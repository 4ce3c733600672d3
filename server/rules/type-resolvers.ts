// Field resolvers of rules types: relations through the per-request loaders, and fields derived from the record.
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';

/** Column headers of a class table: the original's header list when given, else the first level's keys in order. */
function levelChangeHeaders(json: string | null | undefined, levelChanges: Record<string, Record<string, string>>): string[] {
  if (json) {
    try {
      const parsed = JSON.parse(json);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // fall through to the derived headers
    }
  }
  const first = levelChanges['1'] ?? Object.values(levelChanges)[0] ?? {};
  return Object.keys(first);
}

export const rulesTypeResolvers: Resolvers<GraphQLContext> = {
  Species: {
    features: (s, _a, ctx) => ctx.loaders.featuresBySource.Species.load(s.name),
  },
  Class: {
    levelChangeHeaders: (c) => levelChangeHeaders(c.levelChangeHeadersJson, c.levelChanges),
    archetypes: (c, _a, ctx) => ctx.loaders.archetypesByClass.load(c.name),
    features: (c, _a, ctx) => ctx.loaders.featuresBySource.Class.load(c.name),
  },
  Archetype: {
    class: (a, _a, ctx) => ctx.loaders.classByName.load(a.className),
    features: (a, _a, ctx) => ctx.loaders.featuresBySource.Archetype.load(a.name),
  },
  BackgroundFeatOption: {
    feat: (o, _a, ctx) => (o.name ? ctx.loaders.featByName.load(o.name) : null),
  },
  Power: {
    prerequisitePower: (p, _a, ctx) => (p.prerequisite ? ctx.loaders.powerByName.load(p.prerequisite) : null),
  },
  Equipment: {
    weight: (e) => String(e.weight),
  },
  GearMechanics: {
    // Entries the player applies wholly may be stored without effects.
    effects: (m) => m.effects ?? [],
  },
  FeatureMechanics: {
    // Entries are stored as written: a manual or descriptive one may leave its effects out.
    effects: (m) => m.effects ?? [],
  },
};
