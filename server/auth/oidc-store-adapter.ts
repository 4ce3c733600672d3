// oidc-provider's storage adapter over the store port's expiring area: the local sign-in provider's sign-in attempts
// (interactions), sessions, grants, codes and tokens live in the store, so every instance sees the same ones and a
// sign-in may start on one instance and finish on another.
import type { ExpiringStore } from '../store/expiring.ts';

/** What oidc-provider stores per model (a session, an interaction, a token...): JSON with a few fields it looks up by. */
interface Payload {
  grantId?: string;
  userCode?: string;
  uid?: string;
  /** Expiry, seconds since the epoch. */
  exp?: number;
  consumed?: number;
  [field: string]: unknown;
}

/** The adapter interface oidc-provider calls (its Adapter, per model). */
export interface OidcAdapter {
  upsert(id: string, payload: Payload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<Payload | undefined>;
  findByUserCode(userCode: string): Promise<Payload | undefined>;
  findByUid(uid: string): Promise<Payload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

const tagsOf = (payload: Payload) =>
  [payload.grantId && `grant:${payload.grantId}`, payload.userCode && `userCode:${payload.userCode}`, payload.uid && `uid:${payload.uid}`].filter(
    (t): t is string => typeof t === 'string',
  );

/** The adapter factory for oidc-provider's `adapter` setting: one area of the store per model. */
export function storeAdapter(store: ExpiringStore, prefix: string): (model: string) => OidcAdapter {
  return (model) => {
    const area = `${prefix}:${model}`;
    const parse = (value: string | null | undefined) => (value ? (JSON.parse(value) as Payload) : undefined);
    const put = (id: string, payload: Payload, ttlMs: number | undefined) =>
      store.putExpiring(area, id, JSON.stringify(payload), { ...(ttlMs !== undefined && ttlMs > 0 ? { ttlMs } : {}), tags: tagsOf(payload) });
    return {
      upsert: (id, payload, expiresIn) => put(id, payload, expiresIn ? expiresIn * 1000 : undefined),
      find: async (id) => parse(await store.getExpiring(area, id)),
      findByUid: async (uid) => parse((await store.findExpiringByTag(area, `uid:${uid}`))[0]?.value),
      findByUserCode: async (userCode) => parse((await store.findExpiringByTag(area, `userCode:${userCode}`))[0]?.value),
      async consume(id) {
        const payload = parse(await store.getExpiring(area, id));
        if (!payload) return;
        // Marked, not removed: oidc-provider must see that a code was used (a second use revokes what it granted).
        payload.consumed = Math.floor(Date.now() / 1000);
        await put(id, payload, typeof payload.exp === 'number' ? payload.exp * 1000 - Date.now() : undefined);
      },
      destroy: (id) => store.deleteExpiring(area, id),
      revokeByGrantId: async (grantId) => void (await store.deleteExpiringByTag(area, `grant:${grantId}`)),
    };
  };
}
