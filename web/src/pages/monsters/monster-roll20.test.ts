import { describe, expect, it, vi } from 'vitest';
import { seedRecords } from '../../../../tests/support/seed-data.ts';
import type { MonsterRecord } from '../../../../core/schemas/index.ts';
import { ROW_ID_PATTERN } from '../../../../core/engine/export/row-id.ts';
import { exportMonster } from './export-monster.ts';
import { MONSTER_EXPORT_FAILED, MonsterExportError, monsterFileName, parseBonus, toRoll20Monster } from '../../../../core/engine/export/roll20-monster.ts';

const monsters = seedRecords<MonsterRecord>('monster');
const dragon = monsters.find((m) => m.behaviors.some((b) => b.monsterBehaviorType === 'Legendary'))!;

const attr = (file: ReturnType<typeof toRoll20Monster>, name: string) => file.attribs.find((a) => a.name === name);

describe('toRoll20Monster', () => {
  it('writes schema_version 2, sheet version 2.4 and three legendary actions', () => {
    const file = toRoll20Monster(dragon);
    expect(file.schema_version).toBe(2);
    expect(file.name).toBe(dragon.name);
    expect(attr(file, 'version')?.current).toBe('2.4');
    expect(attr(file, 'npc_legendary_actions')?.current).toBe('3');
    expect(attr(file, 'npc_legendary_actions_flag')?.current).toBe('1');
    expect(Array.isArray(file.abilities)).toBe(true);
  });

  it("gives every attribute and repeating row an id of '-M' and 18 letters or digits", () => {
    const file = toRoll20Monster(dragon);
    expect(file.attribs.length).toBeGreaterThan(30);
    for (const a of file.attribs) expect(a.id).toMatch(ROW_ID_PATTERN);
    const rowIds = file.attribs.map((a) => /^repeating_[^_]+_(-M[A-Za-z0-9]{18})_/.exec(a.name)?.[1]).filter(Boolean);
    expect(rowIds.length).toBeGreaterThan(0);
    expect(new Set(file.attribs.map((a) => a.id)).size).toBe(file.attribs.length);
  });

  it('carries the stat block: abilities, saves, skills, CR, hit points and each behavior', () => {
    const file = toRoll20Monster(dragon);
    expect(attr(file, 'strength')?.current).toBe(dragon.strength);
    expect(attr(file, 'strength_mod')?.current).toBe(dragon.strengthModifier);
    expect(attr(file, 'hp')).toMatchObject({ current: dragon.hitPoints, max: dragon.hitPoints });
    expect(attr(file, 'npc_challenge')?.current).toBe(dragon.challengeRating);
    const [saveAbility, saveBonus] = parseBonus(dragon.savingThrows![0])!;
    expect(attr(file, `npc_${saveAbility}_save_base`)?.current).toBe(String(saveBonus));
    const [skill, skillBonus] = parseBonus(dragon.skills![0])!;
    expect(attr(file, `npc_${skill.replace(/ /g, '_')}_base`)?.current).toBe(String(skillBonus));
    const names = file.attribs.filter((a) => a.name.endsWith('_name') && a.name.startsWith('repeating_')).map((a) => String(a.current));
    expect(names).toHaveLength(dragon.behaviors.length);
    const legendary = file.attribs.filter((a) => a.name.startsWith('repeating_npcaction-l_') && a.name.endsWith('_name'));
    expect(legendary).toHaveLength(dragon.behaviors.filter((b) => b.monsterBehaviorType === 'Legendary').length);
  });

  it('exports every seed monster', () => {
    for (const monster of monsters) expect(toRoll20Monster(monster).attribs.length).toBeGreaterThan(20);
  });

  it('raises the export-failed message followed by the error name and message', () => {
    const broken = { ...dragon, behaviors: null as unknown as MonsterRecord['behaviors'] };
    expect(() => toRoll20Monster(broken)).toThrow(MonsterExportError);
    try {
      toRoll20Monster(broken);
    } catch (error) {
      expect((error as Error).message).toMatch(new RegExp(`^${MONSTER_EXPORT_FAILED.replace(/[.#]/g, '\\$&')}\\n\\nTypeError: `));
    }
  });
});

describe('exportMonster', () => {
  it('saves {name}_roll20.json', () => {
    const save = vi.fn();
    exportMonster(dragon, { save, alert: vi.fn() });
    expect(save).toHaveBeenCalledWith(`${dragon.name}_roll20.json`, expect.objectContaining({ schema_version: 2 }));
  });
  it('alerts and rethrows when the export fails', () => {
    const alert = vi.fn();
    const save = () => {
      throw new RangeError('disk full');
    };
    expect(() => exportMonster(dragon, { save, alert })).toThrow('disk full');
    expect(alert).toHaveBeenCalledWith(`${MONSTER_EXPORT_FAILED}\n\nRangeError: disk full`);
  });
});

describe('helpers', () => {
  it('names files from the monster name', () => {
    expect(monsterFileName('Sith Lord')).toBe('Sith Lord_roll20.json');
    expect(monsterFileName('A/B: C?')).toBe('A-B- C-_roll20.json');
  });
  it('parses signed bonuses', () => {
    expect(parseBonus('Str +15')).toEqual(['str', 15]);
    expect(parseBonus('Sleight of Hand -1')).toEqual(['sleight of hand', -1]);
    expect(parseBonus('nothing')).toBeUndefined();
  });
});
