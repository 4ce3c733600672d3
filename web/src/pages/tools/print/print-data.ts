// The text printed in each field of the sheet pages, taken from the engine's computed character and cut to the
// layout limits (4 armor lines, 5 weapons, 9 combat features, 47 equipment rows, 7-11 power rows per level).
import { ABILITIES, weaponDamageNotation, type ComputedCharacter, type ComputedWeapon, type PowerRule, type RawCharacter } from '../../../../../core/engine/index.ts';
import { PRINT_LIMITS, POWER_LEVELS } from './print-layout.ts';

export type FieldValues = Record<string, string>;

export interface PrintPages {
  pageOne: FieldValues;
  pageTwo: FieldValues;
  pageThree: FieldValues;
  /** Present when the character casts tech or force powers. */
  powerPage?: FieldValues;
  /** Skill names in page-one order (their labels are printed on the template). */
  skillNames: string[];
}

/** Catalogue weights are texts like "7.25"; anything unreadable weighs nothing. */
function itemWeightOf(weight: unknown): number {
  const number = typeof weight === 'number' ? weight : Number.parseFloat(String(weight ?? ''));
  return Number.isFinite(number) ? number : 0;
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const PROFICIENCY_MARK = { none: '', proficient: '●', expertise: '◆' } as const;

export function damageText(weapon: Pick<ComputedWeapon, 'damageNumberOfDice' | 'damageDieType' | 'damageBonus' | 'damageType'>): string {
  return `${weaponDamageNotation(weapon)} ${weapon.damageType}`.trim();
}

function headerValues(sheet: ComputedCharacter): FieldValues {
  return { name: sheet.name };
}

function featureText(feature: { name: string; description: string }): string {
  return feature.description ? `${feature.name}. ${plain(feature.description)}` : feature.name;
}

/** Markdown and table syntax flattened to plain text for the small print boxes. */
export function plain(text: string): string {
  return text
    .replace(/\|/g, ' ')
    .replace(/[*_#>`]+/g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * Size, speeds, senses and defences, one line each. Speeds beyond walking, senses and defences come from the
 * automated features; without automation only the size (the species') and the walking speed are known.
 */
export function sensesText(sheet: ComputedCharacter, speciesSize: string | undefined): string {
  const features = sheet.features;
  const size = features?.size ?? speciesSize;
  const speeds = Object.entries(features?.speeds ?? { walk: sheet.speed.base }).map(([mode, feet]) => `${feet} ft ${mode}`);
  const defences = features
    ? [
        ['Resistant', features.resistances],
        ['Immune', features.immunities],
        ['Vulnerable', features.vulnerabilities],
        ['Condition immunities', features.conditionImmunities],
      ]
        .filter(([, names]) => names.length > 0)
        .map(([label, names]) => `${label}: ${(names as string[]).join(', ')}.`)
    : [];
  return [
    size ? `Size: ${size}` : '',
    `Speed: ${speeds.join(', ')}`,
    features ? `Senses: ${features.senses.length ? features.senses.map(({ sense, range }) => `${sense} ${range} ft`).join(', ') : 'none'}` : '',
    defences.join(' '),
  ]
    .filter(Boolean)
    .join('\n');
}

function pageOne(character: RawCharacter, sheet: ComputedCharacter, playerName: string, skillNames: string[], speciesSize: string | undefined): FieldValues {
  const values: FieldValues = {
    ...headerValues(sheet),
    classLevel: sheet.classText,
    background: sheet.background,
    playerName,
    species: sheet.species,
    alignment: sheet.alignment,
    experience: String(sheet.experiencePoints.current),
    inspiration: sheet.inspiration ? '✓' : '',
    proficiencyBonus: signed(sheet.proficiencyBonus),
    passivePerception: String(sheet.passivePerception),
    armorClass: String(sheet.armorClass),
    initiative: signed(sheet.initiative),
    speed: `${sheet.speed.base} ft`,
    hitPointMaximum: String(sheet.hitPoints.maximum),
    currentHitPoints: String(sheet.hitPoints.current),
    temporaryHitPoints: sheet.hitPoints.temporary ? String(sheet.hitPoints.temporary) : '',
    hitDice: sheet.hitPoints.hitDice.map((dice) => `${dice.maximum}${dice.size}`).join(' + '),
    'deathSaves-successes': sheet.hitPoints.deathSaves.successes ? '●'.repeat(sheet.hitPoints.deathSaves.successes) : '',
    'deathSaves-failures': sheet.hitPoints.deathSaves.failures ? '●'.repeat(sheet.hitPoints.deathSaves.failures) : '',
    personalityTraits: String(character.characteristics?.['Personality Traits'] ?? ''),
    ideal: String(character.characteristics?.Ideal ?? ''),
    bond: String(character.characteristics?.Bond ?? ''),
    flaw: String(character.characteristics?.Flaw ?? ''),
  };
  for (const ability of ABILITIES) {
    const score = sheet.abilityScores[ability];
    values[`ability-${ability}-modifier`] = signed(score.modifier);
    values[`ability-${ability}-score`] = String(score.value);
    values[`save-${ability}`] = signed(score.savingThrow.modifier);
    values[`save-${ability}-mark`] = PROFICIENCY_MARK[score.savingThrow.proficiency];
  }
  const skills = new Map(ABILITIES.flatMap((ability) => sheet.abilityScores[ability].skills.map((skill) => [skill.name, skill] as const)));
  skillNames.slice(0, PRINT_LIMITS.skills).forEach((name, index) => {
    const skill = skills.get(name);
    if (!skill) return;
    values[`skill-${index}`] = signed(skill.modifier);
    values[`skill-${index}-mark`] = PROFICIENCY_MARK[skill.proficiency];
  });
  values.proficiencies = [
    // The sheet's list already holds the custom proficiencies (without repeats).
    sheet.proficiencies.length ? `Proficiencies: ${sheet.proficiencies.join(', ')}.` : '',
    sheet.languages.length ? `Languages: ${sheet.languages.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  sheet.weapons.slice(0, PRINT_LIMITS.weapons).forEach((weapon, index) => {
    values[`weapon-${index}-name`] = weapon.name;
    values[`weapon-${index}-attack`] = signed(weapon.attackBonus);
    values[`weapon-${index}-damage`] = damageText(weapon);
  });
  // Enhanced armor and shields print under their combined names ("Armor (Fine) (Combat suit)") with their figures in the AC.
  const enhancedArmor = (sheet.gear?.items ?? []).filter((item) => item.base && (item.type === 'Armor' || item.type === 'Shield'));
  const armor = [
    ...sheet.equipment.filter((entry) => entry.isFound && entry.category === 'Equipment' && entry.data.equipmentCategory === 'Armor'),
    ...enhancedArmor.map((item) => ({ name: item.displayName, equipped: sheet.equipment.find((entry) => entry.index === item.index)?.equipped === true })),
    ...sheet.customEquipment.filter((item) => item.equipmentCategory === 'Armor').map((item) => ({ name: item.name, equipped: item.equipped === true })),
  ];
  armor.slice(0, PRINT_LIMITS.armor).forEach((entry, index) => {
    values[`armor-${index}`] = `${entry.name}${entry.equipped ? ' (equipped)' : ''}`;
  });

  const resources: string[] = [];
  if (sheet.techCasting) resources.push(`Tech points: ${sheet.techCasting.maxPoints}`);
  if (sheet.forceCasting) resources.push(`Force points: ${sheet.forceCasting.maxPoints}`);
  if (sheet.superiority) {
    resources.push(`Superiority dice: ${sheet.superiority.maxDice} ${sheet.superiority.diceSize}`);
    if (sheet.superiority.maneuvers.length) resources.push(`Maneuvers: ${sheet.superiority.maneuvers.map((maneuver) => maneuver.name).join(', ')}`);
  }
  resources.push(`Attunement: ${sheet.attunement.current} / ${sheet.attunement.maximum}`);
  if (sheet.conditions.length) resources.push(`Conditions: ${sheet.conditions.map((condition) => condition.name).join(', ')}`);
  if (sheet.exhaustion) resources.push(`Exhaustion: ${sheet.exhaustion}`);
  values.resources = resources.join('\n');
  values.senses = sensesText(sheet, speciesSize);

  // Only feats are printed as combat features (a known issue of this sheet); class features go to page two.
  sheet.combatFeatures
    .filter((feature) => feature.source === 'Feat')
    .slice(0, PRINT_LIMITS.combatFeatures)
    .forEach((feature, index) => {
      values[`combatFeature-${index}`] = featureText(feature);
    });
  return values;
}

function pageTwo(character: RawCharacter, sheet: ComputedCharacter): FieldValues {
  const text = (key: string) => String(character.characteristics?.[key] ?? '');
  const classFeatures = sheet.combatFeatures.filter((feature) => feature.source !== 'Feat');
  return {
    ...headerValues(sheet),
    age: text('Age'),
    height: text('Height'),
    weight: text('Weight'),
    eyes: text('Eyes'),
    skin: text('Skin'),
    hair: text('Hair'),
    appearance: text('Appearance'),
    backstory: text('Backstory'),
    features: [...classFeatures, ...sheet.nonCombatFeatures].map((feature) => feature.name).join(', '),
    backgroundFeature: sheet.backgroundFeature ? featureText(sheet.backgroundFeature) : '',
    customFeatures: sheet.customFeatures.map((feature) => featureText({ name: feature.name, description: feature.content ?? '' })).join('\n'),
  };
}

function pageThree(sheet: ComputedCharacter): FieldValues {
  // Enhanced items under their combined names ("Blaster Chassis (Prototype) (Blaster pistol)").
  const gearNames = new Map((sheet.gear?.items ?? []).map((item) => [item.index, item.displayName]));
  const values: FieldValues = {
    ...headerValues(sheet),
    classLevel: sheet.classText,
    credits: String(sheet.credits),
    carrying: `${sheet.carryingCapacity.encumbered} / ${sheet.carryingCapacity.heavilyEncumbered} lb`,
    capacity: `${sheet.carryingCapacity.maxCapacity} / ${sheet.carryingCapacity.pushDragLift} lb`,
    attunement: `${sheet.attunement.current} / ${sheet.attunement.maximum}`,
  };
  const rows = [
    ...sheet.equipment.map((entry) => ({ name: gearNames.get(entry.index) ?? entry.name, quantity: entry.quantity, weight: entry.isFound && entry.category === 'Equipment' ? itemWeightOf(entry.data.weight) : 0, equipped: entry.equipped })),
    ...sheet.customEquipment.map((item) => ({ name: item.name, quantity: Number(item.quantity) || 0, weight: itemWeightOf(item.weight), equipped: item.equipped === true })),
  ];
  let total = 0;
  for (const row of rows) total += row.weight * row.quantity;
  values.totalWeight = `${Math.round(total * 100) / 100} lb`;
  rows.slice(0, PRINT_LIMITS.equipmentRows).forEach((row, index) => {
    values[`item-${index}-quantity`] = String(row.quantity);
    values[`item-${index}-name`] = row.name;
    values[`item-${index}-weight`] = row.weight ? String(row.weight) : '';
    // Items are either equipped or in the backpack (a known issue of this sheet).
    values[`item-${index}-where`] = row.equipped ? 'Equipped' : 'Backpack';
  });
  return values;
}

function powerPage(sheet: ComputedCharacter): FieldValues | undefined {
  const tech = sheet.techCasting;
  const force = sheet.forceCasting;
  if (!tech && !force) return undefined;
  const values: FieldValues = { ...headerValues(sheet) };
  if (tech) {
    values.techPoints = String(tech.maxPoints);
    values.techAttack = `${signed(tech.attackModifier)} / ${tech.saveDC}`;
    values.techMaxLevel = String(tech.maxPowerLevel);
  }
  if (force) {
    values.forcePoints = String(force.maxPoints);
    values.forceAttack = [force.lightAttackModifier, force.universalAttackModifier, force.darkAttackModifier].map(signed).join(' / ');
    values.forceSaveDC = [force.lightSaveDC, force.universalSaveDC, force.darkSaveDC].join(' / ');
  }
  const tagged: { power: PowerRule; tag: string }[] = [
    ...(tech ? tech.powersKnown.map((power) => ({ power, tag: 'Tech' })) : []),
    ...(force ? force.powersKnown.map((power) => ({ power, tag: power.forceAlignment && power.forceAlignment !== 'None' ? power.forceAlignment : 'Force' })) : []),
  ];
  for (const level of POWER_LEVELS) {
    const seen = new Set<string>();
    const atLevel = tagged
      .filter(({ power }) => power.level === level && !seen.has(power.name) && seen.add(power.name))
      .sort((a, b) => a.power.name.localeCompare(b.power.name));
    atLevel.slice(0, PRINT_LIMITS.powerRowsByLevel[level]).forEach(({ power, tag }, row) => {
      values[`power-${level}-${row}`] = `${power.name} (${tag})`;
    });
  }
  return values;
}

/** Everything the print view prints for a character whose sheet the engine computed (the species' size from the rules). */
export function printPages(character: RawCharacter, sheet: ComputedCharacter, playerName: string, speciesSize?: string): PrintPages {
  const skillNames = ABILITIES.flatMap((ability) => sheet.abilityScores[ability].skills.map((skill) => skill.name)).sort((a, b) => a.localeCompare(b));
  const power = powerPage(sheet);
  return {
    pageOne: pageOne(character, sheet, playerName, skillNames, speciesSize),
    pageTwo: pageTwo(character, sheet),
    pageThree: pageThree(sheet),
    ...(power ? { powerPage: power } : {}),
    skillNames,
  };
}
