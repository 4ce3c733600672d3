// The `test` every e2e spec imports: baseURL points at the server its project runs against (seed or real data),
// and `checkA11y` checks a page for accessibility violations of serious or critical impact (all of axe's WCAG 2.1 A/AA
// and best-practice rules, or only the rules named: a second theme changes colours and nothing else, so its pass needs
// the contrast rule alone).
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const REALDATA_PROJECT = 'realdata';

/**
 * Pages arrive server-rendered: their links and controls show before the app has hydrated them, and a click or a
 * keystroke in that moment would be lost (as it would for a person). After loading a page of the app, the test waits
 * until the app marks the document ready (web/src/app/App.tsx); other documents (the identity provider's pages, the
 * GraphQL explorer, a page without JavaScript) are not waited for.
 */
async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.appReady === 'true' || !document.querySelector('script[type="module"]'),
    undefined,
    { timeout: 30_000 },
  );
}

export const test = base.extend<{ checkA11y: (page: Page, label?: string, options?: { rules?: string[] }) => Promise<void> }>({
  page: async ({ page }, use) => {
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        const response = await original(...args);
        if (page.url().startsWith('http')) await waitForApp(page);
        return response;
      };
    }
    await use(page);
  },
  baseURL: async ({}, use, testInfo) => {
    const url = testInfo.project.name === REALDATA_PROJECT ? process.env.E2E_REALDATA_URL : process.env.E2E_BASE_URL;
    if (!url) throw new Error(`No server URL for project "${testInfo.project.name}": the e2e global setup did not run.`);
    await use(url);
  },
  checkA11y: async ({}, use) => {
    await use(async (page, label = page.url(), options = {}) => {
      const builder = new AxeBuilder({ page });
      const results = await (options.rules ? builder.withRules(options.rules) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const summary = bad.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
      expect(summary, `axe violations on ${label}`).toEqual([]);
    });
  },
});

export { expect };
