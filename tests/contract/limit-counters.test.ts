// The rate limits' counters on a real Redis: two instances' counters count into the same windows; with Redis gone each
// counts on its own (with a logged warning, never an error for the request), and they share again once it is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimitCounters, redactRedisUrl, type LimitCounters } from '../../server/auth/limit-counters.ts';
import { hasRedis, startRedis, type TestRedis } from '../support/redis.ts';

describe.runIf(hasRedis('limit counters'))('limit counters in Redis', () => {
  let redis: TestRedis;
  let a: LimitCounters;
  let b: LimitCounters;
  const warnings: string[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    a = createLimitCounters(redis.url, (line) => warnings.push(line));
    b = createLimitCounters(redis.url, (line) => warnings.push(line));
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('counts what two instances see in one window; limits are kept apart by name', async () => {
    const onA = a.window('writes', 60_000);
    const onB = b.window('writes', 60_000);
    expect((await onA.increment('user-1')).totalHits).toBe(1);
    expect((await onB.increment('user-1')).totalHits).toBe(2);
    expect((await onA.increment('user-1')).totalHits).toBe(3);
    expect((await onB.get!('user-1'))?.totalHits).toBe(3);
    await onB.decrement('user-1');
    expect((await onA.get!('user-1'))?.totalHits).toBe(2);
    expect(await a.window('other-limit', 60_000).get!('user-1')).toBeUndefined();
    expect(await onA.get!('nobody')).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('while Redis is down each instance counts on its own, with a warning; once back, they share again', async () => {
    const onA = a.window('outage', 60_000);
    const onB = b.window('outage', 60_000);
    await redis.kill();
    expect((await onA.increment('user-2')).totalHits).toBe(1);
    expect((await onA.increment('user-2')).totalHits).toBe(2);
    expect((await onB.increment('user-2')).totalHits).toBe(1);
    expect(warnings.join('\n')).toMatch(/Rate limits: Redis at redis:\/\/127\.0\.0\.1:\d+ is unreachable .*each instance counts on its own/);
    await redis.start();
    // The clients reconnect on their own (retrying every 200 ms to 2 s); the counts are Redis's again, from zero.
    // Shared again when a count made through one instance is seen by the other (a new key each try).
    let attempt = 0;
    const shared = async () => {
      const key = `back-${attempt++}`;
      await a.window('back', 60_000).increment(key);
      return (await b.window('back', 60_000).increment(key)).totalHits;
    };
    await expect.poll(shared, { timeout: 15_000, interval: 100 }).toBe(2);
  });

  it('names Redis without its password in messages', () => {
    expect(redactRedisUrl('redis://user:secret@cache:6379/0')).toBe('redis://user:***@cache:6379/0');
    expect(redactRedisUrl('redis://:secret@cache:6379')).toBe('redis://:***@cache:6379');
  });
});
