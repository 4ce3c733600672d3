// A large import does not take an instance down. The server runs the production way (the built server through
// server/start.sh, its heap sized from a small CACHE_MEMORY_MB) on its embedded store, and imports reach that store
// from beside it as `npm run seed` would: a resource over the importer's documented size is refused with the reason
// (nothing stored); one under it that this instance cannot hold within its budget is not served, the previous data
// stays served, /health says why, and the process never exits; the next import that fits is served again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDirectory, MAX_RESOURCE_JSON_BYTES } from '../../seed/importer.ts';
import { createStore } from '../../server/store/index.ts';
import type { Store } from '../../server/store/port.ts';
import { seedRecords } from '../support/seed-data.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

const MB = 1024 * 1024;

/** A folder holding only conditions.json: the bundled conditions, and `extra` more of `bytes` bytes of text each. */
function conditionsFolder(extra: number, bytes: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw5e-large-import-'));
  const bundled = seedRecords('conditions');
  const more = Array.from({ length: extra }, (_, i) => ({ ...bundled[0], name: `Weighed down ${i}`, description: `${'Heavy. '.repeat(bytes / 7)}` }));
  writeFileSync(join(dir, 'conditions.json'), JSON.stringify([...bundled, ...more]));
  return dir;
}

describe('a large import', () => {
  let child: ServerProcess;
  let store: Store;
  const folders: string[] = [];
  const bundledCount = seedRecords('conditions').length;

  beforeAll(async () => {
    child = await startServerProcess({ CACHE_MEMORY_MB: '8', DATA_VERSION_CHECK_MS: '200' });
    store = await createStore({ dataDir: child.dataDir });
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    await child?.stop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  const health = async () => (await fetch(`${child.url}/health`)).json() as Promise<{ status: string; problems?: string[] }>;
  const conditions = async () => {
    const res = await fetch(`${child.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ conditions { name } }' }) });
    return ((await res.json()) as { data: { conditions: { name: string }[] } }).data.conditions.length;
  };

  it('refuses a resource over the documented size, naming it, and stores nothing of it', async () => {
    const folder = conditionsFolder(18, MB);
    folders.push(folder);
    const before = (await store.dataVersions()).find((v) => v.name === 'conditions')?.version;
    const report = await importDirectory(store, folder);
    expect(report.ok).toBe(false);
    const reasons = report.resources.flatMap((r) => r.errors.map((e) => e.reason)).join('\n');
    expect(reasons).toMatch(new RegExp(`over the ${MAX_RESOURCE_JSON_BYTES / MB} MB a resource may take`));
    expect((await store.dataVersions()).find((v) => v.name === 'conditions')?.version).toBe(before);
    expect(await store.count('conditions')).toBe(bundledCount);
  }, 120_000);

  it('keeps serving the previous data when the new data does not fit its budget, says why, and stays up', async () => {
    const folder = conditionsFolder(10, MB);
    folders.push(folder);
    const report = await importDirectory(store, folder);
    expect(report.ok, JSON.stringify(report.resources.flatMap((r) => r.errors))).toBe(true);
    // /health drives the instance's checks (every 200 ms here): it loads the new data, finds it too large and says so.
    await expect.poll(async () => (await health()).status, { timeout: 60_000, interval: 200 }).toBe('degraded');
    expect((await health()).problems?.join(' ')).toMatch(/newest data is not served: .*over CACHE_MEMORY_MB \(8 MB\)/);
    expect(child.output()).toMatch(/keeps serving the previous data/);
    expect(await conditions()).toBe(bundledCount);
    // Still up and still refusing the same data (it is not loaded again): a while later, the same answers.
    await new Promise((done) => setTimeout(done, 1000));
    expect(child.proc.exitCode).toBeNull();
    expect((await health()).status).toBe('degraded');
    expect(await conditions()).toBe(bundledCount);
  }, 120_000);

  it('serves the next import that fits', async () => {
    const folder = conditionsFolder(1, 1024);
    folders.push(folder);
    expect((await importDirectory(store, folder)).ok).toBe(true);
    await expect.poll(async () => (await health()).status, { timeout: 60_000, interval: 200 }).toBe('ok');
    expect(await conditions()).toBe(bundledCount + 1);
  }, 120_000);
});
