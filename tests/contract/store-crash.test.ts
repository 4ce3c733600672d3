// Durability of the embedded store under kill -9: imports stay whole, acknowledged character saves stay saved.
//
// Bounded by rounds, not by time: each round starts both writers, waits until each has acknowledged a random number
// of writes (its next write is then under way: the writers never pause) and kills it there. Each round is its own test
// with a generous hang guard, so a loaded machine makes the rounds slower, never the test wrong.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../../server/store/embedded.ts';

const here = dirname(fileURLToPath(import.meta.url));
const IMPORTER = resolve(here, 'fixtures/store-crash-importer.ts');
const SAVER = resolve(here, 'fixtures/store-crash-saver.ts');
const ROUNDS = 12;
const DOCS = 3000;
const USER = 'crash-user';
/** A hang guard per round only: a quiet machine needs about 3 s (two tsx start-ups, a few writes, the checks). */
const ROUND_GUARD_MS = 120_000;

interface Child {
  proc: ChildProcess;
  /** Every line printed after "ready" (the acknowledgements). */
  lines: string[];
  ready: Promise<void>;
  /** Resolves once at least `count` lines have been printed; rejects if the child ends first. */
  printed: (count: number) => Promise<void>;
  /** Resolves once the child is gone; rejects unless it was our SIGKILL that ended it. */
  exited: Promise<void>;
}

const children = new Set<ChildProcess>();

/** Runs a fixture with tsx, collecting the lines it prints. */
function start(script: string, args: string[]): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(proc);
  const lines: string[] = [];
  const waiting: { count: number; done: () => void }[] = [];
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
    for (const w of waiting.filter((w) => lines.length >= w.count)) w.done();
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
  const printed = (count: number) =>
    Promise.race([
      new Promise<void>((done) => (lines.length >= count ? done() : waiting.push({ count, done }))),
      exited.then(() => {
        throw new Error(`${script} was killed before printing ${count} acknowledgements`);
      }),
    ]);
  return { proc, lines, ready, printed, exited };
}

const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** Kills the writer once it has acknowledged `acks` writes, a random few milliseconds into the write after them. */
async function killDuringWrite(child: Child, acks: number): Promise<void> {
  await child.printed(acks);
  // Where in the next write the kill lands varies with this (the writer does not pause, so it is always in one).
  await new Promise((r) => setTimeout(r, between(0, 30)));
  child.proc.kill('SIGKILL');
}

afterAll(() => {
  for (const proc of children) proc.kill('SIGKILL');
});

describe(`embedded store under kill -9: imports stay whole and acknowledged saves stay saved through ${ROUNDS} kills of each writer`, () => {
  let dir: string;
  let importsAcked = 0;
  let unacknowledged = 0;
  /** The last acknowledged counter per character id. */
  const acked = new Map<string, number>();
  let roundsDone = 0;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'store-crash-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (let round = 0; round < ROUNDS; round++) {
    it(`round ${round + 1}: both writers killed during a write; the store reopens whole`, { timeout: ROUND_GUARD_MS }, async () => {
      expect(roundsDone, 'the rounds run in order, each on the store the last one left').toBe(round);
      const importer = start(IMPORTER, [dir, String(DOCS)]);
      const saver = start(SAVER, [dir, USER, String(round * 1_000_000)]);
      await Promise.all([importer.ready, saver.ready]);
      // An import of 3,000 documents is slow next to a character save: the importer is killed after one or two
      // acknowledged imports, the saver after a few dozen saves at most.
      await Promise.all([killDuringWrite(importer, between(1, 2)), killDuringWrite(saver, between(1, 40))]);
      await Promise.all([importer.exited, saver.exited]);

      importsAcked += importer.lines.filter((l) => l.startsWith('ack ')).length;
      for (const line of saver.lines) {
        const [, id, k] = line.split(' ');
        acked.set(id!, Number(k));
      }

      const store = openEmbeddedStore({ dataDir: dir });
      try {
        await store.ping();
        const docs = await store.find('item');
        expect(docs.length, 'an acknowledged import vanished').toBe(DOCS);
        const marker = docs[0]!.marker;
        docs.forEach((d, i) => {
          if (d.marker !== marker || d.i !== i) throw new Error(`mixed or reordered import at ${i}`);
        });
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
          if (got === undefined || got < k) throw new Error(`acknowledged save of ${id} (k=${k}) lost; stored ${got}`);
        }
      } finally {
        await store.close();
      }
      roundsDone++;
    });
  }

  it('every round ran and acknowledged writes', () => {
    console.log(
      `[store-crash] ${roundsDone} rounds: ${importsAcked} imports and ${acked.size} characters acknowledged, ` +
        `${unacknowledged} import(s) committed without their acknowledgement line (killed in between)`,
    );
    expect(roundsDone).toBe(ROUNDS);
    expect(importsAcked).toBeGreaterThanOrEqual(ROUNDS);
    expect(acked.size).toBeGreaterThanOrEqual(ROUNDS);
  });
});
