// Helpers for the character tools' browser tests: the fixture character, this browser's stored characters
// (the app's IndexedDB database), importing through the dialog, and a server with sign-in that can be stopped
// and started again on the same port and data folder.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createAuthLayer } from '../../../server/auth/auth-layer.ts';
import { startServer, type RunningServer } from '../../../server/boot.ts';
import { loadConfig } from '../../../server/config.ts';
import { expect } from '../support/fixtures.ts';
import { waitForHydration } from '../support/server-render.ts';
import { ensureWebBuild } from '../support/servers.ts';

export const FIXTURE_FILE = resolve(fileURLToPath(new URL('.', import.meta.url)), 'fixtures/tessa-varn.json');

export type Character = Record<string, unknown> & { name: string; localId?: string; changedAt?: number };

export function fixtureCharacter(patch: Partial<Character> = {}): Character {
  return { ...(JSON.parse(readFileSync(FIXTURE_FILE, 'utf8')) as Character), ...patch };
}

/** Writes characters into the app's database as an earlier version kept them (one record per localId, the character under `character`), which the store still reads. */
export async function seedLocalCharacters(page: Page, characters: Character[]): Promise<void> {
  await page.evaluate(async (list) => {
    await new Promise<void>((done, fail) => {
      const open = indexedDB.open('sw5e-characters');
      open.onupgradeneeded = () => open.result.createObjectStore('characters');
      open.onerror = () => fail(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction('characters', 'readwrite');
        for (const character of list) tx.objectStore('characters').put({ character, pendingUpload: true }, character.localId);
        tx.oncomplete = () => {
          db.close();
          done();
        };
        tx.onerror = () => fail(tx.error);
      };
    });
  }, characters);
}

export interface StoredRecord {
  document: Character & { id?: string; userId?: string };
  pendingUpload: boolean;
  /** The server revision the copy was edited from. */
  base?: { revision: number; jsonData: string };
  /** The server's newer copy it conflicts with, while the player has not chosen. */
  conflictWith?: { revision: number; jsonData: string };
}

/** The records of the app's database. */
export async function readLocalCharacters(page: Page): Promise<StoredRecord[]> {
  return page.evaluate(
    () =>
      new Promise<StoredRecord[]>((done, fail) => {
        const open = indexedDB.open('sw5e-characters');
        open.onupgradeneeded = () => open.result.createObjectStore('characters');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('characters').objectStore('characters').getAll();
          request.onsuccess = () => {
            db.close();
            done(request.result as StoredRecord[]);
          };
          request.onerror = () => fail(request.error);
        };
      }),
  );
}

/** Opens the import dialog from the list's add button and loads a file or pasted text. */
export async function importThroughDialog(page: Page, source: { file: string } | { text: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add character' }).click();
  await page.getByRole('button', { name: 'Import from file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Character' });
  if ('file' in source) await dialog.getByLabel('Character file (.json)').setInputFiles(source.file);
  else await dialog.getByLabel("Or paste the character's JSON text").fill(source.text);
  await dialog.getByRole('button', { name: /^Load/ }).click();
  await expect(page).toHaveURL(/\/tools\/mycharacters\/[^/?]+\?isNew=true$/);
}

/** The sheet of the character is showing (its header heading). */
export async function expectSheet(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('article', { name: `Character sheet of ${name}` })).toBeVisible({ timeout: 30_000 });
}

/** Browser errors that are not this feature's (no sign-in configured on the seed server, external portraits). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/auth\/config\.json|Token failure|Failed to load resource|favicon/.test(text)) return;
    errors.push(text);
  });
  return errors;
}

/**
 * What a page gets of shared documents: `polls`, the sharedDocument queries it sends over HTTP (persisted GETs name
 * the operation in the address, POSTs in the body); `answers`, each copy it receives (an HTTP answer or a
 * sharedDocumentChanged event on the live socket) as the document's JSON text; `events`, how many of those came
 * over the socket; `sockets`, the addresses of the WebSockets it opened.
 */
export function sharedDocumentTraffic(page: Page) {
  const traffic = { polls: 0, events: 0, answers: [] as string[], sockets: [] as string[] };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    if (/operationName=SharedDocument(&|$)/.test(request.url()) || (request.postData() ?? '').includes('"operationName":"SharedDocument"')) traffic.polls++;
  });
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/graphql') return;
    const text = await response.text().catch(() => '');
    const jsonData = text.includes('"sharedDocument"') ? (JSON.parse(text) as { data?: { sharedDocument?: { jsonData: string } | null } }).data?.sharedDocument?.jsonData : undefined;
    if (jsonData) traffic.answers.push(jsonData);
  });
  page.on('websocket', (socket) => {
    traffic.sockets.push(socket.url());
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.includes('"sharedDocumentChanged"')) return;
      const jsonData = (JSON.parse(payload) as { payload?: { data?: { sharedDocumentChanged?: { jsonData: string } } } }).payload?.data?.sharedDocumentChanged?.jsonData;
      if (jsonData) {
        traffic.events++;
        traffic.answers.push(jsonData);
      }
    });
  });
  return traffic;
}

export interface AuthServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Starts again on the same port and data folder (tokens stay valid: the signing key is kept there). */
  restart(): Promise<void>;
  dispose(): Promise<void>;
}

/** A free loopback port: the sign-in issuer names the port, so a restart must reuse it. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/**
 * A server with the local sign-in provider (as `npm start` runs it), in its own data folder; the bundled seed data
 * unless `seedDir` names another (the real data set).
 */
export async function startAuthServer(options: { seedDir?: string } = {}): Promise<AuthServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sw5e-e2e-tools-'));
  const port = await freePort();
  // The same production build the other specs serve (the global setup names it).
  const webDist = process.env.E2E_WEB_DIST ?? ensureWebBuild();
  let running: RunningServer | undefined;
  const boot = async () => {
    const log = console.log;
    console.log = () => undefined;
    try {
      const seed = options.seedDir ? { SEED_DIR: options.seedDir } : {};
      running = await startServer(loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, WEB_DIST: webDist, ...seed }), createAuthLayer);
    } finally {
      console.log = log;
    }
  };
  await boot();
  const server: AuthServer = {
    url: running!.url,
    port,
    async stop() {
      await running?.close();
      running = undefined;
    },
    restart: boot,
    async dispose() {
      await running?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** Signs in through the local provider's page from the current page. */
export async function signIn(page: Page, username: string): Promise<void> {
  // The toolbar's Login button is in the server's HTML: a press before the app has hydrated does nothing.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Login' }).first().click();
  await expect(page.getByText('Local development sign-in')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible({ timeout: 20_000 });
}

/** The characters the server holds for a token's user. */
export async function cloudCharacters(page: Page, url: string, token: string): Promise<Character[]> {
  const response = await page.request.post(`${url}/graphql`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { query: '{ characters { id jsonData } }' },
  });
  const body = (await response.json()) as { data?: { characters: { id: string; jsonData: string }[] }; errors?: unknown };
  if (!body.data) throw new Error(`characters query failed: ${JSON.stringify(body.errors)}`);
  return body.data.characters.map(({ id, jsonData }) => ({ ...(JSON.parse(jsonData) as Character), id }));
}

/** The bearer token the app sends (captured from its own GraphQL requests). */
export function captureToken(page: Page): () => string | undefined {
  let token: string | undefined;
  page.on('request', (request) => {
    const auth = request.headers().authorization;
    if (request.url().endsWith('/graphql') && auth?.startsWith('Bearer ')) token = auth.slice(7);
  });
  return () => token;
}
