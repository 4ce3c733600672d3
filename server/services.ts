// The process's services, built once at start-up and handed to everything that answers requests: the GraphQL
// context carries them, the REST routes and the auth layer take them. One instance of each, so GraphQL and REST
// share their state (the data-version cache, the search index, the per-user write limit, the known-users cache).
import { createLimitCounters, type LimitCounters } from './auth/limit-counters.ts';
import { createWriteLimiter } from './auth/write-limiter.ts';
import { CacheBudget } from './cache-budget.ts';
import { CampaignService } from './campaigns/campaign-service.ts';
import { EngineRules } from './campaigns/engine-rules.ts';
import { ChapterService } from './chapters/chapter-service.ts';
import type { Config } from './config.ts';
import { DocumentService } from './documents/document-service.ts';
import { homebrewOfficialNamesCheck } from './documents/homebrew-check.ts';
import { HomebrewService } from './documents/homebrew-service.ts';
import { createDocumentEvents, type DocumentEvents } from './live/document-events.ts';
import { ShareService } from './documents/share-service.ts';
import { RulesService } from './rules/rules-service.ts';
import { SearchService } from './search/search-service.ts';
import type { Store } from './store/port.ts';
import { UserService } from './users/user-service.ts';
import { VersionTracker } from './versions/version-tracker.ts';

export interface Services {
  store: Store;
  /** The rate limits' counters: in this process, or in Redis shared by every instance (REDIS_URL). */
  limits: LimitCounters;
  /** The memory budget the per-version caches share (CACHE_MEMORY_MB). */
  cacheBudget: CacheBudget;
  versions: VersionTracker;
  rules: RulesService;
  chapters: ChapterService;
  search: SearchService;
  users: UserService;
  /** The users' documents of every kind (characters, encounters, starships, homebrew packs). */
  documents: DocumentService;
  /** Read-only share links of those documents. */
  shares: ShareService;
  /** Campaigns: the game master's document with its members and invite links beside it. */
  campaigns: CampaignService;
  /** The rules data as the character engine reads it (campaign members' summaries). */
  engineRules: EngineRules;
  /** Homebrew packs as zips: export and import (the packs themselves are documents of kind homebrew). */
  homebrew: HomebrewService;
  /** Changes of those documents, for the live subscriptions: in this process, or through Redis (REDIS_URL). */
  events: DocumentEvents;
}

/** The services of the signed-in user's own data, as the account routes need them. */
export type AccountServices = Pick<Services, 'users' | 'documents'>;

export function createServices(store: Store, config: Config): Services {
  const versions = new VersionTracker(store, config.dataVersionCheckMs);
  const cacheBudget = new CacheBudget(config.cacheMemoryBytes);
  const rules = new RulesService(store, versions, cacheBudget);
  const limits = createLimitCounters(config.redisUrl, console.warn, { commandTimeoutMs: config.redisCommandTimeoutMs });
  // Saves, deletes and renames count against one per-user limit, whichever door (and instance) they came through.
  const writes = createWriteLimiter(limits.window('writes', 60_000), config.auth.writeLimitPerMinute);
  const users = new UserService(store, writes);
  const events = createDocumentEvents(config.redisUrl);
  // A homebrew pack is also checked against the served official names (server/documents/homebrew-check.ts).
  const documents = new DocumentService(store, users, writes, events, { homebrew: homebrewOfficialNamesCheck(rules) });
  return {
    store,
    limits,
    cacheBudget,
    versions,
    rules,
    chapters: new ChapterService(rules),
    search: new SearchService(rules, versions, cacheBudget),
    users,
    documents,
    campaigns: new CampaignService(store, documents, users, writes, events),
    engineRules: new EngineRules(rules),
    homebrew: new HomebrewService(documents),
    shares: new ShareService(store, writes, cacheBudget, {
      counter: limits.window('share-reads', 60_000),
      perWindow: config.shareReadLimitPerMinute,
      windowMs: 60_000,
    }, events),
    events,
  };
}
