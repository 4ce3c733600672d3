// Sign-in end to end through the local development provider with MSAL's redirect flow: sign in, see the
// username, save a character to the cloud, sign out (#logged-out stripped, local characters cleared), sign in
// again and find it; and silent renewal with the refresh token. Runs its own servers with the sign-in layer (as
// `npm start` does).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createAuthLayer } from '../../../server/auth/auth-layer.ts';
import { startServer, type RunningServer } from '../../../server/boot.ts';
import { loadConfig } from '../../../server/config.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForHydration } from '../support/server-render.ts';

let server: RunningServer;
let dataDir: string;

/** The web build the e2e global setup made (E2E_WEB_DIST), else the server's default (web/dist). */
const webDist = (): Record<string, string> => (process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {});

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sw5e-e2e-auth-'));
  const log = console.log;
  console.log = () => undefined;
  try {
    server = await startServer(loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...webDist() }), createAuthLayer);
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
  // The Login button is in the server's HTML: a press before the app has hydrated does nothing.
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
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

const cards = (page: Page) => page.getByRole('list', { name: 'Characters' }).getByRole('heading', { level: 2 });

test('sign in, save a character to the cloud, sign out, sign in again and find it', async ({ page }) => {
  const username = `Pilot ${Date.now().toString(36)}`;
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  const token = captureToken(page);

  await page.goto(`${server.url}/tools/mycharacters`);
  await signIn(page, username);

  // A first-time user comes back to the page they signed in from, signed in, with the username from the sign-in.
  await expect(page).toHaveURL(`${server.url}/tools/mycharacters`);
  await expect(page.getByTestId('auth-username')).toHaveText(username);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(`${server.url}/profile`);
  await expect(page.getByLabel('Username')).toHaveValue(username);

  // Change the username through the profile form (GraphQL updateUsername).
  const renamed = `${username} Two`;
  await page.getByLabel('Username').fill(renamed);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Username updated!')).toBeVisible();
  await expect(page.getByTestId('auth-username')).toHaveText(renamed);
  await page.getByLabel('Username').fill(`${renamed}!`);
  await expect(page.getByText('Username updated!')).toBeHidden();

  // Create a character in the character tools: signed in, it is saved to the cloud.
  await page.goto(`${server.url}/tools/mycharacters`);
  await page.getByRole('button', { name: 'Add character' }).click();
  await page.getByRole('button', { name: 'Create new character' }).click();
  await expect(page).toHaveURL(/\/tools\/mycharacters\/[^/?]+\?isNew=true$/);
  await page.getByRole('button', { name: 'My Characters' }).click();
  await expect(cards(page)).toHaveText(['Unnamed Character']);
  await expect.poll(token).toBeTruthy();
  await expect.poll(async () => (await graphql(page, token()!, '{ characters { id } }')).data?.characters?.length).toBe(1);
  const [cloud] = (await graphql(page, token()!, '{ characters { id userId jsonData } }')).data.characters as { id: string; jsonData: string }[];
  expect(JSON.parse(cloud!.jsonData)).toMatchObject({ builderVersion: expect.any(String) });

  // Sign out from the user menu: back on the same path and query, hash stripped, local characters cleared.
  await page.goto(`${server.url}/tools/mycharacters?from=e2e`);
  await expect(cards(page)).toHaveText(['Unnamed Character']);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/tools/mycharacters?from=e2e`);
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No characters yet' })).toBeVisible();
  // The character left this browser with the sign-out; the page says where it is.
  await expect(page.getByText(/saved to the cloud .* sign in and they come back/)).toBeVisible();
  expect(await localCharacterCount(page)).toBe(0);

  // Sign in again with the same name (exactly: letter case counts): the same account, not sent to /profile, the
  // character is back.
  await signIn(page, username);
  await expect(page).toHaveURL(`${server.url}/tools/mycharacters?from=e2e`);
  await expect(page.getByTestId('auth-username')).toHaveText(renamed);
  await expect(cards(page)).toHaveText(['Unnamed Character']);
  const again = await graphql(page, token()!, '{ characters { id } }');
  expect(again.data.characters).toEqual([{ id: cloud!.id }]);

  expect(consoleErrors.filter((e) => !/favicon/.test(e))).toEqual([]);
});

/** Characters stored on this device (the character tools' IndexedDB store). */
function localCharacterCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('sw5e-characters');
        open.onupgradeneeded = () => open.result.createObjectStore('characters');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const req = db.transaction('characters').objectStore('characters').count();
          req.onsuccess = () => {
            db.close();
            resolve(req.result);
          };
        };
      }),
  );
}

test.describe('token renewal', () => {
  let shortLived: RunningServer;
  let shortDir: string;

  test.beforeAll(async () => {
    shortDir = mkdtempSync(join(tmpdir(), 'sw5e-e2e-auth-short-'));
    const log = console.log;
    console.log = () => undefined;
    try {
      // 75-second tokens: MSAL renews 60 s before expiry, so after 15 s the next call must renew.
      const config = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: shortDir, AUTH_LOCAL_TOKEN_SECONDS: '75', ...webDist() });
      shortLived = await startServer(config, createAuthLayer);
    } finally {
      console.log = log;
    }
  });

  test.afterAll(async () => {
    await shortLived?.close();
    rmSync(shortDir, { recursive: true, force: true });
  });

  test('an expiring token is renewed silently with the refresh token (no sign-in page, no errors)', async ({ page }) => {
    test.setTimeout(90_000);
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    const token = captureToken(page);
    const refreshes: number[] = [];
    let authorizeCalls = 0;
    // The page's clock (Date, timers) is Playwright's: it runs in step with real time until the test moves it on.
    await page.clock.install();
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/oidc/token' && r.request().postData()?.includes('grant_type=refresh_token')) refreshes.push(r.status());
      if (url.pathname === '/oidc/auth') authorizeCalls++;
    });

    await page.goto(`${shortLived.url}/profile`);
    await signIn(page, `Renewer ${Date.now().toString(36)}`);
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect.poll(token).toBeTruthy();
    const first = token()!;
    const authorizeBefore = authorizeCalls;

    // 17 s later in the browser's view (real time would only add those seconds to the suite): MSAL now finds the
    // token inside its renewal window. The clock's move is replayed on the pages loaded after it.
    await page.clock.fastForward(17_000);
    await page.goto(`${shortLived.url}/profile`);
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect.poll(token).not.toBe(first);
    // Renewed with the refresh token: no trip through the provider's authorize endpoint (iframe or redirect).
    expect(refreshes).toEqual([200]);
    expect(authorizeCalls).toBe(authorizeBefore);
    expect(consoleErrors).toEqual([]);
  });
});
