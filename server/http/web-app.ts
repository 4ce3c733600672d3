// Serves the built web app: hashed assets cached for a year, and for every page route the server-rendered page
// (server/http/page-renderer.ts) with an ETag, or index.html (history mode) when the build has no server renderer.
// The build writes brotli (.br) and gzip (.gz) copies of its text files (web/vite.config.ts); a browser that
// accepts one gets it as is, so nothing is compressed per request.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, relative, resolve, sep } from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { SESSION_HINT_COOKIE, THEME_COOKIE } from '../../core/http-contract.ts';
import { SERVER_ENTRY_PATH } from '../../core/server-render.ts';
import type { CacheBudget } from '../cache-budget.ts';
import { matchesEtag } from './conditional-get.ts';
import { PageRenderer, type HtmlPage, type PageSource, type Reader } from './page-renderer.ts';

const API_PREFIXES = ['/api', '/graphql', '/health', '/images', '/oidc'];

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SW5E</title></head>
<body><main><h1>SW5E companion</h1><p>The web app has not been built. Run <code>npm run build:web</code>.
The API is at <a href="/graphql">/graphql</a> and <a href="/api/dataVersion">/api</a>.</p></main></body></html>`;

/** Preferred first: brotli is smaller than gzip for the same file. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Every file of the build with its precompressed variants, by path below the build folder ('/assets/x.js'). */
function precompressedFiles(distDir: string): Map<string, Set<string>> {
  const variants = new Map<string, Set<string>>();
  if (!existsSync(distDir)) return variants;
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = `/${relative(distDir, resolve(entry.parentPath, entry.name)).split(sep).join('/')}`;
    for (const { name, suffix } of ENCODINGS) {
      if (!path.endsWith(suffix)) continue;
      const original = path.slice(0, -suffix.length);
      if (!variants.has(original)) variants.set(original, new Set());
      variants.get(original)!.add(name);
    }
  }
  return variants;
}

/**
 * Rendered pages: browsers revalidate every time (a cheap 304 with the ETag), shared caches (a CDN) may keep a page
 * for a minute and serve it stale for a day while they revalidate. An import changes the pages within that minute.
 */
const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=86400';

export interface WebAppOptions {
  /** Server rendering's data: without it (or without the SSR build) every page route gets index.html. */
  pages?: PageSource;
  /** The site's public origin for canonical addresses; the request's own origin when not configured. */
  publicUrl?: string;
  /** The instance's cache budget, which kept pages share (CACHE_MEMORY_MB). */
  budget?: CacheBudget;
}

/** Whether the request carries the cookie `name` with exactly `value`. */
function hasCookie(req: Request, name: string, value: string): boolean {
  const cookies = req.headers.cookie ?? '';
  return cookies.split(';').some((c) => c.trim() === `${name}=${value}`);
}

/** The reader, from the cookies the browser keeps beside its saved theme and its signs of a sign-in session. */
function readerOf(req: Request): Reader {
  return { darkSide: hasCookie(req, THEME_COOKIE, 'true'), session: hasCookie(req, SESSION_HINT_COOKIE, '1') };
}

function sendPage(req: Request, res: Response, page: HtmlPage): void {
  if (page.redirect) return res.redirect(page.status, page.redirect);
  res.status(page.status);
  res.setHeader('ETag', page.etag);
  // Pages are shared (CDN) when found, revalidated when not found, and never stored when the render failed.
  res.setHeader('Cache-Control', page.status === 200 ? PAGE_CACHE_CONTROL : page.status >= 500 ? 'no-store' : 'no-cache');
  // The theme cookie picks the page's colours, the session-hint cookie its sign-in controls.
  res.vary('Cookie');
  if (matchesEtag(req.headers['if-none-match'], page.etag)) {
    res.status(304).end();
    return;
  }
  res.type('html').send(page.body);
}

export function webApp(distDir: string, options: WebAppOptions = {}): Router {
  const router = express.Router();
  const index = resolve(distDir, 'index.html');
  const assetsDir = resolve(distDir, 'assets');
  const variants = precompressedFiles(distDir);
  const renderer = options.pages && PageRenderer.forBuild(distDir, options.pages, options.budget ? { budget: options.budget } : {});

  const cacheControl = (path: string) =>
    // Hashed names under assets/ never change content: cached for a year. Everything else revalidates.
    path.startsWith(`${assetsDir}${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';

  /** Sends `path` (below distDir, '/x.js') precompressed when the browser accepts a variant; false when it cannot. */
  function sendPrecompressed(req: Request, res: Response, path: string, onMissing: () => void): boolean {
    const available = variants.get(path);
    if (!available) return false;
    // Our order, not the header's: browsers list gzip before br but take either.
    const encoding = ENCODINGS.find((e) => available.has(e.name) && req.acceptsEncodings(e.name) === e.name);
    if (!encoding) {
      res.vary('Accept-Encoding');
      return false;
    }
    const file = resolve(distDir, `.${path}`);
    const stat = statSync(`${file}${encoding.suffix}`, { throwIfNoEntry: false });
    if (!stat) return false;
    res.vary('Accept-Encoding');
    // The app switches Express's ETags off (API answers set their own), which sendFile follows; send still
    // answers If-None-Match with 304 against an ETag given here (size and time of the copy sent, like static's).
    res.setHeader('ETag', `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`);
    res.setHeader('Content-Encoding', encoding.name);
    // Set before sendFile, which keeps a type already given instead of naming the .br/.gz file's.
    res.type(extname(path));
    res.setHeader('Cache-Control', cacheControl(file));
    res.sendFile(`${file}${encoding.suffix}`, { cacheControl: false, dotfiles: 'allow' }, (error) => {
      // The build was replaced under us: fall back to the uncompressed file.
      if (error && !res.headersSent) {
        for (const header of ['Content-Encoding', 'ETag', 'Content-Type']) res.removeHeader(header);
        onMissing();
      }
    });
    return true;
  }

  // The server renderer's own files (dist/server/) are the server's code, not the site's.
  const serverFiles = `/${SERVER_ENTRY_PATH.split('/')[0]}/`;
  router.use((req, res, next) => {
    if (req.path.startsWith(serverFiles)) return res.status(404).type('text').send('Not found');
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!sendPrecompressed(req, res, req.path, next)) next();
  });
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', cacheControl(path));
        if (variants.has(`/${relative(distDir, path).split(sep).join('/')}`)) res.vary('Accept-Encoding');
      },
    }),
  );
  // Browsers ask for /favicon.ico on pages that name no icon (the sign-in provider's pages, a PDF, an image opened on
  // its own); the site's icon is an SVG, and a 404 there shows up as an error in every such page's console.
  router.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.svg'));
  router.get(/.*/, async (req, res, next) => {
    if (API_PREFIXES.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return next();
    if (!req.accepts('html')) return next();
    if (renderer) {
      try {
        const origin = options.publicUrl ?? `${req.protocol}://${req.get('host')}`;
        return sendPage(req, res, await renderer.page(req.originalUrl, readerOf(req), origin));
      } catch (error) {
        // The page still works: the browser renders it from the app shell.
        console.error(`Server rendering of ${req.originalUrl} failed; serving the app shell:`, error);
      }
    }
    const sendIndex = () => {
      res.setHeader('Cache-Control', 'no-cache');
      if (existsSync(index)) res.sendFile(index);
      else res.type('html').send(PLACEHOLDER);
    };
    if (!sendPrecompressed(req, res, '/index.html', sendIndex)) sendIndex();
  });
  return router;
}
