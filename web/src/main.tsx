// Browser start-up: restore the saved data cache, then render the first route (the theme was already applied by
// public/theme-init.js before the first paint), then register the service worker for offline use.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupApollo } from './app/apollo/setup.ts';
import { App } from './app/App.tsx';
import { createRouter } from './app/router.tsx';
import { registerServiceWorker } from './app/service-worker.ts';

async function start() {
  const { client } = await setupApollo();
  const router = createRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App client={client} router={router} />
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
