// Every figure the Roll20 file and the Foundry actor carry, compared with the computed sheet's own, for the 16 real
// characters as they are (automation off) and with their features applied (automation on).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API, REALDATA_CHARACTERS } from '../../../tests/support/realdata.ts';
import { ABILITIES, type RawCharacter } from '../character/types.ts';
import { importCharacter } from '../character/import-character.ts';
import { computeCharacter, type ComputedCharacter } from '../compute/compute-character.ts';
import { weaponDamageNotation } from '../compute/weapons.ts';
import { enableFeatureAutomation } from '../features/transitions.ts';
import { loadRulesDir } from '../node/load-rules.ts';
import { indexRules, type IndexedRules } from '../rules/index-rules.ts';
import { roll20Rows } from '../test-support/roll20-rows.ts';
import { FOUNDRY_SKILL_KEYS, toFoundryActor } from './foundry-actor.ts';
import { sheetName, toRoll20, type Roll20Character } from './roll20.ts';

const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));

/** Each disagreement between the Roll20 file and the sheet, as "<attribute>: file <value>, sheet <value>". */
function roll20Disagreements(file: Roll20Character, sheet: ComputedCharacter): string[] {
  const out: string[] = [];
  const attribute = (name: string) => file.attribs.find((entry) => entry.name === name);
  const same = (name: string, want: string | number, field: 'current' | 'max' = 'current') => {
    const got = attribute(name)?.[field];
    if (String(got) !== String(want)) out.push(`${name}${field === 'max' ? ' (max)' : ''}: file ${String(got)}, sheet ${want}`);
  };
  same('level', sheet.currentLevel);
  same('pb', sheet.proficiencyBonus);
  same('ac', sheet.armorClass);
  same('initiative_bonus', sheet.initiative);
  same('speed', sheet.speed.base);
  same('experience', sheet.experiencePoints.current);
  same('hp', sheet.hitPoints.current);
  same('hp', sheet.hitPoints.maximum, 'max');
  same('hp_temp', sheet.hitPoints.temporary);
  same('passive_wisdom', sheet.passivePerception);
  same('cr', sheet.credits);
  same('force_power_points_total', sheet.forceCasting ? sheet.forceCasting.maxPoints : 0);
  same('tech_power_points_total', sheet.techCasting ? sheet.techCasting.maxPoints : 0);
  // Hit dice: the same dice, smallest die first (the order the original site wrote them in).
  const dice = [...sheet.hitPoints.hitDice].sort((a, b) => Number(a.size.slice(1)) - Number(b.size.slice(1)));
  same('hit_dice', dice.map(({ size, maximum }) => `${maximum}${size}`).join(' '), 'max');
  same('hit_dice', dice.reduce((sum, die) => sum + die.current, 0));
  for (const ability of ABILITIES) {
    const score = sheet.abilityScores[ability];
    const stem = ability.toLowerCase();
    same(stem, score.value);
    same(`${stem}_mod`, score.modifier);
    same(`${stem}_save_bonus`, score.savingThrow.modifier);
    for (const skill of score.skills) {
      same(`${sheetName(skill.name)}_bonus`, skill.modifier);
      same(`${sheetName(skill.name)}_type`, { none: 0, proficient: 1, expertise: 2 }[skill.proficiency]);
    }
  }
  const attacks = roll20Rows(file, 'attack');
  if (attacks.length !== sheet.weapons.length) out.push(`attacks: file ${attacks.length}, sheet ${sheet.weapons.length}`);
  sheet.weapons.forEach((weapon, index) => {
    const row = attacks[index];
    if (!row || row.atkname !== weapon.name) return out.push(`attack ${index}: file ${String(row?.atkname)}, sheet ${weapon.name}`);
    if (row.atkbonus !== signed(weapon.attackBonus)) out.push(`${weapon.name} to hit: file ${row.atkbonus}, sheet ${signed(weapon.attackBonus)}`);
    const damage = `${weaponDamageNotation(weapon)} ${weapon.damageType}`;
    if (row.atkdmgtype !== damage) out.push(`${weapon.name} damage: file ${row.atkdmgtype}, sheet ${damage}`);
  });
  const tools = roll20Rows(file, 'tool').map((row) => row.toolname);
  const sheetTools = sheet.proficiencies.filter((name) => sheet.proficiencyKinds[name] === 'tool');
  if (JSON.stringify(tools) !== JSON.stringify(sheetTools)) out.push(`tools: file ${tools.join(', ')}, sheet ${sheetTools.join(', ')}`);
  return out;
}

/** Each disagreement between the Foundry actor and the sheet. */
function foundryDisagreements(raw: RawCharacter, sheet: ComputedCharacter, rules: IndexedRules): string[] {
  const out: string[] = [];
  const actor = toFoundryActor(raw, sheet, rules);
  const system = actor.system as Record<string, any>;
  const same = (what: string, got: unknown, want: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(want)) out.push(`${what}: actor ${JSON.stringify(got)}, sheet ${JSON.stringify(want)}`);
  };
  for (const ability of ABILITIES) {
    const key = { Strength: 'str', Dexterity: 'dex', Constitution: 'con', Intelligence: 'int', Wisdom: 'wis', Charisma: 'cha' }[ability];
    same(`${key} value`, system.abilities[key].value, sheet.abilityScores[ability].value);
    same(`${key} save`, system.abilities[key].proficient, sheet.abilityScores[ability].savingThrow.proficiency === 'none' ? 0 : 1);
    for (const skill of sheet.abilityScores[ability].skills) {
      const skillKey = FOUNDRY_SKILL_KEYS[sheetName(skill.name)] ?? sheetName(skill.name);
      same(`${skill.name}`, system.skills[skillKey]?.value, { none: 0, proficient: 1, expertise: 2 }[skill.proficiency]);
    }
  }
  same('hp', [system.attributes.hp.value, system.attributes.hp.max, system.attributes.hp.temp], [sheet.hitPoints.current, sheet.hitPoints.maximum, sheet.hitPoints.temporary]);
  same('ac', system.attributes.ac.flat, sheet.armorClass);
  // Foundry adds the Dexterity modifier itself.
  same('initiative', system.attributes.init.bonus + sheet.abilityScores.Dexterity.modifier, sheet.initiative);
  same('walk', system.attributes.movement.walk, sheet.speed.base);
  same('level', system.details.level, sheet.currentLevel);
  same('xp', system.details.xp.value, sheet.experiencePoints.current);
  same('force points', system.attributes.force.points.max, sheet.forceCasting ? sheet.forceCasting.maxPoints : 0);
  same('tech points', system.attributes.tech.points.max, sheet.techCasting ? sheet.techCasting.maxPoints : 0);
  same('languages', system.traits.languages.custom, sheet.languages.join(';'));
  const classDice = actor.items.filter((item) => item.type === 'class').map((item) => `${item.system.levels}${item.system.hitDice}`);
  same('class hit dice', classDice, raw.classes.map((entry) => `${entry.levels}d${rules.classes.get(entry.name)?.hitDiceDieType}`));
  const tools = String(system.traits.toolProf?.custom ?? '').split(';').filter(Boolean);
  const sheetTools = sheet.proficiencies
    .filter((name) => sheet.proficiencyKinds[name] === 'tool')
    .map((name) => (sheet.toolExpertise?.includes(name) ? `${name} (expertise)` : name));
  same('tools', tools, sheetTools);
  return out;
}

describe.runIf(hasRealData('exports against the sheet'))('Roll20 and Foundry exports carry the sheet\'s own figures', () => {
  let rules: IndexedRules;
  let characters: [string, RawCharacter][];
  beforeAll(() => {
    rules = indexRules(loadRulesDir(REALDATA_API));
    characters = readdirSync(REALDATA_CHARACTERS)
      .filter((file) => file.endsWith('.json') && file !== 'INDEX.json')
      .sort()
      .map((file) => [file, importCharacter(readFileSync(join(REALDATA_CHARACTERS, file), 'utf8'))]);
  });

  it('for the 16 real characters as built and with their features applied, every exported figure is the sheet\'s', () => {
    expect(characters).toHaveLength(16);
    const problems: string[] = [];
    for (const [file, character] of characters) {
      for (const [label, raw] of [['as built', character], ['automated', enableFeatureAutomation(character)]] as const) {
        const sheet = computeCharacter(raw, rules);
        for (const problem of [...roll20Disagreements(toRoll20(raw, sheet), sheet), ...foundryDisagreements(raw, sheet, rules)]) problems.push(`${file} (${label}) ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
