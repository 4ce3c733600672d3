// Starting equipment read from the bundled and the real rules text: options, alternatives, quantities, credits,
// and the custom items (with their note) for what the equipment list does not hold.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API } from '../../../tests/support/realdata.ts';
import { createCharacter } from '../character/default-character.ts';
import { BUNDLED_RULES_DIR, loadRulesDir } from '../node/load-rules.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { addStartingEquipment } from '../transitions/starting-equipment.ts';
import { indexRules, type IndexedRules } from './index-rules.ts';
import { alternativeKey, parseBackgroundEquipment, parseClassEquipment, selectedStartingEquipment, type StartingLine } from './starting-equipment.ts';

type Row = { name: string; equipmentLines?: string[]; equipment?: string };
const readRows = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Row[];

/**
 * "Techaxe x2" for a listed item, "?Explorer's pack x1" for a custom one; alternatives joined by " | "; a picker of a
 * kind of equipment as "<any vibroweapon: 16>".
 */
const summary = (lines: StartingLine[]) =>
  lines.map((line) =>
    line.options.map((option) =>
      option.pieces.map((piece) => (piece.kind ? `<any ${piece.kind}: ${piece.alternatives.length}>` : piece.alternatives.map((item) => `${item.catalogue ? '' : '?'}${item.name} x${item.quantity}`).join(' | '))),
    ),
  );

describe('starting equipment (bundled rules)', () => {
  let rules: IndexedRules;
  let classes: Row[];
  let backgrounds: Row[];
  beforeAll(() => {
    rules = indexRules(loadRulesDir(BUNDLED_RULES_DIR));
    classes = readRows(BUNDLED_RULES_DIR, 'class.json');
    backgrounds = readRows(BUNDLED_RULES_DIR, 'background.json');
  });
  const classLines = (name: string) => parseClassEquipment(classes.find((row) => row.name === name)!.equipmentLines, rules, name);

  it('Berserker: three choices of two options; "a pair of" is two; "light or medium physical shield" offers both shields; "a vibroweapon" is a picker of them, "two vibroweapons" two', () => {
    const lines = classLines('Berserker');
    expect(lines.map((line) => line.options.map((option) => option.label))).toEqual([['a', 'b'], ['a', 'b'], ['a', 'b']]);
    const vibroweapons = rules.equipment.all.filter((item) => /^(Simple|Martial)Vibroweapon$/.test(item.weaponClassification ?? '')).length;
    expect(summary(lines)).toEqual([
      [[`<any vibroweapon: ${vibroweapons}>`, 'Light physical shield x1 | Medium physical shield x1'], [`<any vibroweapons: ${vibroweapons}>`, `<any vibroweapons: ${vibroweapons}>`]],
      [['Techaxe x2'], ['Vibrospear x2']],
      [["?Explorer's pack x1"], ["?Dungeoneer's pack x1"]],
    ]);
    const custom = lines[2].options[0].pieces[0].alternatives[0];
    expect(custom.note).toMatch(/^Starting equipment of the Berserker: not in the equipment list/);
  });

  it('Fighter: "mesh armor" keeps its name; an item with alternatives lists them; "with one power cell" is a second item', () => {
    const lines = classLines('Fighter');
    const simpleBlasters = rules.equipment.all.filter((item) => item.weaponClassification === 'SimpleBlaster').length;
    expect(summary(lines)[0]).toEqual([['Combat suit x1', `<any blaster rifle or simple blaster: ${simpleBlasters + 1}>`, 'Power cell x2'], ['Mesh armor x1']]);
    expect(summary(lines)[2]).toEqual([['Light pistol x1', 'Power cell x1'], ['Vibrodagger x2']]);
    // Chosen together, the two and the one power cells are one entry of three.
    const { items } = selectedStartingEquipment(lines, { options: { 0: 0, 1: 0, 2: 0, 3: 0 }, alternatives: {} });
    expect(items.filter((item) => item.name === 'Power cell')).toEqual([{ name: 'Power cell', quantity: 3, catalogue: true }]);
  });

  it('fixed lines have one option; "10 vibrodarts" is ten of the listed item; "a tool you are proficient with" is a picker of tools with the words as a note', () => {
    expect(summary(classLines('Monk'))[2]).toEqual([['Vibrodart x10']]);
    const tool = classLines('Operative')[3].options[0].pieces[0];
    expect(tool.kind).toBe('tool');
    expect(tool.alternatives.map((item) => item.name)).toEqual(expect.arrayContaining(["Artificer's implements", 'Disguise kit']));
    expect(tool.alternatives.every((item) => item.catalogue && item.quantity === 1)).toBe(true);
    expect(tool.alternatives[0].note).toContain('you are proficient with');
  });

  it('background: credits added once, the pouch kept as an item, "(100 cr)" after words about money is credits only', () => {
    const jedi = parseBackgroundEquipment(backgrounds.find((row) => row.name === 'Jedi')!.equipment, rules, 'Jedi');
    // "A belt pouch" is the list's pouch.
    expect(summary(jedi)).toEqual([[['?Copy of the Jedi code x1', 'Clothes, common x1', '?Robe x1', 'Pouch x1']]]);
    expect(jedi[0].options[0].credits).toBe(150);
    const mercenary = parseBackgroundEquipment(backgrounds.find((row) => row.name === 'Mercenary')!.equipment, rules, 'Mercenary');
    const gamingSets = rules.equipment.all.filter((item) => item.equipmentCategory === 'GamingSet').length;
    expect(summary(mercenary)).toEqual([[["?Company's uniform x1", '?Rank insignia x1', `<any gaming set: ${gamingSets}>`]]]);
    expect(mercenary[0].options[0].credits).toBe(100);
    expect(mercenary[0].options[0].pieces[2].alternatives[0].note).toContain('of your choice');
    expect(parseBackgroundEquipment('', rules, 'Custom')).toEqual([]);
  });

  it('the selection picks options and alternatives; adding puts listed items in equipment, the rest in custom items, credits on top', () => {
    const lines = [...classLines('Fighter'), ...parseBackgroundEquipment(backgrounds.find((row) => row.name === 'Scientist')!.equipment, rules, 'Scientist')];
    // Fighter: (a) suit + rifle-or-simple-blaster (a blaster pistol) + cells; (b) on line 2 with the heavy pistol; (b) daggers; (a) pack.
    const at = (line: number, option: number, piece: number, name: string) => lines[line].options[option].pieces[piece].alternatives.findIndex((item) => item.name === name);
    const selection = {
      options: { 0: 0, 1: 1, 2: 1, 3: 0 },
      alternatives: { [alternativeKey(0, 0, 1)]: at(0, 0, 1, 'Blaster pistol'), [alternativeKey(1, 1, 0)]: at(1, 1, 0, 'Heavy pistol'), [alternativeKey(1, 1, 1)]: 0 },
    };
    expect(Object.values(selection.alternatives).every((index) => index >= 0)).toBe(true);
    const { items, credits } = selectedStartingEquipment(lines, selection);
    expect(items.map((item) => `${item.catalogue ? '' : '?'}${item.name} x${item.quantity}`)).toEqual([
      'Combat suit x1',
      'Blaster pistol x1',
      'Power cell x2',
      'Heavy pistol x1',
      'Light physical shield x1',
      'Vibrodagger x2',
      "?Explorer's pack x1",
      'Clothes, common x1',
      'Datapad x1',
      '?Reference text on your specialty x1',
    ]);
    expect(credits).toBe(100);
    const start = { ...createCharacter(0, () => 0.5), credits: 15 };
    const next = addStartingEquipment(start, items, credits, rules, { equip: true });
    // Armor, the shield and the one weapon the other hand holds equipped (the first listed); the other weapons are
    // carried unequipped, so the loadout is one the sheet accepts. Ammunition, clothes and gear have no equipped state.
    expect(next.equipment.map((entry) => [entry.name, entry.quantity, entry.category, entry.equipped])).toEqual([
      ['Combat suit', 1, 'Equipment', true],
      ['Blaster pistol', 1, 'Equipment', true],
      ['Power cell', 2, 'Equipment', undefined],
      ['Heavy pistol', 1, 'Equipment', false],
      ['Light physical shield', 1, 'Equipment', true],
      ['Vibrodagger', 2, 'Equipment', false],
      ['Clothes, common', 1, 'Equipment', undefined],
      ['Datapad', 1, 'Equipment', undefined],
    ]);
    expect(computeCharacter(next, rules).loadout).toBeUndefined();
    expect(addStartingEquipment(start, items, credits, rules).equipment.filter((entry) => entry.equipped !== undefined).every((entry) => entry.equipped === false)).toBe(true);
    expect(next.customEquipment.map((item) => [item.name, item.quantity, item.equipmentCategory])).toEqual([
      ["Explorer's pack", 1, 'Gear'],
      ['Reference text on your specialty', 1, 'Gear'],
    ]);
    expect(next.customEquipment[0].description).toMatch(/not in the equipment list/);
    // 15 + 100.
    expect(next.credits).toBe(115);
    expect(start.equipment).toEqual([]);
  });

  it('with equip: without a shield every weapon is equipped (switched between); a two-handed weapon leaves the shield carried; armor and weapons already equipped count', () => {
    const item = (name: string) => ({ name, quantity: 1, catalogue: true, equippable: true });
    const start = createCharacter(0, () => 0.5);
    const equippedOf = (character: typeof start) => character.equipment.map((entry) => [entry.name, entry.equipped]);
    expect(equippedOf(addStartingEquipment(start, [item('Blaster pistol'), item('Vibrodagger')], 0, rules, { equip: true }))).toEqual([
      ['Blaster pistol', true],
      ['Vibrodagger', true],
    ]);
    const twoHanded = rules.equipment.all.find((rule) => rule.equipmentCategory === 'Weapon' && (rule.properties ?? []).some((p) => /^two-handed/i.test(p)))!.name;
    const withShield = addStartingEquipment(start, [item(twoHanded), item('Light physical shield')], 0, rules, { equip: true });
    expect(equippedOf(withShield)).toEqual([
      [twoHanded, false],
      ['Light physical shield', true],
    ]);
    expect(computeCharacter(withShield, rules).loadout).toBeUndefined();
    // A character already holding a shield and a pistol adds a dagger carried.
    const holding = { ...start, equipment: [{ name: 'Light physical shield', quantity: 1, category: 'Equipment' as const, equipped: true }, { name: 'Blaster pistol', quantity: 1, category: 'Equipment' as const, equipped: true }] };
    expect(equippedOf(addStartingEquipment(holding, [item('Vibrodagger')], 0, rules, { equip: true })).at(-1)).toEqual(['Vibrodagger', false]);
  });
});

describe.runIf(hasRealData('starting equipment on the real data'))('starting equipment (real rules data)', () => {
  let rules: IndexedRules;
  beforeAll(() => {
    rules = indexRules(loadRulesDir(REALDATA_API));
  });

  it('every class and background parses; every option names at least one item or credits; nothing is empty', () => {
    const lines = [
      ...readRows(REALDATA_API, 'class.json').flatMap((row) => parseClassEquipment(row.equipmentLines, rules, row.name)),
      ...readRows(REALDATA_API, 'background.json').flatMap((row) => parseBackgroundEquipment(row.equipment, rules, row.name)),
    ];
    expect(lines.length).toBeGreaterThan(40);
    for (const line of lines) {
      for (const option of line.options) {
        expect(option.pieces.length + option.credits, `${line.text} (${option.label})`).toBeGreaterThan(0);
        for (const piece of option.pieces) for (const item of piece.alternatives) expect(item.name.trim(), line.text).not.toBe('');
      }
    }
  });

  it('every starting equipment piece naming a weapon, armor, a shield or a tool resolves to a listed item or a picker of them', () => {
    const EQUIPMENT_WORDS = /\b(?:weapons?|blasters?|lightweapons?|vibroweapons?|armor|shields?|kits?|gaming sets?|instruments?|implements|tools?)\b/i;
    const sources = [
      ...readRows(REALDATA_API, 'class.json').map((row) => [row.name, parseClassEquipment(row.equipmentLines, rules, row.name)] as const),
      ...readRows(REALDATA_API, 'background.json').map((row) => [`${row.name} background`, parseBackgroundEquipment(row.equipment, rules, row.name)] as const),
    ];
    const unresolved: string[] = [];
    let pieces = 0;
    for (const [source, lines] of sources) {
      for (const line of lines) {
        for (const option of line.options) {
          for (const piece of option.pieces) {
            pieces++;
            if (piece.kind) continue;
            for (const item of piece.alternatives) if (!item.catalogue && EQUIPMENT_WORDS.test(item.name)) unresolved.push(`${source}: "${piece.text}" -> ${item.name}`);
          }
        }
      }
    }
    expect(pieces).toBeGreaterThan(200);
    expect(unresolved).toEqual([]);
  });

  it('Guardian: the first option is mesh armor, the second a combat suit with a light shield; Pirate\'s jewelry "worth 100 cr" is an item, not credits', () => {
    const guardian = readRows(REALDATA_API, 'class.json').find((row) => row.name === 'Guardian')!;
    expect(summary(parseClassEquipment(guardian.equipmentLines, rules, 'Guardian'))[0]).toEqual([['Mesh armor x1'], ['Combat suit x1', 'Light physical shield x1']]);
    const pirate = readRows(REALDATA_API, 'background.json').find((row) => row.name === 'Pirate')!;
    const [line] = parseBackgroundEquipment(pirate.equipment, rules, 'Pirate');
    expect(line.options[0].credits).toBe(50);
    expect(line.options[0].pieces.map((piece) => piece.alternatives[0].name)).toContain('Small piece of jewelry worth 100 cr from some exotic planet');
  });
});
