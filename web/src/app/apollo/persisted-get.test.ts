// Which calls the client sends as persisted queries over GET: anonymous queries only, hashed with SHA-256 of the
// printed query (as the server checks), retried as a POST with the query when the server does not know the hash.
import { gql } from '@apollo/client';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

let token: string | null = null;
vi.mock('../../auth/auth-loader.ts', () => ({ getAccessToken: async () => token }));

const { createApolloClient, createCache } = await import('./client.ts');

const SKILLS = gql`
  query Skills {
    skills {
      name
    }
  }
`;
const RENAME = gql`
  mutation Rename($username: String!) {
    updateUsername(username: $username) {
      username
    }
  }
`;

interface Sent {
  method: string;
  url: URL;
  body: { query?: string; extensions?: { persistedQuery?: { sha256Hash: string } } } | undefined;
  authorization: string | null;
}

/** A fake /graphql that records each request; `knownHashes` are the hashes it has been sent before. */
function setup() {
  const sent: Sent[] = [];
  const knownHashes = new Set<string>();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const headers = new Headers(init?.headers);
    sent.push({ method: init?.method ?? 'GET', url, body, authorization: headers.get('authorization') });
    const extensions = body?.extensions ?? JSON.parse(url.searchParams.get('extensions') ?? '{}');
    const hash: string | undefined = extensions.persistedQuery?.sha256Hash;
    const query: string | undefined = body?.query ?? url.searchParams.get('query') ?? undefined;
    if (hash && !query && !knownHashes.has(hash)) {
      return Response.json({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
    }
    if (hash && query) knownHashes.add(hash);
    const data = query?.includes('updateUsername') || body?.query?.includes('updateUsername')
      ? { updateUsername: { __typename: 'User', username: 'X' } }
      : { skills: [{ __typename: 'Skill', name: 'Piloting' }] };
    return Response.json({ data });
  });
  const client = createApolloClient(createCache(), { uri: 'http://127.0.0.1/graphql', fetch: fetch as unknown as typeof globalThis.fetch });
  return { client, sent };
}

afterEach(() => {
  token = null;
});

describe('persisted queries over GET', () => {
  it('sends an anonymous query as its hash over GET, registers it once by POST, then GETs the hash alone', async () => {
    const { client, sent } = setup();
    await client.query({ query: SKILLS, fetchPolicy: 'network-only' });
    await client.query({ query: SKILLS, fetchPolicy: 'network-only' });

    expect(sent.map((s) => s.method)).toEqual(['GET', 'POST', 'GET']);
    const [first, retry, second] = sent;
    expect(first!.url.searchParams.get('query')).toBeNull();
    expect(second!.url.searchParams.get('query')).toBeNull();
    expect(second!.url.search).toBe(first!.url.search);
    // The hash is SHA-256 of exactly the text the retry sends, so the server can check it.
    const hash = JSON.parse(first!.url.searchParams.get('extensions')!).persistedQuery.sha256Hash;
    expect(hash).toBe(createHash('sha256').update(retry!.body!.query!).digest('hex'));
    expect(retry!.body!.extensions?.persistedQuery?.sha256Hash).toBe(hash);
  });

  it('keeps mutations and every signed-in call as POST with the whole query', async () => {
    const { client, sent } = setup();
    await client.mutate({ mutation: RENAME, variables: { username: 'X' } });
    token = 'a.b.c';
    await client.query({ query: SKILLS, fetchPolicy: 'network-only' });

    expect(sent.map((s) => s.method)).toEqual(['POST', 'POST']);
    expect(sent[1]!.authorization).toBe('Bearer a.b.c');
    expect(sent[1]!.body?.query).toContain('skills');
    expect(sent.every((s) => s.url.search === '')).toBe(true);
  });
});
