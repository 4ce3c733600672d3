// A native Foundry VTT actor for the sw5e system's data model, for Foundry's own "Import Data".
import { ABILITIES, type Ability, type RawCharacter } from '../character/types.ts';
import type { ComputedCharacter } from '../compute/compute-character.ts';
import { itemWeight } from '../compute/equipment.ts';
import type { FeatureSheet } from '../features/sheet.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { EquipmentRule } from '../rules/types.ts';
import { gearItemFigures, type GearItemFigures } from '../gear/figures.ts';
import { usesLeft } from './feature-results.ts';
import { sheetName } from './roll20.ts';

const ABILITY_KEYS: Record<Ability, string> = {
  Strength: 'str',
  Dexterity: 'dex',
  Constitution: 'con',
  Intelligence: 'int',
  Wisdom: 'wis',
  Charisma: 'cha',
};

/** The sw5e system's skill keys. */
export const FOUNDRY_SKILL_KEYS: Record<string, string> = {
  acrobatics: 'acr',
  animal_handling: 'ani',
  athletics: 'ath',
  deception: 'dec',
  insight: 'ins',
  intimidation: 'itm',
  investigation: 'inv',
  lore: 'lor',
  medicine: 'med',
  nature: 'nat',
  perception: 'prc',
  performance: 'prf',
  persuasion: 'per',
  piloting: 'pil',
  sleight_of_hand: 'slt',
  stealth: 'ste',
  survival: 'sur',
  technology: 'tec',
};

const PROFICIENCY_VALUE = { none: 0, proficient: 1, expertise: 2 } as const;

export interface FoundryItem {
  name: string;
  type: string;
  system: Record<string, unknown>;
}

export interface FoundryActor {
  name: string;
  type: 'character';
  img: string;
  system: Record<string, unknown>;
  items: FoundryItem[];
  flags: Record<string, unknown>;
}

const description = (text: string | null | undefined) => ({ value: text ?? '' });

function powerSchool(powerType: string, alignment: string | null | undefined): string {
  if (powerType === 'Tech') return 'tec';
  return alignment === 'Light' ? 'lgt' : alignment === 'Dark' ? 'drk' : 'uni';
}

type Physical = { quantity: number; equipped: boolean; attunement: number };

/**
 * A weapon item from its plain record; an enhanced weapon's own bonuses go in the item's fields (attack bonus, a
 * flat damage part, its extra dice as parts of the weapon's damage type) and mark it magical.
 */
function weaponItem(name: string, data: EquipmentRule, physical: Physical & Record<string, unknown>, figures?: GearItemFigures): FoundryItem {
  const type = (data.damageType ?? 'kinetic').toLowerCase();
  const bonus = figures?.damage ? ` + ${figures.damage}` : '';
  const parts: [string, string][] = data.damageDieType ? [[`${data.damageNumberOfDice ?? 1}d${data.damageDieType} + @mod${bonus}`, type]] : [];
  for (const dice of figures?.extraDice ?? []) parts.push([dice, type]);
  const properties: Record<string, boolean> = Object.fromEntries((data.properties ?? []).map((property) => [sheetName(property.split(/\s|\(/)[0]), true]));
  if (figures) properties.mgc = true;
  return {
    name,
    type: 'weapon',
    system: { ...physical, damage: { parts }, weaponType: sheetName(data.weaponClassification ?? ''), properties, ...(figures?.attack ? { attackBonus: String(figures.attack) } : {}) },
  };
}

/** An armor or shield item; an enhanced one's armor class bonus is added to the item's armor value. */
function armorItem(name: string, data: EquipmentRule, physical: Physical & Record<string, unknown>, figures?: GearItemFigures): FoundryItem {
  const value = (Number.parseInt(String(data.ac ?? ''), 10) || 0) + (figures?.armorClass ?? 0);
  return { name, type: 'equipment', system: { ...physical, armor: { type: (data.armorClassification ?? '').toLowerCase(), value }, stealth: data.stealthDisadvantage === true } };
}

function equipmentItems(sheet: ComputedCharacter, rules: IndexedRules): FoundryItem[] {
  const items: FoundryItem[] = [];
  const gearNames = new Map((sheet.gear?.items ?? []).map((item) => [item.index, item.displayName]));
  for (const entry of sheet.equipment) {
    const physical = { quantity: entry.quantity, equipped: entry.equipped, attunement: entry.attuned ? 2 : 0 };
    if (!entry.isFound) {
      items.push({ name: entry.name, type: 'loot', system: { ...physical, weight: 0, description: description(entry.warning) } });
    } else if (entry.category === 'EnhancedItem') {
      const figures = gearItemFigures(entry, rules);
      const rarity = (entry.data.rarityOptions?.[0] ?? '').toLowerCase();
      const name = gearNames.get(entry.index) ?? entry.name;
      const enhanced = { ...physical, weight: itemWeight(figures.base?.weight), rarity };
      if (figures.base?.equipmentCategory === 'Weapon') items.push(weaponItem(name, figures.base, enhanced, figures));
      else if (figures.base?.equipmentCategory === 'Armor') items.push(armorItem(name, figures.base, enhanced, figures));
      else {
        const type = entry.data.type === 'Weapon' ? 'weapon' : ['Armor', 'Shield'].includes(entry.data.type) ? 'equipment' : entry.data.type === 'Consumable' ? 'consumable' : 'loot';
        items.push({ name, type, system: { ...physical, weight: 0, rarity } });
      }
    } else {
      const data = entry.data;
      const base = { ...physical, weight: itemWeight(data.weight), price: data.cost };
      if (data.equipmentCategory === 'Weapon') items.push(weaponItem(entry.name, data, base));
      else if (data.equipmentCategory === 'Armor') items.push(armorItem(entry.name, data, base));
      else items.push({ name: entry.name, type: 'loot', system: base });
    }
  }
  for (const item of sheet.customEquipment) {
    items.push({
      name: item.name,
      type: item.equipmentCategory === 'Weapon' ? 'weapon' : item.equipmentCategory === 'Armor' ? 'equipment' : 'loot',
      system: { quantity: Number(item.quantity) || 0, weight: itemWeight(item.weight), price: item.cost, equipped: item.equipped === true, description: description(item.description) },
    });
  }
  return items;
}

/** The system's size keys. */
const FOUNDRY_SIZES: Record<string, string> = { Tiny: 'tiny', Small: 'sm', Medium: 'med', Large: 'lg', Huge: 'huge', Gargantuan: 'grg' };
/** Senses the system has a field for; others go in its free text. */
const FOUNDRY_SENSES = new Set(['darkvision', 'blindsight', 'tremorsense', 'truesight']);
/** Resource slots of the actor; the rest are kept as uses on feature items. */
const FOUNDRY_RESOURCE_SLOTS = ['primary', 'secondary', 'tertiary'] as const;

const traitList = (names: readonly string[]) => ({ value: names.map((name) => name.toLowerCase()), custom: '' });
const customList = (names: readonly string[]) => ({ value: [], custom: names.join(';') });

/** Armor, weapon and tool proficiencies in the actor's lists, each kind as the sheet decided it (automated or not). */
function proficiencyTraits(sheet: ComputedCharacter) {
  const kindOf = (kind: string) => sheet.proficiencies.filter((name) => sheet.proficiencyKinds[name] === kind);
  return {
    armorProf: customList(kindOf('armor')),
    weaponProf: customList(kindOf('weapon')),
    // The list is free text in this actor format: a tool with expertise says so beside its name.
    toolProf: customList(kindOf('tool').map((name) => (sheet.toolExpertise?.includes(name) ? `${name} (expertise)` : name))),
  };
}

/**
 * Automated features' results in the actor's own fields: speeds, senses, size, defences, the first three resources in the resource slots (with short / long rest recovery) and every
 * resource as uses of its feature item (an item of its own when the feature is not listed).
 */
function applyFeatures(features: FeatureSheet, sheet: ComputedCharacter, system: Record<string, Record<string, unknown>>, items: FoundryItem[]) {
  const { walk, ...otherSpeeds } = features.speeds;
  system.attributes.movement = { walk, ...otherSpeeds, units: 'ft' };
  const senses: Record<string, unknown> = { units: 'ft', special: '' };
  const special: string[] = [];
  for (const { sense, range } of features.senses) {
    if (FOUNDRY_SENSES.has(sense)) senses[sense] = range;
    else special.push(`${sense} ${range} ft`);
  }
  senses.special = special.join(', ');
  system.attributes.senses = senses;
  Object.assign(system.traits, {
    ...(features.size && FOUNDRY_SIZES[features.size] ? { size: FOUNDRY_SIZES[features.size] } : {}),
    dr: traitList(features.resistances),
    di: traitList(features.immunities),
    dv: traitList(features.vulnerabilities),
    ci: traitList(features.conditionImmunities),
  });
  const per = (recovery: 'short' | 'long') => (recovery === 'short' ? 'sr' : 'lr');
  system.resources = Object.fromEntries(
    features.resources.slice(0, FOUNDRY_RESOURCE_SLOTS.length).map((resource, index) => {
      const { left, max } = usesLeft(resource);
      return [FOUNDRY_RESOURCE_SLOTS[index], { label: resource.name, value: left ?? null, max: max ?? null, sr: resource.recovery === 'short', lr: true }];
    }),
  );
  for (const resource of features.resources) {
    const { left, max } = usesLeft(resource);
    const uses = { value: left ?? null, max: max === undefined ? '' : String(max), per: max === undefined ? null : per(resource.recovery) };
    // The resource's feature label reads "Rage (Berserker 1)": its item is the one named before the parenthesis.
    const item = items.find((entry) => entry.type === 'feat' && (entry.name === resource.name || resource.feature.startsWith(`${entry.name} (`)));
    if (item) item.system.uses = uses;
    else items.push({ name: resource.name, type: 'feat', system: { description: description(''), uses } });
  }
}

/** Actor JSON with abilities, attributes, details, skills and items for classes, species, background, feats, powers and gear. */
export function toFoundryActor(raw: RawCharacter, sheet: ComputedCharacter, rules: IndexedRules): FoundryActor {
  const abilities = Object.fromEntries(
    ABILITIES.map((ability) => [
      ABILITY_KEYS[ability],
      { value: sheet.abilityScores[ability].value, proficient: sheet.abilityScores[ability].savingThrow.proficiency === 'none' ? 0 : 1 },
    ]),
  );
  const skills: Record<string, { value: number; ability: string }> = {};
  for (const ability of ABILITIES) {
    for (const skill of sheet.abilityScores[ability].skills) {
      const key = FOUNDRY_SKILL_KEYS[sheetName(skill.name)] ?? sheetName(skill.name);
      skills[key] = { value: PROFICIENCY_VALUE[skill.proficiency], ability: ABILITY_KEYS[ability] };
    }
  }
  const characteristic = (key: string) => String(sheet.characteristics?.[key] ?? '');
  const items: FoundryItem[] = [];
  raw.classes.forEach((entry, position) => {
    const data = rules.classes.get(entry.name);
    items.push({
      name: entry.name,
      type: 'class',
      system: {
        levels: entry.levels,
        archetype: entry.archetype?.name ?? '',
        hitDice: data ? `d${data.hitDiceDieType}` : '',
        hitDiceUsed: Number(raw.currentStats.hitDiceUsed?.[data ? `d${data.hitDiceDieType}` : ''] ?? 0) || 0,
        saves: position === 0 ? (data?.savingThrows ?? []).map((save) => ABILITY_KEYS[save as Ability]).filter(Boolean) : [],
        isOriginalClass: position === 0,
      },
    });
    if (entry.archetype?.name) items.push({ name: entry.archetype.name, type: 'archetype', system: { classIdentifier: sheetName(entry.name) } });
  });
  if (sheet.species) items.push({ name: sheet.species, type: 'species', system: {} });
  if (sheet.background) items.push({ name: sheet.background, type: 'background', system: {} });
  for (const feature of [...sheet.combatFeatures, ...sheet.nonCombatFeatures]) {
    items.push({ name: feature.name, type: 'feat', system: { description: description(feature.description), requirements: feature.sourceName } });
  }
  for (const feature of sheet.customFeatures) items.push({ name: feature.name, type: 'feat', system: { description: description(feature.content) } });
  const powers = [...(sheet.forceCasting ? sheet.forceCasting.powersKnown : []), ...(sheet.techCasting ? sheet.techCasting.powersKnown : [])];
  for (const power of powers) {
    items.push({
      name: power.name,
      type: 'power',
      system: {
        level: power.level,
        school: powerSchool(power.powerType, power.forceAlignment),
        components: { concentration: power.concentration === true },
        description: description(power.description),
        preparation: { mode: 'always', prepared: true },
      },
    });
  }
  items.push(...equipmentItems(sheet, rules));
  const system: Record<string, Record<string, unknown>> = {
    abilities,
    skills,
    attributes: {
      hp: { value: sheet.hitPoints.current, max: sheet.hitPoints.maximum, temp: sheet.hitPoints.temporary, min: 0 },
      ac: { calc: 'flat', flat: sheet.armorClass },
      init: { bonus: sheet.initiative - sheet.abilityScores.Dexterity.modifier },
      movement: { walk: sheet.speed.base, units: 'ft' },
      death: { success: sheet.hitPoints.deathSaves.successes, failure: sheet.hitPoints.deathSaves.failures },
      exhaustion: sheet.exhaustion,
      inspiration: sheet.inspiration,
      force: { points: { value: sheet.forceCasting ? sheet.forceCasting.currentPoints : 0, max: sheet.forceCasting ? sheet.forceCasting.maxPoints : 0 } },
      tech: { points: { value: sheet.techCasting ? sheet.techCasting.currentPoints : 0, max: sheet.techCasting ? sheet.techCasting.maxPoints : 0 } },
    },
    details: {
      species: sheet.species,
      background: sheet.background,
      alignment: sheet.alignment,
      level: sheet.currentLevel,
      xp: { value: sheet.experiencePoints.current, min: sheet.experiencePoints.previousLevel, max: sheet.experiencePoints.nextLevel },
      trait: characteristic('Personality Traits'),
      ideal: characteristic('Ideal'),
      bond: characteristic('Bond'),
      flaw: characteristic('Flaw'),
      appearance: characteristic('Appearance'),
      biography: { value: characteristic('Backstory'), public: '' },
    },
    traits: { languages: { value: [], custom: sheet.languages.join(';') }, ...proficiencyTraits(sheet) },
    currency: { gc: sheet.credits },
  };
  if (sheet.features) applyFeatures(sheet.features, sheet, system, items);
  return {
    name: sheet.name,
    type: 'character',
    img: sheet.image,
    system,
    items,
    flags: { 'sw5e-companion': { builderVersion: raw.builderVersion, exportedFrom: 'sw5e-companion character engine' } },
  };
}
