// `npm test`: the whole suite in one command: generated code up to date, types, the layering rules, unit and
// contract tests, the web build, and the browser tests. Every step runs; the summary names each failure; the exit
// code is non-zero on any.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from './support/realdata.ts';

interface Step {
  name: string;
  cmd: string[];
  /** Why the step cannot run here, or undefined when it can. */
  unavailable?: () => string | undefined;
  /** When set in the environment to 1, an unavailable step is a failure instead of a skip. */
  requiredBy?: string;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const npx = (...args: string[]) => ['npx', '--no-install', ...args];

const steps: Step[] = [
  { name: 'codegen output matches schema/ and the operations', cmd: npx('graphql-codegen', '--config', 'codegen.ts', '--check') },
  { name: 'typecheck', cmd: npx('tsc', '-p', 'tsconfig.json', '--noEmit') },
  {
    name: 'layering (dependency-cruiser, .dependency-cruiser.cjs)',
    cmd: ['npm', 'run', '--silent', 'lint:deps'],
  },
  { name: 'unit and contract tests (vitest)', cmd: npx('vitest', 'run') },
  { name: 'web build', cmd: npx('vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn') },
  {
    name: 'browser tests (playwright, Debian chromium)',
    cmd: npx('playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'),
    unavailable: () =>
      !existsSync(resolve(repoRoot, 'tests/e2e/playwright.config.ts'))
        ? 'tests/e2e/playwright.config.ts does not exist yet'
        : !existsSync(CHROMIUM)
          ? `${CHROMIUM} not found (install Debian's chromium: apt-get install -y chromium)`
          : undefined,
    requiredBy: 'REQUIRE_E2E',
  },
];

const results: { name: string; status: 'passed' | 'failed' | 'skipped'; seconds: number; note?: string }[] = [];
for (const step of steps) {
  const why = step.unavailable?.();
  if (why) {
    const required = step.requiredBy && process.env[step.requiredBy] === '1';
    console.log(`\n=== ${step.name}: ${required ? 'CANNOT RUN' : 'skipped'}: ${why}`);
    results.push({ name: step.name, status: required ? 'failed' : 'skipped', seconds: 0, note: why });
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0]!, step.cmd.slice(1), { cwd: repoRoot, stdio: 'inherit', env: process.env });
  results.push({ name: step.name, status: run.status === 0 ? 'passed' : 'failed', seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.status.toUpperCase().padEnd(7)} ${r.name} (${r.seconds.toFixed(1)} s)${r.note ? ` - ${r.note}` : ''}`);
process.exit(results.some((r) => r.status === 'failed') ? 1 : 0);
