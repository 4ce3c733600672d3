// The start-up memory line: the heap given to V8 against the caches' budget.
import { expect, test } from 'vitest';
import { HEAP_BESIDE_CACHES_BYTES, heapReport } from './heap-report.ts';

const MB = 1024 * 1024;

test('names the budget and the heap limit, with no warning when full caches fit', () => {
  expect(heapReport(96 * MB, 230 * MB)).toEqual({ line: 'Memory: caches within 96 MB (CACHE_MEMORY_MB) of a JavaScript heap limited to 230 MB', warning: false });
});

test('warns when the heap could not hold full caches beside what the server needs', () => {
  const report = heapReport(160 * MB, 160 * MB + HEAP_BESIDE_CACHES_BYTES - 1);
  expect(report.warning).toBe(true);
  expect(report.line).toMatch(/too small for full caches; start the server with server\/start.sh/);
});
