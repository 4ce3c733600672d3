// The encounter command: its arguments, the worked example on the bundled data in process, and the real data through
// a spawned process as tools call it, with an unknown name named on stderr and a non-zero exit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API, repoRoot } from '../../../tests/support/realdata.ts';
import { parseEncounterArgs, runEncounterCli } from './cli.ts';
import { exportEncounter, newEncounter } from './document.ts';

function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runEncounterCli(args, (text) => out.push(text), (text) => err.push(text));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The command as a tool runs it: one Node process with tsx's loader (what `npm run -s encounter --` starts). */
function spawn(args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'core/engine/encounters/cli.ts', ...args], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('the encounter command', () => {
  it('reads its arguments: levels one by one or as "4x5", monsters with " xN", and refuses bad ones', () => {
    expect(parseEncounterArgs(['--party', '5,5,4', '--monster', 'Blurrg x3', '--monster', 'Jawa'])).toMatchObject({
      levels: [5, 5, 4],
      monsters: [
        { name: 'Blurrg', count: 3 },
        { name: 'Jawa', count: 1 },
      ],
    });
    expect(parseEncounterArgs(['--party', '3x5, 2']).levels).toEqual([5, 5, 5, 2]);
    expect(run(['--monster', 'Jawa'])).toMatchObject({ code: 2, err: expect.stringContaining('No party given') });
    expect(run(['--party', '5,25']).err).toBe('--party: level 25 is not a level from 1 to 20.');
    expect(run(['--party', 'five']).err).toBe('--party: "five" is not a level (write levels like 5,5,4 or 4x5).');
    expect(run(['--party', '5', '--monster', 'Jawa x0']).err).toBe('--monster "Jawa x0": use a count from 1 to 100.');
    expect(run(['--party', '5', '--colour']).code).toBe(2);
  });

  it('prints the worked example on the bundled data: four 5th-level characters, two wampas and four stormtroopers', () => {
    const result = run(['--party', '5,5,5,5', '--monster', 'Wampa x2', '--monster', 'stormtrooper x4']);
    expect(result.code).toBe(0);
    // 2 x 1800 + 4 x 100 = 4000; six monsters: x2 = 8000, past deadly (4400). The day: 4 x 3500.
    expect(JSON.parse(result.out)).toEqual({
      party: { levels: [5, 5, 5, 5], thresholds: { easy: 1000, medium: 2000, hard: 3000, deadly: 4400 } },
      monsters: [
        { name: 'Wampa', challengeRating: '5', xp: 1800, count: 2 },
        { name: 'Stormtrooper', challengeRating: '1/2', xp: 100, count: 4 },
      ],
      monsterCount: 6,
      totalXp: 4000,
      multiplier: 2,
      adjustedXp: 8000,
      difficulty: 'deadly',
      dailyBudget: 14000,
    });
  });

  it('names a rules folder without monsters, and a hand-edited catalogue\'s first bad row', () => {
    const dir = mkdtempSync(join(tmpdir(), 'encounter-cli-'));
    expect(run(['--party', '5', '--rules', dir]).err).toBe(`Rules data file missing: ${join(dir, 'monster.json')}`);
    writeFileSync(join(dir, 'monster.json'), '[]');
    const rows = JSON.parse(readFileSync(join(repoRoot, 'seed/data/encounterRules.json'), 'utf8')) as Record<string, unknown>[];
    writeFileSync(join(dir, 'encounterRules.json'), JSON.stringify(rows.map((row) => (row.name === 'CR 2' ? { ...row, xp: 'lots' } : row))));
    expect(run(['--party', '5', '--rules', dir]).err).toMatch(/encounterRules\.json\[5\]\.xp: Invalid input: expected number, received string$/);
    writeFileSync(join(dir, 'encounterRules.json'), JSON.stringify(rows.filter((row) => row.name !== 'Level 7')));
    expect(run(['--party', '5', '--rules', dir]).err).toMatch(/encounterRules\.json: character level 7 is missing$/);
  });

  it('reads an encounter file as the site exports it: its party, its monsters and custom ones, as a spawned process too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'encounter-file-'));
    const file = join(dir, 'hoth.encounter.json');
    const doc = {
      ...newEncounter('Hoth ambush'),
      party: { groups: [{ level: 5, count: 4 }], characters: [] },
      monsters: [
        { name: 'Wampa', count: 2, locked: false },
        { name: 'stormtrooper', count: 4, locked: true },
      ],
    };
    writeFileSync(file, exportEncounter(doc));
    // The worked example again, now from the file: the same figures, under the encounter's name.
    const worked = {
      name: 'Hoth ambush',
      party: { levels: [5, 5, 5, 5], thresholds: { easy: 1000, medium: 2000, hard: 3000, deadly: 4400 } },
      monsters: [
        { name: 'Wampa', challengeRating: '5', xp: 1800, count: 2 },
        { name: 'Stormtrooper', challengeRating: '1/2', xp: 100, count: 4 },
      ],
      monsterCount: 6,
      totalXp: 4000,
      multiplier: 2,
      adjustedXp: 8000,
      difficulty: 'deadly',
      dailyBudget: 14000,
    };
    expect(run([file])).toEqual({ code: 0, out: JSON.stringify(worked, null, 2), err: '' });
    const spawned = spawn([file]);
    expect(spawned.err).toBe('');
    expect(spawned.code).toBe(0);
    expect(JSON.parse(spawned.out)).toEqual(worked);

    // A custom monster counts at its own rating; a monster the rules lack counts for nothing and is named.
    const custom = { id: 'm1', name: 'Scout droid', challengeRating: '1/4', armorClass: 12, hitPoints: 9, initiativeBonus: 2, count: 2, locked: false };
    writeFileSync(file, exportEncounter({ ...doc, monsters: [...doc.monsters, { name: 'Krayt', count: 1, locked: false }], customMonsters: [custom] }));
    const withCustom = run([file]);
    expect(withCustom.code).toBe(0);
    expect(withCustom.err).toBe(`warning: ${join(repoRoot, 'seed/data/monster.json')} has no monster "Krayt"; it counts for nothing`);
    // 4000 + 2 x 50 = 4100; eight monsters (seven to ten): x2.5 = 10250.
    expect(JSON.parse(withCustom.out)).toMatchObject({
      monsters: [{ name: 'Wampa' }, { name: 'Stormtrooper' }, { name: 'Scout droid', challengeRating: '1/4', xp: 50, count: 2 }],
      monsterCount: 8,
      totalXp: 4100,
      multiplier: 2.5,
      adjustedXp: 10250,
      missing: ['Krayt'],
    });
  });

  it('names what is wrong with an encounter file, and refuses a file together with --party', () => {
    const dir = mkdtempSync(join(tmpdir(), 'encounter-file-'));
    const file = join(dir, 'broken.encounter.json');
    expect(run([file])).toMatchObject({ code: 1, out: '', err: expect.stringMatching(/^Cannot read encounter file .*broken\.encounter\.json: /) });
    writeFileSync(file, '{"name": "Half');
    expect(run([file])).toMatchObject({ code: 1, out: '', err: expect.stringContaining('the file is not JSON') });
    writeFileSync(file, JSON.stringify({ ...newEncounter('Bad'), party: { groups: [{ level: 25, count: 1 }], characters: [] } }));
    expect(run([file])).toMatchObject({ code: 1, out: '', err: expect.stringContaining('party.groups[0].level') });
    writeFileSync(file, exportEncounter(newEncounter('Nobody')));
    expect(run([file])).toMatchObject({ code: 1, out: '', err: 'The encounter "Nobody" has no party: add levels or characters to it first.' });
    expect(run([file, '--party', '5'])).toMatchObject({ code: 2, err: expect.stringContaining('Give an encounter file or --party and --monster, not both') });
    expect(run([file, 'other.json']).code).toBe(2);
  });

  it.runIf(hasRealData('encounter command on the real data'))('answers over the real data as a spawned process, the XP from the ratings', () => {
    const result = spawn(['--party', '5,5,5,5', '--monster', 'Blurrg x3', '--monster', 'anooba', '--rules', REALDATA_API]);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    // 3 x 450 (CR 2) + 200 (CR 1; its record says 100) = 1550; four monsters: x2 = 3100: hard (3000), not deadly (4400).
    expect(JSON.parse(result.out)).toEqual({
      party: { levels: [5, 5, 5, 5], thresholds: { easy: 1000, medium: 2000, hard: 3000, deadly: 4400 } },
      monsters: [
        { name: 'Blurrg', challengeRating: '2', xp: 450, count: 3 },
        { name: 'Anooba', challengeRating: '1', xp: 200, count: 1, recordXp: 100, note: 'Its record says 100 XP; challenge rating 1 is worth 200 XP, which is used.' },
      ],
      monsterCount: 4,
      totalXp: 1550,
      multiplier: 2,
      adjustedXp: 3100,
      difficulty: 'hard',
      dailyBudget: 14000,
    });
  });

  it.runIf(hasRealData('encounter command on the real data'))('names an unknown monster on stderr and exits non-zero, printing nothing', () => {
    const result = spawn(['--party', '5,5,5,5', '--monster', 'Blurrg x3', '--monster', 'Krayt', '--rules', REALDATA_API]);
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err.trim()).toBe(
      `Unknown monster "Krayt": ${join(REALDATA_API, 'monster.json')} has no monster of that name. Did you mean "Krayt Dragon, Adult", "Krayt Dragon, Greater", "Krayt Dragon, Juvenile"?`,
    );
  });
});
