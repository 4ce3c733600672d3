// Vite build of the web app (index.html) and the bundled GraphQL explorer (explorer.html), served by the server.
// Adds the Workbox service worker (offline app shell) and the schema fingerprint that keys the persisted cache.
// The SSR build (`--ssr src/entry-server.tsx --outDir dist/server`, run by `npm run build:web` after the client build)
// makes the server renderer the server loads at run time.
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PAGES_CACHE } from './src/app/service-worker.ts';
import { bundleReport } from './bundle-report.ts';
import { styledComponentIds } from './styled-component-ids.ts';

const root = import.meta.dirname;
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** Hash of the SDL and the generated client types: a saved Apollo cache from another shape is dropped. */
function schemaHash(): string {
  const hash = createHash('sha256');
  const schemaDir = resolve(root, '../schema');
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.graphql')).sort()) hash.update(readFileSync(resolve(schemaDir, file)));
  hash.update(readFileSync(resolve(root, 'src/gql/graphql.ts')));
  return hash.digest('hex').slice(0, 16);
}

type ViteManifest = Record<string, { file: string; css?: string[]; assets?: string[]; imports?: string[]; dynamicImports?: string[] }>;

/**
 * The files the app (index.html) can load: its entry and every static or lazy import, with their CSS. The explorer's
 * bundle (several MB of editor) is left out of the offline precache.
 */
function appFiles(outDir: string): Set<string> | undefined {
  const path = resolve(outDir, '.vite/manifest.json');
  if (!existsSync(path)) return undefined;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as ViteManifest;
  const files = new Set<string>(['index.html']);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
    for (const k of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(k);
  };
  visit('index.html');
  return files;
}

/** Text files worth compressing; smaller files gain less than the extra request headers cost. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, at the strongest settings (done
 * once here, so the server sends them without compressing per request; server/http/web-app.ts picks them).
 * Runs after the service worker is generated, so sw.js and the Workbox runtime are compressed too.
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(resolve(dir, e.name)) : [resolve(dir, e.name)]));

  async function compressAll() {
    const targets = files(resolvedOutDir).filter((f) => COMPRESSIBLE.test(f) && !f.includes('/.vite/'));
    await Promise.all(
      targets.map(async (file) => {
        const data = await readFile(file);
        if (data.length < MIN_COMPRESS_BYTES) return;
        const [brotli, gzipped] = await Promise.all([
          br(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
          gz(data, { level: 9 }),
        ]);
        // Only variants that are really smaller are kept; the server falls back to the original.
        if (brotli.length < data.length) await writeFile(`${file}.br`, brotli);
        if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
      }),
    );
  }

  return {
    name: 'sw5e-precompress',
    apply: 'build',
    enforce: 'post',
    // After the service worker plugin's own closeBundle (sequential), so sw.js is compressed too.
    closeBundle: { sequential: true, order: 'post', handler: compressAll },
  };
}

/**
 * SSR build: stamps each exported page component under src/pages with its source module (relative to web/, as the
 * client's Vite manifest names it), so the server can preload the client chunks of the page it rendered.
 */
function stampSourceModules(): Plugin {
  return {
    name: 'sw5e-stamp-source-modules',
    apply: (_config, env) => env.isSsrBuild === true,
    transform(code, id) {
      const file = id.split('?')[0];
      if (!file.startsWith(resolve(root, 'src/pages')) || !/\.tsx$/.test(file) || /\.test\.tsx$/.test(file)) return undefined;
      const names = [...code.matchAll(/^export (?:async )?(?:function|const) ([A-Z]\w*)/gm)].map((m) => m[1]);
      if (names.length === 0) return undefined;
      const source = JSON.stringify(file.slice(root.length + 1));
      const stamps = names.map((n) => `if (typeof ${n} === 'function') ${n}.__sourceModule = ${source};`).join('\n');
      return { code: `${code}\n${stamps}\n`, map: null };
    },
  };
}


/** The build's output folder as resolved (the e2e support builds into its own folder with --outDir). */
let resolvedOutDir = resolve(root, 'dist');

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrConfig() : clientConfig()));

/** The server renderer: the same sources for Node, without the service worker and compression steps. */
function ssrConfig(): UserConfig {
  return {
    root,
    define: { __SW5E_SCHEMA_HASH__: JSON.stringify(schemaHash()) },
    publicDir: false,
    plugins: [styledComponentIds(resolve(root, 'src')), react(), stampSourceModules()],
    // Bundled, not loaded from node_modules at run time: its CommonJS build has no default export for Node's ES modules.
    ssr: { noExternal: ['styled-components'] },
    build: {
      outDir: resolve(root, 'dist/server'),
      emptyOutDir: true,
      sourcemap: true,
      ssr: resolve(root, 'src/entry-server.tsx'),
      // .mjs: ES modules wherever the build folder sits (its package.json may not say "type": "module").
      rollupOptions: { output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } },
    },
  };
}

function clientConfig(): UserConfig {
  return {
    root,
    define: { __SW5E_SCHEMA_HASH__: JSON.stringify(schemaHash()) },
    plugins: [
      styledComponentIds(resolve(root, 'src')),
      react(),
      { name: 'sw5e-out-dir', configResolved: (config) => void (resolvedOutDir = resolve(config.root, config.build.outDir)) },
      VitePWA({
        // main.tsx registers /sw.js itself (no inline script: the CSP allows scripts from 'self' only).
        injectRegister: false,
        registerType: 'autoUpdate',
        manifest: false,
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,woff2}'],
          globIgnores: ['**/node_modules/**', 'sw.js', 'workbox-*.js'],
          maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
          // Only what the app can load is precached; the GraphQL explorer is a developer tool, online only.
          manifestTransforms: [
            async (entries) => {
              const keep = appFiles(resolvedOutDir);
              const isPublic = (url: string) => !url.includes('/') && url.endsWith('.js');
              return { manifest: keep ? entries.filter((e) => keep.has(e.url) || isPublic(e.url)) : entries, warnings: [] };
            },
          ],
          // No navigation fallback route (the plugin's default): page loads go to the server, see runtimeCaching.
          navigateFallback: null,
          // Nor is '/' answered with the precached index.html (Workbox's default directory index): that is the empty
          // app shell, so a second visit to the home page waited for the JavaScript instead of showing the server's page.
          directoryIndex: null,
          // The page's request starts while the worker is still starting up; NetworkFirst takes that response.
          navigationPreload: true,
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
          runtimeCaching: [
            {
              // Page loads: the server's rendered HTML while online, kept per page; offline, the last one kept, else the
              // app shell (which renders from the saved data cache). The function is copied into sw.js as source, so the
              // server's own paths (never pages) are written out here.
              urlPattern: ({ request, url, sameOrigin }) =>
                sameOrigin && request.mode === 'navigate' && !/^\/(api|graphql|health|images|oidc)(\/|$)/.test(url.pathname),
              handler: 'NetworkFirst',
              options: {
                cacheName: PAGES_CACHE,
                expiration: { maxEntries: 200 },
                cacheableResponse: { statuses: [200] },
                // Pages vary by the theme cookie, which a worker's requests never show: one copy per address.
                matchOptions: { ignoreVary: true },
                precacheFallback: { fallbackURL: '/index.html' },
              },
            },
            {
              // Navigations to the server's own paths (the sign-in provider's pages above all) go to the network, but
              // through the worker: with navigation preload on, the browser has already sent the request, and a
              // worker that left the navigation alone made the browser send it again. Twice is harmful where a
              // request changes state: the provider opened two sign-in sessions and the form answered the first
              // ("interaction session not found"). NetworkOnly answers with the preloaded response.
              urlPattern: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
              handler: 'NetworkOnly',
            },
            {
              urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
              handler: 'CacheFirst',
              options: { cacheName: 'sw5e-images', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
            },
          ],
        },
      }),
      precompress(),
      // Opt-in: BUNDLE_REPORT=<file> writes what each chunk holds (bundle-report.ts); off in normal builds.
      bundleReport(process.env.BUNDLE_REPORT),
    ],
    build: {
      outDir: resolve(root, 'dist'),
      emptyOutDir: true,
      sourcemap: true,
      // Read by the service worker step to precache only the app's own files.
      manifest: true,
      rollupOptions: {
        input: {
          app: resolve(root, 'index.html'),
          explorer: resolve(root, 'explorer.html'),
        },
      },
    },
    server: {
      proxy: Object.fromEntries(['/graphql', '/api', '/images', '/health', '/oidc'].map((p) => [p, apiTarget])),
    },
  };
}
