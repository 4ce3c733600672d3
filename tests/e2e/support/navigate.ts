// In-app navigation for specs that visit many pages in a row: the first visit loads the page (a deep link, as a
// bookmark would), later ones change the route the way the app's own links do (history push), so a loop over
// records does not pay a full reload, cache restore and first render per record.
import type { Page } from '@playwright/test';

export async function visit(page: Page, path: string): Promise<void> {
  const loaded = page.url().startsWith('http') && (await page.evaluate(() => document.readyState === 'complete').catch(() => false));
  if (!loaded) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    // The router follows popstate; pushState alone does not fire it.
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
