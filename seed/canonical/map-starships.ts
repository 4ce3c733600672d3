// Mappers for starship content: deployments, base sizes (their page text rebuilt from the structure), equipment
// (weapons included), modifications and ventures. The canonical structure the legacy shapes lack is kept beside them.
import type { Doc } from '../../core/catalogue-store.ts';
import { capitalize, contentFields, enumNumber, legacyJson, ordinal, pascal } from './legacy-shapes.ts';
import type { Mapper } from './mapping.ts';

interface Classified {
  key: string;
  name: string;
  sourceKey?: string;
  contentSet?: string;
}

/** Starship records had no content type in the legacy API. */
const STARSHIP = { type: 'None' } as const;

interface Deployment extends Classified {
  role: string;
  rankProgression: { rank: number; features: string[] }[];
  features: { name: string; description: string }[];
}

export const mapDeployment: Mapper<Deployment> = (doc) => {
  const table = [
    `##### The ${doc.name}`,
    '| Rank | Feature |',
    '|:---:|:---|',
    ...doc.rankProgression.map((r) => `| ${ordinal(r.rank)} | ${r.features.join(', ')} |`),
  ].join('\n');
  const sections = doc.features.map((f) => `### ${f.name}\n${f.description}`);
  // The legacy list held the features the rank table grants, in its order, each with the text of its section;
  // sections the table does not name (a deployment's gambits) were page text only.
  const features = doc.rankProgression.flatMap((r) =>
    r.features.map((name) => ({ name, content: doc.features.find((f) => f.name === name)?.description ?? null, tier: r.rank })),
  );
  return [
    {
      resource: 'StarshipDeployment',
      record: {
        name: doc.name,
        description: doc.role,
        flavorText: '',
        featureText: [table, ...sections].join('\n\n'),
        features,
        featuresJson: legacyJson(features),
        ...contentFields(doc, STARSHIP),
        rankProgression: doc.rankProgression,
      },
    },
  ];
};

interface DicePool {
  diceAtTier0: { number: number; faces: number };
  firstDiePoints: string;
  subsequentDiePoints: string;
}

interface Adjustment {
  ability: string;
  modifier: number;
}

interface BaseSize extends Classified {
  lore?: string;
  abilityScoreAdjustments?: Adjustment[];
  hull: DicePool;
  shields: DicePool;
  modifications: { maximumSuiteSystems?: string; baseModificationSlots: number; stockModifications?: string };
  savingThrows?: string;
  tierProgression: {
    dieName: string;
    tiers: { tier: number; features: string[]; die?: string; hullAndShieldDice: string; armorClassBonus: number }[];
  };
  roles: { name: string; abilityScoreAdjustments: Adjustment[]; armor: string; shields?: string; reactor: string; powerCoupling: string; speed?: number; turning?: number }[];
  features?: { name: string; description: string }[];
}

const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);
const NONE = '\u2014';

/** The size's tier table, as the rules print it. */
function tierTable(doc: BaseSize): string {
  const { dieName, tiers } = doc.tierProgression;
  return [
    `##### ${doc.name} Ships`,
    `| Tier | Features | ${dieName} | Hull & Shield Dice | AC Upgrade |`,
    '|:---:|:---|:---:|:---:|:---:|',
    ...tiers.map((t) => `| ${t.tier} | ${t.features.join(', ')} | ${t.die ?? '-'} | ${t.hullAndShieldDice} | ${t.armorClassBonus ? signed(t.armorClassBonus) : '-'} |`),
  ].join('\n');
}

/**
 * The size's page, rebuilt from the structure: the canonical format keeps the rules as typed members, the site's
 * page shows them as one text. The labels are the members' names; the two linking sentences are ours.
 */
function sizePage(doc: BaseSize): string {
  const pool = (label: string, p: DicePool) =>
    [
      `- **${label} Dice at Tier 0:** ${p.diceAtTier0.number}d${p.diceAtTier0.faces}`,
      `- **${label} Points for 1st ${label} Die:** ${p.firstDiePoints}`,
      `- **${label} Points for each subsequent ${label} Die:** ${p.subsequentDiePoints}`,
    ].join('\n');
  const adjustments = (list: Adjustment[]) => list.map((a) => `- **${capitalize(a.ability)}** ${signed(a.modifier)}`).join('\n');
  const parts = [
    ...(doc.lore ? [doc.lore] : []),
    tierTable(doc),
    `## Starship Features\nEvery ${doc.name} ship has these features from tier 0.`,
    ...(doc.abilityScoreAdjustments ? [`#### Ability Score Adjustments\n___\n${adjustments(doc.abilityScoreAdjustments)}`] : []),
    `#### Hull Points\n___\n${pool('Hull', doc.hull)}`,
    `#### Shield Points (If Equipped)\n___\n${pool('Shield', doc.shields)}`,
    [
      '#### Modifications',
      '___',
      `- **Maximum Suite Systems:** ${doc.modifications.maximumSuiteSystems ?? NONE}`,
      `- **Base Modification Slots:** ${doc.modifications.baseModificationSlots}`,
      ...(doc.modifications.stockModifications ? [`- **Stock Modifications:** ${doc.modifications.stockModifications}`] : []),
    ].join('\n'),
    ...(doc.savingThrows ? [`#### Proficiently Equipped\n___\n- **Saving Throws:** ${doc.savingThrows}`] : []),
    `### Role\nA ${doc.name.toLowerCase()} ship starts with one of these roles.`,
    ...doc.roles.map((r) =>
      [
        `#### ${r.name}`,
        ...r.abilityScoreAdjustments.map((a) => `- **Ability Score Adjustment:** ${signed(a.modifier)} ${capitalize(a.ability)}`),
        `- **Armor:** ${r.armor}`,
        ...(r.shields ? [`- **Shields:** ${r.shields}`] : []),
        `- **Reactor:** ${r.reactor}`,
        `- **Power Coupling:** ${r.powerCoupling}`,
        ...(r.speed !== undefined ? [`- **Speed/Turning:** ${r.speed}/${r.turning ?? 0} ft.`] : []),
      ].join('\n'),
    ),
    ...(doc.features ?? []).map((f) => `### ${f.name}\n${f.description}`),
  ];
  return parts.join('\n\n');
}

export const mapBaseSize: Mapper<BaseSize> = (doc) => {
  const adjustment = (ability: string) => doc.abilityScoreAdjustments?.find((a) => a.ability === ability)?.modifier ?? 0;
  const savingThrowOptions = doc.savingThrows ? doc.savingThrows.split(/,\s*/) : null;
  const suites = Number(doc.modifications.maximumSuiteSystems);
  const features = doc.features ?? null;
  const nullList = (field: string) => ({ [field]: null, [`${field}Json`]: '' });
  return [
    {
      resource: 'starshipBaseSize',
      record: {
        name: doc.name,
        // The size's adjustments to the ship's base scores: the legacy fields were never filled (all 0).
        strength: 0,
        strengthModifier: adjustment('strength'),
        dexterity: 0,
        dexterityModifier: adjustment('dexterity'),
        constitution: 0,
        constitutionModifier: adjustment('constitution'),
        hitDiceNumberOfDice: doc.hull.diceAtTier0.number,
        hitDiceDieType: doc.hull.diceAtTier0.faces,
        hitDiceDieTypeEnum: doc.hull.diceAtTier0.faces,
        maxSuiteSystems: Number.isInteger(suites) ? suites : 0,
        modSlotsAtTier0: doc.modifications.baseModificationSlots,
        ...nullList('stockModificationNames'),
        ...nullList('stockModificationSuiteChoices'),
        ...nullList('startingEquipmentNonShield'),
        ...nullList('startingEquipmentArmorChoices'),
        modSlotsPerLevel: 0,
        additionalHitDiceText: null,
        savingThrowOptions,
        savingThrowOptionsJson: legacyJson(savingThrowOptions),
        ...nullList('stockEquipmentNames'),
        features,
        featuresJson: legacyJson(features),
        flavorText: [...(doc.lore ? [doc.lore] : []), tierTable(doc)].join('\n\n'),
        fullText: sizePage(doc),
        ...contentFields(doc, STARSHIP),
        // The typed rules of the size, for the starship tools (the legacy numbers above say far less).
        abilityScoreAdjustments: doc.abilityScoreAdjustments ?? [],
        hull: doc.hull,
        shields: doc.shields,
        modifications: doc.modifications,
        tierProgression: doc.tierProgression,
        roles: doc.roles,
      },
    },
  ];
};

interface Damage {
  numberOfDice: number;
  dieFaces: number;
  type?: string;
}

interface StarshipEquipment extends Classified {
  category: string;
  costInCredits: number;
  description?: string;
  weapon?: { mounting: string; weaponSize: string };
  properties?: string[];
  damage?: Damage;
  damageForLargerShips?: Damage;
  weightInPounds?: number;
  weightInPoundsForLargerShips?: number;
  range?: { normal: number; long: number };
  firedBy?: string[];
  armor?: { armorClass: string; damageReduction: number; stealthDisadvantage: boolean };
  shield?: { capacityMultiplier: string; regenerationRateCoefficient: string };
  reactor?: { powerDiceRecovered: string; fuelCostModifier?: string };
  powerCoupling?: { centralStorageCapacity?: number; systemStorageCapacity?: number };
  hyperdriveClass?: string;
}

export const mapStarshipEquipment: Mapper<StarshipEquipment> = (doc) => {
  const type = pascal(doc.category);
  const weaponCategory = doc.weapon ? pascal(doc.weapon.mounting) : 'None';
  const weaponSize = doc.weapon ? pascal(doc.weapon.weaponSize) : 'None';
  // A weapon's range was printed inside its first property: 'Power (range 1000/4000), constitution 11'.
  const clauses = (doc.properties ?? []).map((p, i) => (i === 0 ? capitalize(p) + (doc.range && doc.weapon ? ` (range ${doc.range.normal}/${doc.range.long})` : '') : p));
  const reload = Number(/(?:^|\s)reload (\d+)/i.exec(clauses.join(', '))?.[1] ?? 0);
  const weaponDamage = doc.weapon ? doc.damage : undefined;
  const extras: Doc = {};
  for (const k of ['damageForLargerShips', 'weightInPounds', 'weightInPoundsForLargerShips', 'firedBy', 'armor'] as const) if (doc[k] !== undefined) extras[k] = doc[k];
  if (!doc.weapon && doc.damage) extras.damage = doc.damage;
  if (!doc.weapon && doc.range) extras.range = doc.range;
  const capacity = (n: number | undefined) => (n === undefined ? null : String(n));
  return [
    {
      resource: 'starshipEquipment',
      record: {
        name: doc.name,
        typeEnum: enumNumber('starshipEquipmentType', type),
        type,
        cost: doc.costInCredits,
        starshipWeaponCategoryEnum: 0,
        starshipWeaponCategory: 'None',
        armorClassBonus: 0,
        hitPointsPerHitDie: null,
        hyperDriveClass: doc.hyperdriveClass ?? null,
        navcomputerBonus: 0,
        capacityMultiplier: doc.shield?.capacityMultiplier ?? null,
        regenerationRateCoefficient: doc.shield?.regenerationRateCoefficient ?? null,
        weaponCategoryEnum: enumNumber('starshipWeaponCategory', weaponCategory),
        weaponCategory,
        weaponSizeEnum: enumNumber('starshipWeaponSize', weaponSize),
        weaponSize,
        damageNumberOfDice: weaponDamage?.numberOfDice ?? 0,
        damageType: weaponDamage?.type ?? null,
        damageDieModifier: 0,
        damageDieType: weaponDamage?.dieFaces ?? 0,
        damageDiceDieTypeEnum: weaponDamage?.dieFaces ?? 0,
        attackBonus: 0,
        attacksPerRound: 0,
        shortRange: doc.weapon ? (doc.range?.normal ?? 0) : 0,
        longRange: doc.weapon ? (doc.range?.long ?? 0) : 0,
        reload,
        properties: clauses.length ? clauses.join(', ') : null,
        description: doc.description ?? null,
        fuelCostsModifier: doc.reactor?.fuelCostModifier ?? null,
        powerDiceRecover: doc.reactor?.powerDiceRecovered ?? null,
        centralStorageCapacity: capacity(doc.powerCoupling?.centralStorageCapacity),
        systemStorageCapacity: capacity(doc.powerCoupling?.systemStorageCapacity),
        ...contentFields(doc),
        ...extras,
      },
    },
  ];
};

interface Prerequisite {
  kind: string;
  text: string;
  [detail: string]: unknown;
}

interface Modification extends Classified {
  modificationType: string;
  grade: number;
  prerequisites?: Prerequisite[];
  description: string;
}

export const mapModification: Mapper<Modification> = (doc) => {
  const type = pascal(doc.modificationType);
  const prerequisites = (doc.prerequisites ?? []).map((p) => p.text);
  return [
    {
      resource: 'starshipModification',
      record: {
        name: doc.name,
        typeEnum: enumNumber('modificationType', type),
        type,
        prerequisites,
        prerequisitesJson: legacyJson(prerequisites),
        grade: doc.grade,
        content: doc.description,
        ...contentFields(doc, STARSHIP),
        // Each prerequisite typed (the modification, equipment, ship size, mounting or damage type it asks for).
        ...(doc.prerequisites ? { structuredPrerequisites: doc.prerequisites } : {}),
      },
    },
  ];
};

interface Venture extends Classified {
  prerequisites?: Prerequisite[];
  description: string;
}

export const mapVenture: Mapper<Venture> = (doc) => {
  const prerequisites = (doc.prerequisites ?? []).map((p) => p.text);
  // The printed venture opens with one italic line per prerequisite; the canonical text leaves them to the list.
  const lead = prerequisites.map((p) => `_**Prerequisite:** ${p}_<br>\n`).join('');
  return [
    {
      resource: 'starshipVenture',
      record: {
        name: doc.name,
        content: lead + doc.description,
        prerequisites,
        prerequisitesJson: legacyJson(prerequisites),
        ...contentFields(doc, STARSHIP),
        ...(doc.prerequisites ? { structuredPrerequisites: doc.prerequisites } : {}),
      },
    },
  ];
};
