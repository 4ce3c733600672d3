// Each number a feature changes carries a line saying where it comes from, adding up to what the sheet shows.
// Hand-made mechanics on the fixture Berserker and Human (test-support/feature-fixture.ts); the fixture character has
// Str 10, Dex 10, Con 14, Wis 14 (modifiers 0, 0, +2, +2).
import { describe, expect, it } from 'vitest';
import type { RawCharacter } from '../character/types.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { automatedBerserker as automated, FEATURE_FIXTURE_RULES as rules } from '../test-support/feature-fixture.ts';
import { explainFeatureNumbers } from './explain.ts';
import { setFeatureToggle } from './transitions.ts';

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
          { target: 'resistance', feature: { source: 'Species', sourceName: 'Human', name: 'A' }, what: 'Fire' },
          { target: 'resistance', feature: { source: 'Feat', sourceName: 'B', name: 'B' }, what: 'Fire' },
          { target: 'conditionImmunity', feature: { source: 'Species', sourceName: 'Human', name: 'C' }, what: 'Poisoned' },
        ],
        speeds: {},
        walk: { base: 30, bonus: 0 },
      },
      { armorClass: 10, walk: 30, hitPointsMaximum: 10, initiative: 0 },
      10,
    );
    expect(lines).toEqual({ 'resistance.Fire': 'Resistant to Fire (A (Human), B (feat))', 'conditionImmunity.Poisoned': 'Cannot be poisoned (C (Human))' });
  });
});
