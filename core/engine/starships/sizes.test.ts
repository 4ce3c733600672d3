// Every size at tiers 0, 2 and 5 with each shield type, against numbers worked out by hand from the rules text.
// Each ship: scores assigned Strength 14 (+2), Dexterity 13, Constitution 12, the rest 10 (manual method), then the
// size's adjustments; lightweight armor (no Dexterity limit); no role, so no role increase.
//
// Hull points = first die's maximum + average x (dice - 1) + Constitution modifier x dice.
// Base shield points = the same with the Strength modifier (+2 on every ship here).
// Capacity: directional x 1, fortress x 3/2, quick-charge x 2/3, rounded down.
// Regeneration: the die's maximum x 1 (directional), x 2/3 (fortress), x 3/2 (quick-charge), rounded down.
// AC = 10 + Dexterity modifier + tier upgrade (+1 at tier 2, +4 at tier 5).
import { describe, expect, it } from 'vitest';
import type { StarshipSize } from '../../schemas/starship-mechanics.ts';
import { assignAbility, setAbilityMethod, setEquipment, setTier } from './build.ts';
import { computeStarship } from './compute.ts';
import { newStarship } from './ship-document.ts';
import { applied, bundledStarshipRules } from './test-support/rules.ts';

const rules = bundledStarshipRules();
type Shields = [directional: number, fortress: number, quickCharge: number];
interface Case {
  size: StarshipSize;
  tier: number;
  dice: string;
  hull: number;
  base: number;
  capacity: Shields;
  regeneration: Shields;
  ac: number;
  suites: number;
  slots: number;
}

const CASES: Case[] = [
  // Tiny: d4 (average 3), 1 die + 1 per tier. Con 12 - 4 = 8 (-1), Dex 13 + 4 = 17 (+3). No suites.
  // t0: hull 4 - 1 = 3; base 4 + 2 = 6 -> 6, 9, 4; regeneration 4, 2 (2.67), 6.
  { size: 'Tiny', tier: 0, dice: '1d4', hull: 3, base: 6, capacity: [6, 9, 4], regeneration: [4, 2, 6], ac: 13, suites: 0, slots: 10 },
  // t2: 3 dice. hull 4 + 2 x 3 - 3 = 7; base 4 + 6 + 6 = 16 -> 16, 24, 10 (10.67).
  { size: 'Tiny', tier: 2, dice: '3d4', hull: 7, base: 16, capacity: [16, 24, 10], regeneration: [4, 2, 6], ac: 14, suites: 0, slots: 10 },
  // t5: 6 dice. hull 4 + 15 - 6 = 13; base 4 + 15 + 12 = 31 -> 31, 46 (46.5), 20 (20.67).
  { size: 'Tiny', tier: 5, dice: '6d4', hull: 13, base: 31, capacity: [31, 46, 20], regeneration: [4, 2, 6], ac: 17, suites: 0, slots: 10 },
  // Small: d6 (average 4), 3 dice + 1 per tier. Con 12 - 2 = 10 (0), Dex 13 + 2 = 15 (+2). Suites -1 + 0 -> 0.
  // t0: hull 6 + 8 = 14; base 6 + 8 + 6 = 20 -> 20, 30, 13 (13.33); regeneration 6, 4, 9.
  { size: 'Small', tier: 0, dice: '3d6', hull: 14, base: 20, capacity: [20, 30, 13], regeneration: [6, 4, 9], ac: 12, suites: 0, slots: 20 },
  // t2: 5 dice. hull 6 + 16 = 22; base 6 + 16 + 10 = 32 -> 32, 48, 21 (21.33).
  { size: 'Small', tier: 2, dice: '5d6', hull: 22, base: 32, capacity: [32, 48, 21], regeneration: [6, 4, 9], ac: 13, suites: 0, slots: 20 },
  // t5: 8 dice. hull 6 + 28 = 34; base 6 + 28 + 16 = 50 -> 50, 75, 33 (33.33).
  { size: 'Small', tier: 5, dice: '8d6', hull: 34, base: 50, capacity: [50, 75, 33], regeneration: [6, 4, 9], ac: 16, suites: 0, slots: 20 },
  // Medium: d8 (average 5), 5 dice + 1 per tier. Con 12 (+1), Dex 13 (+1). Suites 3 + 1 = 4.
  // t0: hull 8 + 20 + 5 = 33; base 8 + 20 + 10 = 38 -> 38, 57, 25 (25.33); regeneration 8, 5 (5.33), 12.
  { size: 'Medium', tier: 0, dice: '5d8', hull: 33, base: 38, capacity: [38, 57, 25], regeneration: [8, 5, 12], ac: 11, suites: 4, slots: 30 },
  // t2: 7 dice. hull 8 + 30 + 7 = 45; base 8 + 30 + 14 = 52 -> 52, 78, 34 (34.67).
  { size: 'Medium', tier: 2, dice: '7d8', hull: 45, base: 52, capacity: [52, 78, 34], regeneration: [8, 5, 12], ac: 12, suites: 4, slots: 30 },
  // t5: 10 dice. hull 8 + 45 + 10 = 63; base 8 + 45 + 20 = 73 -> 73, 109 (109.5), 48 (48.67).
  { size: 'Medium', tier: 5, dice: '10d8', hull: 63, base: 73, capacity: [73, 109, 48], regeneration: [8, 5, 12], ac: 15, suites: 4, slots: 30 },
  // Large: d10 (average 6), 7 dice + 1 per tier. Con 12 + 2 = 14 (+2), Dex 13 - 2 = 11 (0). Suites 3 + 2 x 2 = 7.
  // t0: hull 10 + 36 + 14 = 60; base 10 + 36 + 14 = 60 -> 60, 90, 40; regeneration 10, 6 (6.67), 15.
  { size: 'Large', tier: 0, dice: '7d10', hull: 60, base: 60, capacity: [60, 90, 40], regeneration: [10, 6, 15], ac: 10, suites: 7, slots: 50 },
  // t2: 9 dice. hull 10 + 48 + 18 = 76; base 10 + 48 + 18 = 76 -> 76, 114, 50 (50.67).
  { size: 'Large', tier: 2, dice: '9d10', hull: 76, base: 76, capacity: [76, 114, 50], regeneration: [10, 6, 15], ac: 11, suites: 7, slots: 50 },
  // t5: 12 dice. hull 10 + 66 + 24 = 100; base the same 100 -> 100, 150, 66 (66.67).
  { size: 'Large', tier: 5, dice: '12d10', hull: 100, base: 100, capacity: [100, 150, 66], regeneration: [10, 6, 15], ac: 14, suites: 7, slots: 50 },
  // Huge: d12 (average 7), 9 dice + 2 per tier. Con 12 + 4 = 16 (+3), Dex 13 - 4 = 9 (-1). Suites 6 + 3 x 3 = 15.
  // t0: hull 12 + 56 + 27 = 95; base 12 + 56 + 18 = 86 -> 86, 129, 57 (57.33); regeneration 12, 8, 18.
  { size: 'Huge', tier: 0, dice: '9d12', hull: 95, base: 86, capacity: [86, 129, 57], regeneration: [12, 8, 18], ac: 9, suites: 15, slots: 60 },
  // t2: 13 dice. hull 12 + 84 + 39 = 135; base 12 + 84 + 26 = 122 -> 122, 183, 81 (81.33).
  { size: 'Huge', tier: 2, dice: '13d12', hull: 135, base: 122, capacity: [122, 183, 81], regeneration: [12, 8, 18], ac: 10, suites: 15, slots: 60 },
  // t5: 19 dice. hull 12 + 126 + 57 = 195; base 12 + 126 + 38 = 176 -> 176, 264, 117 (117.33).
  { size: 'Huge', tier: 5, dice: '19d12', hull: 195, base: 176, capacity: [176, 264, 117], regeneration: [12, 8, 18], ac: 13, suites: 15, slots: 60 },
  // Gargantuan: d20 (average 11), 11 dice + 2 per tier. Con 12 + 6 = 18 (+4), Dex 13 - 6 = 7 (-2). Suites 10 + 4 x 4 = 26.
  // t0: hull 20 + 110 + 44 = 174; base 20 + 110 + 22 = 152 -> 152, 228, 101 (101.33); regeneration 20, 13 (13.33), 30.
  { size: 'Gargantuan', tier: 0, dice: '11d20', hull: 174, base: 152, capacity: [152, 228, 101], regeneration: [20, 13, 30], ac: 8, suites: 26, slots: 70 },
  // t2: 15 dice. hull 20 + 154 + 60 = 234; base 20 + 154 + 30 = 204 -> 204, 306, 136.
  { size: 'Gargantuan', tier: 2, dice: '15d20', hull: 234, base: 204, capacity: [204, 306, 136], regeneration: [20, 13, 30], ac: 9, suites: 26, slots: 70 },
  // t5: 21 dice. hull 20 + 220 + 84 = 324; base 20 + 220 + 42 = 282 -> 282, 423, 188.
  { size: 'Gargantuan', tier: 5, dice: '21d20', hull: 324, base: 282, capacity: [282, 423, 188], regeneration: [20, 13, 30], ac: 12, suites: 26, slots: 70 },
];

const SHIELDS = ['Directional shield', 'Fortress shield', 'Quick-Charge shield'] as const;

function build(size: StarshipSize, tier: number, shield: string) {
  let ship = applied(setAbilityMethod(newStarship({ size }), 'manual'));
  const scores = { Strength: 14, Dexterity: 13, Constitution: 12, Intelligence: 10, Wisdom: 10, Charisma: 10 } as const;
  for (const [ability, score] of Object.entries(scores)) ship = applied(assignAbility(ship, rules, ability as keyof typeof scores, score));
  ship = applied(setTier(ship, tier));
  ship = applied(setEquipment(ship, rules, 'armor', 'Lightweight armor'));
  ship = applied(setEquipment(ship, rules, 'shield', shield));
  return computeStarship(ship, rules);
}

describe('hull, shields and armor class of every size at tiers 0, 2 and 5', () => {
  for (const c of CASES) {
    SHIELDS.forEach((shield, i) => {
      it(`${c.size} tier ${c.tier}, ${shield}: hull ${c.hull}, base shields ${c.base}, capacity ${c.capacity[i]}, regeneration ${c.regeneration[i]}, AC ${c.ac}`, () => {
        const sheet = build(c.size, c.tier, shield);
        expect(sheet.hullDice.notation).toBe(c.dice);
        expect(sheet.shieldDice.notation).toBe(c.dice);
        expect(sheet.hullPoints).toBe(c.hull);
        expect(sheet.baseShieldPoints).toBe(c.base);
        expect(sheet.shieldCapacity).toBe(c.capacity[i]);
        expect(sheet.shieldRegeneration).toBe(c.regeneration[i]);
        expect(sheet.armorClass.value).toBe(c.ac);
        expect(sheet.suites.max).toBe(c.suites);
        expect(sheet.modificationSlots).toEqual({ used: 0, max: c.slots, over: 0 });
        expect(sheet.current).toMatchObject({ hullPoints: c.hull, shieldPoints: c.capacity[i] });
      });
    });
  }

  it('without shields the ship keeps its base shield points but has no capacity or regeneration', () => {
    let ship = applied(setAbilityMethod(newStarship({ size: 'Medium' }), 'manual'));
    ship = applied(assignAbility(ship, rules, 'Strength', 14));
    const sheet = computeStarship(ship, rules);
    expect(sheet).toMatchObject({ baseShieldPoints: 38, shieldCapacity: 0, shieldRegeneration: 0, shield: null });
  });
});
