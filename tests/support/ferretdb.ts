// Starts a throwaway FerretDB 1.x (SQLite handler) on a free loopback port, for tests that need a MongoDB server.
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { MongoClient } from 'mongodb';

export interface FerretDb {
  /** `mongodb://127.0.0.1:<port>/` */
  uri: string;
  port: number;
  dir: string;
  /** Stops the server for good and removes its directory. */
  stop(): Promise<void>;
  /** Kills the server (an outage) and starts it again on the same port and directory; resolves when it answers. */
  restart(signal?: NodeJS.Signals): Promise<void>;
  /** Kills the server and leaves it down (until `start`). */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again after `kill`; resolves when it answers. */
  start(): Promise<void>;
}

/** The FerretDB binary: FERRETDB_BIN, else `ferretdb` on PATH; undefined when neither exists. */
export function findFerretDbBinary(): string | undefined {
  const fromEnv = process.env.FERRETDB_BIN;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : undefined;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, 'ferretdb');
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts FerretDB with its data in a fresh temp directory; throws with its output when it does not come up. */
export async function startFerretDb(options: { binary?: string; startTimeoutMs?: number } = {}): Promise<FerretDb> {
  const binary = options.binary ?? findFerretDbBinary();
  if (!binary) throw new Error('No FerretDB binary: set FERRETDB_BIN or put `ferretdb` on PATH.');
  const startTimeoutMs = options.startTimeoutMs ?? 20_000;
  const dir = mkdtempSync(join(tmpdir(), 'ferretdb-'));
  const port = await freePort();
  const uri = `mongodb://127.0.0.1:${port}/`;
  let child: ChildProcess | undefined;
  let output = '';

  const launch = async () => {
    output = '';
    const proc = spawn(
      binary,
      [
        '--handler=sqlite',
        `--sqlite-url=file:${dir}/`,
        `--listen-addr=127.0.0.1:${port}`,
        `--state-dir=${dir}`,
        '--telemetry=disable',
        '--debug-addr=-',
        '--log-level=error',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = proc;
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    proc.stdout!.on('data', keep);
    proc.stderr!.on('data', keep);
    let exited: string | undefined;
    proc.once('exit', (code, signal) => {
      exited = `exited with ${signal ?? code}`;
    });
    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      if (exited) throw new Error(`FerretDB (${binary}) ${exited} while starting on port ${port}:\n${output}`);
      if (await answers(uri)) return;
      if (Date.now() > deadline) {
        proc.kill('SIGKILL');
        throw new Error(`FerretDB (${binary}) did not answer on ${uri} within ${startTimeoutMs} ms:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      // A server that ignores a polite signal is killed after 5 s.
      const force = setTimeout(() => proc.kill('SIGKILL'), 5000);
      proc.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      proc.kill(signal);
    });
  };

  const onExit = () => child?.kill('SIGKILL');
  process.once('exit', onExit);

  try {
    await launch();
  } catch (error) {
    await kill();
    rmSync(dir, { recursive: true, force: true });
    process.off('exit', onExit);
    throw error;
  }

  return {
    uri,
    port,
    dir,
    kill,
    start: launch,
    async restart(signal: NodeJS.Signals = 'SIGKILL') {
      await kill(signal);
      await launch();
    },
    async stop() {
      await kill('SIGTERM');
      process.off('exit', onExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function answers(uri: string): Promise<boolean> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 500, connectTimeoutMS: 500 });
  try {
    await client.db('admin').command({ ping: 1 });
    return true;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** The server's FerretDB version (from buildInfo), e.g. "v1.24.2"; undefined for a real MongoDB. */
export async function ferretDbVersion(uri: string): Promise<string | undefined> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 3000 });
  try {
    const info = await client.db('admin').command({ buildInfo: 1 });
    return typeof info.ferretdbVersion === 'string' ? info.ferretdbVersion : undefined;
  } finally {
    await client.close();
  }
}
