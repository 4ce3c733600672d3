// The generator on the bundled monsters: every proposal lands in its target's window for parties of several sizes
// and levels, the same random source gives the same proposal (a reroll is another draw), locked monsters stay and
// count, the filters hold, and it says why when it cannot land.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dieRoller, seededWords } from '../dice/random-source.ts';
import type { MonsterRecord } from '../../schemas/index.ts';
import { ENCOUNTER_RULES as rules } from '../test-support/encounter-rules.ts';
import { THRESHOLD_DIFFICULTIES } from './difficulty.ts';
import { generateEncounter, generatorCandidates, matchesMonsterFilters, targetWindow } from './generator.ts';
import { monsterKind } from '../../text/monster-kind.ts';

const MONSTERS = JSON.parse(readFileSync(join(import.meta.dirname, '../../../seed/data/monster.json'), 'utf8')) as MonsterRecord[];
const all = generatorCandidates(rules, MONSTERS, {});
const roller = (seed: number) => dieRoller(seededWords(seed));

describe('the generator', () => {
  const parties = [[1, 1, 1, 1], [3, 3], [5, 5, 5, 5], [8, 8, 9, 9, 10, 10], [12, 12, 12]];

  it.each(parties.map((levels) => [levels.join(','), levels] as const))('lands every target for a party of %s, with several seeds', (_label, levels) => {
    for (const target of THRESHOLD_DIFFICULTIES) {
      const window = targetWindow(rules, levels, target);
      for (let seed = 1; seed <= 5; seed++) {
        const result = generateEncounter(rules, { levels, target, candidates: all, roller: roller(seed * 7919 + levels.length) });
        expect(result.landed, `${target}, seed ${seed}: ${result.reason ?? ''}`).toBe(true);
        expect(result.evaluation.adjustedXp).toBeGreaterThanOrEqual(window.min);
        expect(result.evaluation.adjustedXp).toBeLessThan(window.max);
        expect(result.evaluation.difficulty).toBe(target);
        expect(result.monsters.length).toBeLessThanOrEqual(3);
      }
    }
  });

  it('gives the same proposal for the same random source, and others for other draws', () => {
    const input = { levels: [5, 5, 5, 5], target: 'hard' as const, candidates: all };
    const first = generateEncounter(rules, { ...input, roller: roller(42) });
    expect(generateEncounter(rules, { ...input, roller: roller(42) })).toEqual(first);
    const rerolls = new Set(Array.from({ length: 8 }, (_, i) => JSON.stringify(generateEncounter(rules, { ...input, roller: roller(100 + i) }).monsters)));
    expect(rerolls.size).toBeGreaterThan(3);
  });

  it('keeps locked monsters out of the proposal but counts them toward the target', () => {
    const locked = [{ name: 'Wampa', challengeRating: '5', count: 1 }];
    // A wampa alone is 1800 XP at x1: easy for four 5th-level characters (easy 1000, medium 2000); hard needs 3000.
    const result = generateEncounter(rules, { levels: [5, 5, 5, 5], target: 'hard', candidates: all, locked, roller: roller(7) });
    expect(result.landed).toBe(true);
    expect(result.monsters.some((m) => m.name === 'Wampa')).toBe(false);
    expect(result.evaluation.monsters[0]).toMatchObject({ name: 'Wampa', count: 1 });
    expect(result.evaluation.difficulty).toBe('hard');
  });

  it('says why it cannot land: locked monsters already past the target, an empty party, no monster passing the filters', () => {
    const past = generateEncounter(rules, { levels: [1, 1], target: 'easy', candidates: all, locked: [{ name: 'Rancor', challengeRating: '10', count: 1 }], roller: roller(1) });
    expect(past).toMatchObject({ landed: false, monsters: [], reason: 'The locked monsters alone are already past easy: unlock or remove some.' });
    expect(generateEncounter(rules, { levels: [], target: 'easy', candidates: all, roller: roller(1) })).toMatchObject({ landed: false, reason: 'The party is empty: add its characters first.' });
    expect(generateEncounter(rules, { levels: [3], target: 'easy', candidates: [], roller: roller(1) })).toMatchObject({ landed: false, reason: 'No monster passes the filters.' });
    // Only CR 20 monsters for a 1st-level party's easy fight: nothing fits below medium.
    const tooBig = generateEncounter(rules, { levels: [1], target: 'easy', candidates: generatorCandidates(rules, MONSTERS, { minChallengeRating: '20' }), roller: roller(1) });
    expect(tooBig.landed).toBe(false);
    expect(tooBig.reason).toMatch(/widen the filters/);
  });

  it('proposes only monsters passing the filters: type, rating range and words in the text', () => {
    const droids = generatorCandidates(rules, MONSTERS, { types: ['droid'] });
    expect(droids.map((c) => c.name)).toEqual(['Mouse droid', 'Droideka', 'Dark trooper']);
    const result = generateEncounter(rules, { levels: [9, 9, 9, 9], target: 'medium', candidates: droids, roller: roller(3) });
    expect(result.landed).toBe(true);
    for (const m of result.monsters) expect(monsterKind(MONSTERS.find((r) => r.name === m.name)!).types).toContain('droid');

    expect(generatorCandidates(rules, MONSTERS, { minChallengeRating: '1/4', maxChallengeRating: '1' }).map((c) => c.challengeRating)).toEqual(['1/4', '1/2', '1']);
    const desert = generatorCandidates(rules, MONSTERS, { words: 'Desert' }).map((c) => c.name);
    expect(desert).toContain('Jawa');
    expect(desert).not.toContain('Wampa');
    const jawa = MONSTERS.find((m) => m.name === 'Jawa')!;
    expect(matchesMonsterFilters(rules, jawa, { words: 'desert traders' })).toBe(true);
    expect(matchesMonsterFilters(rules, jawa, { words: 'desert ocean' })).toBe(false);
  });
});
