// Errors the user and document services raise for the caller: one code, one HTTP status, one clear message.
// They are GraphQL errors too, so resolvers rethrow them as-is and the REST routes map them to statuses.
import { GraphQLError } from 'graphql';

export type RequestErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'CHARACTER_LIMIT'
  | 'ENCOUNTER_LIMIT'
  | 'STARSHIP_LIMIT'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE';

const STATUS: Record<RequestErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  // The request is well formed but conflicts with what the user already has stored: a newer revision, or as many
  // documents of the kind as a user may keep.
  CONFLICT: 409,
  CHARACTER_LIMIT: 409,
  ENCOUNTER_LIMIT: 409,
  STARSHIP_LIMIT: 409,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** The short error title of the REST JSON body, after the HTTP reason phrases. */
const TITLE: Record<RequestErrorCode, string> = {
  UNAUTHENTICATED: 'Unauthorized',
  FORBIDDEN: 'Forbidden',
  BAD_USER_INPUT: 'Bad Request',
  NOT_FOUND: 'Not Found',
  CONFLICT: 'Conflict',
  CHARACTER_LIMIT: 'Conflict',
  ENCOUNTER_LIMIT: 'Conflict',
  STARSHIP_LIMIT: 'Conflict',
  RATE_LIMITED: 'Too Many Requests',
  SERVICE_UNAVAILABLE: 'Service Unavailable',
};

export class RequestError extends GraphQLError {
  readonly status: number;
  readonly title: string;
  constructor(
    readonly code: RequestErrorCode,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    const status = STATUS[code];
    // Only sign-in failures change the GraphQL response status; other failures are field errors (200).
    const http = code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || code === 'SERVICE_UNAVAILABLE' ? { http: { status } } : {};
    super(message, { extensions: { code, ...extra, ...http } });
    this.name = 'RequestError';
    this.status = status;
    this.title = TITLE[code];
  }
}

export const unauthenticated = (reason: string) => new RequestError('UNAUTHENTICATED', `Sign in required: ${reason}`);
export const badInput = (message: string, field: string) => new RequestError('BAD_USER_INPUT', message, { field });
/** "Character not found.": what a missing document and another user's document both answer. */
export const documentNotFound = (label: string) => new RequestError('NOT_FOUND', `${label.charAt(0).toUpperCase()}${label.slice(1)} not found.`);
