// The `test` every e2e spec imports: baseURL points at the server its project runs against (seed or real data),
// and `axe` checks a page for accessibility violations of serious or critical impact.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const REALDATA_PROJECT = 'realdata';

export const test = base.extend<{ checkA11y: (page: Page, label?: string) => Promise<void> }>({
  baseURL: async ({}, use, testInfo) => {
    const url = testInfo.project.name === REALDATA_PROJECT ? process.env.E2E_REALDATA_URL : process.env.E2E_BASE_URL;
    if (!url) throw new Error(`No server URL for project "${testInfo.project.name}": the e2e global setup did not run.`);
    await use(url);
  },
  checkA11y: async ({}, use) => {
    await use(async (page, label = page.url()) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const summary = bad.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
      expect(summary, `axe violations on ${label}`).toEqual([]);
    });
  },
});

export { expect };
