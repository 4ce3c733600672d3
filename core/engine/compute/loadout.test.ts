// A shield and two hands: an impossible loadout is named on the sheet, and a shield equipped with a two-handed weapon
// adds no armor class for characters the rules engine applies features to (older ones keep their number, warned).
import { describe, expect, it } from 'vitest';
import { createCharacter } from '../character/default-character.ts';
import type { CharacterEquipment, RawCharacter } from '../character/types.ts';
import { BUNDLED_RULES_DIR, loadRulesDir } from '../node/load-rules.ts';
import { indexRules } from '../rules/index-rules.ts';
import { computeCharacter } from './compute-character.ts';

const rules = indexRules(loadRulesDir(BUNDLED_RULES_DIR));
const held = (...names: string[]): CharacterEquipment[] => names.map((name) => ({ name, quantity: 1, category: 'Equipment', equipped: true }));

function fighter(equipment: CharacterEquipment[], automated = true): RawCharacter {
  const base = createCharacter(0, () => 0.5);
  return {
    ...base,
    name: 'Hands',
    species: { name: 'Human', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
    baseAbilityScores: { Strength: 16, Dexterity: 12, Constitution: 14, Intelligence: 10, Wisdom: 10, Charisma: 10 },
    classes: [{ name: 'Fighter', levels: 1, hitPoints: [], abilityScoreImprovements: [] }],
    settings: { ...base.settings, isAutomatingFeatures: automated },
    equipment,
  };
}

describe('loadout: what two hands can hold', () => {
  it('a weapon and a shield are fine; weapons without a shield are the ones switched between, however many', () => {
    expect(computeCharacter(fighter(held('Vibroblade', 'Light physical shield')), rules).loadout).toBeUndefined();
    expect(computeCharacter(fighter(held('Vibroaxe', 'Vibroblade', 'Blaster pistol')), rules).loadout).toBeUndefined();
  });

  it('a two-handed weapon, a shield and two more weapons: named, and the shield adds nothing while the two-hander is held', () => {
    const plain = computeCharacter(fighter(held('Vibroblade')), rules).armorClass;
    const withShield = computeCharacter(fighter(held('Vibroblade', 'Medium physical shield')), rules).armorClass;
    expect(withShield).toBe(plain + 2);
    const sheet = computeCharacter(fighter(held('Vibroaxe', 'Medium physical shield', 'Vibroblade', 'Vibrodagger')), rules);
    expect(sheet.loadout).toMatchObject({ handsNeeded: 5, held: ['Vibroaxe (two hands)', 'Vibroblade', 'Vibrodagger', 'Medium physical shield'], shieldBlocked: true });
    expect(sheet.loadout!.message).toBe(
      'Medium physical shield equipped with Vibroaxe (two hands), Vibroblade, Vibrodagger: a two-handed weapon needs both hands, so the shield adds no armor class while it is equipped. Unequip the shield or the two-handed weapon.',
    );
    expect(sheet.armorClass).toBe(plain);
    // Without automation (a character from an older builder) the number stays as built; the warning still shows.
    const older = computeCharacter(fighter(held('Vibroaxe', 'Medium physical shield', 'Vibroblade', 'Vibrodagger'), false), rules);
    expect(older.loadout?.shieldBlocked).toBe(true);
    expect(older.armorClass).toBe(plain + 2);
  });

  it('a shield with two one-handed weapons is one hand too many; the shield still counts', () => {
    const sheet = computeCharacter(fighter(held('Vibroblade', 'Vibrodagger', 'Light physical shield')), rules);
    expect(sheet.loadout).toMatchObject({ handsNeeded: 3, shieldBlocked: false });
    expect(sheet.loadout!.message).toBe('Light physical shield equipped with Vibroblade, Vibrodagger: with the shield in one hand, only one of those weapons can be held. Unequip the others.');
    expect(sheet.armorClass).toBe(computeCharacter(fighter(held('Vibroblade', 'Light physical shield')), rules).armorClass);
  });
});
