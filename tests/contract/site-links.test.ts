// The community links the home page shows come from the server's configuration, and are absent when not configured.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { SITE_LINKS_PATH } from '../../core/http-contract.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('configured site links', () => {
  it('answers null for each link that is not configured', async () => {
    server = await startTestServer();
    const res = await server.getJson(SITE_LINKS_PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ chatUrl: null, patreonUrl: null });
  });

  it('answers the configured chat invite and Patreon page', async () => {
    server = await startTestServer({ SITE_CHAT_URL: 'https://chat.example/invite/sw5e', SITE_PATREON_URL: 'https://patreon.example/sw5e' });
    const res = await server.getJson(SITE_LINKS_PATH);
    expect(res.body).toEqual({ chatUrl: 'https://chat.example/invite/sw5e', patreonUrl: 'https://patreon.example/sw5e' });
  });

  it('refuses a link that is not a web address, naming the variable', () => {
    expect(() => loadConfig({ SITE_CHAT_URL: 'javascript:alert(1)' })).toThrow(/SITE_CHAT_URL/);
    expect(() => loadConfig({ SITE_PATREON_URL: 'not a url' })).toThrow(/SITE_PATREON_URL/);
  });
});
