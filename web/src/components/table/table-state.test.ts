import { describe, expect, it } from 'vitest';
import {
  checkSpec,
  defaultState,
  hasTableQuery,
  nextSort,
  parsePageSize,
  queryWithState,
  sameState,
  stateFromQuery,
  stateFromSession,
  stateToSession,
  type TableStateSpec,
} from './table-state.ts';

const spec: TableStateSpec = { filterIds: ['size', 'source'], sortIds: ['name', 'cr'] };

describe('table state', () => {
  it('defaults to no search, no selections, no sort and 25 rows', () => {
    expect(defaultState(spec)).toEqual({ search: '', filters: { size: [], source: [] }, sort: null, pageSize: 25 });
  });

  it('rejects filter ids that clash with the state parameters', () => {
    expect(() => checkSpec({ filterIds: ['search'], sortIds: [] }, 'x')).toThrow(/"search" clashes/);
    expect(() => checkSpec({ filterIds: ['a', 'a'], sortIds: [] }, 'x')).toThrow(/unique/);
  });

  it('reads page sizes 10, 25, 50 and all only', () => {
    expect(['10', '25', '50', 'all', 'ALL', '30', 'x', null].map(parsePageSize)).toEqual([10, 25, 50, 'all', 'all', undefined, undefined, undefined]);
  });

  it('round-trips a view through the query and keeps unrelated parameters', () => {
    const state = { search: 'krayt dragon', filters: { size: ['Huge', 'Gargantuan'], source: [] }, sort: { id: 'cr', desc: true }, pageSize: 'all' as const };
    const query = queryWithState(new URLSearchParams('other=1&search=old&size=Tiny'), state, spec);
    expect(query.toString()).toBe('other=1&search=krayt+dragon&size=Huge&size=Gargantuan&sort=-cr&pageSize=all');
    expect(hasTableQuery(query, spec)).toBe(true);
    expect(stateFromQuery(query, spec)).toEqual(state);
  });

  it('writes nothing for a default view', () => {
    expect(queryWithState(new URLSearchParams('a=b'), defaultState(spec), spec).toString()).toBe('a=b');
    expect(hasTableQuery(new URLSearchParams('a=b'), spec)).toBe(false);
  });

  it('writes an emptied preset filter so the link keeps it empty', () => {
    const preset: TableStateSpec = { ...spec, defaultFilters: { source: ['PHB'] } };
    const emptied = { ...defaultState(preset), filters: { size: [], source: [] } };
    const query = queryWithState(new URLSearchParams(), emptied, preset);
    expect(query.toString()).toBe('source=');
    expect(stateFromQuery(query, preset).filters.source).toEqual([]);
    expect(stateFromQuery(new URLSearchParams('search=x'), preset).filters.source).toEqual(['PHB']);
  });

  it('ignores sorts on unknown columns', () => {
    expect(stateFromQuery(new URLSearchParams('sort=-weight'), spec).sort).toBeNull();
    expect(stateFromQuery(new URLSearchParams('sort=name'), spec).sort).toEqual({ id: 'name', desc: false });
  });

  it('round-trips through session storage and drops what it does not know', () => {
    const state = { search: 'a', filters: { size: ['Small'], source: ['EC'] }, sort: { id: 'name', desc: false }, pageSize: 10 as const };
    expect(stateFromSession(stateToSession(state), spec)).toEqual(state);
    const odd = JSON.stringify({ search: 3, filters: { size: 'Small', other: ['x'], source: ['EC', 4] }, sort: { id: 'zzz' }, pageSize: 33 });
    expect(stateFromSession(odd, spec)).toEqual({ search: '', filters: { size: [], source: ['EC'] }, sort: null, pageSize: 25 });
    expect(stateFromSession('{not json', spec)).toBeUndefined();
    expect(stateFromSession(null, spec)).toBeUndefined();
  });

  it('compares views ignoring selection order', () => {
    const a = { search: '', filters: { size: ['A', 'B'] }, sort: null, pageSize: 25 as const };
    expect(sameState(a, { ...a, filters: { size: ['B', 'A'] } })).toBe(true);
    expect(sameState(a, { ...a, filters: { size: ['B'] } })).toBe(false);
    expect(sameState(a, { ...a, sort: { id: 'x', desc: false } })).toBe(false);
  });

  it('cycles a column through ascending, descending and unsorted', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ id: 'name', desc: false });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ id: 'name', desc: true });
    expect(nextSort(desc, 'name')).toBeNull();
    expect(nextSort(desc, 'cr')).toEqual({ id: 'cr', desc: false });
  });
});
