// The live subscriptions of the users' documents and share links (schema/live.graphql): each follows one stored
// document through the document events (server/live/), reading it through the same services as the queries, so a
// subscriber sees exactly what `character(id)` or `sharedDocument(token)` would answer now, and nothing once that
// answer is gone.
import { capitalized, DOCUMENT_KIND, documentKindByEnum } from '../../core/documents/kinds.ts';
import { requireUser, SCOPES } from '../auth/require-user.ts';
import { badInput, RequestError } from '../auth/request-errors.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { SubscriptionResolvers } from '../graphql/generated/resolvers-types.ts';
import { openFeed, readOncePerSignal, type Delivery } from '../live/live-feed.ts';
import type { DocumentRecord } from '../store/port.ts';
import type { SharedDocumentModel } from './share-service.ts';

const ownReads = readOncePerSignal<DocumentRecord | null>();
const sharedReads = readOncePerSignal<SharedDocumentModel | null>();

/** A revision the subscriber holds: a whole number, or absent. */
function heldRevision(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (!Number.isInteger(value) || (value as number) < 0) throw badInput('sinceRevision must be the whole number of the revision you hold (0 or more).', 'sinceRevision');
  return value as number;
}

/** Each event's payload is what the feed delivered; the end of a feed is its error. */
function delivered<T>(payload: Delivery<T>): T {
  if (payload.end) throw payload.end;
  return payload.document;
}

type Subscribe = (parent: unknown, args: Record<string, unknown>, ctx: GraphQLContext) => Promise<AsyncIterable<unknown>>;

const documentChanged: Subscribe = async (_p, { kind: kindEnum, id, sinceRevision }, ctx) => {
  const def = documentKindByEnum(kindEnum);
  if (!def) throw badInput(`Unknown document kind ${JSON.stringify(kindEnum)}.`, 'kind');
  const user = requireUser(ctx.user, SCOPES.read);
  const label = def.label.singular;
  if (typeof id !== 'string') throw badInput('id must be a document id.', 'id');
  return openFeed<DocumentRecord>({
    revisionOf: (document) => document.revision,
    sinceRevision: heldRevision(sinceRevision),
    listen: (wake) => ctx.events.listen(def.kind, user.id, id, wake),
    // Read as the caller: another user's id reads as unknown, so it is refused like a missing one.
    read: (signal) => ownReads(signal, `${def.kind}\n${user.id}\n${id}`, () => ctx.documents.get(def.kind, ctx.user, id)),
    gone: (signal) =>
      new RequestError('NOT_FOUND', signal ? `This ${label} was deleted.` : `${capitalized(label)} not found: it is not one of yours, or it was deleted.`),
  });
};

const sharedDocumentChanged: Subscribe = async (_p, { token, sinceRevision }, ctx) => {
  const share = await ctx.shares.link(token);
  const goneMessage = 'This share link was revoked, or its document deleted.';
  if (!share) throw new RequestError('NOT_FOUND', 'Share link not found: it was revoked, or its document deleted.');
  const label = DOCUMENT_KIND[share.kind].label.singular;
  return openFeed<SharedDocumentModel>({
    revisionOf: (document) => document.revision,
    sinceRevision: heldRevision(sinceRevision),
    listen: (wake) => ctx.events.listen(share.kind, share.userId, share.documentId, wake),
    // Read through the link every time: a revoked link reads as nothing, and the view's projection is applied anew.
    read: (signal) => sharedReads(signal, share.token, () => ctx.shares.shared(share.token)),
    gone: (signal) =>
      new RequestError(
        'NOT_FOUND',
        signal && 'documentId' in signal && signal.change === 'share-revoked'
          ? 'This share link was revoked by its owner.'
          : signal && 'documentId' in signal && signal.change === 'deleted'
            ? `The shared ${label} was deleted.`
            : goneMessage,
      ),
  });
};

export const subscriptionResolvers = {
  Subscription: {
    documentChanged: { subscribe: documentChanged, resolve: (payload: Delivery<DocumentRecord>) => delivered(payload) },
    sharedDocumentChanged: { subscribe: sharedDocumentChanged, resolve: (payload: Delivery<SharedDocumentModel>) => delivered(payload) },
  } as unknown as SubscriptionResolvers<GraphQLContext>,
  DocumentChange: {
    kind: (document: DocumentRecord) => DOCUMENT_KIND[document.kind].graphql.enumValue,
  },
};
