// The blank stored character every new character starts from, and the temporary local id it is given.
import { AUTOMATION_BUILDER_VERSION } from '../features/automation.ts';
import { ABILITIES, CHARACTERISTIC_KEYS, type Characteristics, type CurrentStats, type RawCharacter } from './types.ts';

/** Raised to 0.8.0 with feature automation: characters saved from then on carry the automation flag. */
export const BUILDER_VERSION = AUTOMATION_BUILDER_VERSION;

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 'temp-' plus 9 random lowercase letters and digits; the id of a character not yet saved to the cloud. */
export function makeLocalId(random: () => number = Math.random): string {
  let id = 'temp-';
  for (let i = 0; i < 9; i++) id += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)];
  return id;
}

export function defaultCurrentStats(): CurrentStats {
  return {
    hitPointsLost: 0,
    temporaryHitPoints: 0,
    deathSaves: { successes: 0, failures: 0 },
    hitDiceUsed: {},
    techPointsUsed: 0,
    forcePointsUsed: 0,
    superiorityDiceUsed: 0,
    featuresTimesUsed: {},
    conditions: [],
    exhaustion: 0,
    hasInspiration: false,
    highLevelCasting: { level6: false, level7: false, level8: false, level9: false },
    unspentLevels: 0,
  };
}

function blankCharacteristics(): Characteristics {
  return Object.fromEntries(CHARACTERISTIC_KEYS.map((key) => [key, ''])) as Characteristics;
}

/** The template without identity fields (no localId, no createdAt): what an "empty" character is compared with. */
export function blankCharacter(): RawCharacter {
  return {
    name: '',
    builderVersion: BUILDER_VERSION,
    image: '',
    user: '',
    experiencePoints: 0,
    credits: 0,
    notes: '',
    tweaks: {},
    settings: { isFixedHitPoints: false, abilityScoreMethod: 'Standard Array', isEnforcingForcePrerequisites: true, isAutomatingFeatures: true },
    currentStats: defaultCurrentStats(),
    baseAbilityScores: Object.fromEntries(ABILITIES.map((ability) => [ability, 0])),
    characteristics: blankCharacteristics(),
    species: { name: '', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
    background: { name: '', feature: '' },
    classes: [],
    equipment: [],
    customEquipment: [],
    customProficiencies: [],
    customLanguages: [],
    customFeatures: [],
    customFeats: [],
    customTechPowers: [],
    customForcePowers: [],
  };
}

/** A new character: the blank template stamped with the creation time and a fresh local id. */
export function createCharacter(now: number = Date.now(), random: () => number = Math.random): RawCharacter {
  return { ...blankCharacter(), createdAt: now, changedAt: now, localId: makeLocalId(random) };
}

const IDENTITY_FIELDS = new Set(['id', 'userId', 'localId', 'builderVersion', 'user', 'createdAt', 'changedAt']);

/** JSON with object keys sorted at every depth, so key order does not matter when comparing. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, child]) => child !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonical(child)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** True when the character equals a blank template once id, user, version and time fields are ignored. */
export function isEmptyCharacter(character: RawCharacter): boolean {
  const strip = (value: object) => canonical(Object.fromEntries(Object.entries(value).filter(([key]) => !IDENTITY_FIELDS.has(key))));
  return strip(character) === strip(blankCharacter());
}
