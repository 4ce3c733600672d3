// A table's view state kept in step with its two stores: read from the URL query when the link names a view, else
// from sessionStorage; every change is saved to sessionStorage and written to the query (replacing, not pushing).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../../lib/hydration.ts';
import {
  checkSpec,
  defaultState,
  hasTableQuery,
  queryWithState,
  sameState,
  sessionKey,
  stateFromQuery,
  stateFromSession,
  stateToSession,
  type TableStateSpec,
  type TableViewState,
} from './table-state.ts';

/** While typing, the view is stored at most this often (browsers throttle bursts of history updates). */
const URL_WRITE_DELAY_MS = 200;

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage full or disabled (private mode): the URL still carries the view.
  }
}

/** The view a link names, else (with `session`) the one saved in this session, else the default. */
export function initialView(search: string, tableKey: string, spec: TableStateSpec, session = true): TableViewState {
  const params = new URLSearchParams(search);
  if (hasTableQuery(params, spec)) return stateFromQuery(params, spec);
  return (session ? stateFromSession(readSession(sessionKey(tableKey)), spec) : undefined) ?? defaultState(spec);
}

/**
 * Writes the query with history.replaceState, keeping the router's history state: the router need not re-render
 * the page for a query it does not route on, and Back/Forward and reloads still see the view in the URL.
 */
function writeQuery(pathname: string, state: TableViewState, spec: TableStateSpec): void {
  if (window.location.pathname !== pathname) return; // the page has been left: never touch another page's URL
  const next = queryWithState(new URLSearchParams(window.location.search), state, spec).toString();
  const current = window.location.search.replace(/^\?/, '');
  if (next === current) return;
  const url = `${window.location.pathname}${next ? `?${next}` : ''}${window.location.hash}`;
  window.history.replaceState(window.history.state, '', url);
}

export interface TableView {
  view: TableViewState;
  setView: (update: (current: TableViewState) => TableViewState) => void;
  reset: () => void;
}

export function useTableView(tableKey: string, spec: TableStateSpec): TableView {
  const location = useLocation();
  // The spec is derived from the page's column and filter ids: key it by content so a new array is not a change.
  const specKey = JSON.stringify(spec);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableSpec = useMemo(() => spec, [specKey]);
  useMemo(() => checkSpec(stableSpec, tableKey), [stableSpec, tableKey]);

  // Hydrating a server-rendered page starts from what the server knew (the link's view or the default), so the markup
  // matches; the view saved in this session is applied right after.
  const hydrated = useHydrated();
  const [view, setViewState] = useState(() => initialView(location.search, tableKey, stableSpec, hydrated));
  const sessionApplied = useRef(hydrated);
  useEffect(() => {
    if (sessionApplied.current) return;
    sessionApplied.current = true;
    const saved = initialView(location.search, tableKey, stableSpec);
    setViewState((current) => (sameState(current, saved) ? current : saved));
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new navigation to this page (a link with ?search=..., Back, Forward) that names a view replaces the current one.
  const lastKey = useRef(location.key);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    const params = new URLSearchParams(location.search);
    if (!hasTableQuery(params, stableSpec)) return;
    const next = stateFromQuery(params, stableSpec);
    setViewState((current) => (sameState(current, next) ? current : next));
  }, [location.key, location.search, stableSpec]);

  const pathname = location.pathname;
  const lastSearch = useRef(view.search);
  const lastWrite = useRef(0);
  const latest = useRef(view);
  latest.current = view;
  useEffect(() => {
    // Typing is stored at most every URL_WRITE_DELAY_MS (a storage write and a history update per keystroke would
    // cost frames, and browsers throttle bursts of history updates): the first keystroke of a burst at once, the
    // last one when typing settles. Filters, sort and page size are stored at once.
    const typing = lastSearch.current !== view.search;
    lastSearch.current = view.search;
    const store = () => {
      lastWrite.current = Date.now();
      writeSession(sessionKey(tableKey), stateToSession(view));
      writeQuery(pathname, view, stableSpec);
    };
    const wait = URL_WRITE_DELAY_MS - (Date.now() - lastWrite.current);
    if (!typing || wait <= 0) {
      store();
      return;
    }
    const timer = window.setTimeout(store, wait);
    return () => window.clearTimeout(timer);
  }, [tableKey, pathname, view, stableSpec]);
  useEffect(() => {
    const save = () => writeSession(sessionKey(tableKey), stateToSession(latest.current));
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [tableKey]);

  const setView = useCallback((update: (current: TableViewState) => TableViewState) => setViewState(update), []);
  const reset = useCallback(() => setViewState(defaultState(stableSpec)), [stableSpec]);
  return { view, setView, reset };
}
