import { describe, expect, it } from 'vitest';
import { serverStateHasData } from './data-layer.ts';

describe('serverStateHasData', () => {
  it('is false for a page that ran no query (no state, an empty cache, a root with only its type name)', () => {
    expect(serverStateHasData(undefined)).toBe(false);
    expect(serverStateHasData({})).toBe(false);
    expect(serverStateHasData({ ROOT_QUERY: { __typename: 'Query' } })).toBe(false);
  });

  it('is true once any query wrote a result, even an empty or missing one', () => {
    expect(serverStateHasData({ ROOT_QUERY: { __typename: 'Query', 'power({"name":"Nope"})': null } })).toBe(true);
    expect(serverStateHasData({ ROOT_QUERY: { __typename: 'Query', classes: [{ __ref: 'Class:1' }] }, 'Class:1': { __typename: 'Class', name: 'Berserker' } })).toBe(true);
  });
});
