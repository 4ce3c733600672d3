// One UserService and CharacterService per store, so the GraphQL resolvers and the REST routes share their
// state (the per-user write limit, the known-users cache) without widening the GraphQL context.
import { CharacterService } from '../characters/character-service.ts';
import type { Store } from '../store/port.ts';
import { UserService } from '../users/user-service.ts';
import { createWriteLimiter } from './write-limiter.ts';

export interface AccountServices {
  users: UserService;
  characters: CharacterService;
}

export interface AccountServiceOptions {
  /** Writes (saves, deletes, renames) allowed per user per minute. */
  writeLimitPerMinute: number;
}

const DEFAULTS: AccountServiceOptions = { writeLimitPerMinute: 120 };
const byStore = new WeakMap<Store, AccountServices>();

/**
 * The services for `store`, created on first call. The auth layer calls it first with the configured
 * options; later calls (the resolvers) get the same instances.
 */
export function accountServices(store: Store, options: AccountServiceOptions = DEFAULTS): AccountServices {
  let services = byStore.get(store);
  if (!services) {
    const writes = createWriteLimiter(options.writeLimitPerMinute);
    const users = new UserService(store, writes);
    services = { users, characters: new CharacterService(store, users, writes) };
    byStore.set(store, services);
  }
  return services;
}
