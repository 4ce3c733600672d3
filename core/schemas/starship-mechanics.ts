// The starship rules catalogue: the numbers a ship needs from the Starships of the Galaxy rules (hull and shield dice,
// size adjustments, slots and suites, shields, armor, reactors, couplings, roles, tier features, deployment uses...),
// written as data of our own and keyed by name to the loaded records (a size, an equipment item, a modification, a
// deployment, a venture). Where a loaded record's column disagrees with the rules text, the entry holds the text's
// number and says why in `note`. The engine (core/engine/starships/) reads it.
import { z } from 'zod';
import { legacyFields } from './common.ts';

export const STARSHIP_SIZES = ['Tiny', 'Small', 'Medium', 'Large', 'Huge', 'Gargantuan'] as const;
export const StarshipSize = z.enum(STARSHIP_SIZES);
export type StarshipSize = z.infer<typeof StarshipSize>;

export const SHIP_ABILITIES = ['Strength', 'Dexterity', 'Constitution', 'Intelligence', 'Wisdom', 'Charisma'] as const;
export const ShipAbility = z.enum(SHIP_ABILITIES);
export type ShipAbility = z.infer<typeof ShipAbility>;

export const DEPLOYMENTS = ['Coordinator', 'Gunner', 'Mechanic', 'Operator', 'Pilot', 'Technician'] as const;
export const DeploymentName = z.enum(DEPLOYMENTS);
export type DeploymentName = z.infer<typeof DeploymentName>;

/** Where power dice are stored: the central capacitor and the five systems deployment abilities draw from. */
export const POWER_LOCATIONS = ['central', 'communications', 'engines', 'shields', 'sensors', 'weapons'] as const;
export const PowerLocation = z.enum(POWER_LOCATIONS);
export type PowerLocation = z.infer<typeof PowerLocation>;

export const WEAPON_CATEGORIES = ['Primary', 'Secondary', 'Tertiary', 'Quaternary'] as const;
export const WeaponCategory = z.enum(WEAPON_CATEGORIES);
export const MODIFICATION_TYPES = ['Engineering', 'Operation', 'Suite', 'Universal', 'Weapon'] as const;
export const ModificationCategory = z.enum(MODIFICATION_TYPES);

const int = z.number().int();
const nonNegative = int.min(0);
const positive = int.positive();
const text = z.string().min(1);
/** A multiplier written as [numerator, denominator]: [3, 2] is x 3/2. */
export const Fraction = z.tuple([positive, positive]);
export type Fraction = z.infer<typeof Fraction>;
const abilityAmounts = z.partialRecord(ShipAbility, int);
const byTier = z.array(nonNegative).length(6);

/**
 * How many times a limited feature can be used (the sum of its terms) and when the uses come back: `turn`/`round`
 * (once per turn or round), `recharge` or `refit` (a ship's downtimes), `short`/`long`/`shortOrLong` (the crewmember's
 * rests).
 */
export const Uses = z
  .strictObject({
    fixed: positive.optional(),
    perTier: positive.optional(),
    perRank: positive.optional(),
    proficiencyBonus: z.literal(true).optional(),
    recovery: z.enum(['turn', 'round', 'recharge', 'refit', 'short', 'long', 'shortOrLong']),
  })
  .refine((u) => u.fixed !== undefined || u.perTier !== undefined || u.perRank !== undefined || u.proficiencyBonus, 'uses need a count: fixed, perTier, perRank or proficiencyBonus');
export type Uses = z.infer<typeof Uses>;

// ---- Prerequisites ----

/** What a modification needs before it can be installed, as the engine checks it. */
export const ModificationPrerequisite = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('size'), size: StarshipSize, compare: z.enum(['atLeast', 'atMost', 'exactly']) }),
  /** Another modification installed (`count` copies of it). */
  z.strictObject({ kind: z.literal('modification'), name: text, count: positive.optional() }),
  /** No installed modification whose name starts with this text (the Droid Brain line). */
  z.strictObject({ kind: z.literal('noModification'), startsWith: text }),
  z.strictObject({ kind: z.literal('ability'), ability: ShipAbility, minimum: positive }),
  z.strictObject({ kind: z.literal('armor'), name: text }),
  /** A weapon of these categories, or dealing this damage type, installed. */
  z.strictObject({ kind: z.literal('weapon'), categories: z.array(WeaponCategory).min(1).optional(), damageType: text.optional() }),
  /** A condition the engine cannot judge from the ship document (firing arcs): shown, never refused. */
  z.strictObject({ kind: z.literal('unchecked'), text }),
]);
export type ModificationPrerequisite = z.infer<typeof ModificationPrerequisite>;

/** What a venture needs from the crewmember who takes it. */
export const VenturePrerequisite = z.discriminatedUnion('kind', [
  /** Total deployment ranks (all deployments added). */
  z.strictObject({ kind: z.literal('rank'), minimum: positive }),
  z.strictObject({ kind: z.literal('deploymentRank'), deployment: DeploymentName, minimum: positive }),
  z.strictObject({ kind: z.literal('classLevel'), className: text, minimum: positive }),
  /** Casting powers of a kind, at least of a level when given. */
  z.strictObject({ kind: z.literal('casting'), power: z.enum(['force', 'tech', 'either']), level: positive.optional() }),
  z.strictObject({ kind: z.literal('venture'), name: text }),
  z.strictObject({ kind: z.literal('unchecked'), text }),
]);
export type VenturePrerequisite = z.infer<typeof VenturePrerequisite>;

// ---- Effects ----

/** What a role's tier option (specialization, mastery, paragon) does to the computed ship. */
export const RoleEffect = z.discriminatedUnion('kind', [
  /** Modifications granted at no cost; they take no slot and, unless `countsAgainstSuites`, no suite. */
  z.strictObject({ kind: z.literal('freeModifications'), names: z.array(text).min(1), countsAgainstSuites: z.literal(true).optional() }),
  /** A free modification of a category the player picks (stored in the ship's role choices). */
  z.strictObject({ kind: z.literal('freeModificationChoice'), category: ModificationCategory, countsAgainstSuites: z.literal(true).optional() }),
  z.strictObject({ kind: z.literal('minimumSuites'), value: positive }),
  z.strictObject({ kind: z.literal('weaponDamage'), bonus: int }),
  /** A bonus to ship weapons' attack rolls and save DCs. */
  z.strictObject({ kind: z.literal('weaponAttack'), bonus: int }),
  z.strictObject({ kind: z.literal('speed'), bonus: int }),
  /** A change of turning speed; `speedIfBelowMinimum`: when it would fall below the minimum, flying speed rises instead. */
  z.strictObject({ kind: z.literal('turning'), bonus: int, speedIfBelowMinimum: positive.optional() }),
  z.strictObject({ kind: z.literal('shieldRegeneration'), factor: positive }),
  z.strictObject({ kind: z.literal('hullPointsPerDie'), bonus: positive }),
  z.strictObject({ kind: z.literal('abilityIncrease'), increases: abilityAmounts, raisesMaximum: z.literal(true) }),
  z.strictObject({ kind: z.literal('checkBonus'), skills: z.array(text).min(1), bonus: int }),
  z.strictObject({ kind: z.literal('cargoCapacity'), tons: positive }),
  /** Lets a smaller ship mount this many Huge-size point-defense primary weapons. */
  z.strictObject({ kind: z.literal('pointDefenseHardpoint'), count: positive }),
]);
export type RoleEffect = z.infer<typeof RoleEffect>;

/** What an installed modification does to the computed ship. */
export const ModificationEffect = z.discriminatedUnion('kind', [
  /** The score rises (never above its maximum, unless `maximumIncrease` raises it); `lowersAnother`: a score the GM picks falls by 1. */
  z.strictObject({ kind: z.literal('ability'), ability: ShipAbility, amount: positive, maximumIncrease: positive.optional(), lowersAnother: z.literal(true).optional() }),
  z.strictObject({ kind: z.literal('speed'), bonus: int }),
  z.strictObject({ kind: z.literal('turning'), bonus: int }),
  z.strictObject({ kind: z.literal('armorClass'), bonus: int }),
  /** The ship's damage reduction becomes this total (the plating upgrades say "a total DR of N"). */
  z.strictObject({ kind: z.literal('damageReduction'), total: positive }),
  z.strictObject({ kind: z.literal('saveProficiency'), ability: ShipAbility }),
  /** `stacking`: proficient, or expert when another source already makes the ship proficient. */
  z.strictObject({ kind: z.literal('skill'), skill: text, level: z.enum(['proficient', 'expert', 'stacking']) }),
  z.strictObject({ kind: z.literal('resistance'), to: z.enum(['hull', 'shields']), damage: z.array(text).min(1) }),
  /** This modification is a hardpoint: one weapon can be mounted on it. */
  z.strictObject({ kind: z.literal('hardpoint') }),
  /** This modification is a hyperdrive slot (it comes with a class 15 hyperdrive). */
  z.strictObject({ kind: z.literal('hyperdriveSlot'), includedClass: z.number().positive() }),
  /** This modification is (an upgrade of) the navcomputer; the highest level installed is the ship's navcomputer. */
  z.strictObject({ kind: z.literal('navcomputer'), level: positive }),
]);
export type ModificationEffect = z.infer<typeof ModificationEffect>;

// ---- The entries' kinds ----

const RoleOption = z.strictObject({
  /** What the option does, in our words. */
  summary: text,
  effects: z.array(RoleEffect).default([]),
});

const Role = z.strictObject({
  name: text,
  /** The ability score increases the role grants at construction (tier 0). */
  abilityIncrease: abilityAmounts,
  armor: text,
  /** Large and larger roles name a shield; smaller ones leave shields to the owner. */
  shield: text.nullable(),
  reactor: text,
  powerCoupling: text,
  speed: positive,
  turning: positive,
  /** Tier 2's Role Specialization and tier 4's Role Mastery when this role is chosen for them. */
  specialization: RoleOption,
  mastery: RoleOption,
  /** Tier 5's paragon option of Tiny and Small ships, which depends on the role. */
  paragon: RoleOption.optional(),
});
export type StarshipRole = z.infer<typeof Role>;

const TierFeature = z.strictObject({
  name: text,
  tier: int.min(1).max(5),
  summary: text,
  uses: Uses.optional(),
  /** True when the feature rolls the size's feature die: d4 at tier 1, rising to d12 at tier 5. */
  featureDie: z.literal(true).optional(),
  /** Saving throws that add half of an ability's modifier (rounded down, at least `minimum`). */
  saveBonus: z.strictObject({ saves: z.array(ShipAbility).min(1), halfOf: ShipAbility, minimum: nonNegative }).optional(),
});
export type TierFeature = z.infer<typeof TierFeature>;

const sizeRules = z.strictObject({
  hullDie: positive,
  /** The stated average of each die after the first (the die's average rounded up). */
  dieAverage: positive,
  diceAtTier0: positive,
  /** Hull dice (and as many shield dice) gained at each tier after 0. */
  dicePerTier: positive,
  abilityAdjustments: abilityAmounts,
  /** Scores whose maximum differs from the general one (Constitution 22 for Large ships). */
  abilityMaximums: abilityAmounts,
  acUpgradeByTier: byTier,
  modificationSlots: positive,
  /** The suite maximum: base + perConstitution x Constitution modifier (never below 0); null: no suites at all. */
  suites: z.strictObject({ base: int, perConstitution: positive }).nullable(),
  /** How many civilians, crewmembers or troopers one suite serves; null for Tiny ships. */
  suiteCapacity: positive.nullable(),
  stockModifications: z.strictObject({ suites: nonNegative, nonSuites: nonNegative, choices: z.array(text).optional() }),
  savingThrows: z.strictObject({ fixed: z.array(ShipAbility), choose: z.strictObject({ count: positive, from: z.array(ShipAbility).min(1) }).nullable() }),
  /** Fire actions per round: Strength modifier (at least 1) times this, rounded up. */
  hardpointSizeModifier: z.number().positive(),
  /** The weapon table the size uses: the equipment records' weaponSize ("Small" for Tiny-Large, "Huge" above). */
  weaponSize: text,
  /** Tertiary and quaternary reload numbers are scaled by this for the size. */
  reloadMultiplier: Fraction,
  /** Which damage of the tertiary ammunition table applies: Tiny-Large or Huge-Gargantuan. */
  ammunitionScale: z.enum(['small', 'huge']),
  costs: z.strictObject({ stock: positive, upgradeMultiplier: z.number().positive(), equipmentMultiplier: z.number().positive(), modificationMultiplier: z.number().positive() }),
  cargoTons: positive.nullable(),
  fuelUnits: positive,
  baseInitiative: positive,
  refitTime: text,
  roles: z.array(Role).min(1),
  /** Tier 5's paragon increases when they do not depend on the role: one entry per score raised (by that much). */
  paragonIncreases: z.array(positive).min(1).optional(),
  features: z.array(TierFeature),
});
export type StarshipSizeRules = z.infer<typeof sizeRules>;

const equipmentRules = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('Armor'), cost: positive, dexterityMaximum: int.nullable(), damageReduction: nonNegative, stealthDisadvantage: z.boolean() }),
  z.strictObject({ type: z.literal('Shield'), cost: positive, capacity: Fraction, regeneration: Fraction }),
  /** `powerRecovery`: power dice recovered at the start of each ship turn, a number or dice ("1d2-1"). */
  z.strictObject({ type: z.literal('Reactor'), cost: positive, powerRecovery: text, fuelUse: Fraction }),
  z.strictObject({ type: z.literal('PowerCoupling'), cost: positive, central: nonNegative, perSystem: nonNegative }),
  z.strictObject({ type: z.literal('Hyperdrive'), cost: positive, hyperdriveClass: z.number().positive() }),
  z.strictObject({
    type: z.literal('Ammunition'),
    cost: positive,
    /** The launcher family it loads (the Tiny-Large name; the assault launcher of larger ships loads the same). */
    launcher: text,
    /** Damage for Tiny-Large ships and for Huge-Gargantuan ships; null for ammunition with a special effect only. */
    damage: z.strictObject({ small: text, huge: text, type: text }).nullable(),
    range: z.tuple([positive, positive]),
    properties: z.array(text),
  }),
]);
export type StarshipEquipmentRules = z.infer<typeof equipmentRules>;

const modificationRules = z.strictObject({
  /** Replaces the record's prerequisites when the record's list is incomplete, misspelt or written in its text. */
  prerequisites: z.array(ModificationPrerequisite).optional(),
  effects: z.array(ModificationEffect).default([]),
  /** What the modification is fitted to: one hardpoint (a mounting), two hardpoints, or the weapon on a hardpoint. */
  attaches: z.enum(['hardpoint', 'twoHardpoints', 'weapon']).optional(),
});
export type StarshipModificationRules = z.infer<typeof modificationRules>;

const deploymentRules = z.strictObject({
  /** The options the deployment learns (tactics, gambits...): how many are known at ranks 1 to 5. */
  options: z.strictObject({ feature: text, noun: text, known: z.array(positive).length(5) }),
  /** A die of the deployment's own (the mechanic's tech die), by rank 1 to 5. */
  die: z.strictObject({ name: text, byRank: z.array(positive).length(5) }).optional(),
  features: z.array(z.strictObject({ name: text, rank: int.min(1).max(5), uses: Uses.optional() })),
});
export type StarshipDeploymentRules = z.infer<typeof deploymentRules>;

const ventureRules = z.strictObject({
  /** Replaces the record's prerequisites when they cannot be read as written. */
  prerequisites: z.array(VenturePrerequisite),
});

const skill = z.strictObject({ name: text, ability: ShipAbility });
const condition = z.strictObject({
  name: text,
  summary: text,
  /** Slowed levels the condition imposes by itself (stunned, tractored, disabled: 4). */
  slowedLevels: int.min(1).max(4).optional(),
  autoFailSaves: z.array(ShipAbility).optional(),
  /** A condition that includes another (stalled includes disabled). */
  includes: text.optional(),
});

const generalRules = z.strictObject({
  /** Our catalogue's own version; a change of numbers bumps it. */
  catalogueVersion: z.string().regex(/^\d+\.\d+\.\d+$/, 'must be a version like 1.0.0'),
  // The standard array and point buy are a character's (core/engine/validation/ability-scores.ts): only the ships' own
  // score maximum lives here.
  abilityScores: z.strictObject({
    maximum: positive,
  }),
  /** Power die size at tiers 0 to 5 (1 at tier 0: a flat 1, no die). */
  powerDieByTier: byTier,
  tierUpgradeCost: byTier,
  modificationCategories: z.record(ModificationCategory, z.strictObject({ cost: positive, /** null: any number of copies */ limit: positive.nullable() })),
  /** Installation DC by grade (rows 0-5) and ship tier (columns 0-5). */
  installationDC: z.array(byTier).length(6),
  skills: z.array(skill).min(1),
  damageTypes: z.strictObject({
    halvedByShields: z.array(text),
    halvedByHull: z.array(text),
    noDamage: z.array(text),
    /** Types that do nothing in space (sonic). */
    noDamageInSpace: z.array(text),
    /** Types that can disable a ship but never destroy it (ion). */
    cannotDestroy: z.array(text),
  }),
  /** Speed lost at slowed levels 1-3; level 4 leaves a speed of 0. */
  slowedSpeedReduction: z.array(positive).length(3),
  conditions: z.array(condition),
  systemDamage: z.array(z.strictObject({ level: int.min(1).max(6), summary: text })).length(6),
  /** The system damage level at which hull, shield maximums and regeneration are halved, and at which a slowed level is added. */
  systemDamageHalvesAt: positive,
  systemDamageSlowsAt: positive,
  damageReductionMinimum: nonNegative,
  turningMinimum: positive,
  refitCostPerHullDie: positive,
  gunningStyles: z.array(
    z.strictObject({ name: text, summary: text, category: WeaponCategory.optional(), attack: int.optional(), damage: int.optional(), saveDC: int.optional() }),
  ),
});
export type StarshipGeneralRules = z.infer<typeof generalRules>;

const entryBase = {
  ...legacyFields,
  /** The loaded record this entry belongs to, by name (the general entry names the rulebook). */
  name: text,
  /** Where the rules text and the record's columns disagree: what the data says and why this entry differs (GraphQL serves an absent one as null). */
  note: text.nullable().optional(),
};

export const starshipMechanicsSchema = z.discriminatedUnion('kind', [
  z.looseObject({ ...entryBase, kind: z.literal('general'), rules: generalRules }),
  z.looseObject({ ...entryBase, kind: z.literal('size'), name: StarshipSize, rules: sizeRules }),
  z.looseObject({ ...entryBase, kind: z.literal('equipment'), rules: equipmentRules }),
  z.looseObject({ ...entryBase, kind: z.literal('modification'), rules: modificationRules }),
  z.looseObject({ ...entryBase, kind: z.literal('deployment'), name: DeploymentName, rules: deploymentRules }),
  z.looseObject({ ...entryBase, kind: z.literal('venture'), rules: ventureRules }),
]);
export type StarshipMechanics = z.infer<typeof starshipMechanicsSchema>;
export type StarshipMechanicsKind = StarshipMechanics['kind'];
export const STARSHIP_MECHANICS_KINDS = ['general', 'size', 'equipment', 'modification', 'deployment', 'venture'] as const satisfies readonly StarshipMechanicsKind[];

/** The rules of one entry as stored and served (defaults not yet filled in): the StarshipRules GraphQL scalar's type. */
export type StarshipRulesRecord = z.input<typeof starshipMechanicsSchema>['rules'];

/** The identity of an entry: two entries with the same kind and name are duplicates. */
export function starshipMechanicsKey(entry: { kind: string; name: string }): string {
  return `${entry.kind}|${entry.name}`.toLowerCase();
}

/** Each kind's rules schema, for checking a rules object on its own (the GraphQL scalar cannot see the kind). */
export const STARSHIP_RULES_SCHEMAS = {
  general: generalRules,
  size: sizeRules,
  equipment: equipmentRules,
  modification: modificationRules,
  deployment: deploymentRules,
  venture: ventureRules,
} as const satisfies Record<StarshipMechanicsKind, z.ZodType>;

/** Checks a rules object served on its own: it must be the rules of some kind of entry. */
export function checkStarshipRules(rules: unknown): string | undefined {
  const kinds = Object.values(STARSHIP_RULES_SCHEMAS) as z.ZodType[];
  return kinds.some((schema) => schema.safeParse(rules).success) ? undefined : 'is not the rules of any kind of starship catalogue entry (general, size, equipment, modification, deployment, venture)';
}
