// The sheet, encounter and starship commands with `--homebrew <pack folder>`: the example pack's entries compute as
// official ones do (figures checked by hand below), and a bad pack or a colliding name is refused with its reason.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';
import { runEncounterCli } from './encounters/cli.ts';
import type { Command } from './node/cli-runner.ts';
import { runStarshipCli } from './starships/cli.ts';

const PACK = join(import.meta.dirname, '../../seed/homebrew/dune-sea-drifters');

function run(command: Command, args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = command(args, (text) => out.push(text), (text) => err.push(text));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('the commands with --homebrew', () => {
  const dir = mkdtempSync(join(tmpdir(), 'homebrew-cli-'));

  it('the sheet computes a character of the pack: species, archetype, feat, power and enhanced weapon', () => {
    const template = JSON.parse(run(runCli, ['--new']).out);
    const character = {
      ...template,
      name: 'Sera Vos',
      species: { name: 'Kessari', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
      background: { name: 'Agent', feature: '' },
      baseAbilityScores: { Strength: 15, Dexterity: 14, Constitution: 13, Intelligence: 8, Wisdom: 12, Charisma: 10 },
      classes: [{ name: 'Berserker', levels: 4, hitPoints: [7, 7, 7], abilityScoreImprovements: [{ type: 'Feat', name: 'Dune Runner' }], archetype: { name: 'Dune Stalker Approach' } }],
      equipment: [{ name: "Drifter's Long Rifle", quantity: 1, equipped: true, category: 'EnhancedItem' }],
      customForcePowers: ['Sand Lash'],
    };
    const file = join(dir, 'sera.json');
    writeFileSync(file, JSON.stringify(character));
    const result = run(runCli, [file, '--homebrew', PACK]);
    expect(result.err).toBe('');
    const sheet = JSON.parse(result.out);
    // Dexterity 14 + 2 (Kessari) + 1 (Dune Runner's half-feat increase) = 17; Wisdom 12 + 1 (Kessari) = 13.
    expect(sheet.abilityScores.Dexterity).toMatchObject({ value: 17, modifier: 3 });
    expect(sheet.abilityScores.Wisdom.value).toBe(13);
    // Survival from Dune Runner: Wisdom +1 and proficiency +2 at level 4.
    expect(sheet.abilityScores.Wisdom.skills).toContainEqual({ name: 'Survival', proficiency: 'proficient', modifier: 3 });
    // The Speed and Darkvision traits' text, and the Sunproof Hide mechanics entry.
    expect(sheet.features).toMatchObject({ speeds: { walk: 35 }, senses: [{ sense: 'darkvision', range: 60 }], resistances: ['Fire'] });
    // Berserker d12: 12 + 3 x 7 rolled, + Constitution 1 per level = 37.
    expect(sheet.hitPoints.maximum).toBe(37);
    expect(sheet.forceCasting.powersKnown).toContainEqual(expect.objectContaining({ name: 'Sand Lash', level: 1 }));
    expect(sheet.equipment[0]).toMatchObject({ name: "Drifter's Long Rifle", isFound: true, category: 'EnhancedItem' });
    expect(sheet.warnings).toEqual([]);
    // Without the pack the same character names what is missing.
    expect(run(runCli, [file]).err).toContain('Species not found: Kessari');
  });

  it('the encounter command takes the pack\'s monster at the XP of its challenge rating', () => {
    const result = run(runEncounterCli, ['--party', '4x3', '--monster', 'Dune Lurker x2', '--homebrew', PACK]);
    expect(result.code).toBe(0);
    // CR 2 is 450 XP; two monsters: 900, times 1.5 = 1350 against a party of four level-3 characters (hard 900, deadly 1600).
    expect(JSON.parse(result.out)).toMatchObject({ monsters: [{ name: 'Dune Lurker', challengeRating: '2', xp: 450, count: 2 }], totalXp: 900, adjustedXp: 1350, difficulty: 'hard' });
    expect(run(runEncounterCli, ['--party', '4x3', '--monster', 'Dune Lurker']).code).toBe(1);
  });

  it('the starship command fits the pack\'s modification', () => {
    const ship = { ...JSON.parse(run(runStarshipCli, ['--new']).out), name: 'Sandskipper', modifications: [{ id: 'm1', name: 'Dust Baffles' }] };
    const file = join(dir, 'ship.json');
    writeFileSync(file, JSON.stringify(ship));
    const result = run(runStarshipCli, [file, '--homebrew', PACK]);
    expect(result.err).not.toContain('Dust Baffles');
    expect(JSON.parse(result.out).modifications).toEqual([expect.objectContaining({ name: 'Dust Baffles', found: true, type: 'Universal', problems: [] })]);
  });

  it('refuses a pack folder that does not read, a pack colliding with another, and --homebrew without a folder', () => {
    const broken = join(dir, 'broken');
    cpSync(PACK, broken, { recursive: true });
    writeFileSync(join(broken, 'content/monster/dune-lurker.json'), JSON.stringify({ key: 'dune-lurker', name: 'Dune Lurker' }));
    const refused = run(runEncounterCli, ['--party', '3', '--monster', 'Dune Lurker', '--homebrew', broken]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/content\/monster\/dune-lurker\.json \(size\): /);
    expect(run(runEncounterCli, ['--party', '3', '--monster', 'Dune Lurker', '--homebrew', PACK, '--homebrew', PACK]).err).toContain('"Dune Lurker" (monster) of pack "Dune Sea Drifters" is already a name in pack "Dune Sea Drifters"');
    expect(run(runCli, ['x.json', '--homebrew'])).toMatchObject({ code: 2, err: expect.stringContaining('--homebrew needs a pack folder') });
  });
});
