// The start-up line about an instance's memory: the caches' budget (CACHE_MEMORY_MB) against the JavaScript heap
// V8 was given (server/start.sh sets it from the budget), and a warning when the heap could not hold full caches.
import { getHeapStatistics } from 'node:v8';

/**
 * What the heap needs beside the caches: the code, the server renderer, the store's records in flight and the
 * renders and answers being built. Below it the caches once full would leave V8 collecting all the time, then failing.
 */
export const HEAP_BESIDE_CACHES_BYTES = 96 * 1024 * 1024;

export function heapReport(cacheBytes: number, heapLimitBytes: number = getHeapStatistics().heap_size_limit): { line: string; warning: boolean } {
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  const line = `Memory: caches within ${mb(cacheBytes)} MB (CACHE_MEMORY_MB) of a JavaScript heap limited to ${mb(heapLimitBytes)} MB`;
  if (heapLimitBytes >= cacheBytes + HEAP_BESIDE_CACHES_BYTES) return { line, warning: false };
  return {
    line: `${line}: too small for full caches; start the server with server/start.sh (it sizes the heap from CACHE_MEMORY_MB) or lower CACHE_MEMORY_MB.`,
    warning: true,
  };
}
