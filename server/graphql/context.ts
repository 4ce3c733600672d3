// The per-request GraphQL context: services shared by the process, loaders made fresh for each request.
import type { ChapterService } from '../chapters/chapter-service.ts';
import { createRuleLoaders, type RuleLoaders } from '../rules/loaders.ts';
import type { RulesService } from '../rules/rules-service.ts';
import type { SearchService } from '../search/search-service.ts';
import type { Store } from '../store/port.ts';
import type { VersionTracker } from '../versions/version-tracker.ts';

/** The signed-in caller, set by the auth layer from a verified bearer token; null when anonymous. */
export interface AuthenticatedUser {
  id: string;
  /** A display name suggested by the token (used when the user record is first created). */
  name?: string;
  scopes: readonly string[];
}

export interface Services {
  store: Store;
  versions: VersionTracker;
  rules: RulesService;
  chapters: ChapterService;
  search: SearchService;
}

export interface GraphQLContext extends Services {
  loaders: RuleLoaders;
  user: AuthenticatedUser | null;
}

export function createContext(services: Services, user: AuthenticatedUser | null): GraphQLContext {
  return { ...services, loaders: createRuleLoaders(services.rules), user };
}
