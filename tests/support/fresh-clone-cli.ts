// `npx tsx tests/support/fresh-clone-cli.ts`: proves a fresh clone's `npm test` can load every suite that may read
// ../shared, with ../shared hidden (tests/support/fresh-clone.ts): vitest's collection of those suites, then
// Playwright's list of its tests. Exits non-zero naming each suite that failed to load or asked for the material
// without printing its step-aside line. `npm test` runs it where the material is present (CI), since a run without it
// proves the same by itself.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { collectWithoutShared, suitesNamingShared, withoutShared } from './fresh-clone.ts';
import { repoRoot } from './realdata.ts';

const TEST_ROOTS = ['core', 'server', 'seed', 'rest-compat', 'tests', 'web'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'fixtures']);

/** Every vitest file of the repository (the patterns of vitest.config.ts: *.test.ts and *.test.tsx). */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(repoRoot, path)] : [];
  });
}

const started = Date.now();
const files = suitesNamingShared(TEST_ROOTS.flatMap((root) => testFiles(join(repoRoot, root))));
const collection = await collectWithoutShared(files);
const problems: string[] = [];
if (collection.code !== 0) {
  problems.push(`vitest could not load every suite without ../shared (exit ${collection.code}):`, ...collection.failed.map((f) => `  ${f}`));
}
for (const file of collection.silent) problems.push(`${file} asks for the real data but printed no step-aside line`);
const lines = [...collection.stepAside.values()].reduce((n, l) => n + l.length, 0);
const duration = /Duration\s+(.*)/.exec(collection.output)?.[1] ?? '';
console.log(`vitest: ${files.length} suites that name ../shared loaded without it; ${collection.stepAside.size} of them stepped aside (${lines} lines); ${duration}`);

// Playwright: its real-data project is left out without the data, and listing loads the config and every spec of the
// bundled-data project (no browser, no server).
const empty = mkdtempSync(join(tmpdir(), 'sw5e-no-shared-'));
try {
  const list = spawnSync('npx', ['--no-install', 'playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--list'], { cwd: repoRoot, env: withoutShared(empty), encoding: 'utf8' });
  const output = `${list.stdout}${list.stderr}`;
  const total = /Total: (\d+) tests? in (\d+) files?/.exec(output);
  if (list.status !== 0 || !total) problems.push(`playwright --list failed without ../shared (exit ${list.status}):\n${output.trim()}`);
  else if (!/^\[realdata\] .*e2e real-data project/m.test(output)) problems.push('playwright listed without ../shared but printed no step-aside line for its real-data project');
  else console.log(`playwright: ${total[1]} tests in ${total[2]} files listed without ../shared; the real-data project stepped aside`);
} finally {
  rmSync(empty, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.log(collection.output.trim());
  console.error(`\nA fresh clone's npm test would fail:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`fresh-clone collection passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
