// Runs the server as `npm start` does (the built server through server/start.sh, with its heap limits, in a process
// of its own) for the suites that stop, kill or run several instances and the memory benchmark: resolves once it
// listens, keeps its output for messages, and stops it on demand.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleServer } from '../../server/build-server.ts';
import { repoRoot } from './realdata.ts';

let built: Promise<string> | undefined;

/**
 * The server built from the current sources, once per test process: kept under test-results/server-builds by its
 * content (inside the checkout, so its packages resolve), so concurrent suites never overwrite a file another runs.
 */
function serverBuild(): Promise<string> {
  built ??= (async () => {
    const dir = resolve(repoRoot, 'test-results/server-builds');
    const text = await bundleServer(join(dir, 'server.mjs'));
    const file = join(dir, `${createHash('sha256').update(text).digest('hex').slice(0, 16)}.mjs`);
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, text);
      renameSync(temp, file);
    }
    return file;
  })();
  return built;
}

export interface ServerProcess {
  proc: ChildProcess;
  url: string;
  dataDir: string;
  output(): string;
  /** Resolves when the process has exited, with its exit code and when. */
  exited: Promise<{ code: number | null; at: number }>;
  /** Waits until the process printed `pattern`. */
  printed(pattern: RegExp): Promise<void>;
  /** SIGTERM (or `signal`) and wait for the exit; removes its data directory. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>, startTimeoutMs = 90_000): Promise<ServerProcess> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sw5e-proc-'));
  // WEB_DIST defaults to an empty folder: these suites ask the API, and the placeholder page needs no build.
  // exec'd by the script: the pid is the server's own, so signals reach it.
  const proc = spawn('sh', [resolve(repoRoot, 'server/start.sh'), await serverBuild()], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE: process.execPath, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, WEB_DIST: dataDir, ...env },
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (c: Buffer) => {
    out += c.toString();
    for (const l of listeners) l();
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; at: number }>((done) => proc.once('exit', (code) => done({ code, at: Date.now() })));
  const printed = (pattern: RegExp) =>
    new Promise<void>((done) => {
      const check = () => {
        if (!pattern.test(out)) return;
        listeners.delete(check);
        done();
      };
      listeners.add(check);
      check();
    });
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not listen within ${startTimeoutMs} ms:\n${out.slice(-2000)}`)), startTimeoutMs);
    void printed(/listening on http:\/\/\S+/).then(() => {
      clearTimeout(timer);
      done(/listening on (http:\/\/\S+)/.exec(out)![1]!);
    });
    void exited.then(({ code }) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (${code}) before listening:\n${out.slice(-2000)}`));
    });
  });
  return {
    proc,
    url,
    dataDir,
    output: () => out,
    exited,
    printed,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (proc.exitCode === null && proc.signalCode === null) {
        proc.kill(signal);
        await exited;
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
