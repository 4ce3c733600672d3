// Offline: after one visit the service worker and the persisted data cache reopen a chapter with the server gone;
// a table never visited says it is not available offline yet.
import { expect, test } from '../support/fixtures.ts';
import { visit } from '../support/navigate.ts';
import { startTestServer } from '../support/servers.ts';

// These tests are about the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Whether the Apollo cache saved in IndexedDB (the app's persister: database sw5e-cache, store apollo) mentions `text`. */
async function persistedCacheHolds(text: string): Promise<boolean> {
  // Opened only once the app made it: opening it first would create it without its object store.
  if (!(await indexedDB.databases()).some((d) => d.name === 'sw5e-cache')) return false;
  return new Promise((resolve) => {
    const open = indexedDB.open('sw5e-cache');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      try {
        const read = db.transaction('apollo').objectStore('apollo').get('apollo-cache');
        read.onsuccess = () => {
          resolve(JSON.stringify(read.result ?? null).includes(text));
          db.close();
        };
        read.onerror = () => {
          resolve(false);
          db.close();
        };
      } catch {
        db.close();
        resolve(false);
      }
    };
  });
}

test('a visited chapter reloads with the server down', async ({ page }) => {
  const server = await startTestServer({ label: 'offline' });
  let closed = false;
  try {
    await page.goto(`${server.url}/rules/phb/combat`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/Combat/);
    // The worker has precached the app and controls the page; the data cache has been saved to IndexedDB.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
    // The data cache is saved to IndexedDB shortly after the page's queries (debounced): wait until the chapter is in it.
    await expect.poll(() => page.evaluate(persistedCacheHolds, 'Combat'), { timeout: 15_000 }).toBe(true);

    await server.close();
    closed = true;
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/Combat/);
    await expect(page.locator('#attacking')).toBeVisible();

    // A table never opened while online cannot load: the page says so instead of spinning forever.
    await visit(page, '/loot/armor');
    await expect(page.getByRole('main').getByText(/The Armor table is not available offline yet/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('status', { name: /Loading/ })).toHaveCount(0);
  } finally {
    if (!closed) await server.close();
  }
});
