// How the normalized cache identifies rules records: by name only where names are unique in the real data set.
// Types whose names repeat (two 'Extra Attack' features, two 'Saberstaff' weapons, improvements shared by several
// lists) are stored inside their parent query result instead (keyFields: false), so one never overwrites another.
import type { TypePolicies } from '@apollo/client';

const byName = { keyFields: ['name'] } as const;
const embedded = { keyFields: false } as const;

/** Types normalized by name; detail queries (`power(name:)`) read them straight from list results. */
export const NAMED_TYPES = [
  'Species',
  'Class',
  'Archetype',
  'Background',
  'Power',
  'Maneuver',
  'Monster',
  'EnhancedItem',
  'StarshipDeployment',
  'StarshipBaseSize',
  'ReferenceTable',
  'Condition',
  'Skill',
  'DataVersion',
] as const;

const EMBEDDED_TYPES = [
  'Equipment',
  'Feat',
  'Feature',
  'Improvement',
  'FightingStyle',
  'FightingMastery',
  'LightsaberForm',
  'Property',
  'StarshipModification',
  'StarshipVenture',
  'StarshipEquipment',
  'MonsterBehavior',
  'SearchResult',
  'CharacterAdvancement',
] as const;

/** Query fields that look one named record up: answered from the cache when a list already brought it. */
const DETAIL_FIELDS: Record<string, (typeof NAMED_TYPES)[number]> = {
  species: 'Species',
  class: 'Class',
  archetype: 'Archetype',
  background: 'Background',
  power: 'Power',
  maneuver: 'Maneuver',
  monster: 'Monster',
  enhancedItem: 'EnhancedItem',
  starshipDeployment: 'StarshipDeployment',
  starshipBaseSize: 'StarshipBaseSize',
  referenceTable: 'ReferenceTable',
};

export const typePolicies: TypePolicies = {
  ...Object.fromEntries(NAMED_TYPES.map((t) => [t, byName])),
  ...Object.fromEntries(EMBEDDED_TYPES.map((t) => [t, embedded])),
  Chapter: { keyFields: ['book', 'chapterName'] },
  Query: {
    fields: Object.fromEntries(
      Object.entries(DETAIL_FIELDS).map(([field, typename]) => [
        field,
        {
          // A stored answer wins; otherwise use the record a list query brought, if every field asked is there.
          read(existing: unknown, { args, toReference, canRead }) {
            if (existing !== undefined) return existing;
            if (typeof args?.name !== 'string') return undefined;
            const ref = toReference({ __typename: typename, name: args.name });
            return canRead(ref) ? ref : undefined;
          },
        },
      ]),
    ),
  },
};
