// The cache budget: derived caches share what the served data leaves, least recently used out, weighed by size.
import { expect, it } from 'vitest';
import { CacheBudget, stringBytes } from './cache-budget.ts';

it('keeps derived entries within what the served data leaves, dropping the least recently used first', () => {
  const budget = new CacheBudget(1000, () => undefined);
  const pages = budget.area<string>('pages');
  const answers = budget.area<string>('answers');
  pages.set('a', 'A', 300);
  answers.set('a', 'answer A', 300);
  pages.set('b', 'B', 300);
  expect(pages.get('a')).toBe('A');
  // 1200 bytes do not fit in 1000: the least recently used (answers 'a') goes.
  answers.set('b', 'answer B', 300);
  expect(answers.get('a')).toBeUndefined();
  expect([pages.get('a'), pages.get('b'), answers.get('b')]).toEqual(['A', 'B', 'answer B']);
  expect(budget.usedBytes()).toBe(900);

  // The served data takes 500: derived caches now have 500.
  budget.hold('search v2', 500);
  expect(budget.usedBytes()).toBeLessThanOrEqual(1000);
  expect(pages.get('a')).toBeUndefined();
  // However much the served data takes, derived caches keep a quarter of the budget.
  budget.hold('search v2', 5000);
  pages.set('small', 'S', 250);
  expect(pages.get('small')).toBe('S');
  budget.hold('search v2', 500);
  // One entry larger than the room left is not kept at all.
  pages.set('huge', 'H', 600);
  expect(pages.get('huge')).toBeUndefined();
  budget.hold('search v2', 0);
  pages.set('huge', 'H', 600);
  expect(pages.get('huge')).toBe('H');
});

it('empties one area without touching the others, and warns once when the served data alone is over the budget', () => {
  const lines: string[] = [];
  const budget = new CacheBudget(100, (line) => lines.push(line));
  const pages = budget.area<number>('pages');
  const states = budget.area<number>('states');
  pages.set('x', 1, 10);
  states.set('x', 2, 10);
  pages.clear();
  expect(pages.get('x')).toBeUndefined();
  expect(states.get('x')).toBe(2);
  states.set('y', 3, 20);
  budget.hold('resources', 150);
  budget.hold('more resources', 10);
  // A quarter (25) is left: the least recently used goes.
  expect(states.get('x')).toBeUndefined();
  expect(states.get('y')).toBe(3);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/over CACHE_MEMORY_MB/);
});

it('weighs a string by what V8 keeps: one byte a character when all are Latin-1, two otherwise', () => {
  expect(stringBytes('plain')).toBe(24 + 5);
  expect(stringBytes('caf\u00e9')).toBe(24 + 4);
  expect(stringBytes('a \u2014 b')).toBe(24 + 2 * 5);
  expect(stringBytes(`${'x'.repeat(100_000)}\u2019`)).toBe(24 + 2 * 100_001);
});
