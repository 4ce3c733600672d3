// The feature-mechanics catalogue: what a class, archetype, species, fighting-style or feat feature does to the
// sheet, written as data in a small vocabulary of our own. Each entry is keyed by (source kind, source name, level,
// feature name) so it attaches to whichever rules data is loaded. The engine (core/engine/features/) reads it.
import { z } from 'zod';
import { legacyFields } from './common.ts';

export const MechanicsSource = z.enum(['Class', 'Archetype', 'Species', 'FightingStyle', 'FightingMastery', 'LightsaberForm', 'Feat', 'Background']);
export type MechanicsSource = z.infer<typeof MechanicsSource>;

const ABILITY_NAMES = ['Strength', 'Dexterity', 'Constitution', 'Intelligence', 'Wisdom', 'Charisma'] as const;
const abilityPattern = new RegExp(`^(${ABILITY_NAMES.join('|')})(\\|(${ABILITY_NAMES.join('|')}))*$`);

/** One ability, or several joined by "|" meaning the player's choice among them (the engine takes the best). */
const AbilityChoice = z.string().regex(abilityPattern, 'must name an ability, or abilities joined by "|" (e.g. "Wisdom|Charisma")');
const Ability = z.enum(ABILITY_NAMES);

const positiveInt = z.number().int().positive();
const level = z.number().int().min(1).max(20);

/**
 * A number that grows with levels: the sum of its terms, at least `minimum`. `column` reads the class table
 * (a cell of "Unlimited" makes the whole number unlimited), `table` is a step table of class level -> value.
 */
export const Scaling = z
  .strictObject({
    value: z.number().int().optional(),
    column: z.string().min(1).optional(),
    table: z.array(z.tuple([level, z.number().int()])).min(1).optional(),
    proficiencyBonus: z.literal(true).optional(),
    abilityModifier: AbilityChoice.optional(),
    /** Class level times this factor, rounded down (0.5 = half the class level). */
    classLevel: z.number().positive().optional(),
    characterLevel: z.number().positive().optional(),
    minimum: z.number().int().optional(),
  })
  .refine((s) => s.value !== undefined || s.column || s.table || s.proficiencyBonus || s.abilityModifier || s.classLevel || s.characterLevel, 'needs at least one term (value, column, table, proficiencyBonus, abilityModifier, classLevel or characterLevel)');
export type Scaling = z.infer<typeof Scaling>;

/** When a conditional effect holds, judged from the equipped items and active toggles. */
const Condition = z.enum(['always', 'noArmor', 'noArmorNoShield', 'noArmorOrLight', 'noHeavyArmor', 'wearingArmor']);
export type Condition = z.infer<typeof Condition>;

const SpeedMode = z.enum(['walk', 'climb', 'swim', 'fly', 'burrow']);
export type SpeedMode = z.infer<typeof SpeedMode>;

/** A distance in feet, or "text": the first "<N> feet"/"<N> ft." the loaded feature text states (a fact of that data). */
const Distance = z.union([positiveInt, z.literal('text')]);

const choice = z.strictObject({ count: positiveInt, from: z.array(z.string().min(1)).min(1).optional() });

const simpleEffects = [
  z.strictObject({
    kind: z.literal('acFormula'),
    base: z.number().int(),
    abilities: z.array(AbilityChoice),
    /** noArmor: no body armor (a shield is allowed); noArmorNoShield: neither; noArmorOrLight: none or light armor. */
    when: z.enum(['noArmor', 'noArmorNoShield', 'noArmorOrLight', 'always']),
  }),
  z.strictObject({ kind: z.literal('acBonus'), value: z.number().int(), when: Condition.default('always') }),
  z.strictObject({
    kind: z.literal('speed'),
    mode: SpeedMode,
    /**
     * A fixed speed, "walk" (equal to the walking speed) or "text" (the speed the feature text states: its distance,
     * or the walking speed when the text says the speed equals it).
     */
    set: z.union([positiveInt, z.literal('walk'), z.literal('text')]).optional(),
    bonus: Scaling.optional(),
    when: Condition.default('always'),
  })
    .refine((e) => (e.set === undefined) !== (e.bonus === undefined), 'a speed effect needs exactly one of set or bonus')
    .refine((e) => !(e.mode === 'walk' && e.set === 'walk'), 'the walking speed cannot be set to itself'),
  z.strictObject({ kind: z.literal('sense'), sense: z.enum(['darkvision', 'blindsight', 'blindsense', 'tremorsense', 'truesight']), range: Distance }),
  z.strictObject({ kind: z.enum(['resistance', 'immunity', 'vulnerability']), damage: z.array(z.string().min(1)).min(1) }),
  z.strictObject({ kind: z.literal('conditionImmunity'), conditions: z.array(z.string().min(1)).min(1) }),
  z.strictObject({
    kind: z.literal('proficiency'),
    category: z.enum(['save', 'skill', 'armor', 'weapon', 'tool', 'language']),
    /** Granted outright; "all" for every saving throw. */
    names: z.array(z.string().min(1)).optional(),
    /** Chosen in the builder (stored with the character); the engine lists the open choice until then. */
    choose: choice.optional(),
    /**
     * The choice is the answer the feature's previous choice already stored (Resilient: the ability raised is the
     * save gained), so the builder asks once and the answers cannot disagree.
     */
    samePickAsPrevious: z.literal(true).optional(),
    /** A skill already proficient from anywhere else (a class, the background, another feature) gains expertise instead (Brawny). */
    expertiseIfProficient: z.literal(true).optional(),
  })
    .refine((e) => e.names || e.choose, 'a proficiency effect needs names or choose')
    .refine((e) => !e.expertiseIfProficient || e.category === 'skill', 'expertiseIfProficient applies to skills only'),
  z.strictObject({ kind: z.literal('expertise'), choose: choice }),
  z.strictObject({
    kind: z.literal('abilityIncrease'),
    /** Fixed increases, e.g. { "Constitution": 2 }. */
    fixed: z.partialRecord(Ability, z.number().int().positive()).optional(),
    /** Increases the player chooses, e.g. +2 to Strength or Dexterity. */
    choose: z.array(z.strictObject({ from: z.array(Ability).min(1), amount: positiveInt })).optional(),
    /** The score maximum rises by this much (capstones). */
    maximumIncrease: positiveInt.optional(),
  }),
  z.strictObject({ kind: z.literal('hitPoints'), perLevel: positiveInt, levels: z.enum(['character', 'class']).default('character') }),
  z.strictObject({ kind: z.literal('extraAttack'), attacks: z.number().int().min(2).max(5) }),
  z.strictObject({ kind: z.literal('unarmedDie'), die: Scaling, finesse: z.boolean().default(false), when: Condition.default('always') }),
  z.strictObject({ kind: z.literal('size'), size: z.enum(['Tiny', 'Small', 'Medium', 'Large', 'Huge']).optional() }),
  z.strictObject({ kind: z.literal('damageBonus'), value: Scaling, on: z.enum(['meleeStrength', 'melee', 'allWeapons']) }),
  /** Added to initiative rolls (e.g. the proficiency bonus, or an ability modifier besides Dexterity). */
  z.strictObject({ kind: z.literal('initiativeBonus'), value: Scaling }),
  z.strictObject({ kind: z.literal('advantage'), mode: z.enum(['advantage', 'disadvantage']).default('advantage'), on: z.string().min(1) }),
  /** Handled by an existing part of the engine (casting, superiority, ability improvements, class skills...). */
  z.strictObject({ kind: z.literal('builtIn'), what: z.string().min(1) }),
] as const;

const SimpleEffect = z.discriminatedUnion('kind', simpleEffects);
export type SimpleEffect = z.infer<typeof SimpleEffect>;

/** The record lists a feature may grant options from: fighting styles, fighting masteries, lightsaber forms. */
export const OptionList = z.enum(['fightingStyle', 'fightingMastery', 'lightsaberForm']);
export type OptionList = z.infer<typeof OptionList>;

/** A count that is a number, or a step table of class level -> count (the class table's "known" columns). */
const LevelSteps = z.array(z.tuple([level, positiveInt])).min(1);
const StepCount = z.union([positiveInt, LevelSteps]);
export type StepCount = z.infer<typeof StepCount>;
/** The largest count a step count reaches. */
const mostOf = (count: StepCount) => (typeof count === 'number' ? count : Math.max(...count.map(([, n]) => n)));

/**
 * "This feature grants N options of list L": the player picks them in the builder (stored in featureChoices under the
 * feature's key) and each pick is then held like a feature of its own, so its catalogue entry applies. `from` limits
 * the picks to named options ("Shien Form" or "Djem So Form"); with as many names as picks and none known yet, they
 * are granted without asking. `otherIfKnown`: when a named option is already known, any other may be taken instead.
 * `moreIfKnown`: the count grows with how many options of the list the character already knows ("all": every one
 * not known yet). `count` may also be a step table of class level -> count.
 */
const GrantOptions = z
  .strictObject({
    kind: z.literal('grantOptions'),
    list: OptionList,
    count: StepCount,
    moreIfKnown: z.array(z.strictObject({ atLeast: positiveInt, count: z.union([positiveInt, z.literal('all')]) })).min(1).optional(),
    from: z.array(z.string().min(1)).min(1).optional(),
    otherIfKnown: z.literal(true).optional(),
  })
  .refine((e) => !e.otherIfKnown || e.from, 'otherIfKnown needs a from list (the named options)');

const resourceEffect = z.strictObject({
  kind: z.literal('resource'),
  /** The counter's name in currentStats.featuresTimesUsed; defaults to the feature name. */
  name: z.string().min(1).optional(),
  max: Scaling,
  recovery: z.enum(['short', 'long']),
});

const toggleEffect = z.strictObject({
  kind: z.literal('toggle'),
  /** The state's name, e.g. "Raging"; kept in currentStats.featuresTimesUsed as "<name> (active)". */
  name: z.string().min(1),
  /** The resource spent to switch it on (its name), if any. */
  uses: z.string().min(1).optional(),
  effects: z.array(SimpleEffect).min(1),
});

// ---- Options chosen inside a feature (a heritage, a mutation, a damage type picked for a resistance) ----

/** A choice the rules let the player make again when finishing a rest of this kind (the builder sets the first one). */
const Remade = z.enum(['short', 'long']);

/** What one named option of a feature does: effects of any kind but another choice of options, or a hand-applied part. */
export const FeatureOption = z
  .strictObject({
    /** The option's name as the rules data names it (a fact). */
    name: z.string().min(1),
    /** An option may itself grant a style, mastery or form (a Fighter's Mastery Strategist). */
    effects: z.array(z.discriminatedUnion('kind', [...simpleEffects, resourceEffect, toggleEffect, GrantOptions])).default([]),
    /** What of this option the player applies at the table, in our words. */
    manual: z.string().min(1).optional(),
  })
  .refine((option) => option.effects.length > 0 || option.manual, 'an option needs effects, or manual with the reason');
export type FeatureOption = z.infer<typeof FeatureOption>;

const optionsEffect = z
  .strictObject({
    kind: z.literal('options'),
    /** How many options the player takes, or a step table of class level -> count (Strategies Known). */
    count: StepCount.default(1),
    options: z.array(FeatureOption).min(2),
    remade: Remade.optional(),
  })
  .refine((e) => mostOf(e.count) < e.options.length, 'count must be smaller than the number of options')
  .refine((e) => new Set(e.options.map((o) => o.name)).size === e.options.length, 'option names must differ');

/** "Pick a damage type from this list": the picks become a resistance (or immunity) of the feature. */
const damageChoiceEffect = z
  .strictObject({
    kind: z.literal('damageChoice'),
    defence: z.enum(['resistance', 'immunity']),
    count: positiveInt.default(1),
    from: z.array(z.string().min(1)).min(2),
    remade: Remade.optional(),
  })
  .refine((e) => e.count < e.from.length, 'count must be smaller than the number of damage types');

/**
 * "Pick options from the class's own list" (a Berserker's instincts, a Monk's vows, an Operative's exploits): the
 * options are the subsections of the class text's section `section` in the loaded rules, and the class table's column
 * `column` says how many at the class level. The builder asks for them; the sheet lists each pick with its text, and
 * what a pick does is applied at the table (the entry's `manual` reason says so).
 */
const classOptionsEffect = z.strictObject({ kind: z.literal('classOptions'), section: z.string().min(1), column: z.string().min(1) });

export const Effect = z.discriminatedUnion('kind', [...simpleEffects, resourceEffect, toggleEffect, GrantOptions, optionsEffect, damageChoiceEffect, classOptionsEffect]);
export type Effect = z.infer<typeof Effect>;
/** An effect as stored and served (defaults not yet filled in): the FeatureEffect GraphQL scalar's type. */
export type EffectRecord = z.input<typeof Effect>;

export const featureMechanicsSchema = z
  .looseObject({
    ...legacyFields,
    source: MechanicsSource,
    /** The class, archetype, species, style or feat; "*" matches any source of this kind (generic species traits). */
    sourceName: z.string().min(1),
    /** The level the feature is gained at; omitted: every level the feature appears at. */
    level: level.optional(),
    /** The feature's name as in the rules data. */
    name: z.string().min(1),
    effects: z.array(Effect).default([]),
    /** True when (part of) the feature cannot be expressed in the vocabulary; `reason` says what the player tracks. */
    manual: z.literal(true).optional(),
    /** True when the feature has no effect on the sheet's numbers (flavour, or a choice made elsewhere). */
    descriptive: z.literal(true).optional(),
    reason: z.string().min(1).optional(),
  })
  .superRefine((entry, ctx) => {
    if ((entry.manual || entry.descriptive) && !entry.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'a manual or descriptive entry must say why (reason)' });
    if (entry.manual && entry.descriptive) ctx.addIssue({ code: 'custom', path: ['descriptive'], message: 'an entry is either manual or descriptive, not both' });
    if (!entry.manual && !entry.descriptive && entry.effects.length === 0) ctx.addIssue({ code: 'custom', path: ['effects'], message: 'an entry needs effects, or manual/descriptive with a reason' });
  });
export type FeatureMechanics = z.infer<typeof featureMechanicsSchema>;

/** The identity of an entry: two entries with the same key are duplicates. */
export function featureMechanicsKey(entry: { source: string; sourceName: string; level?: number | null; name: string }): string {
  return `${entry.source}|${entry.sourceName}|${entry.level ?? '*'}|${entry.name}`.toLowerCase();
}
