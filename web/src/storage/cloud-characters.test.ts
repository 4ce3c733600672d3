// The GraphQL character transport over a real Apollo client and a mocked link: operations sent, answers read,
// and failures classified (limit, not found, sign-in, rate limit, no connection).
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { DeleteMyCharacterDocument, MyCharactersDocument, SaveMyCharacterDocument, SaveMyCharactersDocument } from '../gql/graphql.ts';
import { classifyCloudError, CloudCharacterError, createApolloCharacterCloud } from './cloud-characters.ts';

const record = (id: string, name: string) => ({ __typename: 'Character' as const, id, userId: 'u1', jsonData: JSON.stringify({ name }) });

function cloudOver(mocks: MockLink.MockedResponse[]) {
  return createApolloCharacterCloud(new ApolloClient({ cache: new InMemoryCache(), link: new MockLink(mocks) }));
}

function failingCloud(error: Error) {
  const link = new ApolloLink(() => new Observable((observer) => observer.error(error)));
  return createApolloCharacterCloud(new ApolloClient({ cache: new InMemoryCache(), link }));
}

describe('GraphQL character cloud', () => {
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
    expect(await cloud.list()).toEqual([record('c1', 'Kira')]);
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
    expect(error).toBeInstanceOf(CloudCharacterError);
    expect(error).toMatchObject({ kind: 'offline', isRetryable: true });
    expect((error as Error).message).toBe('No connection to the server (Failed to fetch).');
  });

  it('keeps an already classified error as it is', () => {
    const original = new CloudCharacterError('limit', 'x');
    expect(classifyCloudError(original)).toBe(original);
  });
});
