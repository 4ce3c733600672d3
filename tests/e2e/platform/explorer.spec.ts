// The bundled GraphQL explorer: served from our own build at /graphql, it loads and runs a query with no internet.
import { expect, test } from '../support/fixtures.ts';

test('the explorer opens at /graphql from our own build and runs a query', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin !== new URL(baseURL!).origin && !url.protocol.startsWith('data') && !url.protocol.startsWith('blob')) foreign.push(req.url());
  });
  await page.goto('/graphql');
  await expect(page).toHaveTitle(/GraphQL explorer/);
  const run = page.getByRole('button', { name: /execute query|run/i }).first();
  await expect(run).toBeVisible({ timeout: 20_000 });
  // The button shows before the editor (Monaco, started by workers) holds the query; a click before that runs nothing.
  await expect(page.locator('.graphiql-editor').first()).toContainText('dataVersions', { timeout: 20_000 });
  await run.click();
  await expect(page.locator('.result-window, section[aria-label="Result Window"]').first()).toContainText('"dataVersions"', { timeout: 20_000 });
  expect(foreign).toEqual([]);
});
