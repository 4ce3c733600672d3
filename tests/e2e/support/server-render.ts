// Shared checks of the server-rendering specs (bundled and real data): every public page read with JavaScript off,
// and pages hydrated with JavaScript on, without console errors, then navigating in the app as before.
import { expect, type Browser, type ConsoleMessage, type Page } from '@playwright/test';
import { publicPages, samplePerRecordRoute, type PublicPage } from '../../support/public-pages.ts';

let pagesOnce: Promise<PublicPage[]> | undefined;

/** The public pages of the server at `baseURL`, in address order (read once per worker). */
export function pagesOf(baseURL: string): Promise<PublicPage[]> {
  pagesOnce ??= publicPages(baseURL).then((pages) => pages.sort((a, b) => a.path.localeCompare(b.path)));
  return pagesOnce;
}

/**
 * With JavaScript off, every page of this shard (every `shards`-th page) answers 200 with its heading, its first text
 * and the collected styles in the HTML itself.
 */
export async function checkPagesWithoutScript(browser: Browser, baseURL: string, shard: number, shards: number, recordSample = 1): Promise<number> {
  const pages = samplePerRecordRoute(await pagesOf(baseURL), recordSample).filter((_, i) => i % shards === shard);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  try {
    for (const { path, heading } of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const main = page.getByRole('main');
      // Real chapters may hold further '# ' headings of their own: the page's heading is the first.
      const h1 = main.getByRole('heading', { level: 1 }).first();
      await expect(h1, path).not.toBeEmpty({ timeout: 1000 });
      if (heading) expect((await h1.textContent())?.toLowerCase(), path).toContain(heading.toLowerCase());
      const firstText = main.locator('p, td, li, dd, h2').filter({ hasText: /\S/ }).first();
      await expect(firstText, `${path}: first content text`).toBeAttached({ timeout: 1000 });
      await expect(main.getByRole('status', { name: /Loading/ }), `${path}: still loading`).toHaveCount(0);
      await expect(page.locator('style[data-styled]'), `${path}: styles`).toHaveCount(1);
      await expect(page, path).toHaveTitle(/(^| \| )SW5E$/);
    }
  } finally {
    await context.close();
  }
  return pages.length;
}

/**
 * The test servers run without sign-in configured: the app's sign-in module then reports the missing configuration
 * (a 404 for it and a token failure naming it), on every page, rendered on the server or not. Those are not problems
 * of the page; nor is the browser's note that a not-found page's own document answered 404.
 */
function expectedNoise(m: ConsoleMessage, page: Page): boolean {
  const from = m.location().url;
  return from.includes('/api/auth/config.json') || /auth\/config\.json answered 404/.test(m.text()) || (/status of 404/.test(m.text()) && from === page.url());
}

/** Console errors and warnings (and uncaught errors) of a page, collected from now on. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !expectedNoise(m, page)) problems.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Waits until React has hydrated the server's markup (hydrateRoot marks the container). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer'))), { timeout: 20_000 })
    .toBe(true);
}
