// Browser start-up. A server-rendered page (its state in the document, web/src/ssr-state.ts) is hydrated: the route's
// modules are loaded first so the first render matches the HTML. When the page ran queries, the data layer starts
// from the server's data before hydration (the saved cache from IndexedDB is merged in after); a page that ran none
// (the home page, the hubs) hydrates without the data layer, which then loads on first need
// (app/apollo/data-layer.ts). A page without that state (the offline app shell, a private page's frame) restores the
// saved cache first and renders afresh. The theme was applied by public/theme-init.js before the first paint. Then
// the service worker is registered for offline use.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { loadDataLayer, serverStateHasData, withoutDataLayer } from './app/apollo/data-layer.ts';
import { App } from './app/App.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { recordRecoverableError } from './lib/hydration.ts';
import { createRouter, routes } from './pages/router.tsx';
import { readServerState } from './ssr-state.ts';

/** Loads the lazy modules of the routes matching the address, so the router starts without a loading fallback. */
async function loadMatchedRoutes(tree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start() {
  // Marks for the web-shell benchmark: how long the saved cache takes to come back before the first render.
  performance.mark('sw5e:start');
  const container = document.getElementById('root')!;
  const server = readServerState();
  const hydrate = server?.mode === 'full';
  if (hydrate && serverStateHasData(server.apollo)) {
    // Started first, with the server's data: the route loaders below then wait for this same start.
    const dataLayer = loadDataLayer(server.apollo);
    await Promise.all([loadMatchedRoutes(routes), dataLayer]);
  } else if (hydrate) {
    await withoutDataLayer(() => loadMatchedRoutes(routes));
  }
  // Otherwise the router starts fetching the first route's lazy modules now (which start the data layer and wait for
  // it), while the saved cache is read.
  const router = createRouter();
  if (!hydrate) await loadDataLayer();
  performance.mark('sw5e:cache-restored');
  const app = (
    <StrictMode>
      <App router={router} serverDarkSide={server?.darkSide} serverSession={server?.session === true} />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app, { onRecoverableError: recordRecoverableError });
  else createRoot(container).render(app);
  registerServiceWorker();
}

void start();
