// Durability of the embedded store under kill -9: imports stay whole, acknowledged character saves stay saved.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../../server/store/embedded.ts';

const here = dirname(fileURLToPath(import.meta.url));
const IMPORTER = resolve(here, 'fixtures/store-crash-importer.ts');
const SAVER = resolve(here, 'fixtures/store-crash-saver.ts');
const ROUNDS = 12;
const DOCS = 3000;
const USER = 'crash-user';

interface Child {
  proc: ChildProcess;
  lines: string[];
  ready: Promise<void>;
  /** Resolves once the child is gone; rejects unless it was our SIGKILL that ended it. */
  exited: Promise<void>;
}

const children = new Set<ChildProcess>();

/** Runs a fixture with tsx, collecting the lines it prints. */
function start(script: string, args: string[]): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(proc);
  const lines: string[] = [];
  let buffer = '';
  let stderr = '';
  let onReady: () => void;
  let onFail: (error: Error) => void;
  const ready = new Promise<void>((res, rej) => {
    onReady = res;
    onFail = rej;
  });
  proc.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    for (const line of parts) {
      if (line === 'ready') onReady();
      else lines.push(line);
    }
  });
  proc.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((res, rej) =>
    // 'close', not 'exit': every line the child wrote has been read by then.
    proc.once('close', (code, signal) => {
      children.delete(proc);
      // Only our SIGKILL may end a child: anything else is a failure of the store itself.
      if (signal === 'SIGKILL') return res();
      const error = new Error(`${script} exited with ${signal ?? code}:\n${stderr}`);
      onFail(error);
      rej(error);
    }),
  );
  exited.catch(() => undefined);
  return { proc, lines, ready, exited };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));

afterAll(() => {
  for (const proc of children) proc.kill('SIGKILL');
});

describe('embedded store under kill -9', () => {
  it(`keeps imports whole and acknowledged saves through ${ROUNDS} kills of each writer`, { timeout: 90_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-crash-'));
    try {
      let importsAcked = 0;
      let unacknowledged = 0;
      /** The last acknowledged counter per character id. */
      const acked = new Map<string, number>();
      for (let round = 0; round < ROUNDS; round++) {
        const importer = start(IMPORTER, [dir, String(DOCS)]);
        const saver = start(SAVER, [dir, USER, String(round * 1_000_000)]);
        await Promise.all([importer.ready, saver.ready]);
        // Each writer dies at its own random moment, mostly in the middle of a write (they never pause).
        await Promise.all([
          sleep(between(80, 700)).then(() => importer.proc.kill('SIGKILL')),
          sleep(between(20, 500)).then(() => saver.proc.kill('SIGKILL')),
        ]);
        await Promise.all([importer.exited, saver.exited]);

        const importAcks = importer.lines.filter((l) => l.startsWith('ack '));
        importsAcked += importAcks.length;
        for (const line of saver.lines) {
          const [, id, k] = line.split(' ');
          acked.set(id!, Number(k));
        }

        const store = openEmbeddedStore({ dataDir: dir });
        try {
          await store.ping();
          const docs = await store.find('item');
          if (importsAcked > 0) expect(docs.length, `round ${round}: an acknowledged import vanished`).toBe(DOCS);
          if (docs.length > 0) {
            expect(docs).toHaveLength(DOCS);
            const marker = docs[0]!.marker;
            docs.forEach((d, i) => {
              if (d.marker !== marker || d.i !== i) throw new Error(`round ${round}: mixed or reordered import at ${i}`);
            });
          }
          // Every acknowledged import committed; at most one more per kill committed without its line printed.
          const versions = Object.fromEntries((await store.dataVersions()).map((v) => [v.name, v.version]));
          const committed = versions.items ?? 0;
          expect(committed).toBeGreaterThanOrEqual(importsAcked);
          expect(committed).toBeLessThanOrEqual(importsAcked + round + 1);
          expect(versions.MASTERVERSION ?? 0).toBe(committed);
          unacknowledged = committed - importsAcked;

          const stored = new Map((await store.listDocuments('character', USER)).map((c) => [c.id, JSON.parse(c.jsonData).k as number]));
          for (const [id, k] of acked) {
            const got = stored.get(id);
            if (got === undefined || got < k) {
              throw new Error(`round ${round}: acknowledged save of ${id} (k=${k}) lost; stored ${got}`);
            }
          }
        } finally {
          await store.close();
        }
      }
      console.log(
        `[store-crash] ${ROUNDS} rounds: ${importsAcked} imports and ${acked.size} characters acknowledged, ` +
          `${unacknowledged} import(s) committed without their acknowledgement line (killed in between)`,
      );
      expect(importsAcked).toBeGreaterThan(ROUNDS);
      expect(acked.size).toBeGreaterThan(ROUNDS);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
