// Options a feature grants from another record list, on a hand-made class, archetypes, feats and option lists, with
// hand-derived numbers. The fixture character has Str 10, Dex 10, Con 14, Int 12, Wis 14, Cha 12 (Dex modifier 0).
import { describe, expect, it } from 'vitest';
import { Effect } from '../../schemas/feature-mechanics.ts';
import type { RawCharacter } from '../character/types.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { indexRules } from '../rules/index-rules.ts';
import type { ClassRule, FeatureMechanicsRule, FeatureRule, RulesData } from '../rules/types.ts';
import { fixtureCharacter, FIXTURE_RULES } from '../test-support/fixture-rules.ts';
import { featureChoicesOf, setFeatureChoice } from './builder-choices.ts';
import { featureLabel } from './mechanics.ts';

const tester: ClassRule = { ...FIXTURE_RULES.classes.find((c) => c.name === 'Berserker')!, name: 'Tester', levelChanges: {} };
const student: ClassRule = { ...tester, name: 'Student' };
const feature = (name: string, level: number, source: FeatureRule['source'], sourceName: string): FeatureRule => ({ name, level, source, sourceName, text: 'placeholder' });
const entry = (source: FeatureMechanicsRule['source'], sourceName: string, name: string, effects: FeatureMechanicsRule['effects']): FeatureMechanicsRule => ({ source, sourceName, name, effects });
const option = (source: FeatureMechanicsRule['source'], name: string, effects: FeatureMechanicsRule['effects']) => entry(source, name, name, effects);

const rulesData: RulesData = {
  ...FIXTURE_RULES,
  classes: [...FIXTURE_RULES.classes, tester, student],
  archetypes: [...FIXTURE_RULES.archetypes, { name: 'Pair Form', className: 'Tester', casterType: 'None', casterRatio: 0, leveledTable: {} }, { name: 'Alpha Path', className: 'Tester', casterType: 'None', casterRatio: 0, leveledTable: {} }],
  feats: [...FIXTURE_RULES.feats, { name: 'Fixture Master', text: 'Learn a mastery.', prerequisite: null }, { name: 'Fixture Dabbler', text: 'Learn forms.', prerequisite: null }],
  features: [
    feature('Fighting Style', 1, 'Class', 'Tester'),
    feature('Second Style', 10, 'Class', 'Tester'),
    feature('Form Basics', 3, 'Archetype', 'Pair Form'),
    feature('Form Basics', 3, 'Archetype', 'Alpha Path'),
    feature('Form Study', 1, 'Class', 'Student'),
  ],
  fightingStyles: [
    { name: 'Guard Style', description: 'Armor helps you more.' },
    { name: 'Keen Style', description: 'You notice things.' },
    { name: 'Forms Style', description: 'Learn three forms.' },
  ],
  fightingMasteries: [
    { name: 'Iron Mastery', text: 'Tougher.' },
    { name: 'Quick Mastery', text: 'Faster to act.' },
  ],
  lightsaberForms: ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'].map((name) => ({ name: `${name} Form`, description: `The ${name} stance.` })),
  featureMechanics: [
    entry('Class', '*', 'Fighting Style', [{ kind: 'builtIn', what: 'the class style' }]),
    entry('Class', 'Tester', 'Second Style', [{ kind: 'grantOptions', list: 'fightingStyle', count: 1 }]),
    entry('Archetype', 'Pair Form', 'Form Basics', [{ kind: 'grantOptions', list: 'lightsaberForm', count: 1, from: ['Alpha Form', 'Beta Form'], otherIfKnown: true }]),
    entry('Archetype', 'Alpha Path', 'Form Basics', [{ kind: 'grantOptions', list: 'lightsaberForm', count: 1, from: ['Alpha Form'], otherIfKnown: true }]),
    entry('Class', 'Student', 'Form Study', [{ kind: 'grantOptions', list: 'lightsaberForm', count: 1 }]),
    entry('Feat', 'Fixture Master', 'Fixture Master', [{ kind: 'grantOptions', list: 'fightingMastery', count: 1 }]),
    entry('Feat', 'Fixture Dabbler', 'Fixture Dabbler', [
      { kind: 'abilityIncrease', choose: [{ from: ['Strength', 'Dexterity'], amount: 1 }] },
      { kind: 'grantOptions', list: 'lightsaberForm', count: 1, moreIfKnown: [{ atLeast: 1, count: 3 }, { atLeast: 3, count: 'all' }] },
    ]),
    option('FightingStyle', 'Guard Style', [{ kind: 'acBonus', value: 1, when: 'wearingArmor' }]),
    option('FightingStyle', 'Keen Style', [{ kind: 'advantage', on: 'spotting traps' }]),
    option('FightingStyle', 'Forms Style', [{ kind: 'grantOptions', list: 'lightsaberForm', count: 3 }]),
    option('FightingMastery', 'Iron Mastery', [{ kind: 'hitPoints', perLevel: 1 }]),
    option('FightingMastery', 'Quick Mastery', [{ kind: 'initiativeBonus', value: { proficiencyBonus: true } }]),
    option('LightsaberForm', 'Alpha Form', [{ kind: 'initiativeBonus', value: { value: 1 } }]),
    option('LightsaberForm', 'Beta Form', [{ kind: 'speed', mode: 'walk', bonus: { value: 5 } }]),
    option('LightsaberForm', 'Gamma Form', [{ kind: 'resource', max: { proficiencyBonus: true }, recovery: 'short' }]),
    option('LightsaberForm', 'Delta Form', [{ kind: 'advantage', on: 'keeping your footing' }]),
    option('LightsaberForm', 'Epsilon Form', [{ kind: 'acBonus', value: 1 }]),
  ],
};
const rules = indexRules(rulesData);
const sheet = (character: RawCharacter) => computeCharacter(character, rules);
const suit = { equipment: [{ name: 'Combat suit', quantity: 1, category: 'Equipment' as const, equipped: true }] };

function tester_(levels: number, archetype?: string, patch: Partial<RawCharacter> = {}, style = 'Keen Style'): RawCharacter {
  const character = fixtureCharacter([{ name: 'Tester', levels, ...(archetype ? { archetype } : {}) }], patch);
  return { ...character, classes: character.classes.map((entry) => ({ ...entry, fightingStyle: style })) };
}
const choice = (character: RawCharacter, feature: string) => featureChoicesOf(character, rules).find((c) => c.feature === feature);

describe('options a feature grants', () => {
  it('a second fighting style: asked at level 10 only, stored under the feature key, and its AC bonus counts', () => {
    expect(choice(tester_(9, undefined, suit), 'Second Style (Tester 10)')).toBeUndefined();
    const open = tester_(10, undefined, suit);
    // Combat suit 11 + Dex 0 = 11 with no second style yet.
    expect(sheet(open).armorClass).toBe(11);
    const asked = choice(open, 'Second Style (Tester 10)')!;
    expect(asked).toMatchObject({ key: 'Class|Tester|Second Style', what: 'fightingStyle', count: 1, chosen: [], known: ['Keen Style'] });
    expect(sheet(open).features?.pendingChoices).toContainEqual({ feature: 'Second Style (Tester 10)', key: 'Class|Tester|Second Style', what: 'fightingStyle', count: 1 });

    const chosen = setFeatureChoice(open, asked, ['Guard Style']);
    expect(chosen.featureChoices).toEqual({ 'Class|Tester|Second Style': ['Guard Style'] });
    const computed = sheet(chosen);
    // 11 (suit) + 1 (Guard Style while wearing armor) = 12.
    expect(computed.armorClass).toBe(12);
    expect(computed.features?.explanations.armorClass).toBe('AC 12 = 11 (armor, shield and tweaks) + 1 (Guard Style (fighting style))');
    expect(computed.features?.pendingChoices).toEqual([]);
    // Both styles listed with their texts and what gave them, in the order held (class features, then the class's style).
    expect(computed.features?.options).toEqual([
      { source: 'FightingStyle', name: 'Guard Style', text: 'Armor helps you more.', grantedBy: 'Second Style (Tester 10)', label: 'Guard Style (fighting style)' },
      { source: 'FightingStyle', name: 'Keen Style', text: 'You notice things.', grantedBy: 'Tester Fighting Style', label: 'Keen Style (fighting style)' },
    ]);
    // Without armor the bonus does not apply: 10 + Dex 0 = 10.
    expect(sheet({ ...chosen, equipment: [] }).armorClass).toBe(10);
  });

  it('never holds the same style twice: the class style picked again does not count and the choice stays open', () => {
    const twice = { ...tester_(10, undefined, suit), featureChoices: { 'Class|Tester|Second Style': ['Keen Style'] } };
    const computed = sheet(twice);
    expect(computed.features?.options.map((held) => held.name)).toEqual(['Keen Style']);
    expect(computed.features?.advantages.filter((note) => note.on === 'spotting traps')).toHaveLength(1);
    expect(choice(twice, 'Second Style (Tester 10)')).toMatchObject({ chosen: [], known: ['Keen Style'] });
  });

  it('a level-7 Tester with a two-form archetype and a style that teaches three forms holds four forms, each applied', () => {
    let character = tester_(7, 'Pair Form', {}, 'Forms Style');
    // The archetype names two forms: the player picks one of them.
    const basics = choice(character, 'Form Basics (Pair Form 3)')!;
    expect(basics).toMatchObject({ key: 'Archetype|Pair Form|Form Basics', what: 'lightsaberForm', count: 1, from: ['Alpha Form', 'Beta Form'] });
    character = setFeatureChoice(character, basics, ['Beta Form']);
    // The archetype's features come before the style's, so the style's three forms see Beta as known.
    const styleForms = choice(character, 'Forms Style (fighting style)')!;
    expect(styleForms).toMatchObject({ key: 'FightingStyle|Forms Style|Forms Style', count: 3, known: ['Beta Form'] });
    character = setFeatureChoice(character, styleForms, ['Alpha Form', 'Gamma Form', 'Delta Form']);
    const computed = sheet(character);
    expect(computed.features?.options.filter((held) => held.source === 'LightsaberForm').map((held) => held.name)).toEqual(['Beta Form', 'Alpha Form', 'Gamma Form', 'Delta Form']);
    // Alpha: initiative 0 (Dex) + 1 = +1. Beta: walking speed 30 + 5 = 35. Gamma: uses = proficiency bonus 3 at level 7.
    expect(computed.initiative).toBe(1);
    expect(computed.speed.base).toBe(35);
    expect(computed.features?.explanations['speed.base']).toBe('Speed 35 ft. = 30 (base) + 5 (Beta Form (lightsaber form))');
    expect(computed.features?.resources).toContainEqual({ name: 'Gamma Form', feature: 'Gamma Form (lightsaber form)', max: 3, used: 0, recovery: 'short' });
    expect(computed.features?.advantages).toContainEqual({ mode: 'advantage', on: 'keeping your footing', feature: 'Delta Form (lightsaber form)' });
    expect(computed.features?.pendingChoices).toEqual([]);
  });

  it('a form the archetype names is granted without asking, unless already known: then another may be chosen', () => {
    const plain = tester_(3, 'Alpha Path');
    expect(choice(plain, 'Form Basics (Alpha Path 3)')).toBeUndefined();
    expect(sheet(plain).features?.options.map((held) => held.name)).toEqual(['Alpha Form', 'Keen Style']);
    // Initiative 0 + 1 (Alpha Form) = +1.
    expect(sheet(plain).initiative).toBe(1);

    // Alpha Form already learned through a class taken first: the archetype's grant opens to any other form.
    const multiclass = fixtureCharacter([{ name: 'Student', levels: 1 }, { name: 'Tester', levels: 3, archetype: 'Alpha Path' }]);
    let known = setFeatureChoice(multiclass, { key: 'Class|Student|Form Study', count: 1 }, ['Alpha Form']);
    const other = choice(known, 'Form Basics (Alpha Path 3)')!;
    expect(other).toMatchObject({ count: 1, chosen: [], known: ['Alpha Form'] });
    expect(other.from).toBeUndefined();
    known = setFeatureChoice(known, other, ['Epsilon Form']);
    // Unarmored AC: 10 + Dex 0 + 1 (Epsilon Form) = 11; Alpha counted once: initiative +1.
    expect(sheet(known).armorClass).toBe(11);
    expect(sheet(known).initiative).toBe(1);
  });

  it('a feat taken twice asks twice (#2 key), and both masteries apply', () => {
    let character = tester_(7, undefined, { customFeats: ['Fixture Master', 'Fixture Master'] });
    const asked = featureChoicesOf(character, rules).filter((c) => c.what === 'fightingMastery');
    expect(asked.map((c) => c.key)).toEqual(['Feat|Fixture Master|Fixture Master', 'Feat|Fixture Master|Fixture Master#2']);
    character = setFeatureChoice(character, asked[0]!, ['Iron Mastery']);
    character = setFeatureChoice(character, asked[1]!, ['Quick Mastery']);
    const computed = sheet(character);
    const plain = sheet(tester_(7));
    // Iron Mastery: +1 hit point per character level = +7. Quick Mastery: initiative + proficiency bonus 3.
    expect(computed.hitPoints.maximum - plain.hitPoints.maximum).toBe(7);
    expect(computed.initiative).toBe(3);
    expect(computed.features?.explanations.initiative).toBe('Initiative +3 = 0 (Dexterity and tweaks) + 3 (Quick Mastery (fighting mastery))');
    expect(featureLabel({ source: 'FightingMastery', sourceName: 'Iron Mastery', name: 'Iron Mastery' })).toBe('Iron Mastery (fighting mastery)');
    // The second copy cannot take the mastery the first one holds.
    const same = setFeatureChoice(character, asked[1]!, ['Iron Mastery']);
    expect(sheet(same).hitPoints.maximum).toBe(computed.hitPoints.maximum);
    expect(featureChoicesOf(same, rules).find((c) => c.key.endsWith('#2'))).toMatchObject({ chosen: [], known: ['Iron Mastery'] });
  });

  it('a count that grows with the forms already known: 1, then 3 once one is known, then all the rest from 3', () => {
    const dabbler = (style: string, stylePicks: string[]) => {
      let character = tester_(4, undefined, { customFeats: ['Fixture Dabbler'] }, style);
      if (stylePicks.length) character = setFeatureChoice(character, { key: 'FightingStyle|Forms Style|Forms Style', count: 3 }, stylePicks);
      return featureChoicesOf(character, rules).find((c) => c.key === 'Feat|Fixture Dabbler|Fixture Dabbler#2')!;
    };
    expect(dabbler('Keen Style', []).count).toBe(1);
    // Three forms known (of five): "all" is the two left.
    expect(dabbler('Forms Style', ['Alpha Form', 'Beta Form', 'Gamma Form'])).toMatchObject({ count: 2, known: ['Alpha Form', 'Beta Form', 'Gamma Form'] });
    // One known: three.
    expect(dabbler('Forms Style', ['Alpha Form']).count).toBe(3);
  });

  it('a malformed grant is refused with what is wrong', () => {
    const problem = (effect: unknown) => {
      const check = Effect.safeParse(effect);
      return check.success ? 'accepted' : check.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    };
    expect(problem({ kind: 'grantOptions', list: 'lightsaberForm', count: 1, from: ['Alpha Form'], otherIfKnown: true })).toBe('accepted');
    expect(problem({ kind: 'grantOptions', list: 'lightsaberForm', count: 1, otherIfKnown: true })).toBe(': otherIfKnown needs a from list (the named options)');
    expect(problem({ kind: 'grantOptions', list: 'maneuver', count: 1 })).toMatch(/^list: Invalid option/);
    expect(problem({ kind: 'grantOptions', list: 'fightingStyle', count: 0 })).toMatch(/^count: /);
  });
});
