// A tiny hand-made rules set for unit tests: the ten classes with simple tables, a few archetypes, species,
// items, powers and maneuvers. Numbers follow the game's published class facts; all texts are placeholders.
import type { RawCharacter } from '../character/types.ts';
import { blankCharacter } from '../character/default-character.ts';
import { indexRules } from '../rules/index-rules.ts';
import type { ArchetypeRule, ClassRule, EquipmentRule, PowerRule, RulesData } from '../rules/types.ts';

type Column = (level: number) => string | undefined;

function table(columns: Record<string, Column>): ClassRule['levelChanges'] {
  const result: ClassRule['levelChanges'] = {};
  for (let level = 1; level <= 20; level++) {
    const row: Record<string, string> = {};
    for (const [name, column] of Object.entries(columns)) row[name] = column(level) ?? '\u2014';
    result[String(level)] = row;
  }
  return result;
}

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
/** Fixture powers-known column: a fixed start plus one per level. */
const known = (start: number, from = 1): Column => (level) => (level >= from ? String(start + level - from) : undefined);
const maxLevel = (divisor: number, cap: number, from = 1): Column => (level) =>
  level >= from ? ordinal(Math.min(cap, Math.ceil(level / divisor))) : undefined;

function makeClass(
  name: string,
  die: number,
  saves: string[],
  extra: Partial<ClassRule> = {},
  columns: Record<string, Column> = {},
): ClassRule {
  return {
    name,
    hitDiceDieType: die,
    hitPointsAtFirstLevelNumber: die,
    hitPointsAtHigherLevelsNumber: die / 2 + 1,
    savingThrows: saves,
    armorProficiencies: ['Light armor'],
    weaponProficiencies: ['Simple blasters', 'simple vibroweapons'],
    toolProficiencies: ['None'],
    multiClassProficiencies: [],
    casterType: 'None',
    casterRatio: 0,
    levelChanges: table({ Features: () => 'fixture feature', ...columns }),
    ...extra,
  };
}

/** Fighter and Scholar: 2 dice from level 2 (Scholar from 1), +1 die every 6 levels; die d4 -> d12 every 4 levels. */
const superiorityQuantity = (from: number): Column => (level) => (level >= from ? String(2 + Math.floor(level / 6)) : undefined);
const superioritySize = (from: number): Column => (level) => (level >= from ? `d${Math.min(12, 4 + 2 * Math.floor((level - 1) / 4))}` : undefined);
const maneuversKnown = (from: number): Column => (level) => (level >= from ? String(1 + Math.floor(level / 2)) : undefined);

export const FIXTURE_CLASSES: ClassRule[] = [
  makeClass('Berserker', 12, ['Strength', 'Constitution'], { armorProficiencies: ['Light armor', 'medium armor'], weaponProficiencies: ['All vibroweapons', 'simple blasters'] }),
  makeClass('Consular', 6, ['Wisdom', 'Charisma'], { casterType: 'Force', casterRatio: 1, armorProficiencies: ['None'], weaponProficiencies: ['Simple lightweapons', 'simple vibroweapons'] }, {
    'Force Powers Known': known(9),
    'Max Power Level': maxLevel(2, 9),
  }),
  makeClass('Engineer', 8, ['Constitution', 'Intelligence'], { casterType: 'Tech', casterRatio: 1 }, { 'Tech Powers Known': known(6), 'Max Power Level': maxLevel(2, 9) }),
  makeClass('Fighter', 10, ['Strength', 'Constitution'], { armorProficiencies: ['All armor'], weaponProficiencies: ['All blasters', 'all vibroweapons'] }, {
    'Maneuvers Known': maneuversKnown(2),
    'Superiority Dice Quantity': superiorityQuantity(2),
    'Superiority Dice Size': superioritySize(2),
  }),
  makeClass('Guardian', 10, ['Constitution', 'Charisma'], { casterType: 'Force', casterRatio: 0.5, weaponProficiencies: ['All lightweapons', 'all vibroweapons'] }, {
    'Force Powers Known': known(5),
    'Max Power Level': maxLevel(4, 5),
  }),
  makeClass('Monk', 8, ['Strength', 'Dexterity'], { armorProficiencies: ['None'] }),
  makeClass('Operative', 8, ['Dexterity', 'Intelligence']),
  makeClass('Scholar', 8, ['Intelligence', 'Wisdom'], {}, {
    'Maneuvers Known': maneuversKnown(1),
    'Superiority Dice Quantity': superiorityQuantity(1),
    'Superiority Dice Size': superioritySize(1),
  }),
  makeClass('Scout', 10, ['Strength', 'Dexterity'], { casterType: 'Tech', casterRatio: 0.5, weaponProficiencies: ['All blasters', 'all vibroweapons'] }, {
    'Tech Powers Known': known(3, 2),
    'Max Power Level': maxLevel(4, 5, 2),
  }),
  makeClass('Sentinel', 8, ['Dexterity', 'Charisma'], { casterType: 'Force', casterRatio: 0.6666666666666666 }, {
    'Force Powers Known': known(7),
    'Max Power Level': maxLevel(3, 7),
  }),
];

const leveled = (columns: Record<string, Column>, from: number): ArchetypeRule['leveledTable'] => {
  const result: NonNullable<ArchetypeRule['leveledTable']> = {};
  for (let level = from; level <= 20; level++) result[String(level)] = Object.entries(columns).map(([key, column]) => ({ key, value: column(level) ?? null }));
  return result;
};

export const FIXTURE_ARCHETYPES: ArchetypeRule[] = [
  { name: 'Deadeye Technique', className: 'Scout', casterType: 'None', casterRatio: 0, leveledTable: leveled({ 'Maneuvers Known': () => '2', 'Superiority Dice Quantity': () => '2', 'Superiority Dice Size': (l) => (l < 11 ? 'd4' : 'd6') }, 3) },
  { name: 'Tactical Specialist', className: 'Fighter', casterType: 'None', casterRatio: 0, leveledTable: {} },
  { name: 'Saboteur Practice', className: 'Operative', casterType: 'Tech', casterRatio: 0.3333333333333333, leveledTable: leveled({ 'Tech Powers Known': (l) => String(l), 'Max Power Level': () => '1st' }, 3) },
  { name: 'Way of Lightning', className: 'Consular', casterType: 'None', casterRatio: 0, leveledTable: {} },
];

const weapon = (name: string, classification: string, die: number, properties: string[], damageType = 'Energy'): EquipmentRule => ({
  name,
  cost: 100,
  weight: '2.5',
  equipmentCategory: 'Weapon',
  damageNumberOfDice: 1,
  damageDieType: die,
  damageType,
  damageDieModifier: 0,
  weaponClassification: classification,
  armorClassification: 'Unknown',
  properties,
  propertiesMap: {},
  ac: null,
  strengthRequirement: null,
  stealthDisadvantage: false,
});

const armor = (name: string, classification: string, ac: string, weight: string, strength?: number): EquipmentRule => ({
  name,
  cost: 50,
  weight,
  equipmentCategory: 'Armor',
  damageNumberOfDice: 0,
  damageDieType: 0,
  damageType: 'None',
  damageDieModifier: 0,
  weaponClassification: 'Unknown',
  armorClassification: classification,
  properties: strength ? ['Bulky', `strength ${strength}`] : [],
  propertiesMap: strength ? { Bulky: 'Bulky', Strength: `strength ${strength}` } : {},
  ac,
  strengthRequirement: '',
  stealthDisadvantage: classification === 'Heavy',
});

export const FIXTURE_EQUIPMENT: EquipmentRule[] = [
  weapon('Blaster pistol', 'SimpleBlaster', 6, ['Power cell (range 50/200)', 'reload 16']),
  weapon('Vibrodagger', 'SimpleVibroweapon', 4, ['Finesse', 'light', 'thrown (range 20/60)'], 'Kinetic'),
  weapon('Vibroaxe', 'MartialVibroweapon', 8, ['Versatile (1d10)'], 'Kinetic'),
  weapon('Lightsaber', 'MartialLightweapon', 8, ['Luminous', 'versatile (2d6)']),
  armor('Combat suit', 'Light', '11 + Dex modifier', '10'),
  armor('Weave armor', 'Medium', '14 + Dex modifier (max 2)', '25'),
  armor('Battle armor', 'Heavy', '16', '55', 13),
  armor('Assault armor', 'Heavy', '17', '60', 15),
  armor('Light physical shield', 'Shield', '+1', '0'),
  armor('Medium physical shield', 'Shield', '+2', '18'),
  { ...armor('Mechanic kit', 'Unknown', '', '8'), equipmentCategory: 'Kit', armorClassification: 'Unknown', ac: null },
  { ...armor('Mandoviol', 'Unknown', '', '4'), equipmentCategory: 'MusicalInstrument', armorClassification: 'Unknown', ac: null },
  { ...armor('Backpack', 'Unknown', '', '5'), equipmentCategory: 'Storage', armorClassification: 'Unknown', ac: null },
];

const power = (name: string, level: number, powerType: 'Force' | 'Tech', forceAlignment: PowerRule['forceAlignment'] = 'None', prerequisite: string | null = null): PowerRule => ({
  name,
  level,
  powerType,
  forceAlignment,
  prerequisite,
  castingPeriodText: '1 action',
  range: '30 feet',
  duration: 'Instantaneous',
  concentration: false,
  description: `Fixture ${powerType.toLowerCase()} power of level ${level}.`,
});

export const FIXTURE_POWERS: PowerRule[] = [
  power('Fixture Push', 0, 'Force', 'Universal'),
  power('Fixture Heal', 1, 'Force', 'Light'),
  power('Fixture Choke', 1, 'Force', 'Dark'),
  power('Fixture Greater Push', 3, 'Force', 'Universal', 'Fixture Push'),
  power('Fixture Storm', 6, 'Force', 'Dark', 'Fixture Choke'),
  power('Fixture Spark', 0, 'Tech'),
  power('Fixture Shield', 1, 'Tech'),
  power('Fixture Overload', 5, 'Tech'),
  power('Fixture Nova', 9, 'Tech'),
];

export const FIXTURE_RULES: RulesData = {
  classes: FIXTURE_CLASSES,
  archetypes: FIXTURE_ARCHETYPES,
  species: [
    { name: 'Human', abilitiesIncreased: [[{ abilities: ['Any one'], amount: 2 }, { abilities: ['Any two'], amount: 1 }], [{ abilities: ['Any four'], amount: 1 }]], language: 'Galactic Basic', traits: [{ name: 'Adaptable', description: 'Fixture trait.' }], size: 'Medium' },
    { name: 'Ryn', abilitiesIncreased: [[{ abilities: ['Intelligence', 'Charisma'], amount: 2 }, { abilities: ['Dexterity'], amount: 1 }]], language: 'Ryn', traits: [], size: 'Medium' },
  ],
  backgrounds: [{ name: 'Spacer', featureName: 'Fixture Haven', featureText: 'Fixture feature text.', featOptions: [] }],
  feats: [
    { name: 'Fixture Grit', text: 'Fixture feat text.', prerequisite: null },
    { name: 'Fixture Mastery', text: 'Fixture feat text.', prerequisite: '4th level' },
  ],
  powers: FIXTURE_POWERS,
  maneuvers: [
    { name: 'Fixture Feint', type: 'Physical', prerequisite: null, description: 'Fixture maneuver.' },
    { name: 'Fixture Rally', type: 'Mental', prerequisite: null, description: 'Fixture maneuver.' },
    { name: 'Fixture Study', type: 'General', prerequisite: null, description: 'Fixture maneuver.' },
  ],
  equipment: FIXTURE_EQUIPMENT,
  enhancedItems: [
    { name: 'Fixture Ring', type: 'AdventuringGear', subtype: 'ring', requiresAttunement: true, rarityOptions: ['Premium'] },
    { name: 'Fixture Crown', type: 'AdventuringGear', subtype: 'crown', requiresAttunement: true, rarityOptions: ['Legendary'] },
    { name: 'Fixture Relic', type: 'Focus', subtype: 'relic', requiresAttunement: true, rarityOptions: ['Artifact'] },
    { name: 'Fixture Stim', type: 'Consumable', subtype: 'stim', requiresAttunement: false, rarityOptions: ['Standard'] },
  ],
  conditions: [{ name: 'Exhaustion', description: 'Fixture condition.' }, { name: 'Prone', description: 'Fixture condition.' }],
  skills: [],
  characterAdvancements: [],
};

export const fixtureRules = () => indexRules(FIXTURE_RULES);

/** A complete character: scores Str 10, Dex 10, Con 14, Int 12, Wis 14, Cha 12; fixed hit points. */
export function fixtureCharacter(classes: { name: string; levels: number; archetype?: string }[], patch: Partial<RawCharacter> = {}): RawCharacter {
  const rules = FIXTURE_CLASSES;
  return {
    ...blankCharacter(),
    name: 'Fixture Hero',
    localId: 'temp-fixture01',
    species: { name: 'Human', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
    background: { name: 'Spacer', feature: '' },
    baseAbilityScores: { Strength: 10, Dexterity: 10, Constitution: 14, Intelligence: 12, Wisdom: 14, Charisma: 12 },
    settings: { ...blankCharacter().settings, isFixedHitPoints: true, abilityScoreMethod: 'Manual' },
    classes: classes.map(({ name, levels, archetype }, position) => ({
      name,
      levels,
      hitPoints: Array.from({ length: levels - (position === 0 ? 1 : 0) }, () => rules.find((c) => c.name === name)?.hitPointsAtHigherLevelsNumber ?? 1),
      abilityScoreImprovements: [],
      ...(archetype ? { archetype: { name: archetype } } : {}),
    })),
    ...patch,
  };
}
