// The per-request GraphQL context: the services built once for the process, loaders made fresh for each request.
import type { AuthenticatedUser } from '../auth/caller.ts';
import { createRuleLoaders, type RuleLoaders } from '../rules/loaders.ts';
import type { Services } from '../services.ts';

export type { AuthenticatedUser } from '../auth/caller.ts';
export type { Services } from '../services.ts';

export interface GraphQLContext extends Services {
  loaders: RuleLoaders;
  user: AuthenticatedUser | null;
  /** The client's address (Express's req.ip, through the proxies TRUST_PROXY names), for per-address limits. */
  address?: string;
}

export function createContext(services: Services, user: AuthenticatedUser | null, address?: string): GraphQLContext {
  return { ...services, loaders: createRuleLoaders(services.rules), user, ...(address !== undefined ? { address } : {}) };
}
