// GraphQL subscriptions over WebSocket (graphql-ws's graphql-transport-ws protocol, on `ws`) at /graphql, on the HTTP
// server's own port and with the same executable schema as Apollo. What HTTP checks, this door checks too: the
// Origin (the CORS rule), the bearer token (sent in connection_init, verified by the auth layer as a request's header
// is), the document's size in tokens, depth and aliases (graphql-armor's rules) and its output cost. Limits: open
// sockets per client address and per user (counted across instances in Redis with REDIS_URL: socket-counts.ts),
// subscriptions per socket, message size.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApolloServerPlugin } from '@apollo/server';
import { useServer } from 'graphql-ws/use/ws';
import { getOperationAST, GraphQLError, Kind, parse, specifiedRules, validate, type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema } from 'graphql';
import jwt from 'jsonwebtoken';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AuthenticatedUser } from '../auth/caller.ts';
import type { RejectedCaller } from '../auth/require-user.ts';
import type { Config } from '../config.ts';
import { armorProtection, formatError, MAX_DOCUMENT_TOKENS } from '../graphql/apollo.ts';
import { createContext, type GraphQLContext } from '../graphql/context.ts';
import { estimateCost, refusal as costRefusal } from '../graphql/output-cost.ts';
import type { Services } from '../services.ts';
import { createSocketCounts, placeKey } from './socket-counts.ts';

export const SUBSCRIPTIONS_PATH = '/graphql';

/**
 * Close codes. graphql-ws's client gives up for good on some codes (4401, 4429 among them), so ours are ones it
 * retries (with its backoff): a refused or expired token may be replaced by a fresh one, a socket limit frees up.
 */
export const CLOSE = {
  /** The token was refused, or has expired: reconnect with a fresh one (graphql-ws's Forbidden). */
  unauthenticated: 4403,
  /** Too many open sockets for this user. */
  tooManyConnections: 4029,
  /** The server is stopping; another instance takes the reconnection. */
  goingAway: 1001,
} as const;

export interface SubscriptionServerOptions {
  config: Config;
  services: Services;
  schema: GraphQLSchema;
  /** Verifies a bearer token as the auth layer verifies a request's (null: anonymous; a rejected caller says why). */
  authenticateToken(token: string, address: string): Promise<AuthenticatedUser | null>;
  /** The client's address (X-Forwarded-For read only behind the proxies the configuration trusts). */
  clientAddress(request: IncomingMessage): string;
  /** True once the server is stopping: new sockets are refused. */
  draining(): boolean;
}

export interface SubscriptionServer {
  /** Takes the HTTP server's upgrade requests to /graphql. */
  attach(server: Server): void;
  openSockets(): number;
  /** Closes every socket with 1001 (going away) and stops taking new ones; the same promise on every call. */
  close(): Promise<void>;
  /** Apollo's drain step for this server: Apollo's stop closes the sockets too. */
  drainPlugin: ApolloServerPlugin<GraphQLContext>;
}

interface Connection {
  address: string;
  /** The socket's name in the socket counts. */
  place: string;
  user: AuthenticatedUser | null;
  expiry?: NodeJS.Timeout;
}

/** A close reason is at most 123 bytes. */
const reason = (text: string) => (Buffer.byteLength(text) <= 123 ? text : `${Buffer.from(text).subarray(0, 120).toString()}...`);

function refusal(message: string, code: string, extra: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/** Browsers always send Origin: same origin (Host), the public URL and CORS_ORIGINS may open sockets; tools send none. */
export function originAllowed(config: Config, origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  if (config.corsOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return url.origin === new URL(config.publicUrl).origin || (host !== undefined && url.host === host);
  } catch {
    return false;
  }
}

/** Errors as HTTP answers show them: client errors kept, others masked (formatError), without the HTTP status. */
function masked(errors: readonly GraphQLError[]) {
  return errors.map((error) => {
    const { extensions, ...rest } = formatError(error.toJSON(), error);
    const { http: _http, ...kept } = extensions ?? {};
    return { ...rest, ...(Object.keys(kept).length ? { extensions: kept } : {}) };
  });
}

export function createSubscriptionServer(options: SubscriptionServerOptions): SubscriptionServer {
  const { config, services, schema } = options;
  const limits = config.live;
  const rules = [...specifiedRules, ...armorProtection(config).validationRules];
  const connections = new WeakMap<WebSocket, Connection>();
  const counts = createSocketCounts(config.redisUrl, { ttlMs: limits.socketPlaceTtlMs, commandTimeoutMs: config.redisCommandTimeoutMs });
  /** The place each accepted upgrade took under its address, until its socket exists. */
  const places = new WeakMap<IncomingMessage, string>();
  const addressKey = placeKey.address;
  const userKey = (user: AuthenticatedUser) => placeKey.user(user.id);

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxMessageBytes,
    verifyClient: ({ origin, req }, done) => {
      if (options.draining()) return done(false, 503, 'This instance is stopping; connect again to reach another.');
      if (!originAllowed(config, origin, req.headers.host)) return done(false, 403, 'This origin may not open a socket here (CORS_ORIGINS).');
      const address = options.clientAddress(req);
      const place = randomUUID();
      void counts.take(addressKey(address), place, limits.connectionsPerAddress).then((taken) => {
        if (!taken) return done(false, 429, `Too many open sockets from this address (limit ${limits.connectionsPerAddress}).`);
        // The place is given back when the TCP connection ends, whether the upgrade completed or not.
        if (req.socket.destroyed) {
          counts.release(addressKey(address), place);
          return done(false, 400, 'The connection closed while opening.');
        }
        req.socket.once('close', () => counts.release(addressKey(address), place));
        places.set(req, place);
        done(true);
      });
    },
  });
  wss.on('connection', (socket, request) => {
    const connection: Connection = { address: options.clientAddress(request), place: places.get(request) ?? randomUUID(), user: null };
    connections.set(socket, connection);
    socket.once('close', () => {
      clearTimeout(connection.expiry);
      if (connection.user) counts.release(userKey(connection.user), connection.place);
    });
  });

  const server = useServer<Record<string, unknown>, { socket: WebSocket; request: IncomingMessage }>(
    {
      schema,
      // One initialisation message within this time, or the socket is closed (graphql-ws's own code 4408).
      connectionInitWaitTimeout: 5000,
      onConnect: async (ctx) => {
        const connection = connections.get(ctx.extra.socket)!;
        const header = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        if (header === undefined || header === null || header === '') return true;
        const match = typeof header === 'string' ? /^Bearer +([^\s]+) *$/i.exec(header) : null;
        const close = (text: string) => {
          ctx.extra.socket.close(CLOSE.unauthenticated, reason(text));
          return false;
        };
        if (!match) return close('Sign in required: the authorization must be "Bearer <access token>".');
        const user = await options.authenticateToken(match[1]!, connection.address);
        if (user && 'rejection' in user) return close((user as RejectedCaller).rejection.message);
        if (!user) return true;
        if (!(await counts.take(userKey(user), connection.place, limits.connectionsPerUser))) {
          ctx.extra.socket.close(CLOSE.tooManyConnections, reason(`Too many open sockets for this user (limit ${limits.connectionsPerUser}).`));
          return false;
        }
        // Closed while its place was being taken: the close handler has run already.
        if (ctx.extra.socket.readyState !== ctx.extra.socket.OPEN) {
          counts.release(userKey(user), connection.place);
          return false;
        }
        connection.user = user;
        // The socket lives as long as its token: then the client reconnects with a fresh one.
        const exp = (jwt.decode(match[1]!) as { exp?: number } | null)?.exp;
        if (typeof exp === 'number') {
          connection.expiry = setTimeout(() => ctx.extra.socket.close(CLOSE.unauthenticated, 'Sign in required: the access token has expired.'), Math.max(0, exp * 1000 - Date.now()));
          connection.expiry.unref();
        }
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        // The subscription being started is already among them.
        if (Object.keys(ctx.subscriptions).length > limits.subscriptionsPerConnection) {
          return [refusal(`Too many subscriptions on one socket (limit ${limits.subscriptionsPerConnection}); end one first.`, 'RATE_LIMITED', { limit: limits.subscriptionsPerConnection })];
        }
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: MAX_DOCUMENT_TOKENS });
        } catch (error) {
          const message = /more th(?:an|at) \d+ tokens/.test((error as Error).message)
            ? `The GraphQL document is too large: it has more than ${MAX_DOCUMENT_TOKENS} tokens (the limit).`
            : (error as Error).message;
          return [refusal(message, 'GRAPHQL_PARSE_FAILED')];
        }
        const invalid = validate(schema, document, rules);
        if (invalid.length) return invalid.map((e) => refusal(e.message, 'GRAPHQL_VALIDATION_FAILED'));
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return [refusal('Name the operation to run (operationName).', 'BAD_REQUEST')];
        if (operation.operation !== 'subscription') {
          return [refusal('Only subscriptions are served over the socket; send queries and mutations over HTTP.', 'BAD_REQUEST')];
        }
        const fragments = Object.fromEntries(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d as FragmentDefinitionNode] as const] : [])));
        // The same weighing as over HTTP: an event's answer, the caller's own documents and the shared ones.
        const cost = estimateCost(schema, operation.selectionSet, schema.getSubscriptionType()!, fragments, payload.variables ?? {}, services.rules);
        const refusedForCost = costRefusal(cost, config.graphql.maxCost);
        if (refusedForCost) return [refusedForCost];
        return {
          schema,
          document,
          ...(payload.operationName ? { operationName: payload.operationName } : {}),
          variableValues: payload.variables ?? {},
          contextValue: createContext(services, connections.get(ctx.extra.socket)?.user ?? null),
        };
      },
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: masked(result.errors) } : undefined),
      onError: (_ctx, _id, _payload, errors) => masked(errors) as unknown as readonly GraphQLError[],
    },
    wss,
  );

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= Promise.resolve()
      .then(() => server.dispose())
      .catch(() => undefined)
      .then(() => counts.close()));
  return {
    attach(http) {
      http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        const path = (request.url ?? '').split('?')[0];
        if (path !== SUBSCRIPTIONS_PATH) {
          socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
          return;
        }
        wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
      });
    },
    openSockets: () => wss.clients.size,
    close,
    drainPlugin: {
      async serverWillStart() {
        return { drainServer: close };
      },
    },
  };
}

/**
 * The client's address as Express's `req.ip` reads it: the socket's peer, or the nearest X-Forwarded-For entry that
 * a trusted proxy added (`trust` is Express's compiled 'trust proxy' setting).
 */
export function forwardedAddress(request: IncomingMessage, trust: (address: string, hop: number) => boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const hops = [request.socket.remoteAddress ?? '', ...(typeof forwarded === 'string' ? forwarded.split(',').map((s) => s.trim()).reverse() : [])];
  let hop = 0;
  while (hop < hops.length - 1 && trust(hops[hop]!, hop)) hop++;
  return hops[hop]!;
}
