// With the real data set imported: every table lists all of its real records (names compared page by page), and
// the detail pages of a sample of 50 real records render without error. Expectations come from REALDATA_API.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { visit } from '../support/navigate.ts';
import { bySection, collapse, expectTableLists, REAL_TABLES as TABLES, realRecords, shownName, type Rec } from './table-support.ts';

test.describe('every table lists all of its real records', () => {
  // One deep-link load per section, then in-app navigation from table to table (each a step).
  for (const [section, tables] of bySection(TABLES)) {
    test(`/${section}/...`, async ({ page }) => {
      test.setTimeout(240_000);
      for (const [path, name, records] of tables) {
        await test.step(path, () => expectTableLists(page, path, name, records().map((r) => collapse(shownName(path, r.name)))));
      }
    });
  }

  test('the real counts named by the issue', () => {
    expect(realRecords('enhancedItem')).toHaveLength(1918);
    expect(realRecords('power')).toHaveLength(465);
    expect(realRecords('monster')).toHaveLength(271);
  });
});

/** Every k-th record, so the sample spreads over the whole list. */
function spread<T>(records: T[], n: number): T[] {
  const step = Math.max(1, Math.floor(records.length / n));
  return records.filter((_, i) => i % step === 0).slice(0, n);
}

const DETAIL_SAMPLE: Array<[path: string, name: string]> = [
  ...spread(realRecords('species'), 10).map((r): [string, string] => [`/characters/species/${encodeURIComponent(r.name)}`, r.name]),
  ...spread(realRecords('class'), 6).map((r): [string, string] => [`/characters/classes/${encodeURIComponent(r.name)}`, r.name]),
  ...spread(realRecords('archetype'), 10).map((r): [string, string] => [`/characters/archetypes/${encodeURIComponent(r.name)}`, r.name]),
  ...spread(realRecords('background'), 6).map((r): [string, string] => [`/characters/backgrounds/${encodeURIComponent(r.name)}`, r.name]),
  ...spread(realRecords('monster'), 12).map((r): [string, string] => [`/rules/snv/monsters/${encodeURIComponent(r.name)}`, r.name]),
  ...spread(realRecords('StarshipDeployment'), 3).map((r): [string, string] => [`/starships/deployments/${encodeURIComponent(r.name)}`, r.name]),
  ...spread(realRecords('starshipBaseSize'), 3).map((r): [string, string] => [`/rules/sotg/starshipSizes/${encodeURIComponent(r.name)}`, `${r.name} Ships`]),
];

/** Collects uncaught page errors and console errors of the pages (not failed resource loads or sign-in logs). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // Resource loads (remote images offline) and the sign-in's own 'Token failure' log are not
    // errors of these pages.
    if (/^Failed to load resource|^Token failure/.test(m.text())) return;
    errors.push(`console: ${m.text()}`);
  });
  return errors;
}

test('a sample of 50 real detail pages renders without error', async ({ page }) => {
  test.setTimeout(180_000);
  expect(DETAIL_SAMPLE).toHaveLength(50);
  const errors = watchErrors(page);
  for (const [path, title] of DETAIL_SAMPLE) {
    await visit(page, path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toHaveText(collapse(title));
    await expect(page.getByText(/was found\.$/), path).toHaveCount(0);
  }
  expect(errors.filter((e) => !/ServiceWorker|sw\.js/.test(e))).toEqual([]);
});

test('the real Half-human page (lower-case h) shows its trait table', async ({ page }) => {
  const halfHuman = realRecords<Rec & { halfHumanTableEntries?: Record<string, string> }>('species').find((s) => s.name.toLowerCase() === 'half-human')!;
  await page.goto(`/characters/species/${encodeURIComponent(halfHuman.name)}`);
  await expect(page.locator('table[aria-label^="Half-human traits"] tbody tr')).toHaveCount(Object.keys(halfHuman.halfHumanTableEntries ?? {}).length);
});

test("unreachable species thumbnails show placeholders without an alert; a species page's image raises one, asking for no report without a chat server", async ({ page }) => {
  await page.goto('/characters/species');
  await expect(page.getByRole('img', { name: /image unavailable/ }).first()).toBeVisible();
  await expect(page.getByText(/^Error loading image!/)).toHaveCount(0);
  await page.goto('/characters/species/Wookiee');
  await expect(page.getByRole('main').getByRole('img', { name: 'Wookiee (image unavailable)' })).toBeVisible();
  const alert = page.getByRole('alert').getByText(/^Error loading image!/);
  await expect(alert).toHaveCount(1);
  await expect(alert).not.toContainText(/chat|report/i);
});
