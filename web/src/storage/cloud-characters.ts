// The signed-in user's characters on the server (GraphQL), and how a failed call is classified for retrying.
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { MAX_CHARACTER_JSON_BYTES } from '../../../core/engine/index.ts';
import { DeleteMyCharacterDocument, MyCharactersDocument, SaveMyCharacterDocument, SaveMyCharactersDocument } from '../gql/graphql.ts';

/** The server's record: the character as JSON text plus its cloud id and owner. */
export interface CloudCharacterRecord {
  id: string;
  userId: string;
  jsonData: string;
}

export interface CloudSaveInput {
  /** Absent (or null) for a character the server has not stored yet. */
  id?: string | null;
  jsonData: string;
}

/**
 * The request body a batch may fill. The server refuses bodies over its BODY_LIMIT (1 MB by default) with 413;
 * staying well below it leaves room for the query text and JSON escaping.
 */
export const MAX_BATCH_BODY_BYTES = 768 * 1024;

const encoder = new TextEncoder();

/**
 * Splits a batch into consecutive groups whose encoded size stays under MAX_BATCH_BODY_BYTES, in input order.
 * A single input larger than the budget goes alone (the store never sends one above MAX_CHARACTER_JSON_BYTES).
 */
export function splitBatch<T extends CloudSaveInput>(inputs: readonly T[], maxBytes = MAX_BATCH_BODY_BYTES): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const input of inputs) {
    const bytes = encoder.encode(JSON.stringify(input.jsonData)).length + 64;
    if (current.length > 0 && size + bytes > maxBytes) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(input);
    size += bytes;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** What the store needs from the server; the GraphQL one below, or a fake in tests. */
export interface CharacterCloud {
  list(): Promise<CloudCharacterRecord[]>;
  save(input: CloudSaveInput): Promise<CloudCharacterRecord>;
  /** One call for several characters; answers in the order of the inputs. */
  saveMany(inputs: CloudSaveInput[]): Promise<CloudCharacterRecord[]>;
  delete(id: string): Promise<void>;
}

/**
 * offline / transient: try again later (backoff, reconnect); not-found: the server no longer has that id;
 * limit and rejected: the server refused the data, retrying the same will not help; auth: sign in again.
 */
export type CloudErrorKind = 'offline' | 'transient' | 'not-found' | 'limit' | 'rejected' | 'too-large' | 'auth';

export class CloudCharacterError extends Error {
  override name = 'CloudCharacterError';
  constructor(
    readonly kind: CloudErrorKind,
    message: string,
    /** The server's hint for RATE_LIMITED answers. */
    readonly retryAfterMs?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  get isRetryable(): boolean {
    return this.kind === 'offline' || this.kind === 'transient';
  }
}

const KIND_BY_CODE: Record<string, CloudErrorKind> = {
  UNAUTHENTICATED: 'auth',
  FORBIDDEN: 'auth',
  NOT_FOUND: 'not-found',
  CHARACTER_LIMIT: 'limit',
  BAD_USER_INPUT: 'rejected',
  RATE_LIMITED: 'transient',
  SERVICE_UNAVAILABLE: 'transient',
};

interface ErrorEntry {
  message: string;
  extensions?: Record<string, unknown> | null;
}

function fromGraphQLErrors(errors: readonly ErrorEntry[], cause: unknown): CloudCharacterError {
  const first = errors[0];
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : '';
  const retryAfter = Number(first?.extensions?.retryAfterSeconds);
  return new CloudCharacterError(
    KIND_BY_CODE[code] ?? 'transient',
    first?.message ?? 'The server could not store the character.',
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
    { cause },
  );
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`;
const KEEP_AND_FIX = 'It is kept in this browser only: shorten its notes or other long texts to save it to the cloud, and export it to a file (Menu > Export to File) to keep a copy.';
const TOO_LARGE_ADVICE_BY_SERVER = `The server refused this character as too large. ${KEEP_AND_FIX}`;

/** Why a character cannot go to the server because of its size, or undefined when it fits. */
export function tooLargeForCloud(character: unknown): CloudCharacterError | undefined {
  const bytes = encoder.encode(JSON.stringify(character)).length;
  if (bytes <= MAX_CHARACTER_JSON_BYTES) return undefined;
  return new CloudCharacterError('too-large', `This character is ${kilobytes(bytes)}, more than the ${kilobytes(MAX_CHARACTER_JSON_BYTES)} the cloud stores per character. ${KEEP_AND_FIX}`);
}

/** Turns whatever a call threw into a CloudCharacterError saying whether to retry. */
export function classifyCloudError(error: unknown): CloudCharacterError {
  if (error instanceof CloudCharacterError) return error;
  if (CombinedGraphQLErrors.is(error)) return fromGraphQLErrors(error.errors, error);
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: ErrorEntry[] };
      if (Array.isArray(body.errors) && body.errors.length > 0) return fromGraphQLErrors(body.errors, error);
    } catch {
      // Not a GraphQL body (a proxy's error page): fall back to the status.
    }
    const status = error.statusCode;
    // The request body passed the server's limit: sending the same again can only fail again.
    if (status === 413) return new CloudCharacterError('too-large', TOO_LARGE_ADVICE_BY_SERVER, undefined, { cause: error });
    const kind: CloudErrorKind = status === 401 || status === 403 ? 'auth' : status === 404 ? 'not-found' : 'transient';
    return new CloudCharacterError(kind, `The server answered ${status}.`, undefined, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  // fetch() rejects with a TypeError when there is no connection (or the server is down).
  const kind: CloudErrorKind = error instanceof TypeError || !globalThis.navigator?.onLine ? 'offline' : 'transient';
  return new CloudCharacterError(kind, kind === 'offline' ? `No connection to the server (${message}).` : message, undefined, { cause: error });
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw classifyCloudError(error);
  }
}

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new CloudCharacterError('transient', `The server sent no ${what}.`);
  return value;
}

const toInput = ({ id, jsonData }: CloudSaveInput) => ({ jsonData, ...(id ? { id } : {}) });

/** The server's GraphQL API. Results bypass Apollo's cache: this browser's character store is the one copy. */
export function createApolloCharacterCloud(client: ApolloClient): CharacterCloud {
  return {
    list: () =>
      call(async () => {
        const { data } = await client.query({ query: MyCharactersDocument, fetchPolicy: 'no-cache' });
        return required(data, 'character list').characters;
      }),
    save: (input) =>
      call(async () => {
        const { data } = await client.mutate({ mutation: SaveMyCharacterDocument, variables: { input: toInput(input) }, fetchPolicy: 'no-cache' });
        return required(data, 'saved character').saveCharacter;
      }),
    saveMany: (inputs) =>
      call(async () => {
        const { data } = await client.mutate({ mutation: SaveMyCharactersDocument, variables: { inputs: inputs.map(toInput) }, fetchPolicy: 'no-cache' });
        return required(data, 'saved characters').saveCharacters;
      }),
    delete: (id) =>
      call(async () => {
        await client.mutate({ mutation: DeleteMyCharacterDocument, variables: { id }, fetchPolicy: 'no-cache' });
      }),
  };
}
