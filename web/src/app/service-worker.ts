// Registers the Workbox service worker built by vite-plugin-pwa (production builds only): it precaches the app
// shell and page chunks so a visited site opens offline; the rules data itself comes from the persisted Apollo cache.
/** The worker's cache of server-rendered pages (web/vite.config.ts): the last HTML of each page, for offline reloads. */
export const PAGES_CACHE = 'sw5e-pages';

/**
 * The page this visit started on was loaded before the worker controlled it, so the worker never saw its HTML: it is
 * kept now (a revalidation, usually answered 304 from the browser's cache), so it too reloads offline.
 */
async function keepFirstPage(): Promise<void> {
  if (!('caches' in window)) return;
  await navigator.serviceWorker.ready;
  const cache = await caches.open(PAGES_CACHE);
  const url = `${location.pathname}${location.search}`;
  if (!(await cache.match(url, { ignoreVary: true }))) await cache.add(url);
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        console.info('Service worker registered for offline use', registration.scope);
        // Not kept (a page that is not found, storage full): it still reloads offline as the app shell.
        return keepFirstPage().catch(() => undefined);
      })
      .catch((error) => console.warn('Service worker registration failed', error));
  // Registering after the page has loaded keeps the precache downloads off the first paint's critical path.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
