// Argument checks for users, documents and share links, shared by both store adapters so they refuse the same inputs.
import { randomBytes } from 'node:crypto';
import { documentKind, offersView, type DocumentKindName, type ShareViewName } from '../../core/documents/kinds.ts';
import type { DocumentSaveRequest } from './port.ts';

export function checkUserId(userId: unknown): asserts userId is string {
  if (typeof userId !== 'string' || userId === '') {
    throw new Error(`A user id must be a non-empty string, got ${JSON.stringify(userId)}.`);
  }
}

export function checkKind(kind: unknown): asserts kind is DocumentKindName {
  if (!documentKind(kind)) throw new Error(`Unknown document kind ${JSON.stringify(kind)}.`);
}

export function checkLimit(limit: unknown): asserts limit is number {
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0) {
    throw new Error(`The document limit must be a non-negative integer, got ${JSON.stringify(limit)}.`);
  }
}

export function checkDocumentArgs(kind: unknown, userId: unknown, requests: unknown): asserts requests is DocumentSaveRequest[] {
  checkKind(kind);
  checkUserId(userId);
  if (!Array.isArray(requests)) throw new Error('saveDocuments needs an array of save requests.');
  const seen = new Set<string>();
  requests.forEach((request: unknown, i) => {
    const r = request as Partial<DocumentSaveRequest> | null;
    if (r === null || typeof r !== 'object') throw new Error(`Save request ${i} is not an object.`);
    if (typeof r.jsonData !== 'string') throw new Error(`Save request ${i}: jsonData must be a string.`);
    if (r.baseRevision != null && (!Number.isInteger(r.baseRevision) || r.baseRevision < 1)) {
      throw new Error(`Save request ${i}: baseRevision must be a whole number of 1 or more.`);
    }
    if (r.id == null) {
      if (r.baseRevision != null) throw new Error(`Save request ${i}: baseRevision needs the id of the document it was made from.`);
      return;
    }
    if (typeof r.id !== 'string' || r.id === '') throw new Error(`Save request ${i}: id must be a non-empty string.`);
    // Two updates of one document in a batch would make "each save atomic" ambiguous: refuse.
    if (seen.has(r.id)) throw new Error(`Save request ${i}: document "${r.id}" appears twice in one batch.`);
    seen.add(r.id);
  });
}

/** A delete's base revision: absent or null (unconditional), else a whole number of 1 or more. */
export function checkBaseRevision(baseRevision: unknown): asserts baseRevision is number | null | undefined {
  if (baseRevision != null && (!Number.isInteger(baseRevision) || (baseRevision as number) < 1)) {
    throw new Error(`baseRevision must be a whole number of 1 or more, got ${JSON.stringify(baseRevision)}.`);
  }
}

export function checkShareArgs(userId: unknown, kind: unknown, documentId: unknown, view: unknown): asserts view is ShareViewName {
  checkUserId(userId);
  checkKind(kind);
  if (typeof documentId !== 'string' || documentId === '') throw new Error('A share needs the id of a document.');
  if (!offersView(documentKind(kind)!, view)) throw new Error(`A ${kind} cannot be shared with the view ${JSON.stringify(view)}.`);
}

/** A share link's secret: 256 random bits as URL-safe base64 (43 characters), unguessable and safe in a path. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A campaign member as the stores take it: every id a non-empty string, and the time it joined. */
export function checkCampaignMember(member: unknown): void {
  const m = member as Record<string, unknown> | null;
  if (m === null || typeof m !== 'object') throw new Error('A campaign member must be an object.');
  for (const field of ['characterId', 'campaignId', 'gameMasterId', 'userId', 'joinedAt']) {
    if (typeof m[field] !== 'string' || m[field] === '') throw new Error(`A campaign member's ${field} must be a non-empty string.`);
  }
}

/** A campaign invite as the stores take it (before its token is made). */
export function checkCampaignInvite(invite: unknown): void {
  const i = invite as Record<string, unknown> | null;
  if (i === null || typeof i !== 'object') throw new Error('A campaign invite must be an object.');
  for (const field of ['campaignId', 'gameMasterId', 'createdAt']) {
    if (typeof i[field] !== 'string' || i[field] === '') throw new Error(`A campaign invite's ${field} must be a non-empty string.`);
  }
  if (i.expiresAt !== null && typeof i.expiresAt !== 'string') throw new Error("A campaign invite's expiresAt must be a time or null.");
}
