// Each number a feature changes carries a line saying where it comes from, adding up to what the sheet shows.
// Hand-made mechanics on the fixture Berserker and Human; the fixture character has Str 10, Dex 10, Con 14, Wis 14
// (modifiers 0, 0, +2, +2).
import { describe, expect, it } from 'vitest';
import type { RawCharacter } from '../character/types.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { indexRules } from '../rules/index-rules.ts';
import type { FeatureMechanicsRule, FeatureRule } from '../rules/types.ts';
import { fixtureCharacter, FIXTURE_RULES } from '../test-support/fixture-rules.ts';
import { explainFeatureNumbers } from './explain.ts';
import { setFeatureToggle } from './transitions.ts';

const feature = (name: string, source: FeatureRule['source'] = 'Class', sourceName = 'Berserker', text = 'placeholder'): FeatureRule => ({ name, level: 1, source, sourceName, text });
const entry = (name: string, effects: FeatureMechanicsRule['effects'], source: FeatureMechanicsRule['source'] = 'Class', sourceName = 'Berserker'): FeatureMechanicsRule => ({ source, sourceName, name, effects });

const rules = indexRules({
  ...FIXTURE_RULES,
  features: [
    feature('Hide Plates'),
    feature('Steady Guard'),
    feature('Long Legs'),
    feature('Double Swing'),
    feature('Wrath'),
    feature('Speed', 'Species', 'Human', 'Your walking speed is 25 feet.'),
    feature('Dark Sight', 'Species', 'Human', 'You see in the dark within 60 feet of you.'),
    feature('Glider', 'Species', 'Human'),
    feature('Sturdy', 'Species', 'Human'),
  ],
  featureMechanics: [
    entry('Hide Plates', [{ kind: 'acFormula', base: 10, abilities: ['Dexterity', 'Constitution'], when: 'noArmor' }]),
    entry('Steady Guard', [{ kind: 'acBonus', value: 1 }]),
    entry('Long Legs', [{ kind: 'speed', mode: 'walk', bonus: { value: 10 } }]),
    entry('Double Swing', [{ kind: 'extraAttack', attacks: 2 }]),
    entry('Wrath', [
      { kind: 'resource', max: { value: 2 }, recovery: 'long' },
      { kind: 'toggle', name: 'Wrathful', uses: 'Wrath', effects: [{ kind: 'damageBonus', value: { value: 2 }, on: 'meleeStrength' }, { kind: 'resistance', damage: ['Kinetic'] }] },
    ]),
    entry('Speed', [{ kind: 'speed', mode: 'walk', set: 'text' }], 'Species', '*'),
    entry('Dark Sight', [{ kind: 'sense', sense: 'darkvision', range: 'text' }], 'Species', 'Human'),
    entry('Glider', [{ kind: 'speed', mode: 'fly', set: 'walk' }], 'Species', 'Human'),
    entry('Sturdy', [{ kind: 'hitPoints', perLevel: 1 }], 'Species', 'Human'),
  ],
});

const automated = (patch: Partial<RawCharacter> = {}): RawCharacter => {
  const character = fixtureCharacter([{ name: 'Berserker', levels: 3 }], patch);
  return { ...character, settings: { ...character.settings, isAutomatingFeatures: true } };
};
const explain = (character: RawCharacter) => computeCharacter(character, rules).features!.explanations;
const equip = (...names: string[]) => ({ equipment: names.map((name) => ({ name, quantity: 1, category: 'Equipment' as const, equipped: true })) });

describe('where a feature-changed number comes from', () => {
  it('armor class: the winning formula plus flat bonuses; what no feature explains is the difference', () => {
    const sheet = computeCharacter(automated(), rules);
    // 10 + Dex 0 + Con 2 = 12, + 1 Steady Guard = 13.
    expect(sheet.armorClass).toBe(13);
    expect(sheet.features!.explanations.armorClass).toBe('AC 13 = 10 + Dexterity 0 + Constitution 2 (Hide Plates (Berserker 1)) + 1 (Steady Guard (Berserker 1))');
    // A light shield (+1) keeps the formula (no body armor): 12 + 1 + 1 = 14.
    expect(explain(automated(equip('Light physical shield'))).armorClass).toBe('AC 14 = 10 + Dexterity 0 + Constitution 2 (Hide Plates (Berserker 1)) + 1 (Steady Guard (Berserker 1)) + 1 (shield and tweaks)');
    // Battle armor 16 replaces the formula: 16 + 1 = 17.
    expect(explain(automated(equip('Battle armor'))).armorClass).toBe('AC 17 = 16 (armor, shield and tweaks) + 1 (Steady Guard (Berserker 1))');
  });

  it('walking speed: the species sets 25, a class feature adds 10; armor too heavy for Str 10 takes 10 off', () => {
    expect(explain(automated())['speed.base']).toBe('Speed 35 ft. = 25 (Speed (Human)) + 10 (Long Legs (Berserker 1))');
    // Battle armor asks for Str 13: 25 + 10 - 10 = 25.
    expect(explain(automated(equip('Battle armor')))['speed.base']).toBe('Speed 25 ft. = 25 (Speed (Human)) + 10 (Long Legs (Berserker 1)) - 10 (armor and tweaks)');
    // A tweak of -5 shows the same way: 25 + 10 - 5 = 30.
    expect(explain(automated({ tweaks: { speed: { base: { bonus: -5 } } } }))['speed.base']).toBe('Speed 30 ft. = 25 (Speed (Human)) + 10 (Long Legs (Berserker 1)) - 5 (armor and tweaks)');
  });

  it('other speeds, senses, hit points and extra attacks', () => {
    const sheet = computeCharacter(automated(), rules);
    const lines = sheet.features!.explanations;
    expect(lines['speed.fly']).toBe('Fly 35 ft. = 35 (the walking speed, Glider (Human))');
    expect(lines['sense.darkvision']).toBe('Darkvision 60 ft. (Dark Sight (Human))');
    // Sturdy: +1 per character level, 3 at level 3.
    expect(lines['hitPoints.maximum']).toBe(`Hit points ${sheet.hitPoints.maximum} = ${sheet.hitPoints.maximum - 3} (hit dice, Constitution and tweaks) + 3 (Sturdy (Human))`);
    expect(lines.attacksPerAction).toBe('2 attacks per Attack action (Double Swing (Berserker 1))');
  });

  it('a toggled state explains its numbers only while it is on', () => {
    const off = automated();
    expect(explain(off).weaponDamage).toBeUndefined();
    expect(explain(off)['resistance.Kinetic']).toBeUndefined();
    const on = setFeatureToggle(off, 'Wrathful', true, { name: 'Wrath', used: 0, max: 2 });
    expect(explain(on).weaponDamage).toBe('+2 damage on melee attacks with Strength (Wrath (Berserker 1))');
    expect(explain(on)['resistance.Kinetic']).toBe('Resistant to Kinetic (Wrath (Berserker 1))');
  });

  it('two features granting one defence are both named; a condition reads as a state', () => {
    const lines = explainFeatureNumbers(
      {
        contributions: [
          { target: 'resistance', feature: 'A (Human)', what: 'Fire' },
          { target: 'resistance', feature: 'B (feat)', what: 'Fire' },
          { target: 'conditionImmunity', feature: 'C (Human)', what: 'Poisoned' },
        ],
        speeds: {},
        walk: { base: 30, bonus: 0 },
      },
      { armorClass: 10, walk: 30, hitPointsMaximum: 10 },
      10,
    );
    expect(lines).toEqual({ 'resistance.Fire': 'Resistant to Fire (A (Human), B (feat))', 'conditionImmunity.Poisoned': 'Cannot be poisoned (C (Human))' });
  });
});
