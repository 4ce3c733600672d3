// Exports of characters with feature automation on, against the real rules data: resources, senses, speeds,
// defences and proficiencies in the Roll20 file and in the Foundry actor. Numbers are read by hand from the class
// tables and species traits of the real data (arithmetic in the comments).
import { beforeAll, describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API } from '../../../tests/support/realdata.ts';
import { createCharacter } from '../character/default-character.ts';
import type { RawCharacter } from '../character/types.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { loadRulesDir } from '../node/load-rules.ts';
import { roll20Rows } from '../test-support/roll20-rows.ts';
import { indexRules, type IndexedRules } from '../rules/index-rules.ts';
import { toFoundryActor } from './foundry-actor.ts';
import { toRoll20, type Roll20Character } from './roll20.ts';

/** A new character (automation on) of one class: Str 15, Dex 14, Con 14, Int 10, Wis 12, Cha 8, no armor. */
function built(species: string, className: string, levels: number, patch: Partial<RawCharacter> = {}): RawCharacter {
  const base = createCharacter(0, () => 0.5);
  return {
    ...base,
    name: `${species} ${className} ${levels}`,
    species: { name: species, abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
    background: { name: '', feature: '' },
    baseAbilityScores: { Strength: 15, Dexterity: 14, Constitution: 14, Intelligence: 10, Wisdom: 12, Charisma: 8 },
    classes: [{ name: className, levels, hitPoints: Array.from({ length: levels - 1 }, () => 5), abilityScoreImprovements: [] }],
    ...patch,
  };
}

const attribute = (file: Roll20Character, name: string) => file.attribs.find((a) => a.name === name);
describe.runIf(hasRealData('exports with feature automation'))('exports carry the automated features', () => {
  let rules: IndexedRules;
  beforeAll(() => {
    rules = indexRules(loadRulesDir(REALDATA_API));
  });

  // Wookiee Berserker 3, raging, one rage spent. Rages column at 3rd level: 3, so 3 - 1 = 2 left (long rest).
  // Wookiee traits: darkvision 60 ft, climbing speed equal to the walking speed 30 ft. Raging: resistance to
  // kinetic and energy damage. Berserker armor: light and medium; weapons: all vibroweapons, simple blasters.
  const raging = () =>
    built('Wookiee', 'Berserker', 3, {
      currentStats: { ...createCharacter(0, () => 0.5).currentStats, featuresTimesUsed: { Rage: 1 }, activeFeatures: ['Raging'] },
    });

  it('Roll20: the rage as the class resource, senses, speeds and resistances as traits, typed proficiencies', () => {
    const character = raging();
    const file = toRoll20(character, computeCharacter(character, rules));
    expect(attribute(file, 'class_resource_name')?.current).toBe('Rage');
    expect(attribute(file, 'class_resource')).toMatchObject({ current: 2, max: 3 });
    expect(attribute(file, 'other_resource_name')).toBeUndefined();
    const traits = Object.fromEntries(roll20Rows(file, 'traits').map((row) => [row.name, row.description]));
    expect(traits).toMatchObject({ Senses: 'darkvision 60 ft', Speeds: 'walk 30 ft, climb 30 ft', 'Damage resistances': 'Kinetic, Energy' });
    expect(traits['Damage immunities']).toBeUndefined();
    expect(roll20Rows(file, 'proficiencies').map((row) => [row.name, row.prof_type])).toEqual([
      ['Galactic Basic', 'LANGUAGE'],
      ['Shyriiwook', 'LANGUAGE'],
      ['Light armor', 'ARMOR'],
      ['medium armor', 'ARMOR'],
      ['All vibroweapons', 'WEAPON'],
      ['simple blasters', 'WEAPON'],
    ]);
  });

  it('Foundry: movement, senses, size, resistances, proficiencies, the rage in a resource slot and on its feature item', () => {
    const character = raging();
    const actor = toFoundryActor(character, computeCharacter(character, rules), rules);
    const system = actor.system as Record<string, Record<string, unknown>>;
    expect(system.attributes.movement).toEqual({ walk: 30, climb: 30, units: 'ft' });
    expect(system.attributes.senses).toEqual({ darkvision: 60, units: 'ft', special: '' });
    expect(system.traits).toMatchObject({
      size: 'med',
      dr: { value: ['kinetic', 'energy'], custom: '' },
      di: { value: [], custom: '' },
      armorProf: { value: [], custom: 'Light armor;medium armor' },
      weaponProf: { value: [], custom: 'All vibroweapons;simple blasters' },
      toolProf: { value: [], custom: '' },
    });
    expect(system.resources).toEqual({ primary: { label: 'Rage', value: 2, max: 3, sr: false, lr: true } });
    expect(actor.items.filter((item) => item.system.uses)).toEqual([expect.objectContaining({ name: 'Rage', type: 'feat', system: expect.objectContaining({ uses: { value: 2, max: '3', per: 'lr' } }) })]);
  });

  // Human Fighter 17: Action Surge 2 (two uses from 17th level), Indomitable 3 (three uses from 17th), Second Wind 1,
  // all per short rest except Indomitable (long); the Human's Defiant 1 per short rest.
  it('four resources: class resource, other resource, then one resources row with a left and a right half', () => {
    const character = built('Human', 'Fighter', 17);
    const sheet = computeCharacter(character, rules);
    const file = toRoll20(character, sheet);
    expect([attribute(file, 'class_resource_name')?.current, attribute(file, 'class_resource')?.max]).toEqual(['Action Surge', 2]);
    expect([attribute(file, 'other_resource_name')?.current, attribute(file, 'other_resource')?.max]).toEqual(['Indomitable', 3]);
    expect(roll20Rows(file, 'resource')).toEqual([
      { resource_left_name: 'Second Wind', resource_left: 1, resource_left_max: 1, resource_right_name: 'Defiant', resource_right: 1, resource_right_max: 1 },
    ]);
    const resources = toFoundryActor(character, sheet, rules).system.resources as Record<string, { label: string; max: number; sr: boolean }>;
    expect(Object.values(resources).map(({ label, max, sr }) => [label, max, sr])).toEqual([
      ['Action Surge', 2, true],
      ['Indomitable', 3, false],
      ['Second Wind', 1, true],
    ]);
  });

  it('unlimited uses (rages at 20th level) are named so, with blank numbers', () => {
    const character = built('Human', 'Berserker', 20);
    const sheet = computeCharacter(character, rules);
    expect(attribute(toRoll20(character, sheet), 'class_resource_name')?.current).toBe('Rage (unlimited)');
    expect(attribute(toRoll20(character, sheet), 'class_resource')).toMatchObject({ current: '', max: '' });
    expect((toFoundryActor(character, sheet, rules).system.resources as Record<string, unknown>).primary).toEqual({ label: 'Rage', value: null, max: null, sr: false, lr: true });
  });

  it('a proficiency a feature grants is typed by the feature: the Brawler style gives improvised weapons', () => {
    const character = built('Human', 'Fighter', 1);
    character.classes[0].fightingStyle = 'Brawler Style';
    const file = toRoll20(character, computeCharacter(character, rules));
    expect(roll20Rows(file, 'proficiencies').find((row) => row.name === 'Improvised weapons')?.prof_type).toBe('WEAPON');
  });

  it('expertise reaches both files: an Operative with expertise in Stealth (type 2 in Roll20, value 2 in Foundry)', () => {
    const character = built('Human', 'Operative', 1);
    character.classes[0] = { ...character.classes[0], skills: ['Stealth', 'Deception'], expertise: ['Stealth'] };
    const sheet = computeCharacter(character, rules);
    // Dex 14 -> +2, proficiency bonus +2 doubled: 2 + 4 = 6.
    expect(sheet.abilityScores.Dexterity.skills.find((skill) => skill.name === 'Stealth')).toMatchObject({ proficiency: 'expertise', modifier: 6 });
    const file = toRoll20(character, sheet);
    expect([attribute(file, 'stealth_type')?.current, attribute(file, 'stealth_prof')?.current, attribute(file, 'stealth_bonus')?.current]).toEqual([2, '(@{pb}*@{stealth_type})', 6]);
    expect(attribute(file, 'deception_type')?.current).toBe(1);
    const skills = toFoundryActor(character, sheet, rules).system.skills as Record<string, { value: number }>;
    expect([skills.ste.value, skills.dec.value, skills.ath.value]).toEqual([2, 1, 0]);
  });

  it('with automation off nothing is added: no resources, no feature traits, no Foundry senses or defences (the proficiency lists are the sheet\'s own)', () => {
    const character = raging();
    character.settings = { ...character.settings, isAutomatingFeatures: false };
    const sheet = computeCharacter(character, rules);
    const file = toRoll20(character, sheet);
    expect(file.attribs.filter((a) => /resource/.test(a.name))).toEqual([]);
    expect(roll20Rows(file, 'traits').map((row) => row.name)).not.toContain('Senses');
    const system = toFoundryActor(character, sheet, rules).system as Record<string, Record<string, unknown>>;
    expect(system.attributes.movement).toEqual({ walk: 30, units: 'ft' });
    expect(system.attributes.senses).toBeUndefined();
    expect(system.traits).toEqual({
      languages: { value: [], custom: 'Galactic Basic;Shyriiwook' },
      armorProf: { value: [], custom: 'Light armor;medium armor' },
      weaponProf: { value: [], custom: 'All vibroweapons;simple blasters' },
      toolProf: { value: [], custom: '' },
    });
    expect(system.resources).toBeUndefined();
  });
});
