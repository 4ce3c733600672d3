// A frozen Redis (SIGSTOP: it takes connections and never answers, as a hung server or a network partition does) does
// not freeze the site: requests carrying a token (saves, reads of the user's documents, refused tokens) are answered
// at once with the counts made locally, /health says `degraded`, and once Redis answers again (SIGCONT) /health is
// `ok` and the counts are Redis's again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedis, startRedis, type TestRedis } from '../support/redis.ts';
import { characterJson, defaultClaims, startAuthServer, startTestIdp, type AuthServer, type TestIdp } from './auth-support.ts';

/** Far above the command timeout (500 ms) and the local fallback, far below the 20 s a frozen Redis held requests. */
const ANSWERED_WITHIN_MS = 3000;

describe.runIf(hasRedis('a frozen Redis'))('a frozen Redis', () => {
  let redis: TestRedis;
  let idp: TestIdp;
  let server: AuthServer;
  const player = () => idp.token(defaultClaims('frozen-redis-player'));

  beforeAll(async () => {
    [redis, idp] = await Promise.all([startRedis(), startTestIdp()]);
    server = await startAuthServer(idp, { REDIS_URL: redis.url });
  });
  afterAll(async () => {
    redis?.thaw();
    await server?.stop();
    await idp?.close();
    await redis?.stop();
  });

  const health = async () => (await fetch(`${server.url}/health`)).json() as Promise<{ status: string; redis?: string; problems?: string[] }>;

  /** Runs `call`, failing when it takes longer than ANSWERED_WITHIN_MS (it is not awaited past that). */
  async function promptly<T>(what: string, call: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ANSWERED_WITHIN_MS} ms`)), ANSWERED_WITHIN_MS)));
    try {
      return await Promise.race([call(), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  it('answers signed-in requests at once while Redis is frozen, says degraded, and recovers when it thaws', async () => {
    expect(await health()).toMatchObject({ status: 'ok', redis: 'ok' });
    const first = await server.graphql('mutation ($input: CharacterInput!) { saveCharacter(input: $input) { id revision } }', { input: { jsonData: characterJson('Before') } }, player());
    expect(first.errors).toBeUndefined();

    redis.freeze();
    for (let round = 0; round < 3; round++) {
      const saved = await promptly('a save', () =>
        server.graphql('mutation ($input: CharacterInput!) { saveCharacter(input: $input) { id revision } }', { input: { id: first.data.saveCharacter.id, jsonData: characterJson(`Frozen ${round}`) } }, player()),
      );
      expect(saved.errors).toBeUndefined();
      const listed = await promptly('a signed-in read', () => server.graphql('{ characters { id jsonData } }', {}, player()));
      expect(JSON.parse(listed.data.characters[0].jsonData).name).toBe(`Frozen ${round}`);
      const refused = await promptly('a refused token', () => server.rest('GET', '/api/character', 'not-a-token'));
      expect(refused.status).toBe(401);
      const state = await promptly('/health', health);
      expect(state).toMatchObject({ status: 'degraded', redis: 'unreachable' });
      expect(state.problems?.join(' ')).toMatch(/Redis is not answering/);
    }

    redis.thaw();
    await expect.poll(async () => (await health()).status, { timeout: 15_000, interval: 200 }).toBe('ok');
    const after = await promptly('a save after thawing', () =>
      server.graphql('mutation ($input: CharacterInput!) { saveCharacter(input: $input) { revision } }', { input: { id: first.data.saveCharacter.id, jsonData: characterJson('After') } }, player()),
    );
    expect(after.errors).toBeUndefined();
  });
});
