// Mappers for the character-building types of the canonical format (species, class, archetype, background, feat,
// feature, power, maneuver, class improvements and the customization options) into the site's record shapes.
import type { Doc } from '../../core/catalogue-store.ts';
import type { ResourceKey } from '../../core/resources.ts';
import { capitalize, contentFields, enumNumber, legacyJson, legacyRowKey, ordinal, pascal } from './legacy-shapes.ts';
import { MappingError, type Mapper } from './mapping.ts';

interface Classified {
  key: string;
  name: string;
  sourceKey?: string;
  contentSet?: string;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six'];

/** `undefined` as the legacy `null`: the canonical format leaves out what the legacy shapes wrote as null. */
const orNull = <T>(v: T | undefined): T | null => (v === undefined ? null : v);

interface Species extends Classified {
  size?: string;
  homeworld?: string;
  nativeLanguage?: string;
  lore: string;
  traits: { name: string; description: string }[];
  abilityScoreIncreaseOptions?: { increases: { amount: number; abilities?: string[]; anyAbilityCount?: number }[] }[];
  physique?: Partial<Record<'heightAverage' | 'heightModifier' | 'weightAverage' | 'weightModifier', string>>;
  appearance?: Partial<Record<'distinctions' | 'skinColorOptions' | 'hairColorOptions' | 'eyeColorOptions' | 'colorScheme' | 'manufacturer', string>>;
  imageUrls?: string[];
  halfHumanTraits?: { speciesName: string; traitName: string }[];
}

export const mapSpecies: Mapper<Species> = (doc) => {
  // The legacy shape wrote a choice of "any N" abilities as one ability named 'Any <N>'.
  const abilitiesIncreased = (doc.abilityScoreIncreaseOptions ?? []).map((option) =>
    option.increases.map((inc) => {
      const abilities = inc.abilities ? inc.abilities.map(capitalize) : [`Any ${NUMBER_WORDS[inc.anyAbilityCount!] ?? inc.anyAbilityCount}`];
      return { abilities, abilitiesJson: JSON.stringify(abilities), amount: inc.amount };
    }),
  );
  const halfHumanTableEntries = Object.fromEntries((doc.halfHumanTraits ?? []).map((t) => [t.speciesName, t.traitName]));
  const traits = doc.traits.map((t) => ({ name: t.name, description: t.description }));
  const imageUrls = doc.imageUrls ?? [];
  const appearance = doc.appearance ?? {};
  const physique = doc.physique ?? {};
  return [
    {
      resource: 'species',
      record: {
        name: doc.name,
        skinColorOptions: orNull(appearance.skinColorOptions),
        hairColorOptions: orNull(appearance.hairColorOptions),
        eyeColorOptions: orNull(appearance.eyeColorOptions),
        distinctions: orNull(appearance.distinctions),
        heightAverage: orNull(physique.heightAverage),
        heightRollMod: orNull(physique.heightModifier),
        weightAverage: orNull(physique.weightAverage),
        weightRollMod: orNull(physique.weightModifier),
        homeworld: orNull(doc.homeworld),
        flavorText: doc.lore,
        colorScheme: orNull(appearance.colorScheme),
        manufacturer: orNull(appearance.manufacturer),
        language: orNull(doc.nativeLanguage),
        traits,
        traitJson: legacyJson(traits),
        abilitiesIncreased,
        abilitiesIncreasedJson: legacyJson(abilitiesIncreased),
        imageUrls,
        imageUrlsJson: legacyJson(imageUrls),
        size: doc.size ? capitalize(doc.size) : null,
        halfHumanTableEntries,
        halfHumanTableEntriesJson: legacyJson(halfHumanTableEntries),
        features: [],
        ...contentFields(doc),
        // The canonical choice structure, kept beside the legacy text form for readers that want it typed.
        ...(doc.abilityScoreIncreaseOptions ? { abilityScoreIncreaseOptions: doc.abilityScoreIncreaseOptions } : {}),
      },
    },
  ];
};

interface Progression {
  level: number;
  proficiencyBonus?: number;
  features?: string[];
  entries?: { label: string; value: string }[];
}

interface Class extends Classified {
  summary?: string;
  primaryAbility: string;
  hitPoints: { dieFaces: number; atFirstLevel: string; atFirstLevelValue?: number; atHigherLevels: string; atHigherLevelsAverage?: number };
  proficiencies: {
    armor?: string;
    weapons?: string;
    tools?: string;
    savingThrows: string[];
    skills: { choose: number; from?: string[]; text?: string };
  };
  multiclassProficiencies?: string;
  startingEquipment?: string;
  startingWealth?: string;
  casterType: string;
  casterRatio: number;
  archetypeLabel?: string;
  archetypeIntroduction?: string;
  lore?: string;
  creatingCharacter?: string;
  quickBuild?: string;
  description: string;
  imageUrls?: string[];
  progression: Progression[];
}

/** A table cell the printed table leaves empty: the canonical format omits it, the legacy table printed a dash. */
export const EMPTY_CELL = '\u2014';

/** A proficiency list of the legacy shape from its printed sentence; 'None' when the class grants none. */
const proficiencyList = (text: string | undefined) => (text ? text.split(', ') : ['None']);

export const mapClass: Mapper<Class> = (doc) => {
  // Column order: the fixed columns, then every other label in the order it first appears.
  const labels: string[] = [];
  for (const row of doc.progression) for (const e of row.entries ?? []) if (!labels.includes(e.label)) labels.push(e.label);
  const headers = ['Level', 'Proficiency Bonus', 'Features', ...labels];
  const levelChanges: Record<string, Record<string, string>> = {};
  for (const row of doc.progression) {
    const cells: Record<string, string> = {
      Level: ordinal(row.level),
      'Proficiency Bonus': row.proficiencyBonus === undefined ? EMPTY_CELL : `+${row.proficiencyBonus}`,
      Features: row.features?.length ? row.features.join(', ') : EMPTY_CELL,
    };
    for (const label of labels) cells[label] = row.entries?.find((e) => e.label === label)?.value ?? EMPTY_CELL;
    levelChanges[String(row.level)] = cells;
  }
  const casterType = pascal(doc.casterType);
  const p = doc.proficiencies;
  const skillChoicesList = p.skills.from ?? ['Any'];
  const lists = {
    armorProficiencies: proficiencyList(p.armor),
    weaponProficiencies: proficiencyList(p.weapons),
    toolProficiencies: proficiencyList(p.tools),
    toolProficienciesList: proficiencyList(p.tools),
    savingThrows: p.savingThrows.map(capitalize),
  };
  const equipmentLines = doc.startingEquipment ? doc.startingEquipment.split('\n') : [];
  const multiClassProficiencies = doc.multiclassProficiencies ? doc.multiclassProficiencies.split(', ') : [];
  const imageUrls = doc.imageUrls ?? [];
  return [
    {
      resource: 'class',
      record: {
        name: doc.name,
        summary: orNull(doc.summary),
        primaryAbility: capitalize(doc.primaryAbility),
        flavorText: orNull(doc.lore),
        creatingText: orNull(doc.creatingCharacter),
        quickBuildText: orNull(doc.quickBuild),
        levelChangeHeadersJson: JSON.stringify(headers),
        levelChanges,
        levelChangesJson: legacyJson(levelChanges),
        hitDiceDieTypeEnum: doc.hitPoints.dieFaces,
        hitDiceDieType: doc.hitPoints.dieFaces,
        hitPointsAtFirstLevel: doc.hitPoints.atFirstLevel,
        hitPointsAtHigherLevels: doc.hitPoints.atHigherLevels,
        hitPointsAtFirstLevelNumber: doc.hitPoints.atFirstLevelValue ?? 0,
        hitPointsAtHigherLevelsNumber: doc.hitPoints.atHigherLevelsAverage ?? 0,
        ...Object.fromEntries(Object.entries(lists).flatMap(([k, v]) => [[k, v], [`${k}Json`, legacyJson(v)]])),
        skillChoices: orNull(p.skills.text),
        numSkillChoices: p.skills.choose,
        skillChoicesList,
        skillChoicesListJson: legacyJson(skillChoicesList),
        equipmentLines,
        equipmentLinesJson: legacyJson(equipmentLines),
        startingWealthVariant: orNull(doc.startingWealth),
        classFeatureText: doc.description,
        classFeatureText2: null,
        archetypeFlavorText: orNull(doc.archetypeIntroduction),
        archetypeFlavorName: orNull(doc.archetypeLabel),
        archetypes: null,
        imageUrls,
        imageUrlsJson: legacyJson(imageUrls),
        casterRatio: doc.casterRatio,
        casterTypeEnum: enumNumber('casterType', casterType),
        casterType,
        multiClassProficiencies,
        multiClassProficienciesJson: legacyJson(multiClassProficiencies),
        features: null,
        featureRowKeys: null,
        featureRowKeysJson: '',
        ...contentFields(doc),
      },
    },
  ];
};

interface Archetype extends Classified {
  className: string;
  casterType: string;
  casterRatio: number;
  classCasterType: string;
  description: string;
  progression?: { level: number; entries: { label: string; value: string }[] }[];
}

export const mapArchetype: Mapper<Archetype> = (doc) => {
  const leveledTable = doc.progression
    ? Object.fromEntries(doc.progression.map((row) => [String(row.level), row.entries.map((e) => ({ key: e.label, value: e.value }))]))
    : null;
  const headers = doc.progression ? ['Level', ...new Set(doc.progression.flatMap((r) => r.entries.map((e) => e.label)))] : null;
  const casterType = pascal(doc.casterType);
  const classCasterType = pascal(doc.classCasterType);
  return [
    {
      resource: 'archetype',
      record: {
        name: doc.name,
        className: doc.className,
        text: doc.description,
        text2: null,
        leveledTableHeadersJson: headers ? JSON.stringify(headers) : null,
        leveledTable,
        leveledTableJson: legacyJson(leveledTable),
        imageUrls: [],
        imageUrlsJson: '[]',
        casterRatio: doc.casterRatio,
        casterTypeEnum: enumNumber('casterType', casterType),
        casterType,
        classCasterTypeEnum: enumNumber('casterType', classCasterType),
        classCasterType,
        features: null,
        featureRowKeys: null,
        featureRowKeysJson: '',
        rowKey: legacyRowKey(doc.name),
        ...contentFields(doc),
      },
    },
  ];
};

type RollRow = { roll: number; name?: string; description?: string };

interface Background extends Classified {
  lore: string;
  skillProficiencies: string;
  toolProficiencies?: string;
  languageProficiencies?: string;
  startingEquipment: string;
  feature: { name: string; description: string };
  suggestedCharacteristics: string;
  personalityTraitOptions: RollRow[];
  idealOptions: RollRow[];
  bondOptions: RollRow[];
  flawOptions: RollRow[];
  featOptions: RollRow[];
  variant?: { name: string; description: string; options?: RollRow[] };
}

const rollRows = (rows: RollRow[] | undefined) => rows?.map((r) => ({ name: orNull(r.name), roll: r.roll, description: orNull(r.description) }));

export const mapBackground: Mapper<Background> = (doc) => {
  const tables = {
    flavorOptions: rollRows(doc.variant?.options) ?? null,
    featOptions: rollRows(doc.featOptions)!,
    personalityTraitOptions: rollRows(doc.personalityTraitOptions)!,
    idealOptions: rollRows(doc.idealOptions)!,
    flawOptions: rollRows(doc.flawOptions)!,
    bondOptions: rollRows(doc.bondOptions)!,
  };
  const withJson = (k: keyof typeof tables) => ({ [k]: tables[k], [`${k}Json`]: legacyJson(tables[k]) });
  return [
    {
      resource: 'background',
      record: {
        name: doc.name,
        flavorText: doc.lore,
        flavorName: orNull(doc.variant?.name),
        flavorDescription: orNull(doc.variant?.description),
        ...withJson('flavorOptions'),
        skillProficiencies: doc.skillProficiencies,
        toolProficiencies: orNull(doc.toolProficiencies),
        languages: orNull(doc.languageProficiencies),
        equipment: doc.startingEquipment,
        suggestedCharacteristics: doc.suggestedCharacteristics,
        featureName: doc.feature.name,
        featureText: doc.feature.description,
        ...withJson('featOptions'),
        ...withJson('personalityTraitOptions'),
        ...withJson('idealOptions'),
        ...withJson('flawOptions'),
        ...withJson('bondOptions'),
        features: null,
        featureRowKeys: null,
        featureRowKeysJson: '',
        ...contentFields(doc),
      },
    },
  ];
};

interface Feat extends Classified {
  prerequisite?: string;
  abilityScoreIncreases?: string[];
  description: string;
}

export const mapFeat: Mapper<Feat> = (doc) => {
  const attributesIncreased = doc.abilityScoreIncreases ? doc.abilityScoreIncreases.map(capitalize) : null;
  return [
    {
      resource: 'feat',
      record: {
        name: doc.name,
        prerequisite: orNull(doc.prerequisite),
        text: doc.description,
        attributesIncreased,
        attributesIncreasedJson: legacyJson(attributesIncreased),
        ...contentFields(doc),
      },
    },
  ];
};

interface Feature extends Classified {
  grantedBy: 'class' | 'archetype' | 'species';
  grantedByName: string;
  level?: number;
  description?: string;
}

export const mapFeature: Mapper<Feature> = (doc) => {
  const source = pascal(doc.grantedBy);
  // Features share names across classes (Extra Attack): the legacy table keyed each by its whole address.
  const rowKey = [source, doc.grantedByName, doc.name, ...(doc.level === undefined ? [] : [String(doc.level)])].join('-');
  return [
    {
      resource: 'feature',
      // The legacy features carried no content classification of their own; their parent has it.
      record: {
        name: doc.name,
        text: doc.description ?? '',
        level: orNull(doc.level),
        sourceEnum: enumNumber('featureSource', source),
        source,
        sourceName: doc.grantedByName,
        metadata: null,
        partitionKey: doc.contentSet === 'expanded-content' ? 'ExpandedContent' : 'Core',
        rowKey: legacyRowKey(rowKey),
      },
    },
  ];
};

interface Power extends Classified {
  powerType: string;
  level: number;
  forceAlignment?: string;
  castingTime: { period: string; text: string };
  range: string;
  duration: string;
  concentration: boolean;
  prerequisite?: string;
  description: string;
}

export const mapPower: Mapper<Power> = (doc) => {
  const powerType = pascal(doc.powerType);
  const castingPeriod = pascal(doc.castingTime.period);
  const forceAlignment = pascal(doc.forceAlignment ?? 'none');
  return [
    {
      resource: 'power',
      record: {
        name: doc.name,
        powerTypeEnum: enumNumber('powerType', powerType),
        powerType,
        prerequisite: orNull(doc.prerequisite),
        level: doc.level,
        castingPeriodEnum: enumNumber('castingPeriod', castingPeriod),
        castingPeriod,
        castingPeriodText: doc.castingTime.text,
        range: doc.range,
        duration: doc.duration,
        concentration: doc.concentration,
        forceAlignmentEnum: enumNumber('forceAlignment', forceAlignment),
        forceAlignment,
        description: doc.description,
        higherLevelDescription: null,
        rowKey: legacyRowKey(doc.name),
        ...contentFields(doc),
      },
    },
  ];
};

interface Maneuver extends Classified {
  maneuverType: string;
  superiorityDice: number;
  prerequisite?: string;
  improves?: string;
  description: string;
}

export const mapManeuver: Mapper<Maneuver> = (doc) => [
  {
    resource: 'maneuvers',
    record: {
      name: doc.name,
      description: doc.description,
      metadata: null,
      prerequisite: orNull(doc.prerequisite),
      type: pascal(doc.maneuverType),
      rowKey: legacyRowKey(doc.name),
      ...contentFields(doc),
      // Typed facts the legacy shape kept only in prose.
      superiorityDice: doc.superiorityDice,
      ...(doc.improves ? { improves: doc.improves } : {}),
    },
  },
];

interface ClassImprovement extends Classified {
  className: string;
  improvementType: 'class' | 'multiclass' | 'splashclass';
  prerequisite?: string;
  description: string;
}

const IMPROVEMENT_RESOURCES: Record<ClassImprovement['improvementType'], ResourceKey> = {
  class: 'classImprovement',
  multiclass: 'multiclassImprovement',
  splashclass: 'splashclassImprovement',
};

/** One canonical type for three legacy lists: the improvement's kind picks the list, its class names the record. */
export const mapClassImprovement: Mapper<ClassImprovement> = (doc) => [
  {
    resource: IMPROVEMENT_RESOURCES[doc.improvementType],
    record: { name: doc.className, description: doc.description, prerequisite: orNull(doc.prerequisite), metadata: null, ...contentFields(doc) },
  },
];

interface Benefits extends Classified {
  prerequisite?: string;
  description: string;
  benefits: string[];
}

/**
 * The legacy text of an option split into a lead sentence and bullets: the lead, then one '- ' line per benefit,
 * with a prerequisite written first as the printed books do.
 */
export function joinBenefits(doc: Benefits): string {
  const lead = doc.prerequisite ? `_**Prerequisite:** ${doc.prerequisite}_\n${doc.description}` : doc.description;
  return [lead, ...doc.benefits.map((b) => `- ${b}`)].join('\n');
}

const benefitExtras = (doc: Benefits) => ({ benefits: doc.benefits, ...(doc.prerequisite ? { prerequisite: doc.prerequisite } : {}) });

export const mapFightingStyle: Mapper<Benefits> = (doc) => [
  { resource: 'fightingStyle', record: { name: doc.name, description: joinBenefits(doc), metadata: null, ...contentFields(doc), ...benefitExtras(doc) } },
];

export const mapFightingMastery: Mapper<Benefits> = (doc) => [
  { resource: 'fightingMastery', record: { name: doc.name, text: joinBenefits(doc), metadata: null, ...contentFields(doc), ...benefitExtras(doc) } },
];

interface WeaponOption extends Benefits {
  weaponGroup: string;
}

const mapWeaponOption =
  (resource: ResourceKey): Mapper<WeaponOption> =>
  (doc) => [
    {
      resource,
      record: { name: doc.name, description: joinBenefits(doc), ...contentFields(doc), weaponGroup: doc.weaponGroup, benefits: doc.benefits },
    },
  ];

export const mapWeaponFocus = mapWeaponOption('weaponFocus');
export const mapWeaponSupremacy = mapWeaponOption('weaponSupremacy');

interface LightsaberForm extends Classified {
  prerequisite?: string;
  effects: { timing: 'onAdopt' | 'active'; description: string }[];
}

export const mapLightsaberForm: Mapper<LightsaberForm> = (doc) => {
  if (!doc.effects.length) throw new MappingError('a lightsaber form needs at least one effect', 'effects');
  const body = doc.effects.map((e) => e.description).join('\n\n');
  const description = doc.prerequisite ? `_**Prerequisite:** ${doc.prerequisite}_\n${body}` : body;
  return [
    {
      resource: 'lightsaberForm',
      record: { name: doc.name, description, metadata: null, ...contentFields(doc), effects: doc.effects, ...(doc.prerequisite ? { prerequisite: doc.prerequisite } : {}) },
    },
  ];
};
