// The signed-in user's stored documents on the server (GraphQL, one kind's typed operations), and how a failed call
// is classified: retry later, refused, or a conflict carrying the server's current copy.
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { inputLimitProblems } from '../../../core/documents/input-limits.ts';
import type { DocumentKindDef, DocumentKindName } from '../../../core/documents/kinds.ts';
import {
  DeleteMyCampaignDocument,
  MyGameMasterCampaignsDocument,
  SaveMyCampaignDocument,
  SaveMyCampaignsDocument,
  DeleteMyCharacterDocument,
  DeleteMyEncounterDocument,
  DeleteMyHomebrewPackDocument,
  DeleteMyStarshipDocument,
  MyDocumentChangedDocument,
  MyCharactersDocument,
  MyEncountersDocument,
  MyHomebrewPacksDocument,
  MyStarshipsDocument,
  SaveMyCharacterDocument,
  SaveMyCharactersDocument,
  SaveMyEncounterDocument,
  SaveMyEncountersDocument,
  SaveMyHomebrewPackDocument,
  SaveMyHomebrewPacksDocument,
  SaveMyStarshipDocument,
  SaveMyStarshipsDocument,
} from '../gql/graphql.ts';

/** A revision of a document as the server stored it: its JSON text, its revision number and when it was stored. */
export interface ServerCopy {
  revision: number;
  jsonData: string;
  /** ISO 8601, the server's clock. */
  changedAt?: string;
}

/** The server's record: the document as JSON text, its cloud id and owner, and its revision. */
export interface CloudRecord extends ServerCopy {
  id: string;
  userId: string;
}

export interface CloudSaveInput {
  /** Absent (or null) for a document the server has not stored yet. */
  id?: string | null;
  jsonData: string;
  /** The server revision this copy was edited from; a newer one on the server makes the save a conflict. */
  baseRevision?: number | null;
}

/** One document a save was refused for because the server holds a newer revision: that revision. */
export interface CloudConflict {
  id: string;
  current: ServerCopy;
}

/**
 * The request body a batch may fill. The server refuses bodies over its BODY_LIMIT (1 MB by default) with 413;
 * staying well below it leaves room for the query text and JSON escaping.
 */
export const MAX_BATCH_BODY_BYTES = 768 * 1024;

const encoder = new TextEncoder();

/**
 * Splits a batch into consecutive groups whose encoded size stays under MAX_BATCH_BODY_BYTES, in input order.
 * A single input larger than the budget goes alone (the store never sends one above its kind's size limit).
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

/** What the store needs from the server for one kind; the GraphQL one below, or a fake in tests. */
export interface DocumentCloud {
  list(): Promise<CloudRecord[]>;
  save(input: CloudSaveInput): Promise<CloudRecord>;
  /** One call for several documents, all or nothing; answers in the order of the inputs. */
  saveMany(inputs: CloudSaveInput[]): Promise<CloudRecord[]>;
  /** With the revision this browser last had: a document saved meanwhile elsewhere is kept (a conflict). */
  delete(id: string, baseRevision?: number | null): Promise<void>;
  /**
   * Follows one document over the live socket: `changed` with each newer revision the server stores (from the one
   * held on: a newer stored one comes at once), `ended` when the server ends it (the document deleted, access
   * refused). Returns the undo. Absent: this cloud cannot follow (the document is then current on the next sync).
   */
  follow?(id: string, sinceRevision: number | null, listener: DocumentFollower): () => void;
}

export interface DocumentFollower {
  changed(copy: ServerCopy): void;
  ended(): void;
}

/**
 * offline / transient: try again later (backoff, reconnect); not-found: the server no longer has that id;
 * limit and rejected: the server refused the data, retrying the same will not help; auth: sign in again;
 * conflict: the server holds a newer revision (saved meanwhile elsewhere), to merge before saving again.
 */
export type CloudErrorKind = 'offline' | 'transient' | 'not-found' | 'limit' | 'rejected' | 'too-large' | 'auth' | 'conflict';

export class CloudDocumentError extends Error {
  override name = 'CloudDocumentError';
  constructor(
    readonly kind: CloudErrorKind,
    message: string,
    /** The server's hint for RATE_LIMITED answers. */
    readonly retryAfterMs?: number,
    options?: { cause?: unknown; conflicts?: CloudConflict[] },
  ) {
    super(message, options);
    this.conflicts = options?.conflicts ?? [];
  }

  /** A conflict: each refused document's current server revision (empty when the server sent none). */
  readonly conflicts: CloudConflict[];

  get isRetryable(): boolean {
    return this.kind === 'offline' || this.kind === 'transient';
  }
}

const KIND_BY_CODE: Record<string, CloudErrorKind> = {
  UNAUTHENTICATED: 'auth',
  FORBIDDEN: 'auth',
  NOT_FOUND: 'not-found',
  BAD_USER_INPUT: 'rejected',
  RATE_LIMITED: 'transient',
  SERVICE_UNAVAILABLE: 'transient',
  CONFLICT: 'conflict',
};

/** Each kind's limit has its own code (CHARACTER_LIMIT, ENCOUNTER_LIMIT, ...). */
const kindOfCode = (code: string): CloudErrorKind | undefined => KIND_BY_CODE[code] ?? (/^[A-Z]+_LIMIT$/.test(code) ? 'limit' : undefined);

interface ErrorEntry {
  message: string;
  extensions?: Record<string, unknown> | null;
}

function serverCopy(value: unknown): ServerCopy | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { jsonData, revision, changedAt } = value as Record<string, unknown>;
  if (typeof jsonData !== 'string' || typeof revision !== 'number') return undefined;
  return { jsonData, revision, ...(typeof changedAt === 'string' ? { changedAt } : {}) };
}

/** The current copies a CONFLICT answer carries: `current` for one save, `conflicts` for a batch. */
function conflictsOf(extensions: Record<string, unknown>): CloudConflict[] {
  const found: CloudConflict[] = [];
  const add = (id: unknown, current: unknown) => {
    const copy = serverCopy(current);
    // A single save's answer carries its copy both as `current` and in `conflicts`: each document once.
    if (typeof id === 'string' && copy && !found.some((conflict) => conflict.id === id)) found.push({ id, current: copy });
  };
  if (extensions.current && typeof extensions.current === 'object') add((extensions.current as { id?: unknown }).id, extensions.current);
  if (Array.isArray(extensions.conflicts)) {
    for (const entry of extensions.conflicts as unknown[]) {
      if (entry && typeof entry === 'object') add((entry as { id?: unknown }).id, (entry as { current?: unknown }).current);
    }
  }
  return found;
}

function fromGraphQLErrors(errors: readonly ErrorEntry[], cause: unknown): CloudDocumentError {
  const first = errors[0];
  const extensions = first?.extensions ?? {};
  const code = typeof extensions.code === 'string' ? extensions.code : '';
  const retryAfter = Number(extensions.retryAfterSeconds);
  const kind = kindOfCode(code) ?? 'transient';
  return new CloudDocumentError(kind, first?.message ?? 'The server could not store the document.', Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined, {
    cause,
    ...(kind === 'conflict' ? { conflicts: conflictsOf(extensions) } : {}),
  });
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`;
const KEEP_AND_FIX = 'It is kept in this browser only: shorten its notes or other long texts to save it to the cloud, and export it to a file (Menu > Export to File) to keep a copy.';

/**
 * Why a document cannot go to the server because of its size, or a text or number past its limit (a name kept from
 * before names had one), or undefined when it fits: the server would refuse it, and in a batch with it every other.
 */
export function tooLargeForCloud(def: DocumentKindDef, document: unknown): CloudDocumentError | undefined {
  const bytes = encoder.encode(JSON.stringify(document)).length;
  if (bytes > def.maxJsonBytes) {
    return new CloudDocumentError(
      'too-large',
      `This ${def.label.singular} is ${kilobytes(bytes)}, more than the ${kilobytes(def.maxJsonBytes)} the cloud stores per ${def.label.singular}. ${KEEP_AND_FIX}`,
    );
  }
  const overLimits = inputLimitProblems(def.kind, document);
  if (overLimits.length === 0) return undefined;
  return new CloudDocumentError('too-large', `In this ${def.label.singular}, ${overLimits.join('; ')}. ${KEEP_AND_FIX}`);
}

/** Turns whatever a call threw into a CloudDocumentError saying whether to retry. */
export function classifyCloudError(error: unknown, def?: DocumentKindDef): CloudDocumentError {
  if (error instanceof CloudDocumentError) return error;
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
    if (status === 413) {
      const noun = def?.label.singular ?? 'document';
      return new CloudDocumentError('too-large', `The server refused this ${noun} as too large. ${KEEP_AND_FIX}`, undefined, { cause: error });
    }
    const kind: CloudErrorKind = status === 401 || status === 403 ? 'auth' : status === 404 ? 'not-found' : 'transient';
    return new CloudDocumentError(kind, `The server answered ${status}.`, undefined, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  // fetch() rejects with a TypeError when there is no connection (or the server is down).
  const kind: CloudErrorKind = error instanceof TypeError || !globalThis.navigator?.onLine ? 'offline' : 'transient';
  return new CloudDocumentError(kind, kind === 'offline' ? `No connection to the server (${message}).` : message, undefined, { cause: error });
}

/** One kind's typed operations: its list query and its save, batch save and delete mutations. */
interface KindOperations {
  // The generated documents differ in their field names only; the cloud below reads them by the kinds table's names.
  list: TypedDocumentNode<Record<string, unknown>, Record<string, never>>;
  save: TypedDocumentNode<Record<string, unknown>, { input: unknown }>;
  saveMany: TypedDocumentNode<Record<string, unknown>, { inputs: unknown[] }>;
  delete: TypedDocumentNode<Record<string, unknown>, { id: string; baseRevision?: number | null }>;
}

const OPERATIONS: Record<DocumentKindName, KindOperations> = {
  character: { list: MyCharactersDocument, save: SaveMyCharacterDocument, saveMany: SaveMyCharactersDocument, delete: DeleteMyCharacterDocument } as unknown as KindOperations,
  encounter: { list: MyEncountersDocument, save: SaveMyEncounterDocument, saveMany: SaveMyEncountersDocument, delete: DeleteMyEncounterDocument } as unknown as KindOperations,
  starship: { list: MyStarshipsDocument, save: SaveMyStarshipDocument, saveMany: SaveMyStarshipsDocument, delete: DeleteMyStarshipDocument } as unknown as KindOperations,
  campaign: { list: MyGameMasterCampaignsDocument, save: SaveMyCampaignDocument, saveMany: SaveMyCampaignsDocument, delete: DeleteMyCampaignDocument } as unknown as KindOperations,
  homebrew: { list: MyHomebrewPacksDocument, save: SaveMyHomebrewPackDocument, saveMany: SaveMyHomebrewPacksDocument, delete: DeleteMyHomebrewPackDocument } as unknown as KindOperations,
};

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new CloudDocumentError('transient', `The server sent no ${what}.`);
  return value;
}

const toInput = ({ id, jsonData, baseRevision }: CloudSaveInput) => ({ jsonData, ...(id ? { id } : {}), ...(id && typeof baseRevision === 'number' ? { baseRevision } : {}) });

const withoutTypename = ({ id, userId, jsonData, revision, changedAt }: CloudRecord): CloudRecord => ({ id, userId, jsonData, revision, changedAt });

/** The server's GraphQL API for one kind. Results bypass Apollo's cache: this browser's store is the one copy. */
export function createApolloDocumentCloud(client: ApolloClient, def: DocumentKindDef): DocumentCloud {
  const operations = OPERATIONS[def.kind];
  const names = def.graphql;
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw classifyCloudError(error, def);
    }
  };
  return {
    list: () =>
      call(async () => {
        const { data } = await client.query({ query: operations.list, fetchPolicy: 'no-cache' });
        return (required(data?.[names.list], `${def.label.singular} list`) as CloudRecord[]).map(withoutTypename);
      }),
    save: (input) =>
      call(async () => {
        const { data } = await client.mutate({ mutation: operations.save, variables: { input: toInput(input) }, fetchPolicy: 'no-cache' });
        return withoutTypename(required(data?.[names.save], `saved ${def.label.singular}`) as CloudRecord);
      }),
    saveMany: (inputs) =>
      call(async () => {
        const { data } = await client.mutate({ mutation: operations.saveMany, variables: { inputs: inputs.map(toInput) }, fetchPolicy: 'no-cache' });
        return (required(data?.[names.saveMany], `saved ${def.label.plural}`) as CloudRecord[]).map(withoutTypename);
      }),
    delete: (id, baseRevision) =>
      call(async () => {
        const variables = { id, ...(typeof baseRevision === 'number' ? { baseRevision } : {}) };
        await client.mutate({ mutation: operations.delete, variables, fetchPolicy: 'no-cache' });
      }),
    follow: (id, sinceRevision, listener) => {
      // The socket's own reconnections resubscribe with these same variables: the server then sends what is newer
      // than sinceRevision, which the store ignores when it already holds it.
      const variables = { kind: def.graphql.enumValue, id, ...(sinceRevision === null ? {} : { sinceRevision }) };
      const subscription = client.subscribe({ query: MyDocumentChangedDocument, variables, fetchPolicy: 'no-cache' }).subscribe({
        next: ({ data, error }) => {
          const change = data?.documentChanged;
          if (change) listener.changed({ revision: change.revision, jsonData: change.jsonData, changedAt: change.changedAt });
          else if (error) listener.ended();
        },
        error: () => listener.ended(),
        complete: () => listener.ended(),
      });
      return () => subscription.unsubscribe();
    },
  };
}
