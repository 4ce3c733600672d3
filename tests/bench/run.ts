// Runs the benchmarks of tests/bench one after another, each in a Node process of its own (one's memory and warm
// caches never touch the next), with the garbage collector exposed (the memory figures use it) and React's production
// build: `npm run bench` runs them all, `npm run bench -- ssr search` those whose file name contains a word given.
// Each prints its own figures and targets; the file's first lines say what it measures and its own settings.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const words = process.argv.slice(2);
const all = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .sort();
const chosen = words.length ? all.filter((file) => words.some((word) => file.includes(word))) : all;
if (chosen.length === 0) {
  console.error(`No benchmark matches ${words.join(', ')}; there are: ${all.map((file) => file.replace('.bench.ts', '')).join(', ')}.`);
  process.exit(2);
}

const failed: string[] = [];
for (const file of chosen) {
  console.log(`\n=== ${file}`);
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(here, file)], {
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  });
  if (run.status !== 0) failed.push(`${file} (exit ${run.status ?? run.signal})`);
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
