// File export names, round trips, the Roll20 file (read back the way the sw5e Foundry importer reads it) and the Foundry actor.
import { describe, expect, it } from 'vitest';
import { BUILDER_VERSION } from '../character/default-character.ts';
import { importCharacter, normalizeCharacter } from '../character/import-character.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { weaponDamageNotation } from '../compute/weapons.ts';
import { fixtureCharacter, fixtureRules } from '../test-support/fixture-rules.ts';
import { roll20Rows } from '../test-support/roll20-rows.ts';
import { camelCase } from './camel-case.ts';
import { characterToJson, exportFileName } from './file-export.ts';
import { toFoundryActor } from './foundry-actor.ts';
import { makeRowId, ROW_ID_PATTERN } from './row-id.ts';
import { roll20FileName, Roll20ExportError, toFoundryCopyText, toRoll20, type Roll20Character } from './roll20.ts';

const rules = fixtureRules();

function richCharacter() {
  const character = fixtureCharacter(
    [
      { name: 'Consular', levels: 3, archetype: 'Way of Lightning' },
      { name: 'Engineer', levels: 2 },
      { name: 'Fighter', levels: 2 },
      { name: 'Monk', levels: 1 },
      { name: 'Operative', levels: 1 },
      { name: 'Scholar', levels: 1 },
    ],
    {
      name: 'Jalen Orso',
      createdAt: 1_600_000_000_000,
      equipment: [
        { name: 'Vibrodagger', quantity: 2, category: 'Equipment', equipped: true },
        { name: 'Combat suit', quantity: '1', category: 'Equipment', equipped: true },
        { name: 'Fixture Ring', quantity: 1, category: 'EnhancedItem', attuned: true },
        { name: 'Renamed Thing', quantity: 1, category: 'Equipment' },
      ],
      customProficiencies: [{ name: 'Mechanic kit', type: 'tool', proficiencyLevel: 'expertise' }],
      customLanguages: ['Huttese'],
      customFeatures: [{ name: 'Lucky Streak', content: 'Own words.' }],
    },
  );
  character.classes[0].forcePowers = ['Fixture Push', 'Fixture Heal'];
  character.classes[1].techPowers = ['Fixture Shield'];
  return character;
}

describe('file export', () => {
  it('camel-cased name, or incompleteCharacter', () => {
    expect(exportFileName({ name: 'Jalen Orso' })).toBe('jalenOrso.json');
    expect(exportFileName({ name: "Yuned'shala" })).toBe('yunedshala.json');
    expect(exportFileName({ name: 'T-3P0' })).toBe('t3P0.json');
    expect(exportFileName({ name: '' })).toBe('incompleteCharacter.json');
    expect(camelCase('Consular Sentinel')).toBe('consularSentinel');
  });
  it('export -> import is unchanged (file and clipboard text)', () => {
    const character = richCharacter();
    expect(importCharacter(characterToJson(character))).toEqual(character);
    expect(importCharacter(characterToJson(character, false))).toEqual(character);
  });
  it('a minimal import gets every default; unknown fields are kept', () => {
    const character = importCharacter('{"name":"Min","mystery":{"a":1}}', { now: 42, random: () => 0 });
    expect(character).toMatchObject({ name: 'Min', builderVersion: BUILDER_VERSION, createdAt: 42, localId: 'temp-aaaaaaaaa', classes: [], mystery: { a: 1 } });
    // A file naming no builder version may come from any older builder: its features stay as it was built (no automation).
    expect(character.settings).toEqual({ isFixedHitPoints: false, abilityScoreMethod: 'Standard Array', isEnforcingForcePrerequisites: true, isAutomatingFeatures: false });
    expect(character.currentStats.highLevelCasting).toEqual({ level6: false, level7: false, level8: false, level9: false });
  });
  it('an old export: the misspelled exhaustion is read, missing lists are filled, the rest is kept', () => {
    const old = normalizeCharacter({ name: 'Old', builderVersion: '0.3.1', currentStats: { exhausion: 2, hitPointsLost: 1 }, classes: [{ name: 'Scout', levels: 1 }] });
    expect(old.currentStats).toMatchObject({ exhaustion: 2, exhausion: 2, hitPointsLost: 1, temporaryHitPoints: 0 });
    expect(old.classes[0]).toEqual({ name: 'Scout', levels: 1, hitPoints: [], abilityScoreImprovements: [] });
    expect(old.customEquipment).toEqual([]);
  });
});

/** Reads a Roll20 file the way the sw5e Foundry system's importer does: attributes by name, rows by id shape. */
function readLikeFoundryImporter(file: Roll20Character) {
  const get = (name: string) => {
    const found = file.attribs.find((attribute) => attribute.name === name);
    if (!found) throw new Error(`attribute ${name} missing`);
    return found.current;
  };
  const classes = file.attribs
    .filter((a) => a.name === 'class' || /multiclass\d+$/.test(a.name))
    .map((a) => ({
      name: String(a.current).charAt(0).toUpperCase() + String(a.current).slice(1),
      level: Number.parseInt(String(get(a.name === 'class' ? 'base_level' : `${a.name}_lvl`)), 10),
    }));
  const powers = file.attribs.filter((a) => /repeating_power.+_powername/.test(a.name)).map((a) => a.current);
  const items = file.attribs
    .filter((a) => /repeating_(?:inventory|traits).+_(?:item)?name/.test(a.name))
    .map((a) => {
      const id = a.name.match(/-\w{19}/g);
      return { name: a.current, quantity: file.attribs.find((b) => b.name === `repeating_inventory_${id}_itemcount`)?.current ?? 1 };
    });
  const abilities = ['strength', 'dexterity', 'constitution', 'intelligence', 'wisdom', 'charisma'].map((a) => [get(a), get(`${a}_save_prof`)]);
  const skills = ['acrobatics', 'animal_handling', 'athletics', 'deception', 'insight', 'intimidation', 'investigation', 'lore', 'medicine', 'nature', 'persuasion', 'piloting', 'perception', 'performance', 'sleight_of_hand', 'stealth', 'survival', 'technology'].map((s) => get(`${s}_type`));
  return { species: get('race'), background: get('background'), alignment: get('alignment'), hp: get('hp'), temp: get('hp_temp'), classes, powers, items, abilities, skills };
}

describe('Roll20 export and the Foundry VTT copy', () => {
  const character = richCharacter();
  const sheet = computeCharacter(character, rules);
  it('file name, schema 2, sheet 2.4, generated row ids', () => {
    const file = toRoll20(character, sheet);
    expect(roll20FileName(character)).toBe('jalenOrso_roll20.json');
    expect(file.schema_version).toBe(2);
    expect(file.attribs.find((a) => a.name === 'version')?.current).toBe('2.4');
    const rowIds = new Set(file.attribs.filter((a) => a.name.startsWith('repeating_')).map((a) => /^repeating_[^_]+_(-M[A-Za-z0-9]{18})_/.exec(a.name)?.[1]));
    expect(rowIds.size).toBeGreaterThan(10);
    for (const id of rowIds) expect(id).toMatch(ROW_ID_PATTERN);
    expect(makeRowId(() => 0)).toBe('-MAAAAAAAAAAAAAAAAAA');
  });
  it('at most four multiclass slots', () => {
    const names = toRoll20(character, sheet).attribs.map((a) => a.name);
    expect(names).toContain('multiclass4_lvl');
    expect(names).not.toContain('multiclass5');
  });
  it('the Foundry importer finds species, classes, powers, items, abilities and skills with exact names', () => {
    const read = readLikeFoundryImporter(JSON.parse(toFoundryCopyText(character, sheet)));
    expect(read).toMatchObject({ species: 'Human', background: 'Spacer', hp: String(sheet.hitPoints.current), temp: '0' });
    expect(read.classes).toEqual([
      { name: 'Consular', level: 3 },
      { name: 'Engineer', level: 2 },
      { name: 'Fighter', level: 2 },
      { name: 'Monk', level: 1 },
      { name: 'Operative', level: 1 },
    ]);
    expect(read.powers.sort()).toEqual(['Fixture Heal', 'Fixture Push', 'Fixture Shield']);
    expect(read.items).toEqual(expect.arrayContaining([{ name: 'Vibrodagger', quantity: 2 }, { name: 'Combat suit', quantity: 1 }, { name: 'Lucky Streak', quantity: 1 }]));
    // Consular saves: Wisdom and Charisma proficient
    expect(read.abilities.map(([, prof]) => prof)).toEqual([0, 0, 0, 0, '(@{pb})', '(@{pb})']);
    expect(read.skills).toHaveLength(18);
  });
  it('failures raise the report-this-problem message followed by the error name and message', () => {
    const broken = { ...sheet, hitPoints: undefined } as unknown as typeof sheet;
    expect(() => toRoll20(character, broken)).toThrow(Roll20ExportError);
    expect(() => toRoll20(character, broken)).toThrow(/^Error exporting character\. Please report to #website-bug-reports in Discord\.\n\nTypeError: /);
  });
});

describe('Roll20 file: proficiency types, tool rows and attack rows', () => {
  // A Fighter first (armor "All armor"; weapons "All blasters", "all vibroweapons"), then a Consular; a background
  // that brings two tools; custom entries typed by the player or saved without a type by an old builder.
  const character = fixtureCharacter([{ name: 'Fighter', levels: 3 }, { name: 'Consular', levels: 1 }], {
    background: { name: 'Spacer', feature: '', toolProficiencies: ['Disguise kit', 'Mechanic kit'] },
    customProficiencies: [
      { name: 'Vibroaxe', type: 'weapon', proficiencyLevel: 'proficient' },
      { name: 'Heavy armor', proficiencyLevel: 'proficient' },
      { name: 'Sabacc deck', type: 'tool', proficiencyLevel: 'expertise' },
    ],
    equipment: [
      { name: 'Vibrodagger', quantity: 1, category: 'Equipment', equipped: true },
      { name: 'Blaster pistol', quantity: 1, category: 'Equipment', equipped: true },
    ],
  });
  const file = toRoll20(character, computeCharacter(character, rules));
  const proficiencyRows = roll20Rows(file, 'proficiencies');

  it('class and custom weapon proficiencies are WEAPON rows, armor ones ARMOR rows', () => {
    const typeOf = (name: string) => proficiencyRows.find((row) => row.name === name)?.prof_type;
    expect(['All blasters', 'all vibroweapons', 'Vibroaxe'].map(typeOf)).toEqual(['WEAPON', 'WEAPON', 'WEAPON']);
    expect(['All armor', 'Heavy armor'].map(typeOf)).toEqual(['ARMOR', 'ARMOR']);
    expect(proficiencyRows.filter((row) => row.prof_type === 'OTHER')).toEqual([]);
  });

  it("the background's tools get repeating_tool rows with the proficiency bonus, not proficiency rows", () => {
    const tools = roll20Rows(file, 'tool');
    expect(tools.map((row) => [row.toolname, row.toolbonus_base])).toEqual([
      ['Disguise kit', '(@{pb})'],
      ['Mechanic kit', '(@{pb})'],
      ['Sabacc deck', '(@{pb}*2)'],
    ]);
    for (const tool of tools) expect(tool).toMatchObject({ toolattr: 'QUERY', tool_mod: '0', 'options-flag': '0' });
    expect(proficiencyRows.map((row) => row.name)).not.toContain('Disguise kit');
  });

  it('every attack row carries saveeffect', () => {
    const attacks = roll20Rows(file, 'attack');
    expect(attacks.map((row) => row.atkname)).toEqual(['Vibrodagger', 'Blaster pistol', 'Unarmed Strike']);
    for (const attack of attacks) expect(attack.saveeffect, String(attack.atkname)).toBe(' ');
  });
});

describe('Roll20 file: figures as the sheet states them', () => {
  it("an unarmed strike without a die carries the sheet's flat damage (Strength 8: 1 - 1 = 0), not 1 plus it", () => {
    const weak = fixtureCharacter([{ name: 'Fighter', levels: 1 }], {});
    weak.baseAbilityScores = { ...weak.baseAbilityScores, Strength: 8 };
    const sheet = computeCharacter(weak, rules);
    expect(sheet.weapons.find((w) => w.kind === 'unarmed')).toMatchObject({ damageBonus: 0, damageDieType: 0 });
    const unarmed = roll20Rows(toRoll20(weak, sheet), 'attack').find((row) => row.atkname === 'Unarmed Strike')!;
    expect(unarmed).toMatchObject({ atkdmgtype: '0 Kinetic', dmgbase: '0', dmgattr: '0' });
  });

  it('a negative damage bonus reads "1d4-1"; a zero bonus is left out', () => {
    expect(weaponDamageNotation({ damageNumberOfDice: 1, damageDieType: 4, damageBonus: -1 })).toBe('1d4-1');
    expect(weaponDamageNotation({ damageNumberOfDice: 2, damageDieType: 6, damageBonus: 0 })).toBe('2d6');
    expect(weaponDamageNotation({ damageNumberOfDice: 0, damageDieType: 0, damageBonus: 3 })).toBe('3');
  });

  it('hit dice smallest die first, as the original site wrote them ("1d6 2d8")', () => {
    const multiclass = fixtureCharacter([{ name: 'Fighter', levels: 2 }, { name: 'Consular', levels: 1 }], {});
    const sheet = computeCharacter(multiclass, rules);
    const dice = sheet.hitPoints.hitDice.map(({ size, maximum }) => `${maximum}${size}`);
    expect(dice.length).toBe(2);
    const written = toRoll20(multiclass, sheet).attribs.find((a) => a.name === 'hit_dice')!.max;
    expect(String(written).split(' ')).toEqual([...dice].sort((a, b) => Number(a.split('d')[1]) - Number(b.split('d')[1])));
  });
});

describe('native Foundry actor', () => {
  it('abilities, attributes, details, skills and items for classes, species, background, feats, powers and gear', () => {
    const character = richCharacter();
    const sheet = computeCharacter(character, rules);
    const actor = toFoundryActor(character, sheet, rules);
    expect(actor.type).toBe('character');
    expect(actor.system.abilities).toMatchObject({ wis: { value: 14, proficient: 1 }, str: { value: 10, proficient: 0 } });
    expect(actor.system.attributes).toMatchObject({ hp: { value: sheet.hitPoints.current, max: sheet.hitPoints.maximum }, ac: { flat: sheet.armorClass } });
    expect(actor.system.details).toMatchObject({ species: 'Human', background: 'Spacer', level: 10 });
    expect(Object.keys(actor.system.skills as object)).toHaveLength(18);
    const types = new Set(actor.items.map((item) => item.type));
    for (const type of ['class', 'archetype', 'species', 'background', 'feat', 'power', 'weapon', 'equipment', 'loot']) expect(types).toContain(type);
    expect(actor.items.find((item) => item.name === 'Fixture Heal')?.system).toMatchObject({ level: 1, school: 'lgt' });
  });
});
