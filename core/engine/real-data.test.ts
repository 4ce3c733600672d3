// The engine against the real rules data and the 16 characters exported by the original site (read at test time).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API, REALDATA_CHARACTERS } from '../../tests/support/realdata.ts';
import { createCharacter } from './character/default-character.ts';
import { importCharacter } from './character/import-character.ts';
import type { RawCharacter } from './character/types.ts';
import { computeCharacter, type ComputedCharacter } from './compute/compute-character.ts';
import { ITEM_NOT_FOUND_WARNING } from './compute/equipment.ts';
import { validateCharacter } from './compute/validation-code.ts';
import { camelCase } from './export/camel-case.ts';
import { toFoundryActor } from './export/foundry-actor.ts';
import { toRoll20 } from './export/roll20.ts';
import { roll20Rows } from './test-support/roll20-rows.ts';
import { loadRulesDir } from './node/load-rules.ts';
import { isProficientWithWeapon } from './compute/proficiencies.ts';
import { indexRules, type IndexedRules } from './rules/index-rules.ts';
import { setAbilityScoreMethod, setBaseAbilityScore } from './transitions/ability-scores.ts';
import { addClass, setArchetype, setClassChoices, setClassLevels } from './transitions/classes.ts';
import { addEquipment } from './transitions/equipment.ts';
import { setBackground, setSpecies } from './transitions/species-background.ts';
import { setName } from './transitions/stats.ts';
import { archetypeOptions, hitPointChoices } from './validation/classes.ts';
import { maneuverChoices, maneuverHome } from './validation/maneuvers.ts';
import { powerChoices, powersKnownLimit } from './validation/powers.ts';

/** Paths to any NaN, undefined or non-finite number inside a value. */
function badValues(value: unknown, path = '$', found: string[] = []): string[] {
  if (value === undefined) found.push(path);
  else if (typeof value === 'number' && !Number.isFinite(value)) found.push(path);
  else if (Array.isArray(value)) value.forEach((child, i) => badValues(child, `${path}[${i}]`, found));
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) badValues(child, `${path}.${key}`, found);
  return found;
}

/** Items the original site's exports name that the rules data has since renamed. */
const RENAMED_ITEMS: Record<string, string[]> = {
  'beyond-dauBon.json': ['Claymore saber'],
  'beyond-jalenOrso.json': ['Bright-saber'],
  'beyond-jalenOrso2.json': ['Bright-saber'],
  'beyond-miltox.json': ['Ablative Lining Mark III'],
  'site-yunedshala.json': ['Holochess set'],
};

describe.runIf(hasRealData('engine real data'))('engine against the real rules data', () => {
  let rules: IndexedRules;
  let files: string[];
  beforeAll(() => {
    rules = indexRules(loadRulesDir(REALDATA_API));
    files = readdirSync(REALDATA_CHARACTERS).filter((file) => file.endsWith('.json') && file !== 'INDEX.json').sort();
  });

  it('all 16 exported characters import and compute without error; only the five renamed items are missing', () => {
    expect(files).toHaveLength(16);
    for (const file of files) {
      const character = importCharacter(readFileSync(join(REALDATA_CHARACTERS, file), 'utf8'));
      const sheet = computeCharacter(character, rules);
      expect(badValues(sheet), file).toEqual([]);
      const missing = sheet.equipment.filter((item) => !item.isFound);
      expect(missing.map((item) => item.name), file).toEqual(RENAMED_ITEMS[file] ?? []);
      for (const item of missing) expect(item).toMatchObject({ isFound: false, warning: ITEM_NOT_FOUND_WARNING });
      // the rest of the equipment resolved, and the numbers are there
      expect(sheet.equipment.filter((item) => item.isFound)).toHaveLength(character.equipment.length - missing.length);
      expect(sheet.hitPoints.maximum, file).toBeGreaterThan(0);
      expect(sheet.currentLevel, file).toBe(character.classes.reduce((sum, c) => sum + c.levels, 0));
      // exports work for every character
      expect(() => toRoll20(character, sheet)).not.toThrow();
      expect(badValues(toFoundryActor(character, sheet, rules)), file).toEqual([]);
    }
  });

  it('the original exports pass the completeness check except the one saved without ability scores', () => {
    const codes = Object.fromEntries(files.map((file) => [file, validateCharacter(importCharacter(readFileSync(join(REALDATA_CHARACTERS, file), 'utf8'))).code]));
    expect(Object.entries(codes).filter(([, code]) => code !== 0)).toEqual([['beyond-dauBon.json', 6]]);
  });

  it('Roll20 file of the real characters: typed proficiency rows, background and custom tools as tool rows, saveeffect on every attack', () => {
    const fileOf = (name: string) => {
      const character = importCharacter(readFileSync(join(REALDATA_CHARACTERS, name), 'utf8'));
      return toRoll20(character, computeCharacter(character, rules));
    };
    const proficiencyRows = (file: ReturnType<typeof toRoll20>) => roll20Rows(file, 'proficiencies').map((row) => [row.name, row.prof_type]);
    const toolRows = (file: ReturnType<typeof toRoll20>) => roll20Rows(file, 'tool').map((row) => [row.toolname, row.toolbonus_base]);
    // Han Solo, Operative 1 (Scoundrel): the Operative's armor and weapon lists, the background's two kits.
    const han = fileOf('site-hanSolo.json');
    expect(proficiencyRows(han).filter(([name]) => /armor|blasters|vibroweapons/.test(String(name)))).toEqual([
      ['Light armor', 'ARMOR'],
      ['Simple blasters', 'WEAPON'],
      ['simple vibroweapons', 'WEAPON'],
      ['martial blasters that lack the auto, special, strength, and two-handed properties', 'WEAPON'],
      ['martial vibroweapons with the finesse property', 'WEAPON'],
    ]);
    expect(toolRows(han).filter(([name]) => /Kit$/.test(String(name)))).toEqual([
      ['Disguise Kit', '(@{pb})'],
      ['Forgery Kit', '(@{pb})'],
    ]);
    // Senya: custom proficiencies saved without a type by the 0.3.1 builder are typed by where the name is found.
    const senya = fileOf('site-senya.json');
    expect(proficiencyRows(senya).filter(([name]) => ['Lightsaber', 'Heavy Armor'].includes(String(name)))).toEqual([
      ['Lightsaber', 'WEAPON'],
      ['Heavy Armor', 'ARMOR'],
    ]);
    expect(toolRows(senya).map(([name]) => name)).toContain("Biochemist's Kit");
    for (const file of files) {
      const roll20 = fileOf(file);
      const attacks = roll20Rows(roll20, 'attack');
      expect(attacks.length, file).toBeGreaterThan(0);
      for (const attack of attacks) expect(attack.saveeffect, `${file} ${attack.atkname}`).toBe(' ');
    }
  });

  it('file export names match the original site\'s file names', () => {
    for (const file of ['beyond-archifamel.json', 'beyond-consularSentinel.json', 'beyond-dauBon.json', 'beyond-jalenOrso.json', 'beyond-miltox.json', 'beyond-t3P0.json', 'beyond-theebisRoh.json', 'beyond-trevalla.json', 'beyond-xund.json']) {
      const { name } = JSON.parse(readFileSync(join(REALDATA_CHARACTERS, file), 'utf8')) as { name: string };
      expect(`beyond-${camelCase(name)}.json`).toBe(file);
    }
  });

  /** Builds a character through the builder transitions, choosing the first options the validations allow. */
  function build(classes: { name: string; levels: number }[]): RawCharacter {
    let character = setName(createCharacter(0, () => 0.5), `Built ${classes.map((c) => c.name).join(' ')}`);
    character = setSpecies(character, 'Human');
    character = setBackground(character, rules.backgrounds.all[0].name);
    character = setAbilityScoreMethod(character, 'Manual');
    for (const [ability, score] of Object.entries({ Strength: 14, Dexterity: 15, Constitution: 14, Intelligence: 13, Wisdom: 12, Charisma: 10 })) {
      character = setBaseAbilityScore(character, ability, score);
    }
    classes.forEach(({ name, levels }, index) => {
      character = addClass(character, name, rules);
      character = setClassLevels(character, index, levels, rules);
      expect(hitPointChoices(rules.classes.get(name)).length).toBeGreaterThan(0);
      const archetype = archetypeOptions(rules, name, levels)[0];
      if (archetype) character = setArchetype(character, index, archetype.name);
      for (const type of ['Force', 'Tech'] as const) {
        const limit = powersKnownLimit(rules, character.classes[index], type);
        if (limit === 0) continue;
        const picks = powerChoices(character, rules, index, type, {})
          .filter((choice) => !choice.isDisabled && !choice.power.prerequisite)
          .slice(0, limit)
          .map((choice) => choice.power.name);
        character = setClassChoices(character, index, type === 'Force' ? 'forcePowers' : 'techPowers', picks);
      }
      if (maneuverHome(character.classes[index]) === 'class') {
        const picks = maneuverChoices(character, rules, index).filter((c) => !c.isDisabled).slice(0, 3).map((c) => c.maneuver.name);
        character = setClassChoices(character, index, 'maneuvers', picks);
      }
    });
    for (const name of ['Blaster pistol', 'Vibrodagger', 'Combat suit', 'Light physical shield']) {
      if (rules.equipment.has(name)) character = addEquipment(character, { name, category: 'Equipment', quantity: 1, equipped: true });
    }
    return character;
  }

  function expectClean(sheet: ComputedCharacter) {
    expect(badValues(sheet)).toEqual([]);
    expect(sheet.warnings.filter((warning) => !warning.startsWith('Feat not found'))).toEqual([]);
  }

  it('one character per real class at level 20 computes with no NaN or undefined anywhere', () => {
    expect(rules.classes.all.length).toBeGreaterThanOrEqual(10);
    for (const classRule of rules.classes.all) {
      const character = build([{ name: classRule.name, levels: 20 }]);
      expect(validateCharacter(character).code, classRule.name).toBe(0);
      const sheet = computeCharacter(character, rules);
      expectClean(sheet);
      expect(sheet.proficiencyBonus).toBe(6);
      // fixed-or-manual hit points: first-level value + 19 higher-level values + 20 x Con modifier (+2, or +3 where a
      // level-20 feature raises Constitution by 2, now that new characters have their features applied)
      const constitution = sheet.abilityScores.Constitution.modifier;
      expect([2, 3]).toContain(constitution);
      expect(sheet.hitPoints.maximum).toBe(classRule.hitPointsAtFirstLevelNumber + 19 * classRule.hitPointsAtHigherLevelsNumber + 20 * constitution);
      if (classRule.casterType === 'Force') expect(sheet.forceCasting && sheet.forceCasting.powersKnown.length).toBeGreaterThan(0);
      if (classRule.casterType === 'Tech') expect(sheet.techCasting && sheet.techCasting.powersKnown.length).toBeGreaterThan(0);
    }
  });

  it('every class\'s proficiency sentences come back as whole entries, and the property limits apply', () => {
    // A fragment of a split sentence either starts with "and"/"or" or is a lone property name ("special").
    const propertyNames = new Set(rules.equipment.all.flatMap((item) => (item.properties ?? []).map((p) => p.replace(/\s*[\d(].*$/, '').trim().toLowerCase())));
    for (const classRule of rules.classes.all) {
      const proficiencies = computeCharacter(build([{ name: classRule.name, levels: 1 }]), rules).proficiencies;
      for (const entry of proficiencies) {
        expect(entry, `${classRule.name}: "${entry}"`).not.toMatch(/^(and|or)\b/i);
        expect(propertyNames.has(entry.toLowerCase()), `${classRule.name}: "${entry}" is a lone property name`).toBe(false);
        if (/\b(that lack|with) the\b/i.test(entry)) expect(entry, classRule.name).toMatch(/propert(y|ies)$/);
      }
    }
    const operative = computeCharacter(build([{ name: 'Operative', levels: 1 }]), rules).proficiencies;
    expect(operative).toContain('martial blasters that lack the auto, special, strength, and two-handed properties');
    expect(operative).toContain('martial vibroweapons with the finesse property');
    const monk = computeCharacter(build([{ name: 'Monk', levels: 1 }]), rules).proficiencies;
    expect(monk).toContain('martial vibroweapons that lack the dexterity, heavy, special, and two-handed properties');
    // Martial blasters: only those with none of the four properties are covered.
    const martialBlasters = rules.equipment.all.filter((item) => item.weaponClassification === 'MartialBlaster');
    const lacking = (item: (typeof martialBlasters)[number]) =>
      !(item.properties ?? []).some((p) => /^(auto|special|strength|two-handed)\b/i.test(p.trim()));
    expect(martialBlasters.some(lacking)).toBe(true);
    expect(martialBlasters.some((item) => !lacking(item))).toBe(true);
    for (const item of martialBlasters) expect(isProficientWithWeapon(item, operative), item.name).toBe(lacking(item));
  });

  it('a multiclass character (force, tech and superiority) computes cleanly', () => {
    const character = build([{ name: 'Consular', levels: 7 }, { name: 'Engineer', levels: 7 }, { name: 'Fighter', levels: 6 }]);
    const sheet = computeCharacter(character, rules);
    expectClean(sheet);
    expect(sheet.currentLevel).toBe(20);
    expect(sheet.forceCasting).not.toBe(false);
    expect(sheet.techCasting).not.toBe(false);
    expect(sheet.superiority).not.toBe(false);
  });
});
