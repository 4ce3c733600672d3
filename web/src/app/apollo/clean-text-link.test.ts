// Rules answers reach the cache with replacement characters shown as dashes; the user's own data is left untouched.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API } from '../../../../tests/support/realdata.ts';
import { cleanRulesData } from './clean-text-link.ts';
import { createApolloClient, createCache } from './client.ts';

function clientAnswering(data: unknown) {
  const fetch = async () => new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
  return createApolloClient(createCache(), { uri: 'http://127.0.0.1/graphql', fetch });
}

const MONSTERS = gql`
  query CleanTextMonsters {
    monsters {
      name
      languages
    }
  }
`;

describe('the clean-text link', () => {
  it('turns replacement characters into dashes in rules answers', async () => {
    const client = clientAnswering({ monsters: [{ __typename: 'Monster', name: 'Mynock', languages: ['\uFFFD'] }] });
    const { data } = await client.query({ query: MONSTERS });
    expect((data as { monsters: unknown }).monsters).toEqual([{ __typename: 'Monster', name: 'Mynock', languages: ['-'] }]);
  });

  it('cleans level table keys and cells alike, and returns untouched values as they are', () => {
    const classes = [{ name: 'Monk', levelChanges: { '1': { 'Focus \uFFFD Points': '\uFFFD', Features: 'Focus' } } }];
    expect(cleanRulesData({ data: { classes } }).data).toEqual({ classes: [{ name: 'Monk', levelChanges: { '1': { 'Focus - Points': '-', Features: 'Focus' } } }] });
    const plain = { data: { monsters: [{ name: 'Mynock', languages: ['Binary'] }] } };
    expect(cleanRulesData(plain)).toBe(plain);
  });

  it('leaves the signed-in user and stored characters exactly as the server sent them', async () => {
    const jsonData = JSON.stringify({ name: 'Vel \uFFFD' });
    const client = clientAnswering({ characters: [{ __typename: 'Character', id: 'c1', jsonData }] });
    const { data } = await client.query({
      query: gql`
        query CleanTextCharacters {
          characters {
            id
            jsonData
          }
        }
      `,
    });
    expect((data as { characters: Array<{ jsonData: string }> }).characters[0].jsonData).toBe(jsonData);
  });
});

describe.runIf(hasRealData('clean-text link over the real monsters'))('the clean-text link over the real monsters', () => {
  it('leaves no replacement character in any real monster', async () => {
    const monsters = JSON.parse(readFileSync(resolve(REALDATA_API, 'monster.json'), 'utf8')) as Array<{ name: string; languages: string[] }>;
    const withMark = monsters.filter((m) => m.languages.some((l) => l.includes('\uFFFD')));
    expect(withMark.length).toBeGreaterThan(0);
    const client = clientAnswering({ monsters: monsters.map((m) => ({ __typename: 'Monster', name: m.name, languages: m.languages })) });
    const { data } = await client.query({ query: MONSTERS });
    const shown = (data as { monsters: Array<{ languages: string[] }> }).monsters.flatMap((m) => m.languages);
    expect(shown.some((l) => l.includes('\uFFFD'))).toBe(false);
    expect(shown.filter((l) => l === '-').length).toBeGreaterThanOrEqual(withMark.length);
  });
});
