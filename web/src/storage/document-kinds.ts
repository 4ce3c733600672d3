// Each kind of stored document as the browser's storage sees it: the kinds table's facts (labels, limits, from
// core/documents/kinds.ts), the kind's adapter (stamp, completeness, from core/documents/adapters.ts), and what only
// the browser needs: how a server copy becomes the document the pages use, the readable names of its fields (the
// conflict dialog), its export file, and where this browser keeps it. The sync, the store, the hooks and the dialogs
// take one of these; adding a kind is one entry here (with its GraphQL operations in document-cloud.ts).
import { campaignAdapter, characterAdapter, DOCUMENT_ADAPTERS, homebrewAdapter, STORAGE_FIELDS, starshipAdapter, withoutStorageFields, type JsonObject, type StorageFields, type StoredCampaign, type StoredEncounter, type StoredHomebrewPack, type StoredStarship } from '../../../core/documents/adapters.ts';
import { DOCUMENT_KIND, type DocumentKindDef, type DocumentKindName } from '../../../core/documents/kinds.ts';
import { CHARACTERISTIC_KEYS, characterToJson, exportFileName, normalizeCharacter, parseCharacterJson, type RawCharacter } from '../../../core/engine/index.ts';
import { encounterFileName, exportEncounter } from '../../../core/engine/encounters/document.ts';
import type { EncounterDocument } from '../../../core/engine/encounters/document-schema.ts';

/** The fields the storage itself reads and writes in every document: its own (core's StorageFields) and the name. */
export type DocumentFields = Omit<StorageFields, 'createdAt'> & { name?: string };

export type { StoredEncounter };

/** The document type of each kind: its engine's document with the storage's fields. */
export interface DocumentTypes {
  character: RawCharacter;
  encounter: StoredEncounter;
  starship: StoredStarship;
  campaign: StoredCampaign;
  homebrew: StoredHomebrewPack;
}

export interface DocumentKindSpec<D extends DocumentFields = DocumentFields> {
  def: DocumentKindDef;
  /** A server copy (its JSON text) as the pages use it; throws, naming what is wrong, when it is not one. */
  fromJson(jsonData: string): D;
  /** The document as saved at `now`: the kind's version and change time. */
  stamp(document: D, now: number): D;
  /** Complete enough to use (a character the sheet can compute); an incomplete new one counts as unsaved. */
  isComplete(document: D): boolean;
  /** A readable name of a field (by its path) for the conflict dialog, or undefined to show the path itself. */
  fieldLabel(path: readonly string[]): string | undefined;
  /** The file a document is exported to (unsent documents at sign-out). */
  exportFile(document: D): { name: string; text: string };
}

export type DocumentKindSpecs = { readonly [K in DocumentKindName]: DocumentKindSpec<DocumentTypes[K]> };

/** The readable names of a character's fields a player may change on two devices at once. */
const CHARACTER_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  image: 'Portrait',
  credits: 'Credits',
  experiencePoints: 'Experience points',
  notes: 'Notes',
  tweaks: 'Tweaks',
  settings: 'Settings',
  baseAbilityScores: 'Ability scores',
  species: 'Species',
  background: 'Background',
  classes: 'Classes',
  equipment: 'Equipment',
  customEquipment: 'Custom equipment',
  customProficiencies: 'Custom proficiencies',
  customLanguages: 'Custom languages',
  customFeatures: 'Custom features',
  customFeats: 'Custom feats',
  customTechPowers: 'Custom tech powers',
  customForcePowers: 'Custom force powers',
  featureChoices: 'Feature choices',
  'currentStats.hitPointsLost': 'Hit points lost',
  'currentStats.temporaryHitPoints': 'Temporary hit points',
  'currentStats.deathSaves.successes': 'Death save successes',
  'currentStats.deathSaves.failures': 'Death save failures',
  'currentStats.hitDiceUsed': 'Hit dice used',
  'currentStats.techPointsUsed': 'Tech points used',
  'currentStats.forcePointsUsed': 'Force points used',
  'currentStats.superiorityDiceUsed': 'Superiority dice used',
  'currentStats.featuresTimesUsed': 'Feature uses',
  'currentStats.conditions': 'Conditions',
  'currentStats.exhaustion': 'Exhaustion',
  'currentStats.hasInspiration': 'Inspiration',
  'currentStats.highLevelCasting': 'High-level casting',
  'currentStats.activeFeatures': 'Active features',
  'settings.isFixedHitPoints': 'Fixed hit points',
  'settings.abilityScoreMethod': 'Ability score method',
  'settings.isEnforcingForcePrerequisites': 'Force power prerequisites',
  'settings.isAutomatingFeatures': 'Feature automation',
  'settings.isMilestoneLevelling': 'Milestone levelling',
  'characteristics.alignment': 'Alignment',
};

function characterFieldLabel(path: readonly string[]): string | undefined {
  const label = CHARACTER_FIELD_LABELS[path.join('.')];
  if (label) return label;
  const [first, second, third] = path;
  // A characteristic is named by its own key ("Backstory", "Place of Birth").
  if (first === 'characteristics' && second && (CHARACTERISTIC_KEYS as readonly string[]).includes(second)) return second;
  if (first === 'currentStats' && second === 'featuresTimesUsed' && third) return `Uses of ${third}`;
  if (first === 'currentStats' && second === 'hitDiceUsed' && third) return `Hit dice used (${third})`;
  if (first === 'baseAbilityScores' && second) return `${second} score`;
  return undefined;
}

/** The readable names of a starship's fields (paths of objects; lists are whole values) for the conflict dialog. */
const STARSHIP_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  size: 'Size',
  tier: 'Tier',
  role: 'Construction role',
  'abilityScores.method': 'Ability score method',
  tierIncreases: 'Tier ability score improvements',
  roleSpecialization: 'Role specialization',
  roleMastery: 'Role mastery',
  'paragon.role': 'Paragon role',
  'paragon.abilities': 'Paragon scores',
  'grantChoices.specialization': 'Specialization modifications',
  'grantChoices.mastery': 'Mastery modifications',
  savingThrows: 'Saving throw proficiencies',
  'equipment.armor': 'Armor',
  'equipment.shield': 'Shield',
  'equipment.reactor': 'Reactor',
  'equipment.powerCoupling': 'Power coupling',
  'equipment.hyperdrive': 'Hyperdrive',
  weapons: 'Weapons',
  modifications: 'Modifications',
  cargo: 'Cargo',
  credits: 'Credits',
  crew: 'Crew',
  helm: 'Helm',
  notes: 'Notes',
  'state.hullPointsLost': 'Hull points lost',
  'state.shieldPointsLost': 'Shield points lost',
  'state.temporaryShieldPoints': 'Temporary shield points',
  'state.hullDiceUsed': 'Hull dice spent',
  'state.shieldDiceUsed': 'Shield dice spent',
  'state.featureUses': 'Feature uses',
  'state.conditions': 'Conditions',
  'state.slowed': 'Slowed level',
  'state.systemDamage': 'System damage',
  'state.destructionSaves.successes': 'Destruction save successes',
  'state.destructionSaves.failures': 'Destruction save failures',
  'state.stable': 'Stable',
  'state.destroyed': 'Destroyed',
};

function starshipFieldLabel(path: readonly string[]): string | undefined {
  const label = STARSHIP_FIELD_LABELS[path.join('.')];
  if (label) return label;
  const [first, second, third] = path;
  if (first === 'abilityScores' && second === 'assigned' && third) return `${third} score`;
  if (first === 'state' && second === 'powerDiceUsed' && third) return `Power dice spent (${third})`;
  if (first === 'state' && second === 'featureUses' && third) return `Uses of ${third}`;
  return undefined;
}

/** A starship as a file: the engine's document alone (what `npm run starship -- <file>` reads), without the storage's fields. */
export function starshipExportText(starship: StoredStarship): string {
  const content: Record<string, unknown> = { ...starship };
  for (const field of STORAGE_FIELDS) delete content[field];
  return `${JSON.stringify(content, null, 2)}\n`;
}

/** "ebonHawk.json" from "Ebon Hawk"; "unnamedStarship.json" without a name. */
export function starshipFileName(starship: Pick<StoredStarship, 'name'>): string {
  const words = (starship.name ?? '').match(/[A-Za-z0-9]+/g) ?? [];
  const camel = words.map((word, i) => (i === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1))).join('');
  return `${camel || 'unnamedStarship'}.json`;
}

/** The readable names of an encounter's fields a game master may change on two devices at once. */
const ENCOUNTER_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  notes: 'Notes',
  party: 'Party',
  'party.groups': 'Party levels typed in',
  'party.characters': 'Party characters',
  monsters: 'Monsters',
  customMonsters: 'Custom monsters',
  generator: 'Generator settings',
  tracker: 'Combat tracker',
};

/** An encounter as the kind adapters take documents: a JSON object. */
const asJson = (encounter: StoredEncounter) => encounter as unknown as JsonObject;

function encounterFieldLabel(path: readonly string[]): string | undefined {
  const label = ENCOUNTER_FIELD_LABELS[path.join('.')];
  if (label) return label;
  // The generator's and the tracker's own fields are named under their part ("Generator settings: target").
  const [first, ...rest] = path;
  const part = first ? ENCOUNTER_FIELD_LABELS[first] : undefined;
  return part && rest.length ? `${part}: ${rest.join('.')}` : undefined;
}

/** A homebrew pack as a file: the pack alone (no ids of this browser or the server). The zip export is the travelling form. */
function homebrewExportFile(pack: StoredHomebrewPack): { name: string; text: string } {
  const words = (pack.name ?? '').match(/[A-Za-z0-9]+/g) ?? [];
  const content: Record<string, unknown> = { ...pack };
  for (const field of STORAGE_FIELDS) delete content[field];
  return { name: `${words.join('-').toLowerCase() || 'homebrew-pack'}.json`, text: `${JSON.stringify(content, null, 2)}\n` };
}

export const DOCUMENT_KIND_SPECS: DocumentKindSpecs = {
  character: {
    def: DOCUMENT_KIND.character,
    fromJson: (jsonData) => normalizeCharacter(parseCharacterJson(jsonData)),
    // A RawCharacter is a JSON object; its interface only lacks the index signature the adapter's type names.
    stamp: (character, now) => characterAdapter.stamp(character as RawCharacter & JsonObject, now),
    isComplete: (character) => characterAdapter.isComplete(character as RawCharacter & JsonObject),
    fieldLabel: characterFieldLabel,
    exportFile: (character) => ({ name: exportFileName(character), text: characterToJson(character) }),
  },
  encounter: {
    def: DOCUMENT_KIND.encounter,
    fromJson(jsonData) {
      const parsed = DOCUMENT_ADAPTERS.encounter.parse(jsonData);
      if (!parsed.ok) throw new Error(parsed.problem);
      // The adapter read it with the encounter engine's schema: it is one.
      return parsed.value as unknown as StoredEncounter;
    },
    stamp: (encounter, now) => DOCUMENT_ADAPTERS.encounter.stamp(asJson(encounter), now) as unknown as StoredEncounter,
    isComplete: (encounter) => DOCUMENT_ADAPTERS.encounter.isComplete(asJson(encounter)),
    fieldLabel: encounterFieldLabel,
    // The file holds the encounter alone (no ids of this browser or the server), so it imports anywhere as a new one.
    exportFile: (encounter) => ({ name: encounterFileName(encounter), text: exportEncounter(withoutStorageFields(asJson(encounter)) as unknown as EncounterDocument) }),
  },
  starship: {
    def: DOCUMENT_KIND.starship,
    fromJson(jsonData) {
      const parsed = starshipAdapter.parse(jsonData);
      if (!parsed.ok) throw new Error(parsed.problem);
      return parsed.value;
    },
    stamp: (starship, now) => starshipAdapter.stamp(starship, now),
    isComplete: (starship) => starshipAdapter.isComplete(starship),
    fieldLabel: starshipFieldLabel,
    exportFile: (starship) => ({ name: starshipFileName(starship), text: starshipExportText(starship) }),
  },
  campaign: {
    def: DOCUMENT_KIND.campaign,
    fromJson(jsonData) {
      const parsed = campaignAdapter.parse(jsonData);
      if (!parsed.ok) throw new Error(parsed.problem);
      return parsed.value;
    },
    stamp: (campaign, now) => campaignAdapter.stamp(campaign, now),
    isComplete: (campaign) => campaignAdapter.isComplete(campaign),
    fieldLabel: (path) => ({ name: 'Name', awards: 'Awards log' })[path.join('.')],
    exportFile: (campaign) => ({ name: campaignFileName(campaign), text: `${JSON.stringify(withoutStorageFields(campaign), null, 2)}\n` }),
  },
  homebrew: {
    def: DOCUMENT_KIND.homebrew,
    fromJson(jsonData) {
      const parsed = homebrewAdapter.parse(jsonData);
      if (!parsed.ok) throw new Error(parsed.problem);
      return parsed.value;
    },
    stamp: (pack, now) => homebrewAdapter.stamp(pack, now),
    isComplete: (pack) => homebrewAdapter.isComplete(pack),
    // Entries are a list, a whole value for the merge: the name, author and licence are the fields worth naming.
    fieldLabel: (path) => ({ name: 'Name', author: 'Author', licence: 'Licence', description: 'Description', entries: 'Entries' })[path.join('.')],
    exportFile: homebrewExportFile,
  },
};

/** "outerRim.campaign.json" from "Outer Rim"; "unnamed.campaign.json" without a name. */
function campaignFileName(campaign: Pick<StoredCampaign, 'name'>): string {
  const words = (campaign.name ?? '').match(/[A-Za-z0-9]+/g) ?? [];
  const camel = words.map((word, i) => (i === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1))).join('');
  return `${camel || 'unnamed'}.campaign.json`;
}

export type { DocumentKindName };
