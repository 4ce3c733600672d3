// The level-up command line: one more level printed as the stored character, --down giving it back, and refused
// levels and bad arguments exiting non-zero with the message on stderr.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API, REALDATA_CHARACTERS } from '../../../tests/support/realdata.ts';
import { normalizeCharacter } from '../character/import-character.ts';
import { parseLevelUpArgs, runLevelUpCli } from './cli.ts';

function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runLevelUpCli(args, (text) => out.push(text), (text) => err.push(text));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('level-up command line', () => {
  it('reads its arguments into a level choice and rejects bad ones', () => {
    expect(parseLevelUpArgs(['c.json', '--class', 'Scout', '--hp', '7', '--asi', 'strength+1,Dexterity+1', '--archetype', 'Deadeye Technique', '--powers', 'a, b', '--choice', 'k=x,y'])).toMatchObject({
      down: false,
      choice: {
        className: 'Scout',
        hitPoints: 7,
        abilityScoreImprovement: { type: 'Ability Score Improvement', abilitiesIncreased: [{ name: 'Strength', value: 1 }, { name: 'Dexterity', value: 1 }] },
        archetype: 'Deadeye Technique',
        powers: ['a', 'b'],
        featureChoices: { k: ['x', 'y'] },
      },
    });
    expect(parseLevelUpArgs(['c.json', '--class', 'Scout', '--feat', 'Ace Pilot']).choice?.abilityScoreImprovement).toEqual({ type: 'Feat', name: 'Ace Pilot' });
    expect(run([]).code).toBe(2);
    expect(run(['c.json']).err).toContain('--class is needed');
    expect(run(['c.json', '--class', 'Scout', '--hp', 'lots']).err).toBe('--hp takes "average" or the number rolled; got "lots".');
    expect(run(['c.json', '--class', 'Scout', '--asi', 'Strength2']).err).toContain('--asi takes <Ability>+<n>');
    expect(run(['c.json', '--down', '--class', 'Scout']).code).toBe(2);
    expect(run(['c.json', '--class', 'Scout', '--bogus']).err).toContain('Unknown option --bogus');
  });

  it.runIf(hasRealData('level-up cli real data'))('prints the character with one more level, and --down gives it back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'levelup-cli-'));
    const file = join(REALDATA_CHARACTERS, 'beyond-consularSentinel.json');
    const original = normalizeCharacter(JSON.parse(readFileSync(file, 'utf8')));
    // Consular 4 to 5 brings new force powers: a level without them is refused naming the powers rule.
    const refused = run([file, '--rules', REALDATA_API, '--class', 'Consular', '--hp', '3']);
    expect(refused.code).toBe(1);
    expect(refused.out).toBe('');
    expect(refused.err).toMatch(/^Consular 5: learn \d+ force powers? \(up to level \d\): 0 chosen, the level needs exactly \d+\.$/);
    const outside = run([file, '--rules', REALDATA_API, '--class', 'Consular', '--hp', '9']);
    expect(outside).toMatchObject({ code: 1, err: 'A hit point roll for Consular (d6) must be a whole number from 1 to 6; got 9.' });
    const unmet = run([file, '--rules', REALDATA_API, '--class', 'Scout']);
    expect(unmet.code).toBe(1);
    expect(unmet.err).toContain('Multiclassing into Scout needs');

    const needed = Number(/exactly (\d+)/.exec(refused.err)![1]);
    const powers = JSON.parse(readFileSync(join(REALDATA_API, 'power.json'), 'utf8')) as { name: string; powerType: string; level: number }[];
    const known = new Set(original.classes.flatMap((entry) => entry.forcePowers ?? []));
    const picks = powers.filter((p) => p.powerType === 'Force' && p.level <= 1 && !known.has(p.name)).slice(0, needed).map((p) => p.name);
    const raised = run([file, '--rules', REALDATA_API, '--class', 'Consular', '--hp', '3', '--powers', picks.join(',')]);
    expect(raised.err).toBe('');
    expect(raised.code).toBe(0);
    const character = JSON.parse(raised.out);
    expect(character.classes[0]).toMatchObject({ name: 'Consular', levels: 5, hitPoints: [...original.classes[0]!.hitPoints, 3] });
    expect(character.levelHistory.at(-1)).toEqual({ level: 9, className: 'Consular', classLevel: 5, hitPoints: { value: 3, method: 'roll' }, forcePowers: picks, experienceBefore: original.experiencePoints });
    // Level 9 needs more experience than the character had: raised to the threshold, and given back by --down.
    expect(character.experiencePoints).toBeGreaterThan(original.experiencePoints);
    const raisedFile = join(dir, 'raised.json');
    writeFileSync(raisedFile, raised.out);
    const lowered = run([raisedFile, '--rules', REALDATA_API, '--down']);
    expect(lowered.code).toBe(0);
    const { levelHistory, ...rest } = JSON.parse(lowered.out);
    expect(levelHistory).toHaveLength(8);
    expect(rest).toEqual(JSON.parse(JSON.stringify(original)));
    expect(run([join(dir, 'missing.json'), '--down']).err).toContain('Cannot read character file');
  });
});
