// The starship document: what a player builds and keeps (stored as an opaque JSON document of kind "starship"), its
// zod schema, a new ship's template and parsing with errors that name the field. Everything computed (hull points,
// AC, weapons' bonuses...) is derived from it by computeStarship and never stored.
import { z } from 'zod';
import { DeploymentName, POWER_LOCATIONS, ShipAbility, StarshipSize, type PowerLocation } from '../../schemas/starship-mechanics.ts';

export const STARSHIP_DOCUMENT_KIND = 'starship';
/** The document format this engine reads and writes; a newer one is refused rather than half-read. */
export const STARSHIP_SCHEMA_VERSION = 1;

const id = z.string().min(1, 'must not be empty').max(100);
const shortText = z.string().max(200);
const score = z.number().int().min(1).max(30);
const count = z.number().int().min(0);

export const AbilityMethod = z.enum(['standardArray', 'pointBuy', 'manual']);
export type AbilityMethod = z.infer<typeof AbilityMethod>;

const CrewRank = z.strictObject({ deployment: DeploymentName, rank: z.number().int().min(1).max(5) });

export const crewMemberSchema = z.strictObject({
  id,
  /** A typed name, or the character's name when `characterId` refers to one of My Characters (kept for display). */
  name: shortText,
  characterId: z.string().min(1).max(200).nullable().default(null),
  /**
   * The crewmember's own proficiency bonus (the same as on the ground). For a character reference the page may pass
   * the character's current figures to computeStarship instead (crew facts), so the document never goes stale.
   */
  proficiencyBonus: z.number().int().min(0).max(10).default(2),
  /** Proficiency in Piloting: the ship is proficiently (or expertly) equipped for Maneuvering with such a helm. */
  piloting: z.enum(['none', 'proficient', 'expert']).default('none'),
  /** The deployment the crewmember specializes in and serves as aboard (their station). */
  deployment: DeploymentName.nullable().default(null),
  /** Ranks in that deployment, 0 (none yet) to 5. */
  rank: z.number().int().min(0).max(5).default(0),
  /** Ranks in other deployments (multispecializing). */
  otherRanks: z.array(CrewRank).default([]),
  ventures: z.array(z.string().min(1).max(200)).default([]),
  gunningStyles: z.array(z.string().min(1).max(200)).default([]),
  /** The deployment's options known (tactics, gambits...), by name. */
  options: z.array(z.string().min(1).max(200)).default([]),
  /** Uses spent of limited deployment features, by feature name. */
  featureUses: z.record(z.string(), count).default({}),
});
export type CrewMember = z.infer<typeof crewMemberSchema>;
export type CrewMemberInput = z.input<typeof crewMemberSchema>;

const weaponSchema = z.strictObject({
  id,
  /** The equipment record's name. */
  name: shortText.min(1),
  /** The id of the hardpoint it is mounted on (a Hardpoint modification's id, or a granted hardpoint's id). */
  hardpoint: z.string().max(200).nullable().default(null),
  /** The crewmember who fires it (its attacks use their proficiency bonus). */
  gunner: z.string().max(100).nullable().default(null),
  /** The ammunition loaded in a tertiary or quaternary weapon. */
  ammunition: z.string().max(200).nullable().default(null),
});
export type ShipWeapon = z.infer<typeof weaponSchema>;

const modificationSchema = z.strictObject({
  id,
  name: shortText.min(1),
  /** A stock modification chosen at construction: free, but it uses a slot (and counts toward suites). */
  stock: z.boolean().default(false),
  /** The hardpoint(s) a mounting is fitted to (ids). */
  hardpoints: z.array(z.string().max(200)).default([]),
  /** The weapon a weapon modification is fitted to (a weapon id). */
  weapon: z.string().max(100).nullable().default(null),
  /** A makeshift upgrade lowers another score by 1 (chosen by the GM): which one. */
  lowered: ShipAbility.nullable().default(null),
});
export type ShipModification = z.infer<typeof modificationSchema>;

const increases = z.partialRecord(ShipAbility, z.number().int().min(1).max(2));

export const shipStateSchema = z.strictObject({
  hullPointsLost: count.default(0),
  shieldPointsLost: count.default(0),
  /** Shield points from Boost Shields, lost first, gone at the start of the ship's next turn. */
  temporaryShieldPoints: count.default(0),
  hullDiceUsed: count.default(0),
  shieldDiceUsed: count.default(0),
  powerDiceUsed: z.partialRecord(z.enum(POWER_LOCATIONS), count).default({}),
  /** Uses spent of the ship's limited tier features, by feature name. */
  featureUses: z.record(z.string(), count).default({}),
  /** Conditions by name (Blinded, Ionized...); slowed and system damage have levels of their own. */
  conditions: z.array(z.string().min(1).max(100)).default([]),
  slowed: z.number().int().min(0).max(4).default(0),
  systemDamage: z.number().int().min(0).max(6).default(0),
  destructionSaves: z.strictObject({ successes: z.number().int().min(0).max(3), failures: z.number().int().min(0).max(3) }).default({ successes: 0, failures: 0 }),
  /** At 0 hull points but no longer making destruction saves. */
  stable: z.boolean().default(false),
  destroyed: z.boolean().default(false),
});
export type ShipState = z.infer<typeof shipStateSchema>;

export const starshipSchema = z.strictObject({
  kind: z.literal(STARSHIP_DOCUMENT_KIND),
  schemaVersion: z.literal(STARSHIP_SCHEMA_VERSION),
  name: shortText.default(''),
  size: StarshipSize,
  tier: z.number().int().min(0).max(5),
  /** The role chosen at construction: its ability increase, speeds and stock equipment. */
  role: shortText.nullable().default(null),
  abilityScores: z
    .strictObject({
      method: AbilityMethod.default('standardArray'),
      /** Scores as assigned, before the size's adjustments and every later increase. */
      assigned: z.partialRecord(ShipAbility, score).default({}),
    })
    .default({ method: 'standardArray', assigned: {} }),
  /** The Ability Score Improvement of each tier reached: +2 to one score or +1 to two. */
  tierIncreases: z.array(z.strictObject({ tier: z.number().int().min(1).max(5), increases })).default([]),
  /** The roles whose tier 2 specialization and tier 4 mastery the ship took (any role of its size). */
  roleSpecialization: shortText.nullable().default(null),
  roleMastery: shortText.nullable().default(null),
  /** Tier 5: the role whose paragon option is taken (Tiny, Small), or the scores raised (larger ships, in order). */
  paragon: z.strictObject({ role: shortText.nullable().default(null), abilities: z.array(ShipAbility).default([]) }).default({ role: null, abilities: [] }),
  /** Modifications chosen where a role option grants one of the owner's choice (a Shuttle's suite). */
  grantChoices: z.strictObject({ specialization: z.array(shortText).default([]), mastery: z.array(shortText).default([]) }).default({ specialization: [], mastery: [] }),
  /** Saving throw proficiencies chosen from the size's list (the size's fixed ones are not repeated here). */
  savingThrows: z.array(ShipAbility).default([]),
  equipment: z
    .strictObject({
      armor: shortText.nullable().default(null),
      shield: shortText.nullable().default(null),
      reactor: shortText.nullable().default(null),
      powerCoupling: shortText.nullable().default(null),
      /** Needs a Hyperdrive Slot modification, which itself comes with a class 15 hyperdrive. */
      hyperdrive: shortText.nullable().default(null),
    })
    .default({ armor: null, shield: null, reactor: null, powerCoupling: null, hyperdrive: null }),
  weapons: z.array(weaponSchema).default([]),
  modifications: z.array(modificationSchema).default([]),
  cargo: z.array(z.strictObject({ name: shortText.min(1), tons: z.number().min(0), note: z.string().max(2000).default('') })).default([]),
  credits: z.number().int().min(0).default(0),
  crew: z.array(crewMemberSchema).default([]),
  /** The crewmember at the helm; without one, the first crewmember deployed as pilot. */
  helm: z.string().max(100).nullable().default(null),
  state: shipStateSchema.default(() => shipStateSchema.parse({})),
  notes: z.string().max(20000).default(''),
});
export type Starship = z.infer<typeof starshipSchema>;
export type StarshipInput = z.input<typeof starshipSchema>;
export type { PowerLocation };

/** A ship document that does not satisfy the schema; `issues` lists every problem as "path: message". */
export class StarshipParseError extends Error {
  override name = 'StarshipParseError';
  constructor(readonly issues: readonly string[]) {
    super(`Not a valid starship: ${issues.join('; ')}`);
  }
}

const issueLine = (issue: z.core.$ZodIssue) => `${issue.path.length ? issue.path.map(String).join('.') : 'ship'}: ${issue.message}`;

/** Parses a ship document (defaults filled in), or throws StarshipParseError naming every problem. */
export function parseStarship(value: unknown): Starship {
  if (value && typeof value === 'object' && 'schemaVersion' in value) {
    const version = (value as { schemaVersion: unknown }).schemaVersion;
    if (typeof version === 'number' && version > STARSHIP_SCHEMA_VERSION) {
      throw new StarshipParseError([`schemaVersion: the ship was saved by a newer version of the site (format ${version}); this one reads format ${STARSHIP_SCHEMA_VERSION}`]);
    }
  }
  const result = starshipSchema.safeParse(value);
  if (!result.success) throw new StarshipParseError(result.error.issues.map(issueLine));
  const ship = result.data;
  const problems = duplicateIds(ship);
  if (problems.length) throw new StarshipParseError(problems);
  return ship;
}

/** Parses a ship from JSON text (an imported file). */
export function parseStarshipJson(text: string): Starship {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StarshipParseError([`not JSON: ${(error as Error).message}`]);
  }
  return parseStarship(value);
}

/** Ids must be unique within their list, and modifications and weapons share one space (hardpoints are referred to by id). */
function duplicateIds(ship: Starship): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const check = (list: string, items: readonly { id: string }[]) =>
    items.forEach((item, i) => {
      const where = `${list}.${i}.id`;
      const first = seen.get(item.id);
      if (first) problems.push(`${where}: "${item.id}" is already the id of ${first}`);
      else seen.set(item.id, where);
    });
  check('modifications', ship.modifications);
  check('weapons', ship.weapons);
  check('crew', ship.crew);
  return problems;
}

/** A new ship's template: tier 0, nothing chosen yet (computeStarship lists what is still to choose). */
export function newStarship(options: { size?: StarshipSize; name?: string } = {}): Starship {
  return starshipSchema.parse({ kind: STARSHIP_DOCUMENT_KIND, schemaVersion: STARSHIP_SCHEMA_VERSION, size: options.size ?? 'Medium', tier: 0, name: options.name ?? '' });
}

/** A fresh id for a modification, weapon or crewmember, unused in the ship (ids are local to one ship). */
export function nextId(ship: Starship, prefix: 'mod' | 'weapon' | 'crew'): string {
  const used = new Set([...ship.modifications, ...ship.weapons, ...ship.crew].map((item) => item.id));
  for (let n = 1; ; n++) {
    const candidate = `${prefix}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

export const ABILITY_NAMES: readonly ShipAbility[] = ShipAbility.options;
export const POWER_STORES: readonly PowerLocation[] = POWER_LOCATIONS;
