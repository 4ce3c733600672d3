// The GraphQL document transport over a real Apollo client and a mocked link: operations sent, answers read, and
// failures classified (limit, not found, sign-in, rate limit, no connection, a conflict with the server's copy).
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { DeleteMyCharacterDocument, MyCharactersDocument, SaveMyCharacterDocument, SaveMyCharactersDocument } from '../gql/graphql.ts';
import { DOCUMENT_KIND } from '../../../core/documents/kinds.ts';
import { classifyCloudError, CloudDocumentError, createApolloDocumentCloud } from './document-cloud.ts';

const record = (id: string, name: string) => ({ __typename: 'Character' as const, id, userId: 'u1', jsonData: JSON.stringify({ name }), revision: 1, changedAt: '2026-01-01T00:00:00.000Z' });
const plain = ({ __typename: _, ...rest }: ReturnType<typeof record>) => rest;

function cloudOver(mocks: MockLink.MockedResponse[]) {
  return createApolloDocumentCloud(new ApolloClient({ cache: new InMemoryCache(), link: new MockLink(mocks) }), DOCUMENT_KIND.character);
}

function failingCloud(error: Error) {
  const link = new ApolloLink(() => new Observable((observer) => observer.error(error)));
  return createApolloDocumentCloud(new ApolloClient({ cache: new InMemoryCache(), link }), DOCUMENT_KIND.character);
}

describe('GraphQL document cloud', () => {
  it('lists, saves one, saves several and deletes with the generated operations', async () => {
    const cloud = cloudOver([
      { request: { query: MyCharactersDocument }, result: { data: { characters: [record('c1', 'Kira')] } } },
      {
        request: { query: SaveMyCharacterDocument, variables: { input: { jsonData: '{"name":"New"}' } } },
        result: { data: { saveCharacter: record('c2', 'New') } },
      },
      {
        request: { query: SaveMyCharactersDocument, variables: { inputs: [{ jsonData: '{"name":"A"}' }, { id: 'c1', jsonData: '{"name":"B"}' }] } },
        result: { data: { saveCharacters: [record('c3', 'A'), record('c1', 'B')] } },
      },
      { request: { query: DeleteMyCharacterDocument, variables: { id: 'c1' } }, result: { data: { deleteCharacter: true } } },
    ]);
    expect(await cloud.list()).toEqual([plain(record('c1', 'Kira'))]);
    expect((await cloud.save({ id: null, jsonData: '{"name":"New"}' })).id).toBe('c2');
    const many = await cloud.saveMany([{ jsonData: '{"name":"A"}' }, { id: 'c1', jsonData: '{"name":"B"}' }]);
    expect(many.map((r) => r.id)).toEqual(['c3', 'c1']);
    await expect(cloud.delete('c1')).resolves.toBeUndefined();
  });

  it('classifies server refusals by their code', async () => {
    const refusal = (code: string, extra: Record<string, unknown> = {}) =>
      cloudOver([
        {
          request: { query: SaveMyCharacterDocument, variables: { input: { id: 'c1', jsonData: '{}' } } },
          result: { errors: [new GraphQLError(`refused ${code}`, { extensions: { code, ...extra } })] },
        },
      ]).save({ id: 'c1', jsonData: '{}' });
    await expect(refusal('CHARACTER_LIMIT')).rejects.toMatchObject({ kind: 'limit', message: 'refused CHARACTER_LIMIT', isRetryable: false });
    await expect(refusal('NOT_FOUND')).rejects.toMatchObject({ kind: 'not-found' });
    await expect(refusal('UNAUTHENTICATED')).rejects.toMatchObject({ kind: 'auth', isRetryable: false });
    await expect(refusal('BAD_USER_INPUT')).rejects.toMatchObject({ kind: 'rejected' });
    await expect(refusal('RATE_LIMITED', { retryAfterSeconds: 7 })).rejects.toMatchObject({ kind: 'transient', retryAfterMs: 7000, isRetryable: true });
  });

  it('a failed fetch (server down) is an offline error that is retried', async () => {
    const error = await failingCloud(new TypeError('Failed to fetch')).list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudDocumentError);
    expect(error).toMatchObject({ kind: 'offline', isRetryable: true });
    expect((error as Error).message).toBe('No connection to the server (Failed to fetch).');
  });

  it('keeps an already classified error as it is', () => {
    const original = new CloudDocumentError('limit', 'x');
    expect(classifyCloudError(original)).toBe(original);
  });

  it('sends the base revision of an update (never of a creation) and reads a conflict with the server\'s copy', async () => {
    const current = { id: 'c1', jsonData: '{"name":"Theirs"}', revision: 4, changedAt: '2026-01-02T00:00:00.000Z' };
    const cloud = cloudOver([
      {
        request: { query: SaveMyCharacterDocument, variables: { input: { id: 'c1', jsonData: '{"name":"Mine"}', baseRevision: 3 } } },
        result: { errors: [new GraphQLError('Saved meanwhile elsewhere.', { extensions: { code: 'CONFLICT', current, conflicts: [{ id: 'c1', current }] } })] },
      },
      {
        request: { query: SaveMyCharacterDocument, variables: { input: { jsonData: '{"name":"New"}' } } },
        result: { data: { saveCharacter: record('c2', 'New') } },
      },
      {
        request: { query: SaveMyCharactersDocument, variables: { inputs: [{ id: 'c1', jsonData: '{}', baseRevision: 3 }, { id: 'c3', jsonData: '{}', baseRevision: 1 }] } },
        result: { errors: [new GraphQLError('Some are stale.', { extensions: { code: 'CONFLICT', conflicts: [{ id: 'c3', current: { ...current, id: 'c3' } }] } })] },
      },
    ]);
    const error = await cloud.save({ id: 'c1', jsonData: '{"name":"Mine"}', baseRevision: 3 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'conflict', isRetryable: false, conflicts: [{ id: 'c1', current: { jsonData: '{"name":"Theirs"}', revision: 4, changedAt: current.changedAt } }] });
    expect((await cloud.save({ id: null, jsonData: '{"name":"New"}', baseRevision: 7 })).id).toBe('c2');
    const batch = await cloud.saveMany([{ id: 'c1', jsonData: '{}', baseRevision: 3 }, { id: 'c3', jsonData: '{}', baseRevision: 1 }]).catch((e: unknown) => e);
    expect(batch).toMatchObject({ kind: 'conflict', conflicts: [{ id: 'c3', current: { revision: 4 } }] });
  });

  it('reads every kind\'s limit code as the limit', () => {
    for (const code of ['CHARACTER_LIMIT', 'ENCOUNTER_LIMIT', 'STARSHIP_LIMIT']) {
      expect(classifyCloudError(new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code } }] })).kind).toBe('limit');
    }
  });
});
