// The mapping table of the canonical format: for each content type, the schema version this importer was written
// for, the members it knows, the site resources it feeds and its mapper; then the resources derived from several
// types' text (conditions, skills, advancement, credits), and the site-only types that have no place here.
import type { ResourceKey } from '../../core/resources.ts';
import {
  mapArchetype,
  mapBackground,
  mapClass,
  mapClassImprovement,
  mapFeat,
  mapFeature,
  mapFightingMastery,
  mapFightingStyle,
  mapLightsaberForm,
  mapManeuver,
  mapPower,
  mapSpecies,
  mapWeaponFocus,
  mapWeaponSupremacy,
} from './map-characters.ts';
import { deriveCredits, mapSource } from './map-credits.ts';
import { mapArmorProperty, mapEnhancedItem, mapEquipment, mapReferenceTable, mapWeaponProperty } from './map-gear.ts';
import { mapMonster } from './map-monsters.ts';
import { deriveAdvancement, deriveConditions, deriveSkills, mapRule, mapStarshipRule } from './map-rules.ts';
import { mapBaseSize, mapDeployment, mapModification, mapStarshipEquipment, mapVenture } from './map-starships.ts';
import type { CanonicalDoc, Mapped, Mapper } from './mapping.ts';

export interface ContentType {
  /** The folder under `content/` and `schemas/`. */
  type: string;
  /** The schema version the mapper was written for; documents of a newer one are imported and reported. */
  schemaVersion: number;
  /** The top-level members the mapper knows (those of that schema version). */
  members: readonly string[];
  /**
   * The site resources its documents become one by one; a failed document of this type refuses all of them (and the
   * derived resources that read the type). Types read only by derivations list none.
   */
  resources: readonly ResourceKey[];
  /** Types whose documents only feed derived resources have no mapper of their own. */
  map?: Mapper;
}

const classified = ['sourceKey', 'contentSet'] as const;
/**
 * One type of schema version 1. Each mapper declares the document shape it reads; the type's schema has checked the
 * document before the mapper sees it, which is what makes handing it over as that shape sound.
 */
const entry = <T>(type: string, resources: ResourceKey[], members: string[], map?: Mapper<T>): ContentType => ({
  type,
  schemaVersion: 1,
  members,
  resources,
  map: map as Mapper | undefined,
});

export const CONTENT_TYPES: readonly ContentType[] = [
  entry('species', ['species'], ['key', 'name', 'size', 'homeworld', 'nativeLanguage', 'lore', 'traits', 'abilityScoreIncreaseOptions', 'physique', 'appearance', 'imageUrls', 'halfHumanTraits', ...classified], mapSpecies),
  entry('class', ['class'], ['key', 'name', 'summary', 'primaryAbility', 'hitPoints', 'proficiencies', 'multiclassProficiencies', 'startingEquipment', 'startingWealth', 'casterType', 'casterRatio', 'archetypeLabel', 'archetypeIntroduction', 'lore', 'creatingCharacter', 'quickBuild', 'description', 'imageUrls', 'progression', ...classified], mapClass),
  entry('archetype', ['archetype'], ['key', 'name', 'className', 'casterType', 'casterRatio', 'classCasterType', 'description', 'progression', ...classified], mapArchetype),
  entry('background', ['background'], ['key', 'name', 'lore', 'skillProficiencies', 'toolProficiencies', 'languageProficiencies', 'startingEquipment', 'feature', 'suggestedCharacteristics', 'personalityTraitOptions', 'idealOptions', 'bondOptions', 'flawOptions', 'featOptions', 'variant', ...classified], mapBackground),
  entry('feat', ['feat'], ['key', 'name', 'prerequisite', 'abilityScoreIncreases', 'description', ...classified], mapFeat),
  entry('feature', ['feature'], ['key', 'name', 'grantedBy', 'grantedByName', 'level', 'description', ...classified], mapFeature),
  entry('power', ['power'], ['key', 'name', 'powerType', 'level', 'forceAlignment', 'castingTime', 'range', 'duration', 'concentration', 'prerequisite', 'description', ...classified], mapPower),
  entry('maneuver', ['maneuvers'], ['key', 'name', 'maneuverType', 'superiorityDice', 'prerequisite', 'improves', 'description', ...classified], mapManeuver),
  entry('class-improvement', ['classImprovement', 'multiclassImprovement', 'splashclassImprovement'], ['key', 'name', 'className', 'improvementType', 'prerequisite', 'description', ...classified], mapClassImprovement),
  entry('fighting-style', ['fightingStyle'], ['key', 'name', 'prerequisite', 'description', 'benefits', ...classified], mapFightingStyle),
  entry('fighting-mastery', ['fightingMastery'], ['key', 'name', 'prerequisite', 'description', 'benefits', ...classified], mapFightingMastery),
  entry('lightsaber-form', ['lightsaberForm'], ['key', 'name', 'prerequisite', 'effects', ...classified], mapLightsaberForm),
  entry('weapon-focus', ['weaponFocus'], ['key', 'name', 'weaponGroup', 'description', 'benefits', ...classified], mapWeaponFocus),
  entry('weapon-supremacy', ['weaponSupremacy'], ['key', 'name', 'weaponGroup', 'description', 'benefits', ...classified], mapWeaponSupremacy),
  entry('equipment', ['equipment'], ['key', 'name', 'category', 'costInCredits', 'weight', 'description', 'properties', 'weaponClassification', 'damage', 'armorClassification', 'armorClass', 'stealthDisadvantage', 'additionalWeaponClassifications', ...classified], mapEquipment),
  entry('enhanced-item', ['enhancedItem'], ['key', 'name', 'itemType', 'rarity', 'requiresAttunement', 'subtype', 'prerequisite', 'description', ...classified], mapEnhancedItem),
  entry('weapon-property', ['weaponProperty'], ['key', 'name', 'contentSet', 'description'], mapWeaponProperty),
  entry('armor-property', ['armorProperty'], ['key', 'name', 'contentSet', 'description'], mapArmorProperty),
  entry('reference-table', ['referenceTable'], ['key', 'name', 'contentSet', 'body', 'subject'], mapReferenceTable),
  entry('monster', ['monster'], ['key', 'name', 'size', 'types', 'alignment', 'armor', 'hitPoints', 'speed', 'abilities', 'savingThrows', 'skills', 'senses', 'languages', 'damageVulnerabilities', 'damageResistances', 'damageImmunities', 'conditionImmunities', 'challengeRating', 'experiencePoints', 'behaviors', 'flavorText', 'sectionText', ...classified], mapMonster),
  entry('rule', ['PlayerHandbookRule', 'WretchedHivesRule', 'ScumAndVillainyRule', 'ExpandedContent', 'VariantRule'], ['key', 'name', 'ruleType', 'chapterNumber', 'readingGroup', 'order', 'body', ...classified], mapRule),
  entry('starship-rule', ['StarshipRule'], ['key', 'title', 'chapterNumber', 'readingGroup', 'order', 'body', ...classified], mapStarshipRule),
  entry('starship-base-size', ['starshipBaseSize'], ['key', 'name', 'lore', 'abilityScoreAdjustments', 'hull', 'shields', 'modifications', 'savingThrows', 'tierProgression', 'roles', 'features', ...classified], mapBaseSize),
  entry('starship-deployment', ['StarshipDeployment'], ['key', 'name', 'role', 'rankProgression', 'features', ...classified], mapDeployment),
  entry('starship-equipment', ['starshipEquipment'], ['key', 'name', 'category', 'costInCredits', 'description', 'weapon', 'properties', 'damage', 'damageForLargerShips', 'weightInPounds', 'weightInPoundsForLargerShips', 'range', 'firedBy', 'armor', 'shield', 'reactor', 'powerCoupling', 'hyperdriveClass', ...classified], mapStarshipEquipment),
  entry('starship-modification', ['starshipModification'], ['key', 'name', 'modificationType', 'grade', 'prerequisites', 'description', ...classified], mapModification),
  entry('starship-venture', ['starshipVenture'], ['key', 'name', 'prerequisites', 'description', ...classified], mapVenture),
  entry('source', ['source'], ['key', 'title', 'shelfName', 'abbreviation', 'publisher', 'publishedAt', 'isOfficial', 'isCoreRulebook', 'blurb', 'accent', 'order', 'licenseNote', 'attribution', 'showOnHomePage'], mapSource),
  entry('credit', [], ['key', 'name', 'categoryKey', 'contribution', 'link', 'order']),
  entry('credit-category', [], ['key', 'title', 'order', 'description', 'note']),
  entry('asset-credit', [], ['key', 'assetGroup', 'assetKey', 'status', 'artist', 'workTitle', 'provenance', 'basis', 'basisNote', 'link']),
];

/** A resource made from the text or data of several documents rather than one document each. */
export interface Derivation {
  resource: ResourceKey;
  /** The content types it reads; when one of them fails, the derived resource is not stored either. */
  from: readonly string[];
  /** What it is made from, for messages. */
  what: string;
  derive(docs: ReadonlyMap<string, readonly CanonicalDoc[]>): Mapped[];
}

const docsOf = (docs: ReadonlyMap<string, readonly CanonicalDoc[]>, type: string) => docs.get(type) ?? [];

export const DERIVATIONS: readonly Derivation[] = [
  { resource: 'conditions', from: ['rule'], what: 'the conditions appendix of the handbook (rule phb-appendix-a-conditions)', derive: (d) => deriveConditions(docsOf(d, 'rule')) },
  { resource: 'skills', from: ['rule'], what: "the handbook's list of skills by ability (rule phb-using-ability-scores)", derive: (d) => deriveSkills(docsOf(d, 'rule')) },
  { resource: 'characterAdvancement', from: ['reference-table'], what: 'the experience table (reference-table xp-and-pb-by-level)', derive: (d) => deriveAdvancement(docsOf(d, 'reference-table')) },
  {
    resource: 'Credit',
    from: ['credit', 'credit-category', 'asset-credit'],
    what: 'the credit, credit-category and asset-credit documents',
    derive: (d) => deriveCredits({ credits: docsOf(d, 'credit'), categories: docsOf(d, 'credit-category'), assets: docsOf(d, 'asset-credit') }),
  },
];

/** Types of the canonical repository that describe its own web site, with nothing on this site to become. */
export const SITE_ONLY_TYPES: Readonly<Record<string, string>> = {
  resource: "downloadable sheets of the canonical site's downloads page: this site has no such page",
  channel: "community links of the canonical site's front page: this site has none",
  page: "the canonical site's front-page copy: this site writes its own",
};

export const contentTypeOf = (type: string) => CONTENT_TYPES.find((t) => t.type === type);
