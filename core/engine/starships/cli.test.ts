// The starship command line, spawned as the real command: a ship built from options (the rulebook's Falcon numbers),
// a ship file, the new ship's template, the real data through --rules, and bad input exiting non-zero naming it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API, repoRoot } from '../../../tests/support/realdata.ts';
import { parseStarshipArgs } from './cli.ts';

const CLI = join(repoRoot, 'core/engine/starships/cli.ts');
function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}
const EXAMPLE = ['--size', 'Medium', '--tier', '0', '--abilities', '15,14,12,13,10,8', '--armor', 'Deflection armor', '--shield', 'Fortress shield'];

describe('starship command line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'starship-cli-'));

  it('builds a ship from options: abilities as assigned, before the size adjustments', () => {
    const result = run(...EXAMPLE);
    expect(result.code).toBe(0);
    const sheet = JSON.parse(result.out);
    expect(sheet).toMatchObject({
      hullDice: { count: 5, die: 8, notation: '5d8' },
      hullPoints: 33,
      baseShieldPoints: 38,
      shieldCapacity: 57,
      shieldRegeneration: 5,
      armorClass: { value: 12, explanation: 'AC 12 = 10 + Dexterity 2 (Deflection armor allows +2)' },
      modificationSlots: { used: 0, max: 30 },
      suites: { used: 0, max: 4 },
      hardpoints: [],
    });
    expect(Object.fromEntries(Object.entries(sheet.abilities as Record<string, { score: number }>).map(([a, v]) => [a, v.score]))).toEqual({ Strength: 15, Dexterity: 14, Constitution: 12, Intelligence: 13, Wisdom: 10, Charisma: 8 });
    // A Small ship's adjustments apply on top of the scores given.
    const small = JSON.parse(run('--size', 'small', '--abilities', '15,14,12,13,10,8').out);
    expect(small.abilities.Dexterity.score).toBe(16);
    expect(small.abilities.Constitution.score).toBe(10);
  });

  it('computes a ship file, and prints a new ship template with --new', () => {
    const template = run('--new');
    expect(template.code).toBe(0);
    const ship = JSON.parse(template.out);
    expect(ship).toMatchObject({ kind: 'starship', schemaVersion: 1, size: 'Medium', tier: 0 });
    const file = join(dir, 'ship.json');
    writeFileSync(file, JSON.stringify({ ...ship, size: 'Large', tier: 2, role: 'Corvette', abilityScores: { method: 'manual', assigned: { Strength: 14, Constitution: 12 } } }));
    const result = run(file);
    expect(result.code).toBe(0);
    // Large: Constitution 12 + 2 = 14 (+2); 9 dice of d10 at tier 2: 10 + 8 x 6 + 9 x 2 = 76.
    expect(JSON.parse(result.out)).toMatchObject({ size: 'Large', tier: 2, hullPoints: 76, role: 'Corvette' });
    expect(run('--new', file).err).toContain('--new takes no other argument');
  });

  it('bad input exits non-zero and names what is wrong', () => {
    expect(run('--size', 'Colossal')).toMatchObject({ code: 2, out: '', err: 'Unknown size "Colossal": use one of Tiny, Small, Medium, Large, Huge, Gargantuan.\n' });
    expect(run('--size', 'Medium', '--armor', 'Fortress shield')).toMatchObject({ code: 1, err: '--armor: Fortress shield is shield, not armor\n' });
    expect(run('--size', 'Medium', '--abilities', '15,15,12,13,10,8', '--method', 'standardArray')).toMatchObject({ code: 1, err: "--abilities (Dexterity): 15 is already Strength's: each score of the standard array is used once\n" });
    expect(run('--size', 'Medium', '--abilities', '15,14')).toMatchObject({ code: 2 });
    expect(run()).toMatchObject({ code: 2 });
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ kind: 'starship', schemaVersion: 1, size: 'Medium', tier: 9 }));
    expect(run(bad)).toMatchObject({ code: 1, err: 'Not a valid starship: tier: Too big: expected number to be <=5\n' });
    expect(run(join(dir, 'missing.json')).err).toMatch(/^Cannot read ship file /);
    expect(run(...EXAMPLE, '--rules', dir).err).toMatch(/^Rules data file missing: /);
    expect(() => parseStarshipArgs([join(dir, 'ship.json'), '--size', 'Medium'])).toThrow('Give a ship file or build options (--size), not both.');
  });

  it.runIf(hasRealData('starship cli real data'))('computes on the real data with the bundled catalogue attached', () => {
    const result = run(...EXAMPLE, '--role', 'Freighter', '--rules', REALDATA_API);
    expect(result.code).toBe(0);
    const sheet = JSON.parse(result.out);
    // The freighter's +1 Constitution: 13 is still +1; the numbers are the rulebook's Falcon.
    expect(sheet).toMatchObject({ hullPoints: 33, baseShieldPoints: 38, shieldCapacity: 57, shieldRegeneration: 5, armorClass: { value: 12 }, role: 'Freighter' });
    const huge = JSON.parse(run('--size', 'Huge', '--tier', '5', '--abilities', '10,10,10,10,10,10', '--shield', 'Quick-Charge shield', '--rules', REALDATA_API).out);
    // 19d12, Constitution 14 (+2): 12 + 18 x 7 + 19 x 2 = 176; Strength +0: 12 + 126 = 138 base, x 2/3 = 92.
    expect(huge).toMatchObject({ hullDice: { notation: '19d12' }, hullPoints: 176, baseShieldPoints: 138, shieldCapacity: 92, shieldRegeneration: 18 });
  });
});
