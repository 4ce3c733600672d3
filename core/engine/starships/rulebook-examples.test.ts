// The rulebook's own worked examples: the Millennium Falcon built step by step (Step-By-Step Starships chapter) and
// the Equipment chapter's armor class example, computed through the builder's transitions on the bundled rules.
import { describe, expect, it } from 'vitest';
import { assignAbility, setEquipment, setRole, setSavingThrows, setTier, setTierIncrease } from './build.ts';
import { computeStarship } from './compute.ts';
import { newStarship, type Starship } from './ship-document.ts';
import { applied, bundledStarshipRules } from './test-support/rules.ts';

const rules = bundledStarshipRules();

/** Step 1-2 and 4: a tier 0 Medium freighter, standard array, deflection armor and fortress shields. */
function falconAtTier0(): Starship {
  let ship = newStarship({ size: 'Medium', name: 'Millennium Falcon' });
  ship = applied(setRole(ship, rules, 'Freighter'));
  const scores = { Strength: 15, Dexterity: 14, Constitution: 12, Intelligence: 13, Wisdom: 10, Charisma: 8 } as const;
  for (const [ability, score] of Object.entries(scores)) ship = applied(assignAbility(ship, rules, ability as keyof typeof scores, score));
  ship = applied(setEquipment(ship, rules, 'shield', 'Fortress shield'));
  ship = applied(setSavingThrows(ship, rules, ['Strength', 'Dexterity']));
  return ship;
}

describe('the Millennium Falcon, as the rulebook builds it', () => {
  it('tier 0: 33 hull points, 38 base shield points, capacity 57, regeneration 5, AC 12', () => {
    const ship = falconAtTier0();
    expect(ship.equipment.armor).toBe('Deflection armor'); // the freighter's stock armor
    const sheet = computeStarship(ship, rules);
    // Constitution 12 + 1 (freighter) = 13: modifier +1. Hull: 8 + 4 x 5 + 5 x 1 = 33.
    expect(sheet.abilities.Constitution).toMatchObject({ score: 13, modifier: 1 });
    expect(sheet.hullDice).toMatchObject({ count: 5, die: 8, notation: '5d8' });
    expect(sheet.hullPoints).toBe(33);
    // Strength 15: modifier +2. Base shields: 8 + 4 x 5 + 5 x 2 = 38; fortress x 3/2 = 57; regeneration 8 x 2/3 = 5.33 -> 5.
    expect(sheet.baseShieldPoints).toBe(38);
    expect(sheet.shieldCapacity).toBe(57);
    expect(sheet.shieldRegeneration).toBe(5);
    // AC 10 + Dexterity 2, which deflection armor allows in full.
    expect(sheet.armorClass).toEqual({ value: 12, explanation: 'AC 12 = 10 + Dexterity 2 (Deflection armor allows +2)' });
    expect(sheet.damageReduction.value).toBe(3);
    // The freighter's speeds, and the two saving throws chosen.
    expect(sheet.speed).toMatchObject({ flying: 300, turning: 150 });
    expect(sheet.savingThrows.filter((s) => s.proficient).map((s) => s.ability)).toEqual(['Strength', 'Dexterity']);
    expect(sheet.problems).toEqual([]);
  });

  it('tier 1 with Strength +2: one more die each, Strength +3, capacity 76, hull 39, AC still 12', () => {
    let ship = applied(setTier(falconAtTier0(), 1));
    ship = applied(setTierIncrease(ship, 1, { Strength: 2 }));
    const sheet = computeStarship(ship, rules);
    expect(sheet.abilities.Strength).toMatchObject({ score: 17, modifier: 3 });
    // "its current and maximum hull points increases by 6": 33 + 5 (average) + 1 (Constitution) = 39.
    expect(sheet.hullPoints).toBe(39);
    // 38 + 5 (Strength +1 on five dice) + 8 (the new die: 5 + 3) = 51; x 3/2 = 76.5 -> 76.
    expect(sheet.baseShieldPoints).toBe(51);
    expect(sheet.shieldCapacity).toBe(76);
    expect(sheet.shieldRegeneration).toBe(5);
    // No armor class upgrade before tier 2.
    expect(sheet.armorClass.value).toBe(12);
    expect(sheet.features.map((f) => f.name)).toContain('Evasive Maneuvers');
  });
});

describe("the Equipment chapter's armor class example", () => {
  it('a tier 2 Small ship with Dexterity 16 in lightweight armor has AC 14 (10 + 3 + 1)', () => {
    let ship = newStarship({ size: 'Small' });
    ship = applied(setTier(ship, 2));
    // Dexterity 14 as assigned, + 2 for a Small ship = 16.
    ship = applied(assignAbility(ship, rules, 'Dexterity', 14));
    ship = applied(setEquipment(ship, rules, 'armor', 'Lightweight armor'));
    const sheet = computeStarship(ship, rules);
    expect(sheet.abilities.Dexterity).toMatchObject({ score: 16, modifier: 3 });
    expect(sheet.armorClass).toEqual({ value: 14, explanation: 'AC 14 = 10 + Dexterity 3 (Lightweight armor allows any) + tier 2 upgrade 1' });
  });

  it('deflection armor caps the Dexterity part at +2 and says so', () => {
    let ship = newStarship({ size: 'Small' });
    ship = applied(assignAbility(ship, rules, 'Dexterity', 14));
    ship = applied(setEquipment(ship, rules, 'armor', 'Deflection armor'));
    expect(computeStarship(ship, rules).armorClass).toEqual({ value: 12, explanation: 'AC 12 = 10 + Dexterity 2 (Deflection armor allows +2; the modifier is 3)' });
    ship = applied(setEquipment(ship, rules, 'armor', 'Reinforced armor'));
    expect(computeStarship(ship, rules).armorClass.value).toBe(10);
  });
});
