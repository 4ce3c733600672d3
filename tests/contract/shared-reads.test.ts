// What one request may make the server read of stored documents, over HTTP: the two amplification queries (many aliases
// of one shared encounter, anonymously; the signed-in list of encounters asked several times) are refused with
// COST_LIMIT_EXCEEDED before any document is read, whatever is stored; a few shared documents within the limit by
// their links' kinds are answered; one operation reads at most a few shared documents; and share links are read at a bounded rate per client address (another address, or a signed-in reader,
// counted apart).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_KIND } from '../../core/documents/kinds.ts';
import { newEncounter } from '../../core/engine/encounters/document.ts';
import { MAX_SHARED_DOCUMENTS } from '../../server/graphql/output-cost.ts';
import { defaultClaims, startAuthServer, startTestIdp, type AuthServer, type GraphQLAnswer, type TestIdp } from './auth-support.ts';

const READ_LIMIT = 40;

let idp: TestIdp;
let server: AuthServer;
const gm = () => idp.token(defaultClaims('shared-reads-gm'));
let token: string;

beforeAll(async () => {
  idp = await startTestIdp();
  server = await startAuthServer(idp, { SHARE_READ_LIMIT_PER_MINUTE: String(READ_LIMIT), TRUST_PROXY: 'loopback' });
  const saved = await server.graphql('mutation ($input: EncounterInput!) { saveEncounter(input: $input) { id } }', { input: { jsonData: JSON.stringify(newEncounter('Ambush')) } }, gm());
  expect(saved.errors).toBeUndefined();
  const share = await server.graphql('mutation ($id: ID!) { createShare(kind: ENCOUNTER, documentId: $id, view: PLAYERS) { token } }', { id: saved.data.saveEncounter.id }, gm());
  token = share.data.createShare.token;
});

afterAll(async () => {
  await server?.stop();
  await idp?.close();
});

/** A GraphQL POST from `address` (as the proxy in front says, TRUST_PROXY=loopback). */
async function from(address: string, query: string, variables: Record<string, unknown> = {}, bearer?: string): Promise<GraphQLAnswer> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...((await res.json()) as Omit<GraphQLAnswer, 'status'>) };
}

const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `${i ? `a${i}: ` : ''}${field}`).join(' ');

describe('the output cost limit over stored documents', () => {
  it('refuses 31 anonymous aliases of one shared document before reading it', async () => {
    const query = `query ($t: ID!) { ${aliases(31, 'sharedDocument(token: $t) { jsonData }')} }`;
    const answer = await from('10.1.0.1', query, { t: token });
    expect(answer.status).toBe(400);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'COST_LIMIT_EXCEEDED' });
    expect(answer.errors?.[0]?.message).toMatch(/GRAPHQL_MAX_COST/);
    // Refused before running: an unknown token is refused the same way, and one alias of the real one is answered.
    expect((await from('10.1.0.1', query, { t: 'no-such-token' })).errors?.[0]?.extensions?.code).toBe('COST_LIMIT_EXCEEDED');
    const one = await from('10.1.0.1', 'query ($t: ID!) { sharedDocument(token: $t) { jsonData } }', { t: token });
    expect(one.errors).toBeUndefined();
    expect(JSON.parse(one.data.sharedDocument.jsonData)).toMatchObject({ name: 'Ambush' });
  });

  it('refuses the signed-in list of encounters asked five times, and answers it asked once', async () => {
    const five = await server.graphql(`{ ${aliases(5, 'encounters { jsonData }')} }`, {}, gm());
    expect(five.status).toBe(400);
    expect(five.data).toBeUndefined();
    const def = DOCUMENT_KIND.encounter;
    expect(five.errors?.[0]?.extensions).toMatchObject({ code: 'COST_LIMIT_EXCEEDED', kind: 'encounter', limit: def.limit * def.maxJsonBytes, cost: 5 * def.limit * def.maxJsonBytes });
    // The cost comes from the kind's limits, not from what is stored: the account without any encounter is refused too.
    const empty = await server.graphql(`{ ${aliases(2, 'encounters { jsonData }')} }`, {}, idp.token(defaultClaims('nobody-stored-anything')));
    expect(empty.errors?.[0]?.extensions?.code).toBe('COST_LIMIT_EXCEEDED');
    const once = await server.graphql('{ encounters { jsonData } characters { jsonData } }', {}, gm());
    expect(once.errors).toBeUndefined();
    expect(once.data.encounters).toHaveLength(1);
  });

  it("weighs a shared document by its link's kind once over the limit as the largest kind, and refuses unknown links as before", async () => {
    // Three encounters' text: within the limit by the encounter's size, over it by the largest kind's (homebrew).
    const largest = Math.max(...Object.values(DOCUMENT_KIND).map((d) => d.maxJsonBytes));
    expect(3 * largest).toBeGreaterThan(5_000_000);
    expect(3 * DOCUMENT_KIND.encounter.maxJsonBytes).toBeLessThan(5_000_000);
    const query = `query ($t: ID!) { ${aliases(MAX_SHARED_DOCUMENTS, 'sharedDocument(token: $t) { jsonData }')} }`;
    const known = await from('10.1.0.3', query, { t: token });
    expect(known.errors).toBeUndefined();
    expect(JSON.parse(known.data.sharedDocument.jsonData)).toMatchObject({ name: 'Ambush' });
    const unknown = await from('10.1.0.3', query, { t: 'no-such-token' });
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('COST_LIMIT_EXCEEDED');
  });

  it(`reads at most ${MAX_SHARED_DOCUMENTS} shared documents in one operation, with an error saying so`, async () => {
    const over = await from('10.1.0.2', `query ($t: ID!) { ${aliases(MAX_SHARED_DOCUMENTS + 1, 'sharedDocument(token: $t) { revision }')} }`, { t: token });
    expect(over.status).toBe(400);
    expect(over.data).toBeUndefined();
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_SHARED_DOCUMENTS', limit: MAX_SHARED_DOCUMENTS });
    expect(over.errors?.[0]?.message).toMatch(new RegExp(`at most ${MAX_SHARED_DOCUMENTS}`));
    const within = await from('10.1.0.2', `query ($t: ID!) { ${aliases(MAX_SHARED_DOCUMENTS, 'sharedDocument(token: $t) { revision }')} }`, { t: token });
    expect(within.errors).toBeUndefined();
  });
});

describe('reads of share links', () => {
  it(`are limited per address (${READ_LIMIT} a minute), another address and a signed-in reader counted apart`, async () => {
    const query = `query ($t: ID!) { ${aliases(MAX_SHARED_DOCUMENTS, 'sharedDocument(token: $t) { revision }')} }`;
    let refused: GraphQLAnswer | undefined;
    // Bounded: a fixed window may end once meanwhile, so the refusal comes within two windows' allowance.
    for (let reads = 0; reads <= 2 * READ_LIMIT + MAX_SHARED_DOCUMENTS && !refused; reads += MAX_SHARED_DOCUMENTS) {
      const answer = await from('10.2.0.1', query, { t: token });
      if (answer.errors) refused = answer;
      else expect(answer.data.sharedDocument.revision).toBe(1);
    }
    expect(refused?.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused?.errors?.[0]?.message).toMatch(/SHARE_READ_LIMIT_PER_MINUTE/);
    const other = await from('10.2.0.2', 'query ($t: ID!) { sharedDocument(token: $t) { revision } }', { t: token });
    expect(other.errors).toBeUndefined();
    const signedIn = await from('10.2.0.1', 'query ($t: ID!) { sharedDocument(token: $t) { revision } }', { t: token }, gm());
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data.sharedDocument.revision).toBe(1);
  });
});
