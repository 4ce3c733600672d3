// Browser start-up: restore the saved data cache, then render the first route (the theme was already applied by
// public/theme-init.js before the first paint), then register the service worker for offline use.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupApollo } from './app/apollo/setup.ts';
import { App } from './app/App.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { createRouter } from './pages/router.tsx';

async function start() {
  // Marks for the web-shell benchmark: how long the saved cache takes to come back before the first render.
  performance.mark('sw5e:start');
  // The router starts fetching the first route's lazy modules now, while the saved cache is read from IndexedDB.
  const router = createRouter();
  const { client } = await setupApollo();
  performance.mark('sw5e:cache-restored');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App client={client} router={router} />
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
