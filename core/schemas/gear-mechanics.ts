// The gear-mechanics catalogue: what an enhanced item (a weapon, armor, shield, focus, worn gear, an item
// modification, a cybernetic augmentation, a droid customization) does to the sheet while it is in use, written as
// data in a small vocabulary of our own. Entries are keyed by the item's name, so they attach to whichever rules data
// is loaded. The engine (core/engine/gear/) reads it; docs/gear.md describes it.
import { z } from 'zod';

const ABILITY_NAMES = ['Strength', 'Dexterity', 'Constitution', 'Intelligence', 'Wisdom', 'Charisma'] as const;
export const GearAbility = z.enum(ABILITY_NAMES);
export type GearAbility = z.infer<typeof GearAbility>;

const positiveInt = z.number().int().positive();
const score = z.number().int().min(1).max(30);

/** The chassis kinds item modifications are made for (the data's subtype of a modification). */
export const ModificationKind = z.enum(['armor', 'blaster', 'clothing', 'focus generator', 'lightweapon', 'vibroweapon', 'wristpad']);
export type ModificationKind = z.infer<typeof ModificationKind>;

export const GearEffect = z.discriminatedUnion('kind', [
  /** Attack and damage rolls made with this weapon. */
  z
    .strictObject({
      kind: z.literal('weaponBonus'),
      attack: z.number().int().optional(),
      damage: z.number().int().optional(),
      /** Dice added to the weapon's damage on a hit ("1d10"). */
      extraDice: z.string().regex(/^\d+d\d+$/, 'must be dice such as "1d8"').optional(),
    })
    .refine((e) => e.attack !== undefined || e.damage !== undefined || e.extraDice !== undefined, 'a weapon bonus needs attack, damage or extraDice'),
  /** Armor class while the item is worn or wielded. */
  z.strictObject({ kind: z.literal('acBonus'), value: z.number().int() }),
  /** A base armor class that replaces 10 + Dexterity (a droid's plating). */
  z.strictObject({ kind: z.literal('acBase'), value: positiveInt }),
  z.strictObject({ kind: z.enum(['resistance', 'immunity', 'vulnerability']), damage: z.array(z.string().min(1)).min(1) }),
  /** The score becomes this value unless it is already as high. */
  z.strictObject({ kind: z.literal('abilitySet'), ability: GearAbility, value: score }),
  /** The score rises (or falls, when negative), up to `maximum` (20 unless stated); `maximumIncrease` raises that limit. */
  z.strictObject({
    kind: z.literal('abilityIncrease'),
    ability: GearAbility,
    value: z.number().int(),
    maximum: score.optional(),
    maximumIncrease: positiveInt.optional(),
  }),
  z
    .strictObject({ kind: z.literal('speed'), mode: z.enum(['walk', 'climb', 'swim', 'fly', 'burrow']), set: positiveInt.optional(), bonus: positiveInt.optional() })
    .refine((e) => (e.set === undefined) !== (e.bonus === undefined), 'a speed effect needs exactly one of set or bonus'),
  /** A sense with its range; `orBonus`: when the character already has it, its range grows by this much instead. */
  z.strictObject({ kind: z.literal('sense'), sense: z.enum(['darkvision', 'blindsight', 'tremorsense', 'truesight']), range: positiveInt, orBonus: positiveInt.optional() }),
  /** The proficiency in a skill or saving throw rises by this many steps (none, trained, proficient, expertise, and on). */
  z.strictObject({ kind: z.literal('proficiencyStep'), category: z.enum(['skill', 'save']), name: z.string().min(1), steps: z.number().int().min(1).max(6) }),
  /**
   * The item gains a property, or a property it has grows by `value` up to `maximum` (an "absorbing 2" modification on
   * an item that has absorbing 4 makes absorbing 6). A property without a number has no value.
   */
  z.strictObject({ kind: z.literal('property'), name: z.string().min(1), value: positiveInt.optional(), maximum: positiveInt.optional() }),
  /** While the item is the character's focus: a bonus to power attacks or to the save DC of powers of one save. */
  z.strictObject({
    kind: z.literal('castingBonus'),
    casting: z.enum(['force', 'tech']),
    on: z.enum(['meleeAttack', 'rangedAttack', 'saveDc']),
    value: z.number().int(),
    save: GearAbility.optional(),
  }),
  /** A modifiable chassis: its base slots take modifications of this kind (its augment slots follow its rarity). */
  z.strictObject({ kind: z.literal('chassis'), accepts: ModificationKind }),
]);
export type GearEffect = z.infer<typeof GearEffect>;

/** What an item asks of the character who installs or attunes it (a fact of the data, read into our own terms). */
export const GearPrerequisite = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('ability'), ability: GearAbility, minimum: score }),
  z.strictObject({ kind: z.literal('droidClass'), droidClass: z.enum(['I', 'II', 'III', 'IV', 'V']) }),
  z.strictObject({ kind: z.literal('classLevels'), className: z.string().min(1), levels: positiveInt }),
  z.strictObject({ kind: z.literal('proficiency'), name: z.string().min(1) }),
  /** A requirement on the item it goes into (a property, a kind of weapon or armor): the player checks it. */
  z.strictObject({ kind: z.literal('item'), what: z.string().min(1) }),
]);
export type GearPrerequisite = z.infer<typeof GearPrerequisite>;

export const gearMechanicsSchema = z
  .looseObject({
    /** The item's name as in the rules data. */
    name: z.string().min(1),
    effects: z.array(GearEffect).default([]),
    requires: GearPrerequisite.optional(),
    /** What of the item the player applies at the table, in plain words (shown on the sheet). */
    manual: z.string().min(1).optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.effects.length === 0 && !entry.manual) ctx.addIssue({ code: 'custom', path: ['effects'], message: 'an entry needs effects, or manual saying in plain words what the player applies' });
  });
export type GearMechanics = z.infer<typeof gearMechanicsSchema>;
export type GearMechanicsRecord = z.input<typeof gearMechanicsSchema>;

/** The identity of an entry: two entries with the same key are duplicates. */
export function gearMechanicsKey(entry: { name: string }): string {
  return entry.name.trim().toLowerCase();
}
