// In-app navigation for specs that visit many pages in a row: the first visit loads the page (a deep link, as a
// bookmark would), later ones change the route the way the app's own links do (history push), so a loop over
// records does not pay a full reload, cache restore and first render per record.
import { expect, type Page } from '@playwright/test';

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

/**
 * `visit`, then waits until the page shows a first-level heading other than the one it showed before (an in-app
 * navigation leaves the old page in place until the new route has rendered), and until its requests have settled.
 * For loops over pages whose headings differ from one to the next (the page already shown is only waited for).
 */
export async function visitNewPage(page: Page, path: string): Promise<void> {
  const here = page.url().startsWith('http') ? new URL(page.url()) : undefined;
  if (here && `${here.pathname}${here.search}` === path) return page.waitForLoadState('networkidle');
  const heading = page.getByRole('heading', { level: 1 }).first();
  const before = page.url().startsWith('http') ? await heading.textContent({ timeout: 1_000 }).catch(() => null) : null;
  await visit(page, path);
  await expect.poll(async () => (await heading.textContent().catch(() => null)) ?? '', { message: `a new heading at ${path}` }).not.toBe(before ?? '');
  await page.waitForLoadState('networkidle');
}
