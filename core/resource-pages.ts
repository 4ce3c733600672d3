// Which pages show each rules resource, kept apart from the URL map so that routes.ts stays a leaf: the catalogue
// and the path builders read the URL map, and this table reads both the map and the catalogue's keys.
import type { ResourceKey } from './catalogue.ts';
import type { RouteKey } from './routes.ts';

/**
 * The pages that show each rules resource: its table or card list and, where records have their own page, the
 * detail route. Resources with `[]` have no page of their own (they feed the engine, or are shown inside another
 * resource's page); the `Record` makes the compiler ask for an answer for every new resource.
 */
export const RESOURCE_ROUTES: Record<ResourceKey, readonly RouteKey[]> = {
  archetype: ['archetypes', 'archetype'],
  armorProperty: ['armor'],
  background: ['backgrounds', 'background', 'phbBackgrounds', 'phbBackground'],
  class: ['classes', 'class', 'phbClasses', 'phbClass'],
  classImprovement: ['customizationOption'],
  StarshipDeployment: ['deployments', 'deployment', 'sotgDeployments', 'sotgDeployment'],
  enhancedItem: ['enhancedItems'],
  feat: ['feats'],
  // Features are listed on their class, archetype or species page.
  feature: [],
  // Data for the rules engine (what features do to a sheet), not shown as such.
  featureMechanics: [],
  fightingStyle: ['customizationOption'],
  fightingMastery: ['customizationOption'],
  equipment: ['armor', 'weapons', 'adventuringGear'],
  lightsaberForm: ['customizationOption'],
  maneuvers: ['maneuvers', 'phbManeuvers'],
  monster: ['monsters', 'monster'],
  multiclassImprovement: ['customizationOption'],
  power: ['forcePowers', 'techPowers', 'phbForcePowers', 'phbTechPowers'],
  species: ['species', 'speciesItem', 'phbSpecies', 'phbSpeciesItem'],
  // Reference tables open in the record modal over whichever page links them.
  referenceTable: [],
  splashclassImprovement: ['customizationOption'],
  starshipEquipment: ['starshipEquipment', 'starshipWeapons'],
  starshipModification: ['modifications', 'sotgModifications'],
  starshipBaseSize: ['starshipSizes', 'starshipSize'],
  starshipVenture: ['ventures', 'sotgCustomization'],
  weaponFocus: ['customizationOption'],
  weaponProperty: ['weapons'],
  weaponSupremacy: ['customizationOption'],
  // Lookups the character tools read (levels, skills); conditions are explained in a handbook chapter.
  characterAdvancement: [],
  conditions: ['phbChapter'],
  skills: [],
  PlayerHandbookRule: ['phb', 'phbChapter'],
  StarshipRule: ['sotg', 'sotgChapter'],
  WretchedHivesRule: ['wh', 'whChapter'],
  ScumAndVillainyRule: ['snvChapter'],
  VariantRule: ['variantRules', 'variantRule'],
  ExpandedContent: ['expandedContent', 'expandedContentItem'],
  Credit: ['credits'],
};
