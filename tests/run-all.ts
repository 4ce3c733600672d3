// `npm test`: the whole suite in one command: generated code up to date, types, the layering rules, the generated-hooks
// rule, unit and contract tests, the web build, and the browser tests. Every step runs; the summary names each
// failure; the exit code is non-zero on any.
//
// The steps run in three stages, because CI has two cores: first the checks that read the sources (codegen, types,
// layering, generated hooks: one core, one after the other) beside the web build (the other core; under CI followed
// by the fresh-clone collection: the suites that may read ../shared loaded with it hidden); then vitest; then
// Playwright. (The contract suites that mostly wait on child processes were tried beside Playwright: on two cores
// they slowed the browser tests past their time limits, so they run before it.) The web build is the one the server-render contract test and the browser tests serve: it is made once and handed on
// through E2E_WEB_DIST. The output of steps that run side by side is held and printed whole when each ends.
import { spawn } from 'node:child_process';
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

interface Result {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  seconds: number;
  note?: string;
  /** The step's standard output (only kept for steps that ran beside another). */
  stdout?: string;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const npx = (...args: string[]) => ['npx', '--no-install', ...args];

const codegen: Step = { name: 'codegen output matches schema/ and the operations', cmd: npx('graphql-codegen', '--config', 'codegen.ts', '--check') };
const typecheck: Step = { name: 'typecheck', cmd: npx('tsc', '-p', 'tsconfig.json', '--noEmit') };
const layering: Step = { name: 'layering (dependency-cruiser, .dependency-cruiser.cjs)', cmd: ['npm', 'run', '--silent', 'lint:deps'] };
const generatedHooks: Step = { name: 'generated hooks only (web/operation-hooks-check.ts)', cmd: ['npm', 'run', '--silent', 'lint:hooks'] };
const webBuild: Step = { name: 'web build (browser and server renderer)', cmd: npx('tsx', 'tests/e2e/support/build-web-cli.ts') };
// Where ../shared is present (CI) nothing else would notice a suite that cannot load without it; where it is absent,
// the vitest run itself is that proof.
const freshClone: Step = {
  name: 'fresh-clone collection (suites naming ../shared, loaded with it hidden)',
  cmd: npx('tsx', 'tests/support/fresh-clone-cli.ts'),
  unavailable: () => (process.env.CI || process.env.REQUIRE_REALDATA === '1' ? undefined : 'runs under CI or REQUIRE_REALDATA=1 (here the vitest run proves it)'),
};
const vitest: Step = { name: 'unit and contract tests (vitest)', cmd: npx('vitest', 'run') };
const playwright: Step = {
  name: 'browser tests (playwright, Debian chromium)',
  cmd: npx('playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'),
  unavailable: () =>
    !existsSync(resolve(repoRoot, 'tests/e2e/playwright.config.ts'))
      ? 'tests/e2e/playwright.config.ts does not exist yet'
      : !existsSync(CHROMIUM)
        ? `${CHROMIUM} not found (install Debian's chromium: apt-get install -y chromium)`
        : undefined,
  requiredBy: 'REQUIRE_E2E',
};

/** Runs one step; `held` keeps its output and prints it in one piece at the end (for steps run side by side). */
async function run(step: Step, env: NodeJS.ProcessEnv, held: boolean): Promise<Result> {
  const why = step.unavailable?.();
  if (why) {
    const required = step.requiredBy && process.env[step.requiredBy] === '1';
    console.log(`\n=== ${step.name}: ${required ? 'CANNOT RUN' : 'skipped'}: ${why}`);
    return { name: step.name, status: required ? 'failed' : 'skipped', seconds: 0, note: why };
  }
  const header = `\n=== ${step.name}: ${step.cmd.join(' ')}`;
  if (!held) console.log(header);
  const started = Date.now();
  const child = spawn(step.cmd[0]!, step.cmd.slice(1), { cwd: repoRoot, env, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => {
    child.on('error', (error) => {
      output += `${error.message}\n`;
      done(null);
    });
    child.on('close', done);
  });
  const seconds = (Date.now() - started) / 1000;
  if (held) console.log(`${header} (ran beside another step, ${seconds.toFixed(1)} s)\n${output.trimEnd()}`);
  return { name: step.name, status: code === 0 ? 'passed' : 'failed', seconds, stdout };
}

/** Runs steps one after the other. */
async function sequence(steps: Step[], env: NodeJS.ProcessEnv, held: boolean): Promise<Result[]> {
  const results: Result[] = [];
  for (const step of steps) results.push(await run(step, env, held));
  return results;
}

const stageStarted = Date.now();
const [checks, [build, collection]] = await Promise.all([
  sequence([codegen, typecheck, layering, generatedHooks], process.env, true),
  sequence([webBuild, freshClone], process.env, true),
]);
const firstStage = (Date.now() - stageStarted) / 1000;

// The later steps serve the build just made; when it failed, they build again themselves (and fail the same way).
const webDist = build!.status === 'passed' ? build!.stdout?.trim().split('\n').pop() : undefined;
const env: NodeJS.ProcessEnv = webDist && existsSync(resolve(webDist, 'index.html')) ? { ...process.env, E2E_WEB_DIST: webDist } : process.env;
console.log(`\n=== checks and web build done side by side in ${firstStage.toFixed(1)} s; the later steps serve ${env.E2E_WEB_DIST ?? 'a build of their own'}`);
const first = [...checks, build!, collection!];
const results = [...first, ...(await sequence([vitest, playwright], env, false))];

console.log('\n=== summary');
console.log(`(the first ${first.length} steps ran side by side: ${firstStage.toFixed(1)} s together)`);
for (const r of results) console.log(`${r.status.toUpperCase().padEnd(7)} ${r.name} (${r.seconds.toFixed(1)} s)${r.note ? ` - ${r.note}` : ''}`);
process.exit(results.some((r) => r.status === 'failed') ? 1 : 0);
