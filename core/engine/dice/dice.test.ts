import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API } from '../../../tests/support/realdata.ts';
import {
  cryptoDieRoller,
  DiceNotationError,
  dieRoller,
  disadvantageSources,
  formatTerms,
  parseDiceNotation,
  rollD20,
  rollNotation,
  rollShareText,
  seededWords,
  type DieRoller,
  type RandomWords,
} from '../index.ts';

/** A roller that hands out the given faces in order (for exact arithmetic checks). */
function faces(...values: number[]): DieRoller {
  let next = 0;
  return (sides) => {
    const value = values[next++];
    if (value === undefined || value > sides) throw new Error(`scripted faces ran out or do not fit a d${sides}`);
    return value;
  };
}

describe('dice notation parser', () => {
  it('reads dice, keeps, sums and negatives', () => {
    expect(parseDiceNotation('2d6+3')).toEqual([
      { kind: 'dice', sign: 1, count: 2, sides: 6 },
      { kind: 'constant', sign: 1, value: 3 },
    ]);
    expect(parseDiceNotation('d20')).toEqual([{ kind: 'dice', sign: 1, count: 1, sides: 20 }]);
    expect(parseDiceNotation('4d6kh3')[0]).toEqual({ kind: 'dice', sign: 1, count: 4, sides: 6, keep: { which: 'highest', count: 3 } });
    expect(parseDiceNotation('2D20KL1')[0]).toMatchObject({ keep: { which: 'lowest', count: 1 } });
    expect(formatTerms(parseDiceNotation(' 1d8 + 1d6 - 2 '))).toBe('1d8+1d6-2');
    expect(formatTerms(parseDiceNotation('-1d4+2'))).toBe('-1d4+2');
  });

  it.each([
    ['', 'empty'],
    ['2d', 'neither dice'],
    ['d', 'neither dice'],
    ['2x6', 'neither dice'],
    ['2d6+', 'nothing after it'],
    ['0d6', 'rolls no dice'],
    ['2d1', 'fewer than 2 sides'],
    ['101d6', 'more than 100 dice'],
    ['1d1001', 'more than 1000 sides'],
    ['2d6kh3', 'keeps 3 of 2 dice'],
    ['2d6kh0', 'keeps 0 of 2 dice'],
    ['1.5d6', 'neither dice'],
  ])('refuses %j with a message naming the problem', (notation, message) => {
    expect(() => parseDiceNotation(notation)).toThrow(DiceNotationError);
    expect(() => parseDiceNotation(notation)).toThrow(message);
    expect(() => parseDiceNotation(notation)).toThrow(`"${notation}" is not valid dice notation`);
  });
});

describe('fair die roller', () => {
  it('gives every face of a d6 and a d20 within 5% of its share over 60,000 seeded rolls', () => {
    for (const sides of [6, 20]) {
      const roll = dieRoller(seededWords(20261123 + sides));
      const counts = new Array<number>(sides + 1).fill(0);
      for (let index = 0; index < 60_000; index++) counts[roll(sides)]++;
      expect(counts[0]).toBe(0);
      const expected = 60_000 / sides;
      for (let face = 1; face <= sides; face++) expect(Math.abs(counts[face] - expected) / expected).toBeLessThan(0.05);
    }
  });

  it('throws away words from the incomplete last block instead of folding them onto low faces', () => {
    // 2^32 = 3 * 1431655765 + 1: the single top word (2^32 - 1) would make face 1 more likely; it must be redrawn.
    const words = [2 ** 32 - 1, 4];
    const source: RandomWords = (array) => {
      array[0] = words.shift()!;
      return array;
    };
    expect(dieRoller(source)(3)).toBe(2);
    expect(words).toEqual([]);
  });

  it('uses crypto.getRandomValues and stays within the faces', () => {
    const roll = cryptoDieRoller();
    const seen = new Set<number>();
    for (let index = 0; index < 2000; index++) seen.add(roll(4));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('rolling', () => {
  it('adds the modifier to a d20 and writes the parts', () => {
    const result = rollD20(7, 'normal', faces(14));
    expect(result.total).toBe(21);
    expect(result.natural).toBe(14);
    expect(result.text).toBe('d20 (14) + 7 = 21');
    expect(rollD20(-1, 'normal', faces(3)).text).toBe('d20 (3) - 1 = 2');
  });

  it('advantage keeps the higher d20, disadvantage the lower', () => {
    const high = rollD20(2, 'advantage', faces(5, 17));
    expect(high.total).toBe(19);
    expect(high.natural).toBe(17);
    expect(high.text).toBe('d20 advantage (5, 17) + 2 = 19');
    const low = rollD20(2, 'disadvantage', faces(5, 17));
    expect(low.total).toBe(7);
    expect(low.natural).toBe(5);
    const seeded = dieRoller(seededWords(7));
    for (let index = 0; index < 1000; index++) {
      const result = rollD20(0, 'advantage', seeded);
      expect(result.total).toBe(Math.max(...result.groups[0].rolls));
    }
  });

  it('a critical hit doubles the damage dice but not the modifier', () => {
    const result = rollNotation('2d6+3', faces(1, 2, 3, 4), { critical: true });
    expect(result.notation).toBe('4d6+3');
    expect(result.total).toBe(13);
    expect(result.text).toBe('4d6 (1, 2, 3, 4) + 3 = 13');
  });

  it('keeps highest or lowest, sums groups and subtracts negatives', () => {
    const kept = rollNotation('4d6kh3', faces(2, 6, 1, 5));
    expect(kept.total).toBe(13);
    expect(kept.text).toBe('4d6kh3 (2, 6, 5; dropped 1) = 13');
    const sum = rollNotation('1d8+1d6-1d4-2', faces(8, 3, 4));
    expect(sum.total).toBe(5);
    expect(sum.text).toBe('d8 (8) + d6 (3) - d4 (4) - 2 = 5');
  });

  it('writes a line for chat', () => {
    expect(rollShareText('Kira Vos', 'Stealth', rollD20(9, 'normal', faces(14)))).toBe('Kira Vos — Stealth: d20 (14) + 9 = 23');
  });
});

describe('conditions that give disadvantage', () => {
  const poisoned = { name: 'Poisoned' };
  it('applies Poisoned to checks and attacks, not saves; offers Frightened; exhaustion by level', () => {
    expect(disadvantageSources([poisoned], 0, { type: 'check' })).toEqual([{ name: 'Poisoned', conditional: false }]);
    expect(disadvantageSources([poisoned], 0, { type: 'save', ability: 'Wisdom' })).toEqual([]);
    expect(disadvantageSources([{ name: 'Frightened' }], 0, { type: 'attack' })).toEqual([{ name: 'Frightened', conditional: true }]);
    expect(disadvantageSources([{ name: 'Restrained' }], 0, { type: 'save', ability: 'Dexterity' })).toHaveLength(1);
    expect(disadvantageSources([{ name: 'Restrained' }], 0, { type: 'save', ability: 'Wisdom' })).toEqual([]);
    const exhaustion = [{ name: 'Exhaustion' }];
    expect(disadvantageSources(exhaustion, 1, { type: 'check' })).toEqual([{ name: 'Exhaustion 1', conditional: false }]);
    expect(disadvantageSources(exhaustion, 2, { type: 'save' })).toEqual([]);
    expect(disadvantageSources(exhaustion, 3, { type: 'save' })).toEqual([{ name: 'Exhaustion 3', conditional: false }]);
  });

  describe.runIf(hasRealData('dice: real conditions'))('on the real conditions data', () => {
    it('every condition with a disadvantage rule exists there and says so in its text', () => {
      const conditions = JSON.parse(readFileSync(resolve(REALDATA_API, 'conditions.json'), 'utf8')) as { name: string; description: string }[];
      for (const name of ['Blinded', 'Frightened', 'Poisoned', 'Prone', 'Restrained', 'Exhaustion']) {
        const condition = conditions.find((entry) => entry.name === name);
        expect(condition?.description, name).toMatch(/disadvantage/i);
      }
      const none = conditions.filter((entry) => !/disadvantage/i.test(entry.description));
      for (const condition of none) for (const type of ['check', 'attack', 'save'] as const) expect(disadvantageSources([condition], 6, { type })).toEqual([]);
    });
  });
});
