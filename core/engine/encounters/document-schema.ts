// The encounter document's shape, as stored (an opaque JSON document of kind `encounter`), exported and imported: its
// name, the party, the monsters with counts and locks, custom monsters, the generator's last settings, the combat
// tracker's state and the game master's notes. The engine's types are inferred from these schemas. Objects are strict:
// a field the format does not know is an error naming it, never silently dropped.
import { z } from 'zod';
import { CHALLENGE_RATING_PATTERN } from '../../schemas/encounter-rules.ts';
import { DAMAGE_TYPES } from '../damage/damage-types.ts';

/** The document format's version: a document of another version is refused with a clear error. */
export const ENCOUNTER_DOCUMENT_VERSION = 1;

const whole = z.number().int();
const atLeast0 = whole.min(0);
const level = whole.min(1, 'must be a level from 1 to 20').max(20, 'must be a level from 1 to 20');
const text = z.string().trim().min(1, 'must not be empty');
const rating = z.string().trim().regex(CHALLENGE_RATING_PATTERN, 'must be a challenge rating: 0, 1/8, 1/4, 1/2 or a whole number');
const damageType = z.enum(DAMAGE_TYPES);

export const hitPointsSchema = z.strictObject({ current: atLeast0, max: whole.min(1), temp: atLeast0 });

/** A character of the party, from My Characters or a shared link, with what the tracker shows of it. */
export const partyCharacterSchema = z.strictObject({
  id: text,
  name: text,
  level,
  /** Where the sheet lives: a character of this browser or account ('local'), or one shared by link ('shared'). */
  source: z.enum(['local', 'shared']),
  /** The local character's id or the share link's token. */
  ref: text,
  /** As the rules engine computed them when the character was added (the page refreshes them). */
  armorClass: atLeast0.optional(),
  hitPoints: hitPointsSchema.optional(),
  passivePerception: whole.optional(),
  initiativeBonus: whole.optional(),
  dexterity: atLeast0.optional(),
});

export const partySchema = z.strictObject({
  /** Levels typed in: "4 characters of level 5". */
  groups: z.array(z.strictObject({ level, count: whole.min(1).max(20) })),
  characters: z.array(partyCharacterSchema),
});

export const encounterMonsterSchema = z.strictObject({
  /** The monster record's name. */
  name: text,
  count: whole.min(1).max(100),
  /** Kept when the generator rerolls. */
  locked: z.boolean(),
  /** The game master's rating, for a record whose own cannot be read (or to judge it otherwise). */
  challengeRating: rating.optional(),
});

export const customMonsterSchema = z.strictObject({
  id: text,
  name: text,
  challengeRating: rating,
  armorClass: atLeast0,
  hitPoints: whole.min(1),
  initiativeBonus: whole,
  count: whole.min(1).max(100),
  locked: z.boolean(),
});

export const generatorSettingsSchema = z.strictObject({
  target: z.enum(['easy', 'medium', 'hard', 'deadly']),
  /** Base creature types ('humanoid'); empty: any. */
  types: z.array(text),
  minChallengeRating: rating.optional(),
  maxChallengeRating: rating.optional(),
  /** Words the monster's text must contain (an environment: "swamp", "desert"). */
  words: z.string(),
});

const conditionalDefenseSchema = z.strictObject({ defense: z.enum(['resistance', 'immunity', 'vulnerability']), types: z.array(damageType), text: z.string() });

export const trackerDefensesSchema = z.strictObject({
  resistances: z.array(damageType),
  immunities: z.array(damageType),
  vulnerabilities: z.array(damageType),
  conditional: z.array(conditionalDefenseSchema),
  conditionImmunities: z.array(z.string()),
});

export const activeConditionSchema = z.strictObject({
  name: text,
  /** For a condition measured in levels (exhaustion). */
  level: whole.min(1).optional(),
  /** The duration as given, in rounds (for display). */
  rounds: whole.min(1).optional(),
  /** It ends at the end of this combatant's turn in this round (see docs/encounters.md); absent: until removed. */
  endsAt: z.strictObject({ round: whole.min(1), combatantId: text }).optional(),
  /** Who applied it, when the game master said. */
  sourceId: text.optional(),
  /** Added by the tracker itself (a character falling to 0 hit points), so healing takes it away again. */
  automatic: z.literal(true).optional(),
});

export const combatantSchema = z.strictObject({
  id: text,
  /** monster: from a record; custom: a custom monster of the encounter; character: a party member; other: by hand. */
  kind: z.enum(['monster', 'custom', 'character', 'other']),
  name: text,
  /** The monster record's name, the custom monster's id or the party character's id it came from. */
  ref: z.string().optional(),
  armorClass: atLeast0.optional(),
  initiativeBonus: whole,
  /** The Dexterity score, which settles initiative ties after the bonus. */
  dexterity: atLeast0.optional(),
  initiativeAdvantage: z.boolean().optional(),
  /** Combatants of one group may share one initiative roll (same-name monsters). */
  initiativeGroup: z.string().optional(),
  initiative: whole.nullable(),
  /** The roll as shown: "d20 (14) + 2 = 16". */
  initiativeRoll: z.string().optional(),
  passivePerception: whole.optional(),
  /** Absent: the tracker keeps no hit points for it (a lair, a hazard). */
  hitPoints: hitPointsSchema.optional(),
  /** A villainous monster's hit point pools: `hitPoints` is the active one; depleted ones are spent. */
  pools: z.strictObject({ count: whole.min(1), depleted: atLeast0 }).optional(),
  villainousActions: z.strictObject({ max: atLeast0, left: atLeast0 }).optional(),
  defenses: trackerDefensesSchema,
  conditions: z.array(activeConditionSchema),
  concentration: z.strictObject({ on: text }).optional(),
  /** DCs of concentration saves owed for damage taken, oldest first. */
  concentrationSaves: z.array(whole.min(1)),
  recharge: z.array(z.strictObject({ name: text, from: whole.min(1).max(20), available: z.boolean() })),
  uses: z.array(z.strictObject({ key: text, label: text, max: whole.min(1), used: atLeast0, per: z.enum(['day', 'rest', 'turn', 'maintenance']) })),
  legendary: z.strictObject({ max: whole.min(1), left: atLeast0 }).optional(),
  defeated: z.boolean(),
  /** Left out of the players' view until revealed. */
  hidden: z.boolean(),
});

export const logEntrySchema = z.strictObject({
  round: atLeast0,
  text: z.string(),
  combatantId: z.string().optional(),
});

export const trackerStateSchema = z.strictObject({
  /** 0 before combat starts. */
  round: atLeast0,
  /** Whose turn it is; null before combat starts or after it ends. */
  currentId: z.string().nullable(),
  /** In turn order. */
  combatants: z.array(combatantSchema),
  /** Conditions a turn change ended lately, kept so a step back can restore them. */
  ended: z.array(z.strictObject({ combatantId: text, condition: activeConditionSchema })),
  log: z.array(logEntrySchema),
  /** The number the next combatant's id is made from. */
  nextId: whole.min(1),
});

export const encounterDocumentSchema = z.strictObject({
  version: z.literal(ENCOUNTER_DOCUMENT_VERSION, { error: `must be ${ENCOUNTER_DOCUMENT_VERSION} (the encounter format this site reads)` }),
  name: z.string().trim().min(1, 'must not be empty').max(200),
  party: partySchema,
  monsters: z.array(encounterMonsterSchema),
  customMonsters: z.array(customMonsterSchema),
  generator: generatorSettingsSchema.optional(),
  tracker: trackerStateSchema.nullable(),
  notes: z.string(),
  /** Rewards drawn from the enhanced items (core/engine/gear/loot.ts), each with the party character it went to. */
  loot: z.array(z.strictObject({ name: text, rarity: text, givenTo: text.optional() })).max(50).optional(),
});

export type EncounterDocument = z.infer<typeof encounterDocumentSchema>;
export type EncounterParty = z.infer<typeof partySchema>;
export type PartyCharacter = z.infer<typeof partyCharacterSchema>;
export type EncounterMonster = z.infer<typeof encounterMonsterSchema>;
export type CustomMonster = z.infer<typeof customMonsterSchema>;
export type GeneratorSettings = z.infer<typeof generatorSettingsSchema>;
export type TrackerState = z.infer<typeof trackerStateSchema>;
export type Combatant = z.infer<typeof combatantSchema>;
export type ActiveCondition = z.infer<typeof activeConditionSchema>;
export type TrackerDefenses = z.infer<typeof trackerDefensesSchema>;
export type LogEntry = z.infer<typeof logEntrySchema>;
export type HitPoints = z.infer<typeof hitPointsSchema>;
