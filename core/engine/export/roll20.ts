// Roll20 export for the SW5e character sheet 2.4 (schema_version 2): attribute names as the sheet defines them,
// repeating rows named repeating_<section>_<rowId>_<field>. The Foundry VTT copy is this same JSON.
import { ABILITIES, type RawCharacter } from '../character/types.ts';
import type { ComputedCharacter } from '../compute/compute-character.ts';
import { itemWeight } from '../compute/equipment.ts';
import { weaponDamageNotation } from '../compute/weapons.ts';
import { ROLL20_EXPORT_FAILED } from '../validation/messages.ts';
import type { FeatureResource } from '../features/mechanics.ts';
import type { FeatureSheet } from '../features/sheet.ts';
import { camelCase } from './camel-case.ts';
import { defenceLists, sensesText, speedsText, usesLeft } from './feature-results.ts';
import { makeRowId } from './row-id.ts';

export const ROLL20_SHEET_VERSION = '2.4';
export const ROLL20_SCHEMA_VERSION = 2;
/** The sheet has slots for four classes beyond the first. */
export const ROLL20_MULTICLASS_SLOTS = 4;

export interface Roll20Attribute {
  name: string;
  current: string | number;
  max: string | number;
  id: string;
}

export interface Roll20Character {
  schema_version: number;
  name: string;
  avatar: string;
  bio: string;
  exportedBy: string;
  gmnotes: string;
  defaulttoken: string;
  tags: string;
  controlledby: string;
  inplayerjournals: string;
  attribs: Roll20Attribute[];
  abilities: unknown[];
}

export class Roll20ExportError extends Error {
  override name = 'Roll20ExportError';
}

/** The file around the attributes, the same for a character and a monster. */
export function roll20File(parts: Pick<Roll20Character, 'name' | 'avatar' | 'bio' | 'attribs'>): Roll20Character {
  return {
    schema_version: ROLL20_SCHEMA_VERSION,
    name: parts.name,
    avatar: parts.avatar,
    bio: parts.bio,
    exportedBy: 'sw5e-companion',
    gmnotes: '',
    defaulttoken: '',
    tags: '[]',
    controlledby: '',
    inplayerjournals: '',
    attribs: parts.attribs,
    abilities: [],
  };
}

/**
 * Runs an export; any failure is raised as one error (of the export's class) whose text asks the user to report
 * the problem, followed by the original error's name and message.
 */
export function withExportFailure<T>(failedText: string, ErrorClass: new (message: string, options: { cause: unknown }) => Error, build: () => T): T {
  try {
    return build();
  } catch (error) {
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
    throw new ErrorClass(`${failedText}\n\n${name}: ${message}`, { cause: error });
  }
}

/** The sheet's attribute stem for a skill ("Sleight of Hand" -> "sleight_of_hand"). */
export function sheetName(text: string): string {
  return text.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
}

export function roll20FileName(character: Pick<RawCharacter, 'name'>): string {
  return `${camelCase(character.name || '') || 'incompleteCharacter'}_roll20.json`;
}

const PROFICIENCY_TYPE = { none: 0, proficient: 1, expertise: 2 } as const;

type AddRow = (section: string, fields: Record<string, string | number>) => string;

/**
 * Automated features' results. Resources become the sheet's class resource, then its other resource, then rows of
 * the resources section (two to a row), each with uses left as current and the maximum as max (unlimited ones are
 * named so, with both blank). The sheet has no fields for senses, extra speeds or defences: they become traits.
 */
function featureAttributes(features: FeatureSheet, attributes: Record<string, string | number>, withMax: Roll20Attribute[], row: AddRow) {
  const put = (resource: FeatureResource, nameField: string, valueField: string) => {
    const { left, max } = usesLeft(resource);
    attributes[nameField] = max === undefined ? `${resource.name} (unlimited)` : resource.name;
    withMax.push({ name: valueField, current: left ?? '', max: max ?? '', id: '' });
  };
  const [first, second, ...rest] = features.resources;
  if (first) put(first, 'class_resource_name', 'class_resource');
  if (second) put(second, 'other_resource_name', 'other_resource');
  for (let i = 0; i < rest.length; i += 2) {
    const id = row('resource', {});
    put(rest[i], `repeating_resource_${id}_resource_left_name`, `repeating_resource_${id}_resource_left`);
    if (rest[i + 1]) put(rest[i + 1], `repeating_resource_${id}_resource_right_name`, `repeating_resource_${id}_resource_right`);
  }
  const trait = (name: string, description: string) => row('traits', { name, source: 'Other', description, 'options-flag': '0', display_flag: 'on' });
  if (features.senses.length > 0) trait('Senses', sensesText(features));
  const speeds = speedsText(features);
  if (speeds) trait('Speeds', speeds);
  for (const [label, names] of defenceLists(features)) trait(label, names.join(', '));
}

function buildAttributes(raw: RawCharacter, sheet: ComputedCharacter, rowId: () => string, withMax: Roll20Attribute[]): Record<string, string | number> {
  const attributes: Record<string, string | number> = {};
  const row: AddRow = (section, fields) => {
    const id = rowId();
    for (const [field, value] of Object.entries(fields)) attributes[`repeating_${section}_${id}_${field}`] = value;
    return id;
  };
  const first = raw.classes[0];
  Object.assign(attributes, {
    version: ROLL20_SHEET_VERSION,
    'options-class-selection': '0',
    class: first?.name ?? '',
    subclass: first?.archetype?.name ?? '',
    base_level: String(first?.levels ?? 0),
    class_display: raw.classes.map(({ name, levels, archetype }) => `${archetype?.name ? `${archetype.name} ` : ''}${name} ${levels}`).join(', '),
    level: sheet.currentLevel,
    pb: String(sheet.proficiencyBonus),
    ac: String(sheet.armorClass),
    initiative_bonus: sheet.initiative,
    speed: sheet.speed.base,
    race: sheet.species,
    race_display: sheet.species,
    experience: String(sheet.experiencePoints.current),
    background: sheet.background,
    alignment: sheet.alignment,
  });
  for (let slot = 1; slot <= ROLL20_MULTICLASS_SLOTS; slot++) {
    const entry = raw.classes[slot];
    if (!entry) continue;
    attributes[`multiclass${slot}`] = entry.name.toLowerCase();
    attributes[`multiclass${slot}_flag`] = '1';
    attributes[`multiclass${slot}_lvl`] = entry.levels;
    if (entry.archetype?.name) attributes[`multiclass${slot}_subclass`] = entry.archetype.name;
  }
  for (const ability of ABILITIES) {
    const score = sheet.abilityScores[ability];
    const stem = ability.toLowerCase();
    Object.assign(attributes, {
      [stem]: score.value,
      [`${stem}_base`]: String(score.value),
      [`${stem}_mod`]: String(score.modifier),
      [`${stem}_save_bonus`]: score.savingThrow.modifier,
      [`${stem}_save_prof`]: score.savingThrow.proficiency === 'none' ? 0 : '(@{pb})',
    });
    for (const skill of score.skills) {
      const skillStem = sheetName(skill.name);
      attributes[`${skillStem}_bonus`] = skill.modifier;
      attributes[`${skillStem}_prof`] = skill.proficiency === 'none' ? 0 : `(@{pb}*@{${skillStem}_type})`;
      attributes[`${skillStem}_type`] = PROFICIENCY_TYPE[skill.proficiency];
    }
  }
  const powers = [...(sheet.forceCasting ? sheet.forceCasting.powersKnown : []), ...(sheet.techCasting ? sheet.techCasting.powersKnown : [])];
  for (const power of powers) {
    const isForce = power.powerType === 'Force';
    const ability = !isForce ? '@{intelligence_mod}+' : power.forceAlignment === 'Light' ? '@{wisdom_mod}+' : power.forceAlignment === 'Dark' ? '@{charisma_mod}+' : 'power';
    row(`power-${power.level > 0 ? power.level : 'cantrip'}`, {
      powername: power.name,
      powerschool: isForce ? 'force' : 'tech',
      powercastingtime: power.castingPeriodText ?? '',
      powerrange: power.range ?? '',
      powerconcentration: power.concentration ? '{{concentration=1}}' : '0',
      powerduration: power.duration ?? '',
      power_ability: ability,
      powerdescription: power.description ?? '',
      'options-flag': '0',
    });
  }
  for (const item of sheet.equipment) {
    row('inventory', {
      itemname: item.name,
      itemweight: item.isFound && item.category === 'Equipment' ? itemWeight(item.data.weight) : 0,
      itemcount: item.quantity,
    });
  }
  for (const item of sheet.customEquipment) row('inventory', { itemname: item.name, itemweight: itemWeight(item.weight), itemcount: Number(item.quantity) || 0 });
  for (const language of sheet.languages) row('proficiencies', { name: language, prof_type: 'LANGUAGE', 'options-flag': '0' });
  for (const name of sheet.proficiencies) {
    // Each kind has its place on the sheet: languages are listed above, tools get their own rows with a roll.
    const kind = sheet.proficiencyKinds?.[name] ?? 'other';
    if (kind === 'language' && sheet.languages.includes(name)) continue;
    if (kind === 'tool') {
      const expertise = sheet.toolExpertise?.includes(name) === true;
      row('tool', {
        toolname: name,
        toolattr: 'QUERY',
        toolattr_base:
          '?{Attribute?|Strength,@{strength_mod}|Dexterity,@{dexterity_mod}|Constitution,@{constitution_mod}|Intelligence,@{intelligence_mod}|Wisdom,@{wisdom_mod}|Charisma,@{charisma_mod}}',
        toolbonus_base: expertise ? '(@{pb}*2)' : '(@{pb})',
        toolbonus_display: '?',
        tool_mod: '0',
        'options-flag': '0',
      });
    } else {
      row('proficiencies', { name, prof_type: kind.toUpperCase(), 'options-flag': '0' });
    }
  }
  const trait = (name: string, source: string, description: string) =>
    row('traits', { name, source, description, 'options-flag': '0', display_flag: 'on' });
  for (const feature of sheet.combatFeatures) trait(feature.name, feature.source, feature.description);
  for (const feature of sheet.nonCombatFeatures) trait(feature.name, feature.source, feature.description);
  if (sheet.backgroundFeature) trait(sheet.backgroundFeature.name, 'Background', sheet.backgroundFeature.description);
  for (const feature of sheet.customFeatures) trait(feature.name, 'Other', feature.content);
  if (sheet.features) featureAttributes(sheet.features, attributes, withMax, row);
  for (const weapon of sheet.weapons) {
    const dice = weapon.damageNumberOfDice && weapon.damageDieType ? `${weapon.damageNumberOfDice}d${weapon.damageDieType}` : '';
    const range = weapon.properties.find((property) => /range/i.test(property));
    row('attack', {
      atkname: weapon.name,
      atkbonus: weapon.attackBonus >= 0 ? `+${weapon.attackBonus}` : String(weapon.attackBonus),
      atkattr_base: `@{${weapon.ability.toLowerCase()}_mod}`,
      // Without dice (an unarmed strike without a die) the damage is the sheet's flat amount, already 1 + Strength
      // and never below 0, so the sheet adds no ability modifier to it ("0" is its "none").
      dmgbase: dice || String(weapon.damageBonus),
      dmgtype: weapon.damageType,
      dmgattr: dice ? `@{${weapon.ability.toLowerCase()}_mod}` : '0',
      atkrange: range ? (/\(range ([^)]+)\)/i.exec(range)?.[1] ?? '') : '',
      atk_desc: weapon.properties.join(', '),
      atkdmgtype: `${weaponDamageNotation(weapon)} ${weapon.damageType}`,
      // The sheet's roll templates read the save effect of every attack row; a weapon attack forces no save, so it
      // is blank (a single space, as the original site wrote it).
      saveeffect: ' ',
      'options-flag': '0',
    });
  }
  const characteristic = (key: string) => String(sheet.characteristics?.[key] ?? '');
  Object.assign(attributes, {
    hitdietype: Number.parseInt(sheet.hitPoints.hitDice[0]?.size.replace('d', '') ?? '0', 10) || 0,
    hitdie_final: '@{hitdietype}',
    personality_traits: characteristic('Personality Traits'),
    ideals: characteristic('Ideal'),
    bonds: characteristic('Bond'),
    flaws: characteristic('Flaw'),
    'options-flag-personality': '0',
    'options-flag-ideals': '0',
    'options-flag-bonds': '0',
    'options-flag-flaws': '0',
    age: characteristic('Age'),
    height: characteristic('Height'),
    weight: characteristic('Weight'),
    hair: characteristic('Hair'),
    eyes: characteristic('Eyes'),
    skin: characteristic('Skin'),
    character_appearance: characteristic('Appearance'),
    character_backstory: characteristic('Backstory'),
    hp_temp: String(sheet.hitPoints.temporary),
    passive_wisdom: String(sheet.passivePerception),
    cr: sheet.credits,
    force_power_points_total: sheet.forceCasting ? sheet.forceCasting.maxPoints : 0,
    force_power_points_expended: sheet.forceCasting ? sheet.forceCasting.currentPoints : 0,
    tech_power_points_total: sheet.techCasting ? sheet.techCasting.maxPoints : 0,
    tech_power_points_expended: sheet.techCasting ? sheet.techCasting.currentPoints : 0,
  });
  return attributes;
}

/**
 * "1d6 2d8": the hit dice smallest die first. The original site grouped its dice by die size in an object keyed by
 * the size, and such keys (small integers) iterate in ascending order, so that is the order its files carry.
 */
export function hitDiceText(sheet: Pick<ComputedCharacter, 'hitPoints'>): string {
  return [...sheet.hitPoints.hitDice]
    .sort((a, b) => Number.parseInt(a.size.slice(1), 10) - Number.parseInt(b.size.slice(1), 10))
    .map(({ size, maximum }) => `${maximum}${size}`)
    .join(' ');
}

export interface Roll20Options {
  /** Row id source; defaults to random '-M' + 18 characters. */
  rowId?: () => string;
}

/**
 * Builds the Roll20 file; any failure is raised as one error whose text asks the user to report the problem, followed
 * by the original error's name and message.
 */
export function toRoll20(raw: RawCharacter, sheet: ComputedCharacter, options: Roll20Options = {}): Roll20Character {
  return withExportFailure(ROLL20_EXPORT_FAILED, Roll20ExportError, () => {
    const featureValues: Roll20Attribute[] = [];
    const attributes = buildAttributes(raw, sheet, options.rowId ?? (() => makeRowId()), featureValues);
    const withMax: Roll20Attribute[] = [
      { name: 'hp', current: String(sheet.hitPoints.current), max: String(sheet.hitPoints.maximum), id: '' },
      {
        name: 'hit_dice',
        current: sheet.hitPoints.hitDice.reduce((sum, dice) => sum + dice.current, 0),
        max: hitDiceText(sheet),
        id: '',
      },
      ...featureValues,
    ];
    return roll20File({
      name: sheet.name,
      avatar: sheet.image || '',
      bio: String(sheet.characteristics?.Backstory ?? ''),
      attribs: [...Object.entries(attributes).map(([name, current]) => ({ name, current, max: '', id: '' })), ...withMax],
    });
  });
}

/** The Foundry VTT copy: the Roll20-format JSON as text, which the sw5e system's character importer reads. */
export function toFoundryCopyText(raw: RawCharacter, sheet: ComputedCharacter, options: Roll20Options = {}): string {
  return JSON.stringify(toRoll20(raw, sheet, options));
}
