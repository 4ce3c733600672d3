// Production hygiene of the GraphQL endpoint: introspection and the explorer by configuration, alias, depth and
// cost limits checked before execution.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ GRAPHQL_INTROSPECTION: 'false', GRAPHQL_EXPLORER: 'false', GRAPHQL_MAX_COST: '20000' });
}, 60_000);
afterAll(() => server?.stop());

describe('GraphQL hygiene (production-like configuration)', () => {
  it('refuses introspection when switched off', async () => {
    const res = await server.graphql('{ __schema { types { name } } }');
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('does not serve the explorer when switched off', async () => {
    const res = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await res.text()).not.toMatch(/GraphQL explorer/);
  });

  it('refuses a query with too many aliases before running it', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: skills { name }`).join(' ');
    const res = await server.graphql(`{ ${aliases} }`);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuses a query costlier than GRAPHQL_MAX_COST before running it', async () => {
    const monster = 'name size types alignment armorClass hitPoints speeds challengeRating behaviors { name description damage damageRoll range attackBonus }';
    const fields = Array.from({ length: 25 }, (_, i) => `m${i}: monsters { ${monster} }`).join(' ');
    const res = await server.graphql(`{ ${fields} }`);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.[0]?.message).toMatch(/cost/i);
  });

  it('still answers ordinary queries', async () => {
    const res = await server.graphql('{ skills { name } }');
    expect(res.body.errors).toBeUndefined();
  });
});
