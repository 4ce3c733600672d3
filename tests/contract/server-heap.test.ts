// The server as `npm start` runs it (the built server through server/start.sh): V8's heap is sized from the caches'
// budget, so an instance's memory follows CACHE_MEMORY_MB, and a heap too small for it is reported at start-up.
import { afterEach, expect, test } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

let child: ServerProcess | undefined;

afterEach(async () => {
  await child?.stop();
  child = undefined;
});

/** The heap limit the server reported, MB. */
function heapLimitMb(output: string): number {
  return Number(/heap limited to (\d+) MB/.exec(output)![1]);
}

test('the old generation gets the budget plus the headroom; the young generation a few MB', async () => {
  child = await startServerProcess({ CACHE_MEMORY_MB: '40' });
  await child.printed(/Memory: /);
  expect(child.output()).toMatch(/Memory: caches within 40 MB \(CACHE_MEMORY_MB\) of a JavaScript heap limited to \d+ MB\n/);
  // 40 + 128 MB of old generation; V8 adds its young generation (three 2 MB semi-spaces at most) to the limit.
  expect(heapLimitMb(child.output())).toBeGreaterThanOrEqual(168);
  expect(heapLimitMb(child.output())).toBeLessThanOrEqual(168 + 8);
});

test('a heap left no room beside the caches is reported at start-up', async () => {
  child = await startServerProcess({ CACHE_MEMORY_MB: '64', HEAP_HEADROOM_MB: '16' });
  await child.printed(/Memory: /);
  expect(child.output()).toMatch(/heap limited to \d+ MB: too small for full caches/);
});
