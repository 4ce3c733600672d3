// The store port's expiring key-value area, on every backend (embedded, FerretDB, MongoDB): what instances share for a
// while (the local sign-in's keys, attempts, sessions and tokens). Time is moved with a fake clock, not waited for.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../../server/store/port.ts';
import { storeBackends, type StoreBackend, type StoreHandle } from '../support/store-backends.ts';

describe.each(storeBackends())('expiring entries on $name', (backend: StoreBackend) => {
  let handle: StoreHandle;
  let store: Store;

  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());
  beforeEach(async () => {
    handle = await backend.open();
    store = handle.store;
  });
  afterEach(async () => {
    vi.useRealTimers();
    await handle?.dispose();
  });

  /** Moves the clock the stores read (Date) forward; timers stay real, so the drivers keep working. */
  const advance = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + ms);
  };

  it('stores, replaces, reads and deletes values by area and key; areas are apart', async () => {
    expect(await store.getExpiring('a', 'k')).toBeNull();
    await store.putExpiring('a', 'k', 'one');
    await store.putExpiring('b', 'k', 'other area');
    expect(await store.getExpiring('a', 'k')).toBe('one');
    await store.putExpiring('a', 'k', 'two');
    expect(await store.getExpiring('a', 'k')).toBe('two');
    expect(await store.getExpiring('b', 'k')).toBe('other area');
    await store.deleteExpiring('a', 'k');
    expect(await store.getExpiring('a', 'k')).toBeNull();
    expect(await store.getExpiring('b', 'k')).toBe('other area');
  });

  it('forgets an entry once its time is up; one without a time stays', async () => {
    await store.putExpiring('a', 'short', 'soon gone', { ttlMs: 60_000 });
    await store.putExpiring('a', 'forever', 'kept');
    expect(await store.getExpiring('a', 'short')).toBe('soon gone');
    advance(61_000);
    expect(await store.getExpiring('a', 'short')).toBeNull();
    expect(await store.getExpiring('a', 'forever')).toBe('kept');
    // A write after the sweep interval drops expired entries for good; the live ones stay.
    advance(120_000);
    await store.putExpiring('a', 'later', 'x', { ttlMs: 1000 });
    expect(await store.getExpiring('a', 'forever')).toBe('kept');
  });

  it('finds and deletes entries by tag, live ones only', async () => {
    await store.putExpiring('tokens', 't1', 'A', { tags: ['grant:1'] });
    await store.putExpiring('tokens', 't2', 'B', { tags: ['grant:1', 'uid:x'] });
    await store.putExpiring('tokens', 't3', 'C', { tags: ['grant:2'], ttlMs: 1000 });
    await store.putExpiring('other', 't4', 'D', { tags: ['grant:1'] });
    expect(await store.findExpiringByTag('tokens', 'grant:1')).toEqual([
      { key: 't1', value: 'A' },
      { key: 't2', value: 'B' },
    ]);
    expect(await store.findExpiringByTag('tokens', 'uid:x')).toEqual([{ key: 't2', value: 'B' }]);
    // Replacing an entry replaces its tags.
    await store.putExpiring('tokens', 't2', 'B2', { tags: ['grant:3'] });
    expect(await store.findExpiringByTag('tokens', 'uid:x')).toEqual([]);
    expect(await store.deleteExpiringByTag('tokens', 'grant:1')).toBe(1);
    expect(await store.getExpiring('tokens', 't1')).toBeNull();
    expect(await store.getExpiring('other', 't4')).toBe('D');
    advance(2000);
    expect(await store.findExpiringByTag('tokens', 'grant:2')).toEqual([]);
  });

  it('add keeps the first value: two instances adding at once agree on one', async () => {
    const sibling = await handle.openSibling();
    try {
      const values = await Promise.all([
        ...Array.from({ length: 5 }, (_, i) => store.addExpiring('keys', 'signing', `from store ${i}`)),
        ...Array.from({ length: 5 }, (_, i) => sibling.addExpiring('keys', 'signing', `from sibling ${i}`)),
      ]);
      expect(new Set(values).size).toBe(1);
      expect(await store.getExpiring('keys', 'signing')).toBe(values[0]);
      expect(await sibling.getExpiring('keys', 'signing')).toBe(values[0]);
    } finally {
      await sibling.close();
    }
  });

  it('add replaces an expired entry', async () => {
    expect(await store.addExpiring('keys', 'k', 'first', { ttlMs: 1000 })).toBe('first');
    expect(await store.addExpiring('keys', 'k', 'second', { ttlMs: 1000 })).toBe('first');
    advance(2000);
    expect(await store.addExpiring('keys', 'k', 'third')).toBe('third');
  });

  it('refuses bad arguments with a clear error', async () => {
    await expect(store.putExpiring('', 'k', 'v')).rejects.toThrow(/an area as a string/);
    await expect(store.putExpiring('a', 'k', 'v', { ttlMs: -5 })).rejects.toThrow(/ttlMs must be a positive number/);
    await expect(store.getExpiring('a', 'x'.repeat(600))).rejects.toThrow(/a key as a string of 1 to 512/);
  });
});
