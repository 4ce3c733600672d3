// Errors the user and document services raise for the caller: one code, one HTTP status, one clear message.
// They are GraphQL errors too, so resolvers rethrow them as-is and the REST routes map them to statuses.
import { GraphQLError } from 'graphql';
import { DOCUMENT_KINDS, limitErrorCode, type LimitErrorCode } from '../../core/documents/kinds.ts';

/** The codes every request may answer, whatever kinds of document there are. */
type FixedErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED' | 'SERVICE_UNAVAILABLE';

/** Those codes and one limit code per kind of document (`CHARACTER_LIMIT`, ...), from the kinds table. */
export type RequestErrorCode = FixedErrorCode | LimitErrorCode;

/** An error code's HTTP status and the short error title of the REST JSON body (the HTTP reason phrase). */
export interface ErrorAnswer {
  status: number;
  title: string;
}

const FIXED: Readonly<Record<FixedErrorCode, ErrorAnswer>> = {
  UNAUTHENTICATED: { status: 401, title: 'Unauthorized' },
  FORBIDDEN: { status: 403, title: 'Forbidden' },
  BAD_USER_INPUT: { status: 400, title: 'Bad Request' },
  NOT_FOUND: { status: 404, title: 'Not Found' },
  // The request is well formed but conflicts with what the user already has stored: a newer revision, or (each kind's
  // limit code below) as many documents of the kind as a user may keep.
  CONFLICT: { status: 409, title: 'Conflict' },
  RATE_LIMITED: { status: 429, title: 'Too Many Requests' },
  SERVICE_UNAVAILABLE: { status: 503, title: 'Service Unavailable' },
};

/** The answer of every code for these kinds: the fixed codes, and each kind's limit code answered as a conflict. */
export function requestErrorAnswers<D extends { graphql: { enumValue: string } }>(kinds: readonly D[]): Readonly<Record<FixedErrorCode | ReturnType<typeof limitErrorCode<D>>, ErrorAnswer>> {
  const limits = Object.fromEntries(kinds.map((def) => [limitErrorCode(def), FIXED.CONFLICT]));
  return { ...FIXED, ...limits } as Record<FixedErrorCode | ReturnType<typeof limitErrorCode<D>>, ErrorAnswer>;
}

const ANSWERS: Readonly<Record<RequestErrorCode, ErrorAnswer>> = requestErrorAnswers(DOCUMENT_KINDS);

/** Every code a RequestError may carry: all written for clients, so error masking lets them through. */
export const REQUEST_ERROR_CODES = Object.keys(ANSWERS) as RequestErrorCode[];

export class RequestError extends GraphQLError {
  readonly status: number;
  readonly title: string;
  constructor(
    readonly code: RequestErrorCode,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    const { status, title } = ANSWERS[code];
    // Only sign-in failures change the GraphQL response status; other failures are field errors (200).
    const http = code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || code === 'SERVICE_UNAVAILABLE' ? { http: { status } } : {};
    super(message, { extensions: { code, ...extra, ...http } });
    this.name = 'RequestError';
    this.status = status;
    this.title = title;
  }
}

export const unauthenticated = (reason: string) => new RequestError('UNAUTHENTICATED', `Sign in required: ${reason}`);
export const badInput = (message: string, field: string) => new RequestError('BAD_USER_INPUT', message, { field });
/** "Character not found.": what a missing document and another user's document both answer. */
export const documentNotFound = (label: string) => new RequestError('NOT_FOUND', `${label.charAt(0).toUpperCase()}${label.slice(1)} not found.`);
