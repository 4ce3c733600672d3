// A graphql-ws client in Node for the live-subscription suites and benchmarks: one socket to a server's /graphql, the
// bearer token in connection_init, and subscriptions whose events a test awaits one by one.
import { createClient, type Client, type FormattedExecutionResult as ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';

export interface LiveClientOptions {
  /** Sent as `authorization: Bearer <token>` in connection_init. */
  token?: string;
  /** The Origin header of the upgrade request (a browser always sends one). */
  origin?: string;
  /** More headers of the upgrade request (X-Forwarded-For behind a trusted proxy). */
  headers?: Record<string, string>;
  /** Reconnections after the socket closes (default none: a test sees each close). */
  retryAttempts?: number;
}

/** A socket's client; `closes` lists every close the socket saw, as {code, reason}. */
export interface LiveClient extends Client {
  closes: { code: number; reason: string }[];
  /** Resolves once the server acknowledged the connection; rejects with the close that refused it. */
  connected(): Promise<void>;
}

export function liveClient(httpUrl: string, options: LiveClientOptions = {}): LiveClient {
  const url = httpUrl.replace(/^http/, 'ws') + '/graphql';
  const headers = { ...options.headers, ...(options.origin ? { origin: options.origin } : {}) };
  class OriginSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  const closes: { code: number; reason: string }[] = [];
  let acked: () => void = () => undefined;
  let refused: (close: { code: number; reason: string }) => void = () => undefined;
  const connected = new Promise<void>((resolve, reject) => {
    acked = resolve;
    refused = reject;
  });
  connected.catch(() => undefined);
  const client = createClient({
    url,
    webSocketImpl: OriginSocket,
    lazy: false,
    retryAttempts: options.retryAttempts ?? 0,
    retryWait: async () => new Promise((done) => setTimeout(done, 100)),
    shouldRetry: () => true,
    connectionParams: options.token ? { authorization: `Bearer ${options.token}` } : {},
    on: {
      connected: () => acked(),
      closed: (event) => {
        const close = { code: (event as { code: number }).code, reason: String((event as { reason: unknown }).reason ?? '') };
        closes.push(close);
        refused(close);
      },
      // A refused upgrade (403, 429) never opens: its error carries the HTTP answer.
      error: (error) => refused({ code: 0, reason: String((error as { message?: string }).message ?? error) }),
    },
  });
  return Object.assign(client, { closes, connected: () => connected });
}

export interface Subscription<T> {
  /** Every event so far. */
  events: ExecutionResult<T, unknown>[];
  /** The next event not yet taken by next(). */
  next(): Promise<ExecutionResult<T, unknown>>;
  /** Resolves when the subscription ends: { error } for an error message or a close, {} for complete. */
  ended: Promise<{ error?: unknown }>;
  stop(): void;
}

export function subscribe<T = any>(client: Client, query: string, variables: Record<string, unknown> = {}): Subscription<T> {
  const events: ExecutionResult<T, unknown>[] = [];
  let taken = 0;
  const waiters: (() => void)[] = [];
  let end: (outcome: { error?: unknown }) => void = () => undefined;
  const ended = new Promise<{ error?: unknown }>((resolve) => (end = resolve));
  let over = false;
  const stop = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        events.push(value);
        for (const wake of waiters.splice(0)) wake();
      },
      error: (error) => {
        over = true;
        end({ error });
        for (const wake of waiters.splice(0)) wake();
      },
      complete: () => {
        over = true;
        end({});
        for (const wake of waiters.splice(0)) wake();
      },
    },
  );
  return {
    events,
    async next() {
      while (taken >= events.length) {
        if (over) throw new Error(`The subscription ended before another event (${events.length} received).`);
        await new Promise<void>((wake) => waiters.push(wake));
      }
      return events[taken++]!;
    },
    ended,
    stop,
  };
}
