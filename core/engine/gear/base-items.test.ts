// The equipment dialog's gear rules on the bundled data: which plain items an "any" item can be built on, the
// enhanced items' filters (type, rarity, subtype), the sheet computing an item chosen with its base item, and the
// Roll20 and Foundry exports carrying the enhanced figures (Foundry in the item's own bonus fields).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../character/default-character.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { loadRulesDir } from '../node/load-rules.ts';
import { indexRules } from '../rules/index-rules.ts';
import { addEquipment } from '../transitions/equipment.ts';
import { toFoundryActor } from '../export/foundry-actor.ts';
import { toRoll20 } from '../export/roll20.ts';
import { roll20Rows } from '../test-support/roll20-rows.ts';
import { baseItemChoices, baseItemProblem, enhancedSubtypes, matchesEnhancedFilter, needsBaseItem } from './base-items.ts';

const rules = indexRules(loadRulesDir(fileURLToPath(new URL('../../../seed/data', import.meta.url))));
const item = (name: string) => rules.enhancedItems.get(name)!;
const names = (list: { name: string }[]) => list.map((entry) => entry.name);

describe('base items of "any" enhanced items', () => {
  it('asks for a base item only when the subtype leaves it open', () => {
    expect(needsBaseItem(item('Sundering Vibroaxe'))).toBe(true);
    expect(needsBaseItem(item('Reinforced Combat Plates'))).toBe(true);
    expect(needsBaseItem(item('Calibrated Blaster Pistol'))).toBe(false);
    expect(needsBaseItem(item('Grav Boots'))).toBe(false);
    expect(baseItemChoices(item('Calibrated Blaster Pistol'), rules)).toEqual([]);
  });

  it('offers the weapons of the named kind, the armor of the named weight, shields for a shield', () => {
    const vibro = names(baseItemChoices(item('Sundering Vibroaxe'), rules));
    expect(vibro).toContain('Vibroaxe');
    expect(vibro.every((name) => /vibro/i.test(rules.equipment.get(name)!.weaponClassification ?? ''))).toBe(true);
    expect(names(baseItemChoices(item('Blaster Chassis (Prototype)'), rules))).toContain('Blaster pistol');
    expect(names(baseItemChoices(item('Blaster Chassis (Prototype)'), rules))).not.toContain('Vibroaxe');
    const anyArmor = baseItemChoices(item('Reinforced Combat Plates'), rules);
    expect(anyArmor.length).toBeGreaterThan(0);
    expect(anyArmor.every((armor) => armor.armorClassification !== 'Shield')).toBe(true);
    expect(baseItemChoices(item('Kinetic Dampening Armor'), rules).every((armor) => armor.armorClassification === 'Medium')).toBe(true);
    expect(baseItemChoices(item('Mandalorian Heirloom Armor'), rules).every((armor) => armor.armorClassification === 'Heavy')).toBe(true);
    expect(baseItemChoices(item('Bulwark Shield'), rules).every((armor) => armor.armorClassification === 'Shield')).toBe(true);
  });

  it('names what is wrong with a missing or unfitting base item', () => {
    expect(baseItemProblem(item('Sundering Vibroaxe'), undefined, rules)).toMatch(/choose the plain item/);
    expect(baseItemProblem(item('Sundering Vibroaxe'), 'Blaster pistol', rules)).toMatch(/Blaster pistol is not a base for "any vibroweapon"/);
    expect(baseItemProblem(item('Sundering Vibroaxe'), 'Vibroaxe', rules)).toBeUndefined();
  });

  it('filters the enhanced items by type, rarity and subtype', () => {
    const all = rules.enhancedItems.all;
    expect(enhancedSubtypes(all, 'ItemModification')).toEqual(['armor', 'augment', 'blaster', 'lightweapon']);
    expect(names(all.filter((i) => matchesEnhancedFilter(i, { type: 'ItemModification', subtype: 'blaster' })))).toEqual(['Targeting Scope Mk I']);
    expect(names(all.filter((i) => matchesEnhancedFilter(i, { type: 'Weapon', rarity: 'Prototype' }))).sort()).toEqual(['Blaster Chassis (Prototype)', 'Stormcaller Vibroblade']);
    expect(all.filter((i) => matchesEnhancedFilter(i, {}))).toHaveLength(all.length);
  });

  it('the sheet computes an item added with its base item as one weapon with the enhancement', () => {
    const plain = addEquipment(blankCharacter(), { name: 'Vibroaxe', category: 'Equipment', equipped: true });
    const enhanced = addEquipment(blankCharacter(), { name: 'Sundering Vibroaxe', category: 'EnhancedItem', equipped: true, baseItem: 'Vibroaxe' });
    expect(enhanced.equipment[0]).toMatchObject({ baseItem: 'Vibroaxe' });
    const before = computeCharacter(plain, rules).weapons.find((w) => w.name === 'Vibroaxe')!;
    const after = computeCharacter(enhanced, rules).weapons.find((w) => w.name === 'Sundering Vibroaxe (Vibroaxe)')!;
    expect(after.attackBonus).toBe(before.attackBonus + 3);
  });
});

describe('exports of enhanced items', () => {
  const character = addEquipment(
    addEquipment(blankCharacter(), { name: 'Sundering Vibroaxe', category: 'EnhancedItem', equipped: true, baseItem: 'Vibroaxe' }),
    { name: 'Vibroaxe', category: 'Equipment', equipped: true },
  );
  const sheet = computeCharacter(character, rules);
  const plain = sheet.weapons.find((w) => w.name === 'Vibroaxe')!;

  it('Roll20: the combined weapon is an attack row with the enhanced to-hit', () => {
    const rows = roll20Rows(toRoll20(character, sheet), 'attack');
    const row = rows.find((r) => r.atkname === 'Sundering Vibroaxe (Vibroaxe)')!;
    expect(row.atkbonus).toBe(`+${plain.attackBonus + 3}`.replace('+-', '-'));
  });

  it('Foundry: the enhanced weapon is a weapon item with its attack bonus and damage part, magical, on its base stats', () => {
    const items = toFoundryActor(character, sheet, rules).items;
    const axe = items.find((item) => item.name === 'Sundering Vibroaxe (Vibroaxe)')!;
    expect(axe.type).toBe('weapon');
    const system = axe.system as { attackBonus?: string; damage: { parts: [string, string][] }; properties: Record<string, boolean>; rarity: string };
    expect(system.attackBonus).toBe('3');
    expect(system.damage.parts[0]![0]).toMatch(/^\d+d\d+ \+ @mod \+ 3$/);
    expect(system.properties.mgc).toBe(true);
    expect(system.rarity).toBe('legendary');
    const plainItem = items.find((item) => item.name === 'Vibroaxe')!;
    expect((plainItem.system as { attackBonus?: string }).attackBonus).toBeUndefined();
  });
});
