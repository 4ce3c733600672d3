// The sheet command line: output formats, and bad input exiting non-zero with the message on stderr.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API, REALDATA_CHARACTERS } from '../../tests/support/realdata.ts';
import { BUILDER_VERSION } from './character/default-character.ts';
import { parseArgs, runCli } from './cli.ts';

function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(args, (text) => out.push(text), (text) => err.push(text));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('sheet command line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'engine-cli-'));
  it('parses its arguments and rejects bad ones', () => {
    expect(parseArgs(['a.json', '--format', 'roll20', '--rules', '/x'])).toMatchObject({ format: 'roll20', rulesDir: '/x' });
    expect(run([]).code).toBe(2);
    expect(run(['a.json', '--format', 'pdf']).err).toContain('Unknown format "pdf"');
  });
  it('bad input exits non-zero with the message on stderr', () => {
    const empty = join(dir, 'empty.json');
    writeFileSync(empty, '{}');
    expect(run([empty])).toMatchObject({ code: 1, out: '', err: 'This JSON object is empty: there is no character in it.' });
    const missing = run([join(dir, 'nope.json')]);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('Cannot read character file');
    const incomplete = join(dir, 'incomplete.json');
    writeFileSync(incomplete, '{"name":"Half"}');
    expect(run([incomplete])).toMatchObject({ code: 3, err: 'Character is incomplete (validation code 3): Missing a species' });
  });
  it.runIf(hasRealData('engine cli real data'))('prints the sheet, the Roll20 file or the Foundry actor as JSON', () => {
    const file = join(REALDATA_CHARACTERS, 'beyond-t3P0.json');
    const sheet = run([file, '--rules', REALDATA_API]);
    expect(sheet.code).toBe(0);
    expect(JSON.parse(sheet.out)).toMatchObject({ name: 'T-3P0', currentLevel: 10 });
    expect(JSON.parse(run([file, '--rules', REALDATA_API, '--format', 'roll20']).out)).toMatchObject({ schema_version: 2 });
    expect(JSON.parse(run([file, '--rules', REALDATA_API, '--format', 'foundry']).out)).toMatchObject({ type: 'character' });
    expect(run([file, '--rules', dir]).err).toMatch(/^Rules data file missing: /);
  });
  it('--new prints a new character: the current builder version with feature automation on', () => {
    const result = run(['--new']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toMatchObject({ builderVersion: BUILDER_VERSION, settings: { isAutomatingFeatures: true }, classes: [] });
    expect(run(['--new', 'a.json']).err).toContain('--new takes no other argument');
  });
  it.runIf(hasRealData('engine cli real data'))('prints speeds, senses, resistances, resources and toggles of an automated character', () => {
    // A raging level-3 Wookiee Berserker built from the --new template.
    const character = {
      ...JSON.parse(run(['--new']).out),
      name: 'Rrawr',
      species: { name: 'Wookiee', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
      background: { name: 'Agent', feature: '' },
      baseAbilityScores: { Strength: 15, Dexterity: 14, Constitution: 14, Intelligence: 8, Wisdom: 12, Charisma: 10 },
      classes: [{ name: 'Berserker', levels: 3, hitPoints: [7, 7], abilityScoreImprovements: [] }],
    };
    character.currentStats = { ...character.currentStats, featuresTimesUsed: { Rage: 1 }, activeFeatures: ['Raging'] };
    const file = join(dir, 'rrawr.json');
    writeFileSync(file, JSON.stringify(character));
    const sheet = JSON.parse(run([file, '--rules', REALDATA_API]).out);
    expect(sheet.features).toMatchObject({
      speeds: { walk: 30, climb: 30 },
      senses: [{ sense: 'darkvision', range: 60 }],
      resistances: ['Kinetic', 'Energy'],
      resources: expect.arrayContaining([{ name: 'Rage', feature: 'Rage (Berserker 1)', max: 3, used: 1, recovery: 'long' }]),
      toggles: [{ name: 'Raging', feature: 'Rage (Berserker 1)', active: true, uses: 'Rage' }],
    });
  });
});
