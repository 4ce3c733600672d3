// Oversized requests are client errors that name the limit they broke: a GraphQL document with too many tokens,
// a body over BODY_LIMIT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ BODY_LIMIT: '64kb' });
}, 60_000);
afterAll(() => server?.stop());

describe('request size limits', () => {
  it('answers a GraphQL document over the token limit with 400 naming the limit', async () => {
    // About 12,000 tokens: braces and field names, well under the body limit.
    const query = `{ ${Array.from({ length: 4000 }, () => 'skills { name }').join(' ')} }`;
    expect(query.length).toBeLessThan(64 * 1024);
    const res = await server.graphql(query);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.[0]?.message).toMatch(/10000 tokens/);
    expect(res.body.errors?.[0]?.message).not.toMatch(/Syntax Error/);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('still answers a document under the token limit', async () => {
    const query = `{ ${Array.from({ length: 100 }, (_, i) => `a${i % 20}: skills { name }`).slice(0, 20).join(' ')} }`;
    const res = await server.graphql(query);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });

  it('answers a body over BODY_LIMIT with 413 naming the limit, on /graphql and /api', async () => {
    const big = JSON.stringify({ query: '{ skills { name } }', variables: { pad: 'x'.repeat(70 * 1024) } });
    for (const path of ['/graphql', '/api/character']) {
      const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
      expect(res.status, path).toBe(413);
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error, path).toBe('Payload Too Large');
      expect(body.message, path).toMatch(/64kb/);
    }
  });
});
