// The response cache of anonymous GraphQL queries is keyed by the data version: an import is visible once its data is loaded (in the background).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importDirectory } from '../../seed/importer.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'sw5e-cache-'));
}, 60_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('answers repeated queries from the cache and sees newly imported data once it is loaded', async () => {
  const q = '{ skills { name baseAttribute } }';
  const first = await server.graphql<{ skills: { name: string }[] }>(q);
  const again = await server.graphql<{ skills: { name: string }[] }>(q);
  expect(again.body).toEqual(first.body);

  writeFileSync(join(dir, 'skills.json'), JSON.stringify([{ name: 'Cartography', baseAttribute: 'Intelligence', contentType: 'Lookup', contentSource: 'None' }]));
  const report = await importDirectory(server.store, dir);
  expect(report.ok).toBe(true);
  // The new data is loaded in the background, then served.
  await server.settled();
  const after = await server.graphql<{ skills: { name: string }[] }>(q);
  expect(after.body.data?.skills).toEqual([{ name: 'Cartography', baseAttribute: 'Intelligence' }]);
});
