// Query resolvers for every rules resource: one list query with its natural filters and one item query by name.
import type { ResourceKey } from '../../core/resources.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { QueryResolvers } from '../graphql/generated/resolvers-types.ts';
import type { Filter } from '../store/port.ts';
import { allOf, equals, oneOf, oneOfText, textEquals } from './filters.ts';

type Args = Record<string, unknown>;

/** A list resolver: builds the filter from the arguments (name and content fields always apply). */
function list<T>(resource: ResourceKey, filter: (args: Args) => Filter = () => ({})) {
  return async (_: unknown, args: Args, ctx: GraphQLContext): Promise<T[]> => {
    const f = allOf(
      textEquals('name', args.name as string | undefined),
      oneOf('contentSource', args.contentSource as string[] | undefined),
      oneOf('contentType', args.contentType as string[] | undefined),
      filter(args),
    );
    return (await ctx.rules.find(resource, f)) as T[];
  };
}

/** An item resolver: the first record with that name, case-insensitive. */
function item<T>(resource: ResourceKey) {
  return async (_: unknown, args: { name: string }, ctx: GraphQLContext): Promise<T | null> =>
    (await ctx.rules.findOne(resource, textEquals('name', args.name))) as T | null;
}

const strings = (v: unknown) => v as string[] | undefined;

export const rulesQueryResolvers: QueryResolvers<GraphQLContext> = {
  speciesList: list('species', (a) => oneOfText('size', strings(a.size))),
  species: item('species'),

  classes: list('class', (a) => oneOf('casterType', strings(a.casterType))),
  class: item('class'),

  archetypes: list('archetype', (a) => allOf(textEquals('className', a.className as string), oneOf('casterType', strings(a.casterType)))),
  archetype: item('archetype'),

  backgrounds: list('background'),
  background: item('background'),

  feats: list('feat', (a) => (a.attributeIncreased ? { attributesIncreased: a.attributeIncreased } : {})),
  feat: item('feat'),

  features: list('feature', (a) =>
    allOf(equals('source', a.source), textEquals('sourceName', a.sourceName as string), equals('level', a.level)),
  ),

  powers: list('power', (a) =>
    allOf(
      equals('powerType', a.powerType),
      oneOf('level', a.level as number[] | undefined),
      oneOf('forceAlignment', strings(a.forceAlignment)),
      equals('concentration', a.concentration),
    ),
  ),
  power: item('power'),

  maneuvers: list('maneuvers', (a) => oneOf('type', strings(a.type))),
  maneuver: item('maneuvers'),

  classImprovements: list('classImprovement'),
  multiclassImprovements: list('multiclassImprovement'),
  splashclassImprovements: list('splashclassImprovement'),
  weaponFocuses: list('weaponFocus'),
  weaponSupremacies: list('weaponSupremacy'),
  fightingStyles: list('fightingStyle'),
  fightingMasteries: list('fightingMastery'),
  lightsaberForms: list('lightsaberForm'),

  equipmentList: list('equipment', (a) =>
    allOf(
      oneOf('equipmentCategory', strings(a.equipmentCategory)),
      oneOf('weaponClassification', strings(a.weaponClassification)),
      oneOf('armorClassification', strings(a.armorClassification)),
    ),
  ),
  equipment: item('equipment'),

  weaponProperties: list('weaponProperty'),
  armorProperties: list('armorProperty'),

  enhancedItems: list('enhancedItem', (a) =>
    allOf(
      oneOf('type', strings(a.type)),
      a.rarity ? { rarityOptions: { $in: a.rarity } } : {},
      equals('requiresAttunement', a.requiresAttunement),
    ),
  ),
  enhancedItem: item('enhancedItem'),

  referenceTables: list('referenceTable'),
  referenceTable: item('referenceTable'),

  starshipDeployments: list('StarshipDeployment'),
  starshipDeployment: item('StarshipDeployment'),
  starshipBaseSizes: list('starshipBaseSize'),
  starshipBaseSize: item('starshipBaseSize'),
  starshipModifications: list('starshipModification', (a) => allOf(oneOf('type', strings(a.type)), oneOf('grade', a.grade as number[]))),
  starshipModification: item('starshipModification'),
  starshipEquipmentList: list('starshipEquipment', (a) =>
    allOf(oneOf('type', strings(a.type)), oneOf('weaponCategory', strings(a.weaponCategory))),
  ),
  starshipEquipment: item('starshipEquipment'),
  starshipVentures: list('starshipVenture'),
  starshipVenture: item('starshipVenture'),

  monsters: list('monster', (a) =>
    allOf(
      oneOfText('size', strings(a.size)),
      // Text conditions on a list field match when any element matches.
      oneOfText('types', strings(a.type)),
      oneOf('challengeRating', strings(a.challengeRating)),
      oneOfText('alignment', strings(a.alignment)),
    ),
  ),
  monster: item('monster'),

  characterAdvancements: async (_p, _a, ctx) => (await ctx.rules.all('characterAdvancement')) as never,
  conditions: list('conditions'),
  skills: async (_p, _a, ctx) => (await ctx.rules.all('skills')) as never,
};

