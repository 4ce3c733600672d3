// Each kind of stored document as the browser's storage sees it: the kinds table's facts (labels, limits, from
// core/documents/kinds.ts), the kind's adapter (stamp, completeness, from core/documents/adapters.ts), and what only
// the browser needs: how a server copy becomes the document the pages use, the readable names of its fields (the
// conflict dialog), its export file, and where this browser keeps it. The sync, the store, the hooks and the dialogs
// take one of these; adding a kind is one entry here (with its GraphQL operations in document-cloud.ts).
import { characterAdapter, DOCUMENT_ADAPTERS, type JsonObject } from '../../../core/documents/adapters.ts';
import { DOCUMENT_KIND, type DocumentKindDef, type DocumentKindName } from '../../../core/documents/kinds.ts';
import { CHARACTERISTIC_KEYS, characterToJson, exportFileName, normalizeCharacter, parseCharacterJson, UNNAMED_CHARACTER, type RawCharacter } from '../../../core/engine/index.ts';

/** The fields the storage itself reads and writes in every document: identities, change time and name. */
export interface DocumentFields {
  /** The server's id, once it has stored the document. */
  id?: string;
  /** The owner, as the server says. */
  userId?: string;
  /** This browser's key for the document, given before it ever reaches the server (kept in the JSON, so a lost answer is recognised). */
  localId?: string;
  /** When it was last changed (ms), stamped on every save. */
  changedAt?: number;
  name?: string;
}

/** A document of a kind the storage holds but whose pages have not defined its shape yet: any JSON object. */
export type GenericDocument = DocumentFields & { [key: string]: unknown };

/** The document type of each kind (an engine type once the kind has its engine). */
export interface DocumentTypes {
  character: RawCharacter;
  encounter: GenericDocument;
  starship: GenericDocument;
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
  /** What one document is called in lists when it has no name. */
  unnamed: string;
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

/** A kind without an engine yet: its documents are JSON objects, stamped with their change time only. */
function genericKind(kind: 'encounter' | 'starship'): DocumentKindSpec<GenericDocument> {
  const def = DOCUMENT_KIND[kind];
  const adapter = DOCUMENT_ADAPTERS[kind];
  return {
    def,
    fromJson(jsonData) {
      const parsed = adapter.parse(jsonData);
      if (!parsed.ok) throw new Error(parsed.problem);
      return parsed.value as GenericDocument;
    },
    stamp: (document, now) => adapter.stamp(document, now) as GenericDocument,
    isComplete: (document) => adapter.isComplete(document),
    fieldLabel: (path) => (path.length === 1 && path[0] === 'name' ? 'Name' : undefined),
    unnamed: `Unnamed ${def.label.singular}`,
    exportFile: (document) => ({ name: `${(document.name || def.label.singular).replace(/[^\w-]+/g, '_')}.json`, text: JSON.stringify(document, null, 2) }),
  };
}

export const DOCUMENT_KIND_SPECS: DocumentKindSpecs = {
  character: {
    def: DOCUMENT_KIND.character,
    fromJson: (jsonData) => normalizeCharacter(parseCharacterJson(jsonData)),
    // A RawCharacter is a JSON object; its interface only lacks the index signature the adapter's type names.
    stamp: (character, now) => characterAdapter.stamp(character as RawCharacter & JsonObject, now),
    isComplete: (character) => characterAdapter.isComplete(character as RawCharacter & JsonObject),
    fieldLabel: characterFieldLabel,
    unnamed: UNNAMED_CHARACTER,
    exportFile: (character) => ({ name: exportFileName(character), text: characterToJson(character) }),
  },
  encounter: genericKind('encounter'),
  starship: genericKind('starship'),
};

export type { DocumentKindName };
