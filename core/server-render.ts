// The contract between the server and the web app's server renderer (web/src/entry-server.tsx, built to
// dist/server/entry-server.mjs and loaded by the server by path): what the server asks and what it gets back. Types
// only, so both sides agree without importing each other.
import type { DocumentNode } from 'graphql';

/** One GraphQL operation, run by the server in its own process for an anonymous caller. */
export type ExecuteOperation = (operation: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<{ data?: unknown; errors?: ReadonlyArray<unknown> }>;

/**
 * Serialized hydration state by the operations that produced it, kept by the server for one data version. The same
 * operations with the same variables answer the same for every anonymous reader of one data version, so every page
 * running them (a table's later pages, either theme, any origin) carries the same state; building it (writing every
 * record of a long list into a normalized cache, then its JSON) cost most of a large table page's render.
 */
export interface HydrationStateCache {
  get(key: string): string | undefined;
  set(key: string, json: string): void;
}

export interface RenderRequest {
  /** The path and query string asked for ('/rules/phb/classes?x=1'). */
  url: string;
  /** The reader's theme choice, from the theme cookie. */
  darkSide: boolean;
  /** The reader's browser may hold a sign-in session (the session-hint cookie): sign-in is shown loading. */
  session?: boolean;
  execute: ExecuteOperation;
  /** Where built hydration states are kept for the data version `execute` answers from; none: built every time. */
  stateCache?: HydrationStateCache;
}

export interface RenderedPage {
  status: number;
  /** Set when the route redirects instead of rendering. */
  redirect?: string;
  /** The markup inside #root. */
  html: string;
  /** The collected styled-components <style> element(s). */
  styles: string;
  /** The <script type="application/json"> element carrying the state for hydration, escaped for HTML. */
  stateScript: string;
  /** The whole document title, with the site suffix. */
  title: string;
  /** The page's own title, without the suffix. */
  pageTitle: string | undefined;
  /** The page's canonical path: its own, or for a record shown under several routes, its main record page's. */
  canonicalPath: string;
  /** The first words of the page's own text (a record's or chapter's), for search results and link previews. */
  description: string | undefined;
  /** True for the private pages the browser renders itself (only the page frame is server-rendered). */
  clientOnly: boolean;
  /** The source modules of the matched route's page components, as the client's Vite manifest names them. */
  modules: string[];
}

/** What dist/server/entry-server.mjs exports. */
export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderedPage>;
}

/** Where the SSR build puts the renderer, below the web build's folder. */
export const SERVER_ENTRY_PATH = 'server/entry-server.mjs';

/**
 * JSON for a <script> element's text: '<' and the JavaScript line separators are escaped, so nothing in the data
 * (a '</script>' or '<!--' in rules text) can end the element early.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
