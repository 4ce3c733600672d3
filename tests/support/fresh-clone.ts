// A fresh clone has no ../shared: its real data, its canonical checkout and CI's FerretDB and Redis are all absent.
// Every suite that needs them must then step aside with its one printed line, never fail to load. CI always has them,
// so it would never notice a suite that reads them while vitest collects (before `describe.runIf` can step aside):
// this runs vitest's collection of those suites with the material hidden and reports any suite that errors.
//
// "Collection" is a vitest run whose name filter matches no test: every file is loaded and every describe body runs
// (which is where a collection-time read throws), but no test or hook does, so it costs the loading only.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { repoRoot } from './realdata.ts';

/** A test file that names the real data or the canonical checkout (the only ways a suite can reach ../shared). */
const NAMES_SHARED = /realdata|\.\.\/shared|canonical-checkout|sw5e-database/i;
/** A file that asks whether the material is there must print its step-aside line when it is not. */
const ASKS = /\bhasRealData\(|\bhasCanonicalMaterial\(/;
/** The line hasRealData, hasCanonicalMaterial and the suites' own fallbacks print when they step aside. */
const STEP_ASIDE = /^\[(realdata|canonical)\] /;

/** The vitest suites that may read ../shared: the test files that name it, repository-relative and sorted. */
export function suitesNamingShared(files: readonly string[]): string[] {
  return files.filter((file) => NAMES_SHARED.test(readFileSync(resolve(repoRoot, file), 'utf8'))).sort();
}

export interface Collection {
  /** vitest's exit code: 0 when every file loaded. */
  code: number | null;
  /** vitest's whole output, colours off. */
  output: string;
  /** The step-aside lines printed, by the repository-relative file that printed them. */
  stepAside: Map<string, string[]>;
  /** Files that ask for the material (hasRealData, hasCanonicalMaterial) but printed no step-aside line. */
  silent: string[];
  /** Files vitest reports as failed to load, with the error's first line. */
  failed: string[];
}

/**
 * This environment with ../shared hidden: REALDATA_DIR and SW5E_DATABASE_DIR name `empty` (an empty folder),
 * FERRETDB_BIN and REDIS_SERVER_BIN are unset, and none of CI's REQUIRE_* is set (a fresh clone's `npm test`); colours
 * off, and no trace of a vitest this may run inside.
 */
export function withoutShared(empty: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, REALDATA_DIR: empty, SW5E_DATABASE_DIR: empty, NO_COLOR: '1', FORCE_COLOR: '0' };
  for (const name of ['REQUIRE_REALDATA', 'REQUIRE_FERRETDB', 'REQUIRE_REDIS', 'REQUIRE_E2E', 'FERRETDB_BIN', 'REDIS_SERVER_BIN', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) {
    delete env[name];
  }
  return env;
}

/**
 * Collects the given vitest files (repository-relative) with ../shared hidden (`withoutShared`). `config` picks another
 * vitest config (the checker's own test uses one for its fixtures).
 */
export async function collectWithoutShared(files: readonly string[], options: { config?: string } = {}): Promise<Collection> {
  const empty = mkdtempSync(join(tmpdir(), 'sw5e-no-shared-'));
  try {
    const env = withoutShared(empty);
    const args = ['--no-install', 'vitest', 'run', ...(options.config ? ['--config', options.config] : []), '--testNamePattern', '(?!)', '--passWithNoTests', '--no-isolate', ...files];
    const { code, output } = await run('npx', args, env);
    return { code, output, ...readOutput(output, files) };
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => {
      output += `${error.message}\n`;
      done({ code: null, output });
    });
    child.on('close', (code) => done({ code, output }));
  });
}

/** Reads vitest's default reporter: "stdout | <file> ..." heads each file's console output, "FAIL ... <file>" a failure. */
function readOutput(output: string, files: readonly string[]): Pick<Collection, 'stepAside' | 'silent' | 'failed'> {
  const stepAside = new Map<string, string[]>();
  const failed: string[] = [];
  const lines = output.split('\n');
  let current: string | undefined;
  lines.forEach((line, i) => {
    const head = /^(?:stdout|stderr) \| (\S+)/.exec(line);
    if (head) current = relative(repoRoot, resolve(repoRoot, head[1]!));
    else if (current && STEP_ASIDE.test(line)) stepAside.set(current, [...(stepAside.get(current) ?? []), line]);
    const fail = /^\s*FAIL\s+(?:\S+\s+)?(\S+\.tsx?)\s/.exec(line);
    if (fail) failed.push(`${fail[1]}: ${lines[i + 1]?.trim() ?? ''}`);
  });
  const silent = files.filter((file) => ASKS.test(readFileSync(resolve(repoRoot, file), 'utf8')) && !stepAside.has(file));
  return { stepAside, silent, failed: [...new Set(failed)] };
}
