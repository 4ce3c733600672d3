// A table's view state (search text, filter selections, sort, page size): defaults, and its two stores, the URL
// query (so a view can be linked) and sessionStorage (so it survives a reload within the session). Pure functions.
import { TABLE_ROW_PARAM } from '../../../../core/site-paths.ts';

export type PageSize = 10 | 25 | 50 | 'all';
/** Default 25; options 10, 25, 50, all. */
export const PAGE_SIZES: readonly PageSize[] = [10, 25, 50, 'all'];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

export interface SortState {
  /** A column id. */
  id: string;
  desc: boolean;
}

export interface TableViewState {
  search: string;
  /** Filter id -> selected options (a single-select filter holds at most one). */
  filters: Record<string, string[]>;
  sort: SortState | null;
  pageSize: PageSize;
}

/** What a table declares so its state can be read back safely. */
export interface TableStateSpec {
  filterIds: readonly string[];
  sortIds: readonly string[];
  /** Preset selections, e.g. a handbook table's fixed source. */
  defaultFilters?: Readonly<Record<string, readonly string[]>>;
}

/** Query parameter names of the state besides the filters (which use their own ids). */
export const SEARCH_PARAM = 'search';
export { TABLE_ROW_PARAM };
export const SORT_PARAM = 'sort';
export const PAGE_SIZE_PARAM = 'pageSize';
/**
 * The page of rows shown, from 1 (absent: the first). Not part of the view: changing the view starts again at the
 * first page. It makes every page of a table a plain link, so readers without JavaScript and crawlers reach them all.
 */
export const PAGE_PARAM = 'page';
const RESERVED = new Set([SEARCH_PARAM, SORT_PARAM, PAGE_SIZE_PARAM, TABLE_ROW_PARAM]);

/** Throws when a filter id would clash with the state's own query parameters: a table definition error. */
export function checkSpec(spec: TableStateSpec, tableKey: string): void {
  for (const id of spec.filterIds) {
    if (RESERVED.has(id) || id === PAGE_PARAM) throw new Error(`Table "${tableKey}": filter id "${id}" clashes with the query parameter of the same name`);
  }
  if (new Set(spec.filterIds).size !== spec.filterIds.length) throw new Error(`Table "${tableKey}": filter ids must be unique`);
}

export function defaultState(spec: TableStateSpec): TableViewState {
  const filters: Record<string, string[]> = {};
  for (const id of spec.filterIds) filters[id] = [...(spec.defaultFilters?.[id] ?? [])];
  return { search: '', filters, sort: null, pageSize: DEFAULT_PAGE_SIZE };
}

export function parsePageSize(text: string | null | undefined): PageSize | undefined {
  if (text == null) return undefined;
  if (text.toLowerCase() === 'all') return 'all';
  const n = Number(text);
  return (PAGE_SIZES as readonly unknown[]).includes(n) ? (n as PageSize) : undefined;
}

/** The page index (from 0) a query names with `page` (from 1); anything else is the first page. */
export function pageIndexFromQuery(params: URLSearchParams): number {
  const text = params.get(PAGE_PARAM);
  const page = text && /^\d+$/.test(text) ? Number(text) : 1;
  return Math.max(1, Math.min(page, Number.MAX_SAFE_INTEGER)) - 1;
}

/**
 * `params` with the page index set, last (the first page leaves `page` out, so the plain address stays the first
 * page).
 */
export function queryWithPage(params: URLSearchParams, pageIndex: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PAGE_PARAM);
  if (pageIndex > 0) next.append(PAGE_PARAM, String(pageIndex + 1));
  return next;
}

/** 'name' = ascending, '-name' = descending; unknown columns are ignored. */
export function parseSort(text: string | null | undefined, spec: TableStateSpec): SortState | null {
  if (!text) return null;
  const desc = text.startsWith('-');
  const id = desc ? text.slice(1) : text;
  return spec.sortIds.includes(id) ? { id, desc } : null;
}

export function formatSort(sort: SortState): string {
  return `${sort.desc ? '-' : ''}${sort.id}`;
}

/** True when the query names any part of this table's state (then the query alone defines the view). */
export function hasTableQuery(params: URLSearchParams, spec: TableStateSpec): boolean {
  return [...RESERVED, ...spec.filterIds].some((key) => params.has(key));
}

/** The view a query describes; parts it leaves out take their defaults. */
export function stateFromQuery(params: URLSearchParams, spec: TableStateSpec): TableViewState {
  const state = defaultState(spec);
  state.search = params.get(SEARCH_PARAM) ?? '';
  state.sort = parseSort(params.get(SORT_PARAM), spec);
  state.pageSize = parsePageSize(params.get(PAGE_SIZE_PARAM)) ?? DEFAULT_PAGE_SIZE;
  for (const id of spec.filterIds) {
    if (params.has(id)) state.filters[id] = unique(params.getAll(id).filter((v) => v !== ''));
  }
  return state;
}

/**
 * The query for a view: this table's parameters replaced by the non-default parts of `state`, other parameters kept.
 * Filters that differ from a preset are written even when empty (as `id=`) so the link restores the emptied filter.
 */
export function queryWithState(current: URLSearchParams, state: TableViewState, spec: TableStateSpec): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    if (!RESERVED.has(key) && !spec.filterIds.includes(key)) next.append(key, value);
  }
  if (state.search) next.set(SEARCH_PARAM, state.search);
  for (const id of spec.filterIds) {
    const selected = state.filters[id] ?? [];
    const preset = spec.defaultFilters?.[id] ?? [];
    if (sameSelection(selected, preset)) continue;
    if (selected.length === 0) next.append(id, '');
    for (const value of selected) next.append(id, value);
  }
  if (state.sort) next.set(SORT_PARAM, formatSort(state.sort));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) next.set(PAGE_SIZE_PARAM, String(state.pageSize));
  return next;
}

export function sessionKey(tableKey: string): string {
  return `sw5e.table.${tableKey}`;
}

export function stateToSession(state: TableViewState): string {
  return JSON.stringify(state);
}

/** Reads a saved view; anything malformed or unknown to the table is dropped rather than trusted. */
export function stateFromSession(text: string | null, spec: TableStateSpec): TableViewState | undefined {
  if (!text) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!raw || typeof raw !== 'object') return undefined;
  const saved = raw as Partial<Record<keyof TableViewState, unknown>>;
  const state = defaultState(spec);
  if (typeof saved.search === 'string') state.search = saved.search;
  const sort = saved.sort as Partial<SortState> | null | undefined;
  if (sort && typeof sort.id === 'string' && spec.sortIds.includes(sort.id)) state.sort = { id: sort.id, desc: sort.desc === true };
  state.pageSize = parsePageSize(String(saved.pageSize)) ?? DEFAULT_PAGE_SIZE;
  const filters = saved.filters && typeof saved.filters === 'object' ? (saved.filters as Record<string, unknown>) : {};
  for (const id of spec.filterIds) {
    const value = filters[id];
    if (Array.isArray(value)) state.filters[id] = unique(value.filter((v): v is string => typeof v === 'string'));
  }
  return state;
}

export function sameSelection(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v) => b.includes(v));
}

export function sameState(a: TableViewState, b: TableViewState): boolean {
  if (a.search !== b.search || a.pageSize !== b.pageSize) return false;
  if ((a.sort?.id ?? null) !== (b.sort?.id ?? null) || (a.sort?.desc ?? false) !== (b.sort?.desc ?? false)) return false;
  const ids = new Set([...Object.keys(a.filters), ...Object.keys(b.filters)]);
  return [...ids].every((id) => sameSelection(a.filters[id] ?? [], b.filters[id] ?? []));
}

/** The next sort when a column header is activated: ascending, then descending, then unsorted. */
export function nextSort(current: SortState | null, id: string): SortState | null {
  if (!current || current.id !== id) return { id, desc: false };
  return current.desc ? null : { id, desc: true };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
