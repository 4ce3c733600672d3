// The party from typed levels and from characters computed by the character engine: their levels for the XP method
// and their numbers for the tracker (AC, hit points, passive Perception, initiative, defenses from features).
import { describe, expect, it } from 'vitest';
import { computeCharacter } from '../compute/compute-character.ts';
import { automatedBerserker, FEATURE_FIXTURE_RULES } from '../test-support/feature-fixture.ts';
import { fixtureCharacter, fixtureRules } from '../test-support/fixture-rules.ts';
import { characterNumbers, partyCharacter, partyLevels } from './party.ts';

describe('the party', () => {
  it('has each typed group\'s level as many times as its count, then each character\'s level', () => {
    expect(partyLevels({ groups: [{ level: 5, count: 3 }, { level: 2, count: 1 }], characters: [{ id: 'p1', name: 'Kira', level: 4, source: 'local', ref: 'x' }] })).toEqual([5, 5, 5, 2, 4]);
  });

  it('takes a character\'s level and tracker numbers from its computed sheet', () => {
    const sheet = computeCharacter(fixtureCharacter([{ name: 'Fighter', levels: 3 }, { name: 'Operative', levels: 2 }], { name: 'Kira Vos' }), fixtureRules());
    const entry = partyCharacter(sheet, { id: 'p1', source: 'shared', ref: 'token-1' });
    expect(entry).toEqual({
      id: 'p1',
      source: 'shared',
      ref: 'token-1',
      name: 'Kira Vos',
      level: 5,
      armorClass: sheet.armorClass,
      hitPoints: { current: sheet.hitPoints.current, max: sheet.hitPoints.maximum, temp: sheet.hitPoints.temporary },
      passivePerception: sheet.passivePerception,
      initiativeBonus: sheet.initiative,
      dexterity: sheet.abilityScores.Dexterity.value,
    });
    expect(sheet.currentLevel).toBe(5);
  });

  it('carries the defenses the character\'s automated features give it', () => {
    const sheet = computeCharacter(automatedBerserker({ currentStats: { ...automatedBerserker().currentStats, activeFeatures: ['Wrathful'], featuresTimesUsed: { Wrath: 1 } } }), FEATURE_FIXTURE_RULES);
    expect(characterNumbers(sheet).resistances).toEqual(['Kinetic']);
  });
});
