// One character per class at levels 1, 3, 11 and 20 against the fixture rules, with hand-derived numbers.
import { describe, expect, it } from 'vitest';
import { fixtureCharacter, fixtureRules } from '../test-support/fixture-rules.ts';
import { computeCharacter } from './compute-character.ts';

const rules = fixtureRules();

// Fixture scores: Con 14 (+2), Int 12 (+1), Wis 14 (+2), Cha 12 (+1); fixed hit points.
// Max HP = first-level value + (L - 1) x higher-level value + L x 2.
// Proficiency bonus = 1 + ceil(L / 4): L1 2, L3 2, L11 4, L20 6.
// Force points = levels x (4 full, 2 half, 3 two-thirds) + max(Wis, Cha) modifier (2).
// Tech points = levels x (2 full, 1 half) + Int modifier (1). Max power level = min(9, ceil(casterLevel / 2)).
type Row = [cls: string, level: number, hp: number, force: number | false, tech: number | false, maxPowerLevel: number | null, superiority: string | false];
const ROWS: Row[] = [
  // Berserker d12, 12 then 7: 12+2=14; 12+2*7+6=32; 12+10*7+22=104; 12+19*7+40=185
  ['Berserker', 1, 14, false, false, null, false],
  ['Berserker', 3, 32, false, false, null, false],
  ['Berserker', 11, 104, false, false, null, false],
  ['Berserker', 20, 185, false, false, null, false],
  // Consular d6, 6 then 4: 6+2=8; 6+8+6=20; 6+40+22=68; 6+76+40=122. Force 4L+2. Max level ceil(L/2).
  ['Consular', 1, 8, 6, false, 1, false],
  ['Consular', 3, 20, 14, false, 2, false],
  ['Consular', 11, 68, 46, false, 6, false],
  ['Consular', 20, 122, 82, false, 9, false],
  // Engineer d8, 8 then 5: 8+2=10; 8+10+6=24; 8+50+22=80; 8+95+40=143. Tech 2L+1.
  ['Engineer', 1, 10, false, 3, 1, false],
  ['Engineer', 3, 24, false, 7, 2, false],
  ['Engineer', 11, 80, false, 23, 6, false],
  ['Engineer', 20, 143, false, 41, 9, false],
  // Fighter d10, 10 then 6: 10+2=12; 10+12+6=28; 10+60+22=92; 10+114+40=164.
  // Superiority: none at 1; 2+floor(L/6) dice, d(4+2*floor((L-1)/4)): L3 2d4, L11 3d8, L20 5d12.
  ['Fighter', 1, 12, false, false, null, false],
  ['Fighter', 3, 28, false, false, null, '2d4'],
  ['Fighter', 11, 92, false, false, null, '3d8'],
  ['Fighter', 20, 164, false, false, null, '5d12'],
  // Guardian d10 like Fighter. Force 2L+2; level 1 single-class casts as a full caster (max level 1);
  // caster level L/2: L3 1.5 -> 1, L11 5.5 -> 3, L20 10 -> 5.
  ['Guardian', 1, 12, 4, false, 1, false],
  ['Guardian', 3, 28, 8, false, 1, false],
  ['Guardian', 11, 92, 24, false, 3, false],
  ['Guardian', 20, 164, 42, false, 5, false],
  // Monk and Operative d8 like Engineer, no casting.
  ['Monk', 1, 10, false, false, null, false],
  ['Monk', 3, 24, false, false, null, false],
  ['Monk', 11, 80, false, false, null, false],
  ['Monk', 20, 143, false, false, null, false],
  ['Operative', 1, 10, false, false, null, false],
  ['Operative', 3, 24, false, false, null, false],
  ['Operative', 11, 80, false, false, null, false],
  ['Operative', 20, 143, false, false, null, false],
  // Scholar d8; superiority from level 1: L1 2d4, L3 2d4, L11 3d8, L20 5d12.
  ['Scholar', 1, 10, false, false, null, '2d4'],
  ['Scholar', 3, 24, false, false, null, '2d4'],
  ['Scholar', 11, 80, false, false, null, '3d8'],
  ['Scholar', 20, 143, false, false, null, '5d12'],
  // Scout d10 like Fighter; tech half caster: L1 caster level 0.5 < 0.6 -> hidden; L3 3+1=4 (max 1); L11 12 (3); L20 21 (5).
  ['Scout', 1, 12, false, false, null, false],
  ['Scout', 3, 28, false, 4, 1, false],
  ['Scout', 11, 92, false, 12, 3, false],
  ['Scout', 20, 164, false, 21, 5, false],
  // Sentinel d8; force 3L+2: 5, 11, 35, 62; caster level 2L/3: 0.67 -> 1, 2 -> 1, 7.33 -> 4, 13.33 -> 7.
  ['Sentinel', 1, 10, 5, false, 1, false],
  ['Sentinel', 3, 24, 11, false, 1, false],
  ['Sentinel', 11, 80, 35, false, 4, false],
  ['Sentinel', 20, 143, 62, false, 7, false],
];

describe('one character per class at levels 1, 3, 11 and 20', () => {
  it.each(ROWS)('%s %i', (cls, level, hp, force, tech, maxPowerLevel, superiority) => {
    const sheet = computeCharacter(fixtureCharacter([{ name: cls, levels: level }]), rules);
    expect(sheet.currentLevel).toBe(level);
    expect(sheet.proficiencyBonus).toBe(1 + Math.ceil(level / 4));
    expect(sheet.hitPoints.maximum).toBe(hp);
    expect(sheet.hitPoints.current).toBe(hp);
    expect(sheet.forceCasting && sheet.forceCasting.maxPoints).toBe(force);
    expect(sheet.techCasting && sheet.techCasting.maxPoints).toBe(tech);
    const casting = sheet.forceCasting || sheet.techCasting;
    expect(casting ? casting.maxPowerLevel : null).toBe(maxPowerLevel);
    expect(sheet.superiority && `${sheet.superiority.maxDice}${sheet.superiority.diceSize}`).toBe(superiority);
    expect(sheet.hitPoints.hitDice).toHaveLength(1);
    expect(sheet.hitPoints.hitDice[0].maximum).toBe(level);
    expect(sheet.warnings).toEqual([]);
  });

  it('saves come from the first class only', () => {
    // Consular saves Wis and Cha; a second class (Fighter: Str, Con) adds none. Level 2 -> bonus 2.
    const sheet = computeCharacter(fixtureCharacter([{ name: 'Consular', levels: 1 }, { name: 'Fighter', levels: 1 }]), rules);
    expect(sheet.abilityScores.Wisdom.savingThrow).toEqual({ modifier: 2 + 2, proficiency: 'proficient' });
    expect(sheet.abilityScores.Charisma.savingThrow).toEqual({ modifier: 1 + 2, proficiency: 'proficient' });
    expect(sheet.abilityScores.Strength.savingThrow).toEqual({ modifier: 0, proficiency: 'none' });
  });

  it('superiority save DCs per maneuver type: 8 + proficiency + best modifier of the type', () => {
    // Fighter 11: bonus 4. Physical best of Str 0, Dex 0, Con +2 = 2 -> DC 14; mental best of Int 1, Wis 2, Cha 1 = 2 -> 14.
    const sheet = computeCharacter(fixtureCharacter([{ name: 'Fighter', levels: 11 }], { baseAbilityScores: { Strength: 10, Dexterity: 10, Constitution: 14, Intelligence: 18, Wisdom: 14, Charisma: 12 } }), rules);
    if (!sheet.superiority) throw new Error('expected superiority');
    expect(sheet.superiority.physical).toEqual({ modifier: 2, saveDC: 14 });
    // Int 18 -> +4: mental and general use it: 8 + 4 + 4 = 16.
    expect(sheet.superiority.mental).toEqual({ modifier: 4, saveDC: 16 });
    expect(sheet.superiority.general).toEqual({ modifier: 4, saveDC: 16 });
  });
});
