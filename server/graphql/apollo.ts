// The Apollo Server: schema, query depth/cost limits, CSRF prevention and error masking.
import { ApolloServer, type ApolloServerOptions, type ApolloServerPlugin } from '@apollo/server';

/** Apollo's key-value cache interface (of @apollo/utils.keyvaluecache), as its options name it. */
type KeyValueCache = Exclude<ApolloServerOptions<GraphQLContext>['cache'], 'bounded' | undefined>;
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { Config } from '../config.ts';
import { REQUEST_ERROR_CODES } from '../auth/request-errors.ts';
import { StoreUnavailableError } from '../store/port.ts';
import type { GraphQLContext } from './context.ts';
import { stringBytes, type CacheArea, type CacheBudget } from '../cache-budget.ts';
import { outputCostLimit, type RecordCounts } from './output-cost.ts';
import { buildExecutableSchema } from './schema.ts';

/**
 * Error codes whose messages are written for clients; everything else is masked. Beside Apollo's and graphql-armor's
 * own: every code our RequestError carries (request-errors.ts, with each document kind's limit code).
 */
const CLIENT_CODES = new Set<string>([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'PERSISTED_QUERY_HASH_MISMATCH',
  'PERSISTED_QUERY_VERSION_UNSUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'COST_LIMIT_EXCEEDED',
  'TOO_MANY_SHARED_DOCUMENTS',
  'SUBSCRIPTION_OVER_HTTP',
  ...REQUEST_ERROR_CODES,
]);

/** True when an error of this code reaches the client as written (not masked as an internal error). */
export const isClientErrorCode = (code: string): boolean => CLIENT_CODES.has(code);

/** Most lexical tokens a GraphQL document may hold; larger documents are refused while parsing. */
export const MAX_DOCUMENT_TOKENS = 10_000;

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  // graphql-js words this as a syntax error; it is a size limit, so say which one.
  if (formatted.extensions?.code === 'GRAPHQL_PARSE_FAILED' && /more th(?:an|at) \d+ tokens/.test(formatted.message)) {
    return {
      message: `The GraphQL document is too large: it has more than ${MAX_DOCUMENT_TOKENS} tokens (the limit). Ask for fewer fields or split the query.`,
      extensions: { code: 'GRAPHQL_PARSE_FAILED', limit: MAX_DOCUMENT_TOKENS },
    };
  }
  // Apollo refuses these two with HTTP 400 but no error code; they are the client's mistakes, not ours (no stack trace
  // logged, a code the client can act on).
  const uncoded = !(original instanceof GraphQLError) || original.extensions.code === undefined;
  if (uncoded && formatted.message === 'provided sha does not match query') {
    return {
      message: "The persisted query's hash does not match the query sent with it: send the SHA-256 (hex) of the exact query text.",
      extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' },
    };
  }
  if (uncoded && formatted.message === 'Unsupported persisted query version') {
    return { message: 'Unsupported persisted query version: only version 1 is served.', extensions: { code: 'PERSISTED_QUERY_VERSION_UNSUPPORTED' } };
  }
  if (original instanceof StoreUnavailableError) {
    return { message: 'The database is unavailable right now; nothing was changed. Try again shortly.', extensions: { code: 'SERVICE_UNAVAILABLE' } };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && CLIENT_CODES.has(code)) {
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  // Unexpected failures are logged in full here and reach the client only as a generic message.
  console.error('GraphQL error:', original);
  return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * Whole responses of anonymous requests are cached per data version: rules data is public and changes only through
 * imports, so the same query is resolved once per version and minute. Requests of signed-in users never read or
 * write this cache (their answers may hold private data); anonymous requests cannot reach private fields.
 */
function rulesResponseCache(): ApolloServerPlugin<GraphQLContext>[] {
  const anonymous = async ({ contextValue, request }: { contextValue: GraphQLContext; request: { http?: { headers: Map<string, string> } } }) =>
    contextValue.user === null && !request.http?.headers.get('authorization');
  return [
    // Hints only: no Cache-Control headers on GraphQL answers (REST carries the HTTP caching).
    ApolloServerPluginCacheControl({ defaultMaxAge: 60, calculateHttpHeaders: false }),
    responseCachePlugin<GraphQLContext>({
      shouldReadFromCache: anonymous,
      shouldWriteToCache: anonymous,
      extraCacheKeyData: async ({ contextValue }) => (await contextValue.versions.master())?.version ?? 0,
    }),
  ];
}

/**
 * Apollo's key-value cache (response cache, persisted queries) over an area of the cache budget, with its time limits.
 * Values are kept as UTF-8 bytes: a JSON answer holding any character beyond Latin-1 takes two bytes a character as
 * a string, about one as bytes.
 */
function budgetedKeyValueCache(area: CacheArea<{ value: Buffer; expires: number }>): KeyValueCache {
  return {
    async get(key) {
      const entry = area.get(key);
      if (!entry) return undefined;
      if (entry.expires <= Date.now()) {
        area.delete(key);
        return undefined;
      }
      return entry.value.toString();
    },
    async set(key, value, options) {
      const ttl = options?.ttl;
      const bytes = Buffer.from(value);
      area.set(key, { value: bytes, expires: ttl ? Date.now() + ttl * 1000 : Infinity }, bytes.length + stringBytes(key));
    },
    async delete(key) {
      area.delete(key);
    },
  };
}

/**
 * An answer holding a field marked uncacheable (`@cacheControl(maxAge: 0)`, such as a shared document that viewers
 * poll) says so to everyone after Apollo: `Cache-Control: no-store` keeps it out of the browser's HTTP cache, any CDN
 * and the anonymous GET cache in front of Apollo (server/graphql/anonymous-get-cache.ts), which keeps nothing marked
 * no-store. Apollo's response cache already skips such answers by the same policy.
 */
export const uncacheableAnswers: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ overallCachePolicy, response }) {
        if (!overallCachePolicy.policyIfCacheable()) response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

/**
 * Subscriptions are served over the WebSocket at the same path (server/live/): one sent as an HTTP request is refused
 * with a message saying where to send it, before anything runs (executing it here would start a feed no one reads).
 */
const subscriptionsOverSocketOnly: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return;
        throw new GraphQLError('Subscriptions are served over WebSocket (the graphql-transport-ws protocol) at /graphql, not over HTTP.', {
          extensions: { code: 'SUBSCRIPTION_OVER_HTTP', http: { status: 400 } },
        });
      },
    };
  },
};

/** The kind of a share link's document, from the link's record (the cost limit weighs a shared document by it). */
const shareLinkKind = async (context: unknown, token: string): Promise<string | undefined> =>
  // A store that cannot answer leaves the link weighed as the largest kind.
  ((await (context as GraphQLContext).shares?.link(token).catch(() => null)) ?? undefined)?.kind;

/** An answer whose errors say the database is down carries HTTP 503, as REST does, so clients and balancers retry. */
const unavailableStatus: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        if (errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) response.http.status = 503;
      },
    };
  },
};

/** The depth, alias and directive limits (graphql-armor): Apollo's plugins and validation rules, which the WebSocket door reuses. */
export function armorProtection(config: Config): { plugins: ApolloServerPlugin<GraphQLContext>[]; validationRules: ValidationRule[] } {
  const armor = new ApolloArmor({
    maxDepth: { n: config.graphql.maxDepth },
    // graphql-armor's cost limit counts each field once, whatever the length of the list it is in; ours (below)
    // weighs lists by their records, with the variables known.
    costLimit: { enabled: false },
    maxAliases: { n: 30 },
    maxDirectives: { n: 30 },
    // Counted by graphql-js's own parser (parseOptions below): armor's token plugin throws outside parsing,
    // which Apollo answers with 500.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: config.production },
  });
  const protection = armor.protect();
  return { plugins: protection.plugins as ApolloServerPlugin<GraphQLContext>[], validationRules: protection.validationRules as ValidationRule[] };
}

/**
 * `counts` tells the output cost limit how many records each resource holds now (RulesService); without it every list
 * is taken to be DEFAULT_LIST_LENGTH long. `schema`: the server's one executable schema (built here when absent).
 */
export function createApolloServer(
  config: Config,
  counts: RecordCounts = { count: () => undefined },
  extraPlugins: ApolloServerPlugin<GraphQLContext>[] = [],
  budget?: CacheBudget,
  schema: GraphQLSchema = buildExecutableSchema(),
) {
  const protection = armorProtection(config);
  return new ApolloServer<GraphQLContext>({
    schema,
    introspection: config.graphql.introspection,
    // The response cache and the persisted queries live within the instance's cache budget (CACHE_MEMORY_MB).
    ...(budget ? { cache: budgetedKeyValueCache(budget.area('apollo')) } : {}),
    parseOptions: { maxTokens: MAX_DOCUMENT_TOKENS },
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // The server's own stop (server/main.ts, boot.ts) handles SIGTERM and SIGINT. Apollo would otherwise stop itself on
    // them too, outside NODE_ENV=test: our stop then calls stop() while Apollo's is under way, and that second call
    // waits on a promise Apollo never settles after a successful stop, so the process never exited.
    stopOnTerminationSignals: false,
    validationRules: protection.validationRules,
    formatError,
    plugins: [
      ...protection.plugins,
      outputCostLimit(config.graphql.maxCost, counts, undefined, shareLinkKind) as ApolloServerPlugin<GraphQLContext>,
      ApolloServerPluginLandingPageDisabled(),
      ...rulesResponseCache(),
      uncacheableAnswers,
      unavailableStatus,
      subscriptionsOverSocketOnly,
      ...extraPlugins,
    ],
  });
}
