// Live subscriptions across instances: two servers on one store (the embedded SQLite store in one shared DATA_DIR,
// which several processes may open) and one Redis. A save through instance A reaches a subscriber on instance B, a
// share link's subscriber on B ends when A revokes the link, a subscriber whose Redis went away catches up once it is
// back, and a stopping instance tells its sockets "going away" (1001) so their clients reconnect elsewhere. The socket
// limits per address and per user count the sockets of both instances; the places of an instance that died lapse, and
// while Redis is away each instance lets sockets in on its own count.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSocketCounts, placeKey } from '../../server/live/socket-counts.ts';
import { hasRedis, startRedis, type TestRedis } from '../support/redis.ts';
import { liveClient, subscribe, type LiveClient } from '../support/live-client.ts';
import { characterJson, defaultClaims, startAuthServer, startTestIdp, type AuthServer, type TestIdp } from './auth-support.ts';

const SAVE = 'mutation ($input: CharacterInput!) { saveCharacter(input: $input) { id revision } }';
const CHANGED = 'subscription ($id: ID!, $since: Int) { documentChanged(kind: CHARACTER, id: $id, sinceRevision: $since) { id jsonData revision } }';
const SHARED = 'subscription ($token: String!, $since: Int) { sharedDocumentChanged(token: $token, sinceRevision: $since) { revision } }';

const PLACE_TTL_MS = 1500;

describe.runIf(hasRedis('live subscriptions across instances'))('live subscriptions across two instances and Redis', () => {
  let idp: TestIdp;
  let redis: TestRedis;
  let a: AuthServer;
  let b: AuthServer;
  const clients: LiveClient[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'sw5e-live-'));
  const token = () => idp.token(defaultClaims('table-owner'));
  const open = (server: AuthServer) => {
    const client = liveClient(server.url, { token: token() });
    clients.push(client);
    return client;
  };
  const save = async (server: AuthServer, name: string, id?: string, baseRevision?: number) => {
    const answer = await server.graphql(SAVE, { input: { jsonData: characterJson(name), ...(id ? { id, baseRevision } : {}) } }, token());
    expect(answer.errors).toBeUndefined();
    return answer.data.saveCharacter as { id: string; revision: number };
  };

  beforeAll(async () => {
    [idp, redis] = await Promise.all([startTestIdp(), startRedis()]);
    // Limits small enough to reach; each limit test comes from an address of its own (named by X-Forwarded-For, which
    // the loopback proxy may set), so sockets of other tests never count into it.
    const env = {
      DATA_DIR: dataDir,
      REDIS_URL: redis.url,
      SHUTDOWN_GRACE_MS: '3000',
      TRUST_PROXY: 'loopback',
      LIVE_CONNECTIONS_PER_ADDRESS: '4',
      LIVE_CONNECTIONS_PER_USER: '3',
      LIVE_SOCKET_PLACE_TTL_MS: String(PLACE_TTL_MS),
    };
    // One after the other: the first seeds the shared store.
    a = await startAuthServer(idp, env);
    b = await startAuthServer(idp, env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([idp?.close(), redis?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A socket from `address` (with the token of `user`, if given), and whether it was let in or its refusal. */
  const from = (server: AuthServer, address: string, user?: string) => {
    const client = liveClient(server.url, { headers: { 'x-forwarded-for': address }, ...(user ? { token: idp.token(defaultClaims(user)) } : {}) });
    clients.push(client);
    return client;
  };
  const outcome = (client: LiveClient) => client.connected().then(() => 'open' as const, (close: { code: number; reason: string }) => close);

  it('counts the sockets of one address across both instances, and frees a place when one closes', async () => {
    const held = [from(a, '203.0.113.1'), from(b, '203.0.113.1'), from(a, '203.0.113.1'), from(b, '203.0.113.1')];
    await Promise.all(held.map((c) => c.connected()));
    // The fifth, on either instance, is over the limit of 4 for the whole site.
    expect(await outcome(from(a, '203.0.113.1'))).toMatchObject({ reason: expect.stringMatching(/429/) });
    expect(await outcome(from(b, '203.0.113.1'))).toMatchObject({ reason: expect.stringMatching(/429/) });
    await held[1]!.dispose();
    // B gives its place back as the socket closes; then A lets one in.
    await expect.poll(() => outcome(from(a, '203.0.113.1'))).toBe('open');
  });

  it('counts the sockets of one user across both instances', async () => {
    const held = [from(a, '203.0.113.2', 'crowded'), from(b, '203.0.113.3', 'crowded'), from(b, '203.0.113.4', 'crowded')];
    await Promise.all(held.map((c) => c.connected()));
    expect(await outcome(from(a, '203.0.113.5', 'crowded'))).toMatchObject({ code: 4029, reason: expect.stringMatching(/limit 3/) });
    // Another user is not counted with them.
    expect(await outcome(from(a, '203.0.113.5', 'someone-else'))).toBe('open');
    await held[2]!.dispose();
    await expect.poll(() => outcome(from(a, '203.0.113.6', 'crowded'))).toBe('open');
  });

  it("lets the places of an instance that died lapse, and counts locally while Redis is away", async () => {
    // An instance that took every place of an address, then died without giving any back (nor renewing them).
    const dead = createSocketCounts(redis.url, { ttlMs: PLACE_TTL_MS });
    for (let i = 0; i < 4; i++) expect(await dead.take(placeKey.address('203.0.113.9'), `dead-${i}`, 4)).toBe(true);
    await dead.close();
    expect(await outcome(from(a, '203.0.113.9'))).toMatchObject({ reason: expect.stringMatching(/429/) });
    await expect.poll(() => outcome(from(a, '203.0.113.9')), { timeout: 10_000 }).toBe('open');

    // Redis away: A counts its own sockets, so it still lets one in (and still refuses past its own limit).
    await redis.kill();
    try {
      const local = [1, 2, 3, 4].map(() => from(a, '203.0.113.10'));
      await Promise.all(local.map((c) => c.connected()));
      expect(await outcome(from(a, '203.0.113.10'))).toMatchObject({ reason: expect.stringMatching(/429/) });
    } finally {
      await redis.start();
    }
  });

  it('a save through instance A reaches the subscriber on instance B', async () => {
    const created = await save(a, 'Across');
    const feed = subscribe(open(b), CHANGED, { id: created.id, since: 0 });
    expect((await feed.next()).data!.documentChanged.revision).toBe(1);
    const saved = await save(a, 'Across the wire', created.id, created.revision);
    const event = await feed.next();
    expect(event.data!.documentChanged).toMatchObject({ id: created.id, revision: saved.revision });
    expect(JSON.parse(event.data!.documentChanged.jsonData).name).toBe('Across the wire');
    feed.stop();
  });

  it("a link revoked through A ends its subscription on B", async () => {
    const created = await save(a, 'Shared across');
    const link = (await a.graphql('mutation ($id: ID!) { createShare(kind: CHARACTER, documentId: $id) { token } }', { id: created.id }, token())).data.createShare.token;
    const viewer = liveClient(b.url);
    clients.push(viewer);
    const feed = subscribe(viewer, SHARED, { token: link, since: 0 });
    expect((await feed.next()).data!.sharedDocumentChanged.revision).toBe(1);
    expect((await a.graphql('mutation ($t: ID!) { revokeShare(token: $t) }', { t: link }, token())).data.revokeShare).toBe(true);
    await feed.ended;
    expect(feed.events.at(-1)!.errors![0]!.message).toBe('This share link was revoked by its owner.');
  });

  it('a subscriber that missed saves while Redis was away catches up when it is back', async () => {
    const created = await save(a, 'Outage');
    const feed = subscribe(open(b), CHANGED, { id: created.id, since: 0 });
    expect((await feed.next()).data!.documentChanged.revision).toBe(1);
    await redis.kill();
    const during = await save(a, 'Saved in the outage', created.id, created.revision);
    await redis.start();
    // B's subscriber connection comes back and every subscriber reads its document again.
    const event = await feed.next();
    expect(event.data!.documentChanged.revision).toBe(during.revision);
    feed.stop();
  });

  it('a stopping instance closes its sockets with 1001 (going away) and /health said how many were open', async () => {
    const created = await save(b, 'Last one');
    const client = open(a);
    const feed = subscribe(client, CHANGED, { id: created.id, since: 0 });
    await feed.next();
    expect((await a.rest('GET', '/health')).body.sockets).toBeGreaterThanOrEqual(1);
    await a.stop();
    await expect.poll(() => client.closes.at(-1)?.code).toBe(1001);
  });
});
