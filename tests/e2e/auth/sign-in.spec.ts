// Sign-in end to end through the local development provider with MSAL's redirect flow: sign in, see the
// username, save a character to the cloud, sign out (#logged-out stripped, local characters cleared), sign in
// again and find it. Runs its own server with the sign-in layer (as `npm start` does).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createAuthLayer } from '../../../server/auth/auth-layer.ts';
import { startServer, type RunningServer } from '../../../server/boot.ts';
import { loadConfig } from '../../../server/config.ts';
import { expect, test } from '../support/fixtures.ts';

let server: RunningServer;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sw5e-e2e-auth-'));
  const log = console.log;
  console.log = () => undefined;
  try {
    server = await startServer(loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir }), createAuthLayer);
  } finally {
    console.log = log;
  }
});

test.afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs in from the current page through the local provider's login page. */
async function signIn(page: Page, username: string) {
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Local development sign-in')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The bearer token the app sends with its GraphQL calls (captured from its own requests). */
function captureToken(page: Page): () => string | undefined {
  let token: string | undefined;
  page.on('request', (request) => {
    const auth = request.headers().authorization;
    if (request.url().endsWith('/graphql') && auth?.startsWith('Bearer ')) token = auth.slice(7);
  });
  return () => token;
}

async function graphql(page: Page, token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await page.request.post(`${server.url}/graphql`, { headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, data: { query, variables } });
  return (await res.json()) as { data?: any; errors?: { message: string }[] };
}

test('sign in, save to the cloud, sign out, sign in again and find it', async ({ page }) => {
  const username = `Pilot ${Date.now().toString(36)}`;
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  const token = captureToken(page);

  await page.goto(`${server.url}/rules`);
  await signIn(page, username);

  // A first-time user lands on /profile, signed in, with the username from the sign-in.
  await expect(page).toHaveURL(`${server.url}/profile`);
  await expect(page.getByTestId('auth-username')).toHaveText(username);
  await expect(page.getByLabel('Username')).toHaveValue(username);

  // Change the username through the profile form (GraphQL updateUsername).
  const renamed = `${username} Two`;
  await page.getByLabel('Username').fill(renamed);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Username updated!')).toBeVisible();
  await expect(page.getByTestId('auth-username')).toHaveText(renamed);
  await page.getByLabel('Username').fill(`${renamed}!`);
  await expect(page.getByText('Username updated!')).toBeHidden();

  // Save a character to the cloud through GraphQL with the app's own token.
  await expect.poll(token).toBeTruthy();
  const saved = await graphql(page, token()!, 'mutation ($input: CharacterInput!) { saveCharacter(input: $input) { id jsonData } }', {
    input: { jsonData: JSON.stringify({ name: 'Cloud Kestrel', builderVersion: '0.7.6' }) },
  });
  expect(saved.errors).toBeUndefined();
  const characterId: string = saved.data.saveCharacter.id;

  // A local character on this device, which sign-out must clear.
  await page.evaluate(async () => {
    await new Promise<void>((resolve, reject) => {
      // The same database and store the app's storage module opens (idb-keyval's createStore).
      const open = indexedDB.open('sw5e-characters');
      open.onupgradeneeded = () => open.result.createObjectStore('characters');
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction('characters', 'readwrite');
        tx.objectStore('characters').put({ character: { name: 'Local Draft', localId: 'temp-e2e00001' }, dirty: true }, 'temp-e2e00001');
        tx.oncomplete = () => {
          db.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
      open.onerror = () => reject(open.error);
    });
  });

  // Sign out from the user menu, on a page with a path and a query: it comes back there, without the hash.
  await page.goto(`${server.url}/rules/phb?from=e2e`);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/rules/phb?from=e2e`);
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const localCount = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('sw5e-characters');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('characters')) return resolve(0);
          const req = db.transaction('characters').objectStore('characters').count();
          req.onsuccess = () => {
            db.close();
            resolve(req.result);
          };
        };
      }),
  );
  expect(localCount).toBe(0);

  // Sign in again with the same name (any case): the same account, not a new user, and the character is there.
  await signIn(page, username.toUpperCase());
  await expect(page).toHaveURL(`${server.url}/rules/phb?from=e2e`);
  await expect(page.getByTestId('auth-username')).toHaveText(renamed);
  const list = await graphql(page, token()!, '{ characters { id jsonData } }');
  expect(list.data.characters).toEqual([{ id: characterId, jsonData: JSON.stringify({ name: 'Cloud Kestrel', builderVersion: '0.7.6' }) }]);

  expect(consoleErrors.filter((e) => !/favicon/.test(e))).toEqual([]);
});
