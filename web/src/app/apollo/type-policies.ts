// How the normalized cache identifies records, as the catalogue's cache policy for each GraphQL type says: by name
// only where names are unique in the real data set; types whose names repeat (two 'Extra Attack' features, two
// 'Saberstaff' weapons, improvements shared by several lists) are stored inside their parent query result instead
// (keyFields: false), so one never overwrites another.
import type { TypePolicies } from '@apollo/client';
import { RESOURCES, type CachePolicy, type ResourceDef } from '../../../../core/resources.ts';

const CATALOGUE: readonly ResourceDef[] = RESOURCES;

/** Types that are not records of a resource. */
const OTHER_TYPES: Readonly<Record<string, CachePolicy>> = {
  DataVersion: 'byName',
  MonsterBehavior: 'embedded',
  SearchResult: 'embedded',
};

/** Every GraphQL type with its cache policy; a type shared by several resources must be stored the same way. */
function policiesByType(): Map<string, CachePolicy> {
  const policies = new Map<string, CachePolicy>(Object.entries(OTHER_TYPES));
  for (const def of CATALOGUE) {
    const graphql = def.graphql;
    // Credits are one text: a scalar, nothing to normalize.
    if (!graphql || graphql.type === 'String') continue;
    const known = policies.get(graphql.type);
    if (known !== undefined && JSON.stringify(known) !== JSON.stringify(graphql.cache)) {
      throw new Error(`The catalogue stores ${graphql.type} two ways (resource ${def.key}): one type, one cache policy.`);
    }
    policies.set(graphql.type, graphql.cache);
  }
  return policies;
}

const POLICIES = policiesByType();

/** Types normalized by name; detail queries (`power(name:)`) read them straight from list results. */
export const NAMED_TYPES: readonly string[] = [...POLICIES].filter(([, policy]) => policy === 'byName').map(([type]) => type);

/** Query fields that look one named record up: answered from the cache when a list already brought it. */
const DETAIL_FIELDS: ReadonlyArray<readonly [field: string, typename: string]> = CATALOGUE.flatMap((def) =>
  def.graphql?.item && def.graphql.cache === 'byName' ? [[def.graphql.item, def.graphql.type] as const] : [],
);

const keyFieldsOf = (policy: CachePolicy) => (policy === 'byName' ? ['name'] : policy === 'embedded' ? false : [...policy]);

export const typePolicies: TypePolicies = {
  ...Object.fromEntries([...POLICIES].map(([type, policy]) => [type, { keyFields: keyFieldsOf(policy) }])),
  Query: {
    fields: Object.fromEntries(
      DETAIL_FIELDS.map(([field, typename]) => [
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
