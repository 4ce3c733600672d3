// From the StarshipRules query result to the starship engine's rules: GraphQL's null fields become absent ones (the
// record types are the seed schemas'), then the rules are indexed once per result.
import { indexStarshipRules, type StarshipRules, type StarshipRulesData } from '../../../../../../core/engine/starships/index.ts';
import type { StarshipRulesQuery } from '../../../../gql/graphql.ts';
import { withoutNulls } from '../../rules/tools-rules-data.ts';

export function toStarshipRulesData(data: StarshipRulesQuery): StarshipRulesData {
  return {
    sizes: withoutNulls(data.starshipBaseSizes),
    equipment: withoutNulls(data.starshipEquipmentList),
    modifications: withoutNulls(data.starshipModifications),
    deployments: data.starshipDeployments.map(({ features, ...deployment }) => ({
      ...withoutNulls([deployment])[0]!,
      ...(features ? { features: withoutNulls(features) } : {}),
    })),
    ventures: withoutNulls(data.starshipVentures),
    // Each entry is checked against the catalogue's schema when the rules are indexed (a bad one is named there).
    mechanics: withoutNulls(data.starshipMechanics) as unknown as StarshipRulesData['mechanics'],
  };
}

const indexed = new WeakMap<StarshipRulesQuery, StarshipRules>();

/** The rules of one query result, indexed the first time they are asked for (Apollo hands back the same object while the data is unchanged). */
export function indexStarshipRulesQuery(data: StarshipRulesQuery): StarshipRules {
  let rules = indexed.get(data);
  if (!rules) {
    rules = indexStarshipRules(toStarshipRulesData(data));
    indexed.set(data, rules);
  }
  return rules;
}
