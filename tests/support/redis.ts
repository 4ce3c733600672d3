// Starts a throwaway Redis (Debian's redis-server) on a free loopback port, with nothing written to disk, for the
// suites that share rate limits between instances.
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { delimiter, join } from 'node:path';

export interface TestRedis {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Stops the server for good. */
  stop(): Promise<void>;
  /** Kills the server and leaves it down (until `start`). */
  kill(): Promise<void>;
  /** Starts it again on the same port; resolves when it answers. */
  start(): Promise<void>;
  /**
   * Freezes the server (SIGSTOP): its port still takes connections (the kernel accepts them) but nothing is answered,
   * as with a hung Redis or a network partition. `thaw` (SIGCONT) lets it answer again, queued commands first.
   */
  freeze(): void;
  thaw(): void;
}

/** REDIS_SERVER_BIN, else `redis-server` on PATH; undefined when neither exists. */
export function findRedisBinary(): string | undefined {
  const fromEnv = process.env.REDIS_SERVER_BIN;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : undefined;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, 'redis-server'))) return join(dir, 'redis-server');
  }
  return undefined;
}

/** CI sets REQUIRE_REDIS=1: a missing redis-server is then a failure, not a reason to skip. */
export function hasRedis(suite: string): boolean {
  if (findRedisBinary()) return true;
  if (process.env.REQUIRE_REDIS === '1') {
    throw new Error(`${suite}: REQUIRE_REDIS=1 but no redis-server was found (apt-get install redis-server, or set REDIS_SERVER_BIN).`);
  }
  console.log(`[redis] ${suite}: skipped (no redis-server; set REDIS_SERVER_BIN or install Debian's redis-server)`);
  return false;
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

/** Whether something answers PING with PONG on the port. */
function answers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    socket.setTimeout(500, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) socket.end();
    });
    socket.on('close', () => done(reply.startsWith('+PONG')));
    socket.on('error', () => done(false));
  });
}

export async function startRedis(options: { binary?: string; startTimeoutMs?: number } = {}): Promise<TestRedis> {
  const binary = options.binary ?? findRedisBinary();
  if (!binary) throw new Error('No redis-server: set REDIS_SERVER_BIN or install Debian\'s redis-server.');
  const port = await freePort();
  let child: ChildProcess | undefined;

  const launch = async () => {
    let output = '';
    const proc = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    proc.stdout!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-4000)));
    proc.stderr!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-4000)));
    let exited: string | undefined;
    proc.once('exit', (code, signal) => (exited = `exited with ${signal ?? code}`));
    const deadline = Date.now() + (options.startTimeoutMs ?? 10_000);
    for (;;) {
      if (exited) throw new Error(`redis-server (${binary}) ${exited} while starting on port ${port}:\n${output}`);
      if (await answers(port)) return;
      if (Date.now() > deadline) {
        proc.kill('SIGKILL');
        throw new Error(`redis-server (${binary}) did not answer on port ${port}:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const kill = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGKILL');
    });
  };

  const onExit = () => child?.kill('SIGKILL');
  process.once('exit', onExit);
  try {
    await launch();
  } catch (error) {
    await kill();
    process.off('exit', onExit);
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    start: launch,
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
    async stop() {
      await kill();
      process.off('exit', onExit);
    },
  };
}
