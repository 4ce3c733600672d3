// Registers the Workbox service worker built by vite-plugin-pwa (production builds only): it precaches the app
// shell and page chunks so a visited site opens offline; the rules data itself comes from the persisted Apollo cache.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => console.info('Service worker registered for offline use', registration.scope))
      .catch((error) => console.warn('Service worker registration failed', error));
  // Registering after the page has loaded keeps the precache downloads off the first paint's critical path.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
