// The sheet's features by where they come from (each class, archetype, species, fighting style, feats, background,
// the player's own), each with the uses and toggled states the engine attached to it; and readable names for the
// sheet numbers the automation preview lists. Pure: the Combat section and the preview dialog render these.
import {
  featureLabel,
  type ComputedCharacter,
  type FeatureChoice,
  type FeatureResource,
  type FeatureToggle,
  type RawCharacter,
} from '../../../../../core/engine/index.ts';

export type FeatureGroupKind = 'Class' | 'Archetype' | 'Species' | 'FightingStyle' | 'FightingMastery' | 'LightsaberForm' | 'Feat' | 'Background' | 'Custom';

export interface FeatureRow {
  key: string;
  name: string;
  description: string;
  /** Uses the engine counts for this feature (automation on). */
  resources: FeatureResource[];
  toggles: FeatureToggle[];
  /** The options chosen inside this feature (a heritage, a damage type), made or not. */
  choices: FeatureChoice[];
  /** Set for a feat the player added on the sheet (it can be deleted there). */
  customFeat?: number;
  /** Set for a feature the player wrote (it can be deleted there). */
  customFeature?: number;
}

export interface FeatureGroup {
  kind: FeatureGroupKind;
  /** "Class: Berserker", "Species: Twi'lek", "Feats". */
  title: string;
  rows: FeatureRow[];
}

export interface GroupedFeatures {
  groups: FeatureGroup[];
  /** Uses and states whose feature is not listed (a resource named after a feature the rules data lacks). */
  unattached: { resources: FeatureResource[]; toggles: FeatureToggle[] };
}

const KIND_TITLE: Record<FeatureGroupKind, string> = {
  Class: 'Class',
  Archetype: 'Archetype',
  Species: 'Species',
  FightingStyle: 'Fighting style',
  FightingMastery: 'Fighting masteries',
  LightsaberForm: 'Lightsaber forms',
  Feat: 'Feats',
  Background: 'Background',
  Custom: 'Your features',
};

/** Styles, masteries and forms are each listed in one group, whatever granted them. */
const OPTION_KINDS: Partial<Record<FeatureGroupKind, true>> = { FightingStyle: true, FightingMastery: true, LightsaberForm: true };

type SheetFeatures = Pick<ComputedCharacter, 'combatFeatures' | 'nonCombatFeatures' | 'backgroundFeature' | 'customFeatures' | 'features'>;

export function groupFeatures(sheet: SheetFeatures, character: Pick<RawCharacter, 'classes' | 'customFeats'>): GroupedFeatures {
  const resources = [...(sheet.features?.resources ?? [])];
  const toggles = [...(sheet.features?.toggles ?? [])];
  const choices = [...(sheet.features?.optionChoices ?? [])];
  // Resources and toggles name their feature by its label ("Rage (Berserker 1)"): each goes to the first row with it.
  const take = <T extends { feature: string }>(list: T[], label: string): T[] => {
    const taken = list.filter((entry) => entry.feature === label);
    for (const entry of taken) list.splice(list.indexOf(entry), 1);
    return taken;
  };
  const groups = new Map<string, FeatureGroup>();
  const add = (kind: FeatureGroupKind, sourceName: string, row: Omit<FeatureRow, 'resources' | 'toggles' | 'choices'>, label?: string) => {
    const groupKey = kind === 'Feat' || kind === 'Custom' || kind in OPTION_KINDS ? kind : `${kind}|${sourceName}`;
    let group = groups.get(groupKey);
    if (!group) {
      group = { kind, title: groupKey === kind ? KIND_TITLE[kind] : `${KIND_TITLE[kind]}: ${sourceName}`, rows: [] };
      groups.set(groupKey, group);
    }
    group.rows.push({ ...row, resources: label ? take(resources, label) : [], toggles: label ? take(toggles, label) : [], choices: label ? take(choices, label) : [] });
  };

  // Class and archetype features in the order of the character's classes, each group by level.
  const classFeatures = sheet.combatFeatures.filter((feature) => feature.source === 'Class' || feature.source === 'Archetype');
  for (const feature of classFeatures) {
    add(feature.source as 'Class' | 'Archetype', feature.sourceName, { key: `${feature.source}|${feature.sourceName}|${feature.level ?? ''}|${feature.name}`, name: feature.name, description: feature.description }, featureLabel(feature));
  }
  for (const feature of sheet.nonCombatFeatures) {
    add('Species', feature.sourceName, { key: `Species|${feature.sourceName}|${feature.name}`, name: feature.name, description: feature.description }, featureLabel(feature));
  }
  if (sheet.features) {
    // With automation on the engine lists every style, mastery and form held, with its text and what granted it.
    // Styles first, then masteries, then forms, whatever order the features granting them came in.
    const kinds: FeatureGroupKind[] = ['FightingStyle', 'FightingMastery', 'LightsaberForm'];
    const options = [...sheet.features.options].sort((a, b) => kinds.indexOf(a.source) - kinds.indexOf(b.source));
    options.forEach((option, position) => {
      const from = option.grantedBy ? `_From ${option.grantedBy}._\n\n` : '';
      add(option.source, option.name, { key: `${option.source}|${option.name}|${position}`, name: option.name, description: `${from}${option.text}` }, option.label);
    });
  } else {
    for (const entry of character.classes) {
      if (!entry.fightingStyle) continue;
      add('FightingStyle', entry.fightingStyle, { key: `FightingStyle|${entry.name}|${entry.fightingStyle}`, name: `${entry.fightingStyle} (${entry.name})`, description: '' }, featureLabel({ source: 'FightingStyle', sourceName: entry.fightingStyle, name: entry.fightingStyle }));
    }
  }
  const customFeats = character.customFeats ?? [];
  sheet.combatFeatures
    .filter((feature) => feature.source === 'Feat')
    .forEach((feature, position) => {
      const custom = customFeats.indexOf(feature.name);
      add('Feat', feature.sourceName, { key: `Feat|${feature.name}|${position}`, name: feature.name, description: feature.description, ...(custom >= 0 ? { customFeat: custom } : {}) }, featureLabel(feature));
    });
  if (sheet.backgroundFeature) {
    const feature = sheet.backgroundFeature;
    add('Background', feature.sourceName, { key: `Background|${feature.name}`, name: feature.name, description: feature.description }, featureLabel(feature));
  }
  sheet.customFeatures.forEach((feature, index) => add('Custom', '', { key: `Custom|${index}`, name: feature.name, description: feature.content ?? '', customFeature: index }));
  return { groups: [...groups.values()], unattached: { resources, toggles } };
}

const PLAIN_NUMBERS: Record<string, string> = {
  armorClass: 'Armor class',
  initiative: 'Initiative',
  'speed.base': 'Speed',
  passivePerception: 'Passive perception',
  'hitPoints.maximum': 'Hit point maximum',
};
const WEAPON_PART: Record<string, string> = { toHit: 'to hit', damage: 'damage bonus', damageDice: 'damage die' };

/** A readable name for a sheet number's path as the automation preview lists it ("Stealth (Dexterity)", "Blaster to hit"). */
export function sheetNumberLabel(path: string): string {
  if (PLAIN_NUMBERS[path]) return PLAIN_NUMBERS[path];
  const ability = /^abilityScores\.(\w+)\.(score|savingThrowModifier|skills\.(.+))$/.exec(path);
  if (ability) {
    const name = ability[1]!;
    if (ability[2] === 'score') return `${name} score`;
    if (ability[2] === 'savingThrowModifier') return `${name} saving throw`;
    return `${ability[3]} (${name})`;
  }
  const weapon = /^(?:weapons\.(.+)|unarmed)\.(toHit|damage|damageDice)$/.exec(path);
  if (weapon) return `${weapon[1] ?? 'Unarmed strike'} ${WEAPON_PART[weapon[2]!]}`;
  return path;
}

/** How a preview number is shown: modifiers signed, damage dice as dice, the rest plain. */
export function sheetNumberText(path: string, value: number): string {
  if (path.endsWith('.damageDice')) return value > 0 ? `d${value}` : 'none';
  const signedNumber = /(savingThrowModifier|skills\.|toHit|\.damage$|^initiative$)/.test(path);
  return signedNumber && value >= 0 ? `+${value}` : String(value);
}
