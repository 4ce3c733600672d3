// A server or importer killed with SIGKILL in the middle of an import restarts on the same DATA_DIR with an intact
// store: every resource holds one whole version (the old or the new one), never a mix, never an unreadable file.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceByName } from '../../core/resources.ts';
import { openEmbeddedStore } from '../../server/store/index.ts';
import { repoRoot } from '../support/realdata.ts';
import { SEED_DIR } from '../support/seed-data.ts';
import { spawnTs } from '../support/spawn-ts.ts';

let root: string;

/** Writes a copy of the seed data with every record list multiplied and marked, so imports take a while. */
function variantFolder(name: string, marker: string, copies: number): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(SEED_DIR).filter((f) => f.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(join(SEED_DIR, file), 'utf8'));
    const def = resourceByName(file.replace(/\.json$/, ''));
    if (!Array.isArray(data) || def?.kind !== 'records' || def.key === 'characterAdvancement') {
      writeFileSync(join(dir, file), JSON.stringify(data));
      continue;
    }
    const out = [];
    // Our own catalogues are keyed to the records by name (a starship size, a deployment): copies under new names
    // would name nothing, so they are marked but not multiplied.
    for (let k = 0; k < (def.ownData ? 1 : copies); k++) {
      for (const rec of data) {
        const copy = { ...rec, crashTestMarker: marker, name: k === 0 ? rec.name : `${rec.name} ${k}` };
        if (copy.rowKey) copy.rowKey = `${copy.rowKey}-${k}`;
        out.push(copy);
      }
    }
    writeFileSync(join(dir, file), JSON.stringify(out));
  }
  return dir;
}

function run(args: string[], env: Record<string, string>): ChildProcess {
  return spawnTs(args, { env: { ...process.env, ...env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0' } });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => (child.exitCode !== null || child.signalCode ? done(child.exitCode) : child.once('exit', (code) => done(code))));
}

/** Waits until the child prints a line matching `pattern`. */
function waitFor(child: ChildProcess, pattern: RegExp, timeoutMs = 60_000): Promise<void> {
  return new Promise((done, fail) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`timed out waiting for ${pattern}; output:\n${seen.slice(-2000)}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (pattern.test(seen)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', () => {
      clearTimeout(timer);
      if (!pattern.test(seen)) fail(new Error(`exited before ${pattern}; output:\n${seen.slice(-2000)}`));
    });
  });
}

/** Opens the store directly and checks each resource holds exactly one marker and the full count for it. */
async function checkIntact(dataDir: string, expectedCounts: Record<string, Record<string, number>>) {
  const store = await openEmbeddedStore({ dataDir });
  try {
    for (const [resource, counts] of Object.entries(expectedCounts)) {
      const docs = await store.find(resource);
      const markers = new Set(docs.map((d) => String(d.crashTestMarker ?? 'none')));
      expect(markers.size, `${resource} holds a mix: ${[...markers].join(', ')}`).toBeLessThanOrEqual(1);
      if (docs.length === 0) continue;
      const marker = [...markers][0]!;
      expect(docs.length, `${resource} (${marker}) is incomplete`).toBe(counts[marker]);
    }
  } finally {
    await store.close();
  }
}

function countsOf(folders: Record<string, string>): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const dir of Object.values(folders)) {
    for (const file of readdirSync(dir)) {
      const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      const def = resourceByName(file.replace(/\.json$/, ''));
      if (!def || !Array.isArray(data)) continue;
      (out[def.key] ??= {})[data[0]?.crashTestMarker ?? 'none'] = data.length;
    }
  }
  return out;
}

describe('SIGKILL during imports', () => {
  let oldData: string;
  let newData: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'sw5e-crash-'));
    oldData = variantFolder('old', 'old', 3);
    newData = variantFolder('new', 'new', 25);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('a server killed while importing on first start restarts and completes the import', async () => {
    const counts = countsOf({ new: newData });
    for (let attempt = 0; attempt < 3; attempt++) {
      const dataDir = join(root, `first-start-${attempt}`);
      const server = run(['server/main.ts'], { DATA_DIR: dataDir, SEED_DIR: newData });
      await waitFor(server, /imported \w+/);
      await sleep(Math.random() * 400);
      server.kill('SIGKILL');
      await exited(server);
      await checkIntact(dataDir, counts);

      const again = run(['server/main.ts'], { DATA_DIR: dataDir, SEED_DIR: newData });
      await waitFor(again, /listening on/);
      again.kill('SIGTERM');
      await exited(again);
      const store = await openEmbeddedStore({ dataDir });
      try {
        for (const [resource, c] of Object.entries(counts)) expect((await store.find(resource)).length, resource).toBe(Object.values(c)[0]);
      } finally {
        await store.close();
      }
    }
  }, 240_000);

  it('an import killed half-way leaves every resource wholly old or wholly new, and the server starts on it', async () => {
    const counts = countsOf({ old: oldData, new: newData });
    const dataDir = join(root, 'replace');
    const first = run(['server/main.ts'], { DATA_DIR: dataDir, SEED_DIR: oldData });
    await waitFor(first, /listening on/);
    first.kill('SIGTERM');
    await exited(first);

    const sawMix = { old: 0, new: 0 };
    for (let attempt = 0; attempt < 5; attempt++) {
      const importer = run(['server/seed-cli.ts', newData], { DATA_DIR: dataDir });
      await waitFor(importer, /imported \w+/).catch(() => undefined);
      await sleep(Math.random() * 300);
      importer.kill('SIGKILL');
      await exited(importer);
      await checkIntact(dataDir, counts);
      const store = await openEmbeddedStore({ dataDir });
      const powers = await store.find('power');
      await store.close();
      sawMix[powers[0]?.crashTestMarker === 'new' ? 'new' : 'old']++;
    }
    const server = run(['server/main.ts'], { DATA_DIR: dataDir, SEED_DIR: oldData });
    await waitFor(server, /listening on/);
    server.kill('SIGTERM');
    expect(await exited(server)).not.toBe(1);
    expect(sawMix.old + sawMix.new).toBe(5);
  }, 240_000);
});
