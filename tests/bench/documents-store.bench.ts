// Stored documents on each store: what a share link's read (polled about every second by each viewer), a save from a
// revision and a listing cost with DOCS documents of 20 KB across DOCS/10 users. FerretDB runs when its binary is
// found (FERRETDB_BIN or on PATH); its SQLite handler uses an index only for a bare {_id} filter, which is what
// this measures; and 60 saves of one document from one revision at once. On FerretDB it also counts the database
// commands each of these sends and the time they took (the round trips of a save, by command).
// Settings: DOCS (default 2000), ROUNDS (default 50).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmbeddedStore } from '../../server/store/embedded.ts';
import { openMongoStore } from '../../server/store/mongodb.ts';
import type { Store } from '../../server/store/port.ts';
import { findFerretDbBinary, startFerretDb } from '../support/ferretdb.ts';

const DOCS = Number(process.env.DOCS ?? 2000);
const ROUNDS = Number(process.env.ROUNDS ?? 50);
const JSON_TEXT = JSON.stringify({ name: 'Bench', notes: 'y'.repeat(20_000) });

/** Database commands seen (by name: how many, and their summed time), when the store reports them. */
class CommandCount {
  private seen = new Map<string, { n: number; ms: number }>();
  readonly told = (command: string, ms: number) => {
    const entry = this.seen.get(command) ?? { n: 0, ms: 0 };
    entry.n++;
    entry.ms += ms;
    this.seen.set(command, entry);
  };
  reset(): void {
    this.seen = new Map();
  }
  /** What was seen since the last reset, per one of `per` operations. */
  report(per: number): string {
    const all = [...this.seen].sort((a, b) => b[1].ms - a[1].ms);
    const total = all.reduce((sum, [, e]) => sum + e.n, 0);
    return `${(total / per).toFixed(1)} commands each: ${all.map(([name, e]) => `${name} ${(e.n / per).toFixed(1)} x ${(e.ms / e.n).toFixed(1)} ms`).join(', ')}`;
  }
}

async function measure(label: string, fn: () => Promise<unknown>, commands?: CommandCount): Promise<void> {
  commands?.reset();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`  ${label.padEnd(38)} median ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms`);
  if (commands) console.log(`    ${commands.report(ROUNDS)}`);
}

async function run(name: string, store: Store, commands?: CommandCount): Promise<void> {
  const started = performance.now();
  const ids: string[] = [];
  for (let user = 0; user < DOCS / 10; user++) {
    const saved = await store.saveDocuments('character', `user${user}`, Array.from({ length: 10 }, () => ({ jsonData: JSON_TEXT })), 20);
    ids.push(...saved.map((d) => d.id));
  }
  console.log(`${name}: ${DOCS} characters of ${JSON_TEXT.length} bytes stored in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const share = await store.createShare('user0', 'character', ids[0]!, 'FULL');
  let revision = 1;
  await measure('share link read (getShare + getDocument)', async () => {
    const link = await store.getShare(share.token);
    await store.getDocument(link!.kind, link!.userId, link!.documentId);
  }, commands);
  await measure('save from its revision', async () => {
    revision = (await store.saveDocument('character', 'user0', { id: ids[0]!, jsonData: JSON_TEXT, baseRevision: revision }, 20)).revision;
  }, commands);
  await measure('list one user (10 characters)', () => store.listDocuments('character', 'user7'), commands);
  // 60 saves of one document from the same revision at once (one device's burst, or many tabs): one wins, the rest
  // are conflicts; none may be refused as busy.
  const outcomes = { won: 0, conflict: 0, other: 0 };
  await measure('60 concurrent saves of one document', async () => {
    const base = (await store.getDocument('character', 'user1', ids[10]!))!.revision;
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, () => store.saveDocument('character', 'user1', { id: ids[10]!, jsonData: JSON_TEXT, baseRevision: base }, 20)),
    );
    for (const r of results) {
      if (r.status === 'fulfilled') outcomes.won++;
      else if ((r.reason as Error).name === 'RevisionConflictError') outcomes.conflict++;
      else outcomes.other++;
    }
  }, commands);
  console.log(`  60 concurrent saves: ${outcomes.won} won, ${outcomes.conflict} conflicts, ${outcomes.other} other (busy/unavailable) in all rounds`);
}

const dir = mkdtempSync(join(tmpdir(), 'bench-documents-'));
try {
  const embedded = openEmbeddedStore({ dataDir: dir });
  await run('embedded', embedded);
  await embedded.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (findFerretDbBinary()) {
  const ferret = await startFerretDb();
  try {
    const commands = new CommandCount();
    const store = await openMongoStore({ uri: ferret.uri, dbName: 'bench_documents', onCommand: commands.told });
    await run('ferretdb', store, commands);
    await store.close();
  } finally {
    await ferret.stop();
  }
} else {
  console.log('ferretdb: skipped (no FERRETDB_BIN, no ferretdb on PATH)');
}
