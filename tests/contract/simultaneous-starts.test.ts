// Instances started together on one empty FerretDB, from a rules folder as the original API has it (without the
// project's own resources, which each instance then takes from the bundled files), each run the start-up import at
// the same moment. The store lets one import of each resource win; losing that race to the identical import is
// success: every start completes, and the store holds every resource once.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_DATA_RESOURCES, RESOURCES, resourceDef } from '../../core/resources.ts';
import { seedMissing } from '../../server/boot.ts';
import { openMongoStore } from '../../server/store/index.ts';
import type { Store } from '../../server/store/port.ts';
import { findFerretDbBinary, startFerretDb, type FerretDb } from '../support/ferretdb.ts';
import { SEED_DIR } from '../support/seed-data.ts';

const haveFerret = Boolean(findFerretDbBinary()) || process.env.REQUIRE_FERRETDB === '1';

describe.runIf(haveFerret)('instances started together', () => {
  let ferret: FerretDb;
  let stores: Store[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'sw5e-original-folder-'));

  beforeAll(async () => {
    // The original API's folder: the bundled files without our own resources.
    const own = new Set(OWN_DATA_RESOURCES.map((key) => `${key}.json`));
    cpSync(SEED_DIR, folder, { recursive: true, filter: (path) => !own.has(path.slice(path.lastIndexOf('/') + 1)) });
    ferret = await startFerretDb();
    stores = await Promise.all([0, 1, 2].map(() => openMongoStore({ uri: ferret.uri, dbName: 'together' })));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await ferret?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('each start succeeds, whichever import of a resource won, and every resource is stored', async () => {
    const logs: string[][] = [[], [], []];
    const started = await Promise.allSettled(stores.map((store, i) => seedMissing(store, folder, (line) => logs[i]!.push(line))));
    for (const [i, outcome] of started.entries()) expect(outcome.status, `instance ${i}: ${String((outcome as PromiseRejectedResult).reason)}\n${logs[i]!.join('\n')}`).toBe('fulfilled');
    const stored = new Set((await stores[0]!.dataVersions()).map((v) => v.name));
    for (const def of RESOURCES) expect(stored.has(resourceDef(def.key).versionName), def.key).toBe(true);
    for (const key of OWN_DATA_RESOURCES) expect(await stores[1]!.count(key), key).toBeGreaterThan(0);
  });
});
