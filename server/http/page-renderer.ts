// Server-rendered pages: loads the renderer the web app's SSR build made (dist/server/entry-server.mjs, by path: the
// server never imports the web app's sources), renders a page into the built index.html with its head tags, its
// route's module preloads and the hydration state, and keeps the result per address, reader (theme, session hint) and
// data version within the instance's cache budget (CACHE_MEMORY_MB, least recently used out), emptied by a data import. The hydration state of each set of operations is
// kept the same way (by data version), so a page not in the HTML cache whose operations another page ran needs no
// state built. Without the SSR build there is no renderer and index.html is served.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CacheBudget, stringBytes, type CacheArea } from '../cache-budget.ts';
import { SERVER_ENTRY_PATH, type ExecuteOperation, type HydrationStateCache, type RenderedPage, type ServerEntry } from '../../core/server-render.ts';
import { escapeHtml, headTags } from './page-head.ts';

/** What the renderer needs from the rest of the server. */
export interface PageSource {
  /** Runs a GraphQL operation in this process for an anonymous caller. */
  execute: ExecuteOperation;
  /** A key naming the current data (every resource's version): part of every cache key. */
  dataVersion(): Promise<string>;
  /** Calls back when any data version changes (an import here or in another instance). */
  onDataChange(listener: () => void): void;
}

export interface HtmlPage {
  status: number;
  /** A route that redirects: the address to go to (no body). */
  redirect?: string;
  /**
   * The HTML as UTF-8 bytes: sent as they are, and kept in half the memory of a string for a page holding any
   * character beyond Latin-1 (a long dash, a curly quote), which JavaScript would keep at two bytes a character.
   */
  body: Buffer;
  /** A strong validator of the body. */
  etag: string;
}

/** What the server knows of the reader from their cookies, and renders the page for. */
export interface Reader {
  /** The Dark Side theme (the theme cookie). */
  darkSide: boolean;
  /** The browser may hold a sign-in session (the session-hint cookie): sign-in is shown loading. */
  session: boolean;
}

export interface PageRendererOptions {
  /** Keep rendered pages in memory (default true; the benchmark switches it off to time cold renders). */
  cache?: boolean;
  /** Keep built hydration states in memory (default true; the benchmark switches it off to time the first render of a table). */
  stateCache?: boolean;
  /** The memory budget the kept pages and states share with the instance's other caches (default: its own, 192 MB). */
  budget?: CacheBudget;
}

type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

const OWN_BUDGET_BYTES = 192 * 1024 * 1024;
/**
 * Renders run at most this many at a time; the others wait their turn. A render holds its page's GraphQL answers and
 * React tree (several MB for the largest tables): fifty at once under load grew the heap by hundreds of MB for no gain,
 * the machine having two cores to run them on.
 */
const CONCURRENT_RENDERS = 2;

export class PageRenderer {
  private entry: Promise<ServerEntry> | undefined;
  private readonly template: string;
  private readonly manifest: ViteManifest;
  private readonly cache: CacheArea<HtmlPage> | undefined;
  /** Serialized hydration states by data version and operations (see HydrationStateCache), as UTF-8 bytes. */
  private readonly states: CacheArea<Buffer> | undefined;
  /** Renders in progress by key: concurrent requests for one page share a render. */
  private readonly pending = new Map<string, Promise<HtmlPage>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  private constructor(
    private readonly distDir: string,
    private readonly source: PageSource,
    options: PageRendererOptions,
  ) {
    this.template = readFileSync(resolve(distDir, 'index.html'), 'utf8');
    const manifestPath = resolve(distDir, '.vite/manifest.json');
    this.manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest) : {};
    const budget = options.budget ?? new CacheBudget(OWN_BUDGET_BYTES);
    if (options.cache !== false) this.cache = budget.area('pages');
    if (options.stateCache !== false) this.states = budget.area('hydration-states');
    // Old versions' entries are never asked for again (every key names its version): emptied to give the memory back.
    source.onDataChange(() => {
      this.cache?.clear();
      this.states?.clear();
    });
  }

  /** The renderer for a web build, or undefined when the build has no SSR entry (index.html is served then). */
  static forBuild(distDir: string, source: PageSource, options: PageRendererOptions = {}): PageRenderer | undefined {
    if (!existsSync(resolve(distDir, SERVER_ENTRY_PATH)) || !existsSync(resolve(distDir, 'index.html'))) return undefined;
    return new PageRenderer(distDir, source, options);
  }

  /** The page at `url` (path and query) for `reader` on `origin`: from the cache or rendered. */
  async page(url: string, reader: Reader, origin: string): Promise<HtmlPage> {
    const version = await this.source.dataVersion();
    const key = `${version}\n${reader.darkSide ? 'dark' : 'light'}\n${reader.session ? 'session' : 'anonymous'}\n${origin}\n${url}`;
    const cached = this.cache?.get(key);
    if (cached) return cached;
    let rendering = this.pending.get(key);
    if (!rendering) {
      rendering = this.render(url, reader, origin, version).finally(() => this.pending.delete(key));
      this.pending.set(key, rendering);
    }
    const page = await rendering;
    // A failed render (an error page: its code or data could not be loaded) is never kept; the next request tries again.
    // Weighed by its bytes and the key's.
    if (page.status < 500) this.cache?.set(key, page, page.body.length + stringBytes(key));
    return page;
  }

  private async render(url: string, reader: Reader, origin: string, version: string): Promise<HtmlPage> {
    // A finished render hands its turn straight to the next waiting one.
    if (this.running >= CONCURRENT_RENDERS) await new Promise<void>((turn) => this.waiting.push(turn));
    else this.running++;
    try {
      return await this.renderNow(url, reader, origin, version);
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  private async renderNow(url: string, { darkSide, session }: Reader, origin: string, version: string): Promise<HtmlPage> {
    this.entry ??= import(pathToFileURL(resolve(this.distDir, SERVER_ENTRY_PATH)).href) as Promise<ServerEntry>;
    const entry = await this.entry;
    const page = await entry.render({ url, darkSide, session, execute: this.source.execute, stateCache: this.stateCacheFor(version) });
    if (page.redirect) return { status: page.status, redirect: page.redirect, body: Buffer.alloc(0), etag: etagOf(Buffer.from(`redirect:${page.redirect}`)) };
    const body = Buffer.from(this.document(page, darkSide, `${origin}${page.canonicalPath}`, origin));
    return { status: page.status, body, etag: etagOf(body) };
  }

  /** The state cache seen by one render: the entries of the data version its answers come from. */
  private stateCacheFor(version: string): HydrationStateCache | undefined {
    const states = this.states;
    if (!states) return undefined;
    // Kept as bytes (see HtmlPage.body); read back only by a render, which costs far more than the decoding.
    return {
      get: (key) => states.get(`${version}\n${key}`)?.toString(),
      set: (key, json) => {
        const bytes = Buffer.from(json);
        states.set(`${version}\n${key}`, bytes, bytes.length + stringBytes(key));
      },
    };
  }

  /** index.html with the page's head, styles, markup and hydration state. */
  private document(page: RenderedPage, darkSide: boolean, canonical: string, origin: string): string {
    const fallbackDescription = /<meta name="description" content="([^"]*)"/.exec(this.template)?.[1] ?? '';
    const head = headTags({ page, canonical, origin, fallbackDescription: decodeAttribute(fallbackDescription) });
    const headExtra = [head.tags, ...this.preloads(page.modules), page.styles].filter(Boolean).join('\n    ');
    return this.template
      .replace(/<html lang="en">/, darkSide ? '<html lang="en" data-theme="dark">' : '<html lang="en">')
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
      .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
      .replace('</head>', () => `  ${headExtra}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    ${page.stateScript}`);
  }

  /** Module preloads (and style sheets) for the client chunks of the rendered page's modules, minus index.html's own. */
  private preloads(modules: string[]): string[] {
    const files = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
      for (const k of chunk.imports ?? []) visit(k);
    };
    for (const m of modules) visit(m);
    const inTemplate = (file: string) => this.template.includes(`/${file}"`);
    return [
      ...[...files].filter((f) => !inTemplate(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`),
      ...[...css].filter((f) => !inTemplate(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}" />`),
    ];
  }
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function decodeAttribute(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
