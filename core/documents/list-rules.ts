// The rules every list of the user's documents follows (My Characters, My Starships, Encounters), over the kind's
// entry in the kinds table: finding a document by the id in its page's address, the search and its order, when the
// count and the search box show, and the texts about the limit. A new kind's list gets them from its entry.
import { capitalized, type DocumentKindDef } from './kinds.ts';

/** The fields the list rules read of a document: its identities, name and change time. */
export interface Listed {
  id?: string | undefined;
  localId?: string | undefined;
  name?: string | null | undefined;
  changedAt?: unknown;
}

/** The document a page's address names: the cloud id first (signed in), then this browser's localId. */
export function findDocument<T extends Pick<Listed, 'id' | 'localId'>>(documents: readonly T[], id: string): T | undefined {
  return documents.find((document) => document.id === id) ?? documents.find((document) => document.localId === id);
}

/** The documents whose name holds `filter` (any case), newest change first. */
export function filterDocuments<T extends Pick<Listed, 'name' | 'changedAt'>>(documents: readonly T[], filter: string): T[] {
  const needle = filter.trim().toLowerCase();
  return documents
    .filter((document) => (document.name ?? '').toLowerCase().includes(needle))
    .sort((a, b) => (Number(b.changedAt) || 0) - (Number(a.changedAt) || 0));
}

type ListKind = Pick<DocumentKindDef, 'label' | 'limit' | 'list'>;

/** True when a user holding `count` documents may add no more. */
export const isAtLimit = (def: ListKind, count: number) => count >= def.limit;

/** True when the list shows its count against the limit. */
export const showsCount = (def: ListKind, count: number) => count > def.list.showCountAbove;

/** True when the list offers its search box. */
export const showsSearch = (def: ListKind, count: number) => def.list.showSearchAbove !== null && count > def.list.showSearchAbove;

/** "15 / 20" once the count shows, else nothing. */
export function countText(def: ListKind, count: number): string | undefined {
  return showsCount(def, count) ? `${count} / ${def.limit}` : undefined;
}

/** The count as read aloud: "15 of 20 characters". */
export const countLabel = (def: ListKind, count: number) => `${count} of ${def.limit} ${def.label.plural}`;

/** The add button's tooltip at the limit: "20 Character Limit". */
export const limitTooltip = (def: ListKind) => `${def.limit} ${capitalized(def.label.singular)} Limit`;

/** What the list says when the search matches nothing: "No characters found with filter.". */
export const noMatchText = (def: ListKind) => `No ${def.label.plural} found with filter.`;
