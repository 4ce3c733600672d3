// The page of one stored document (a character, a starship): loads it by the route's id and decides, once it is there,
// whether the builder or the sheet shows; reports a document that is gone and returns to the list; sends held builder
// edits on leaving; and gives the builder and sheet their change, delete, view-sheet and edit callbacks.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DocumentFields, DocumentKindName, DocumentTypes } from '../../storage/document-kinds.ts';
import { useDocument, type DocumentState } from '../../storage/use-documents.ts';

/** Which view shows: the builder (at a step) while editing, the sheet otherwise. */
export interface DocumentView {
  editing: boolean;
  step: number;
}

/** What differs between the kinds' pages. */
export interface DocumentPageOptions<D> {
  /** The view a just-loaded document opens in (the builder while it is incomplete, and at which step). */
  initialView(document: D): DocumentView;
  /** Told when the document is neither here nor on the server. */
  notFoundMessage: string;
  /** Where the page returns after a deletion or a missing document. */
  listPath: string;
  /** The kind in the delete error ("character" reads "Could not delete the character: …"). */
  noun: string;
}

export interface DocumentPageState<D extends DocumentFields> extends DocumentState<D> {
  /** Undefined until the document is there. */
  view: DocumentView | undefined;
  editing: boolean;
  /** Changes not yet saved, or a save that failed. */
  dirty: boolean;
  onChange(next: D): void;
  onDelete(): void;
  /** Leaves the builder for the sheet and sends the held edits. */
  viewSheet(): void;
  /** Opens the builder at a step. */
  edit(step: number): void;
}

export function useDocumentPage<K extends DocumentKindName>(
  kind: K,
  id: string,
  { initialView, notFoundMessage, listPath, noun }: DocumentPageOptions<DocumentTypes[K]>,
): DocumentPageState<DocumentTypes[K]> {
  const navigate = useNavigate();
  const state = useDocument(kind, id);
  const { document, notFound, status, unsaved, update, flush, remove } = state;

  // Decided once, when the document is there; later edits do not move the player between builder and sheet.
  const [view, setView] = useState<DocumentView | undefined>();
  const initialViewRef = useRef(initialView);
  initialViewRef.current = initialView;
  useEffect(() => {
    if (!document || view) return;
    setView(initialViewRef.current(document));
  }, [document, view]);

  // Set while this page deletes its own document: it then vanishes on purpose, which is no 'not found'.
  const deleting = useRef(false);
  const reported = useRef(false);
  useEffect(() => {
    if (!notFound || reported.current || deleting.current) return;
    reported.current = true;
    window.alert(notFoundMessage);
    navigate(listPath, { replace: true });
  }, [notFound, navigate, notFoundMessage, listPath]);

  // Builder edits are held in this browser while editing; leaving the page sends them.
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => () => void flushRef.current(), []);

  const editing = view?.editing ?? false;
  // The page states the upload mode: the builder's edits are held (unsaved) until saved or left, the sheet's go after
  // the debounce; the store's reducer owns the timing (signed out, every edit is held).
  const onChange = useCallback((next: DocumentTypes[K]) => void update(next, editing ? 'held' : 'debounce'), [editing, update]);
  const onDelete = useCallback(() => {
    deleting.current = true;
    void remove().then(
      () => navigate(listPath),
      (error: unknown) => {
        deleting.current = false;
        window.alert(`Could not delete the ${noun}: ${(error as Error).message}`);
      },
    );
  }, [remove, navigate, listPath, noun]);
  const viewSheet = useCallback(() => {
    setView((current) => (current ? { ...current, editing: false } : current));
    void flush();
  }, [flush]);
  const edit = useCallback((step: number) => setView((current) => (current ? { ...current, editing: true, step } : current)), []);

  // A copy the cloud holds is saved, whatever the store still counts as unsaved (a new, incomplete document is until
  // the player saves or exports it): Save then has nothing to do.
  const dirty = (unsaved && status?.state !== 'synced') || status?.state === 'error';
  return { ...state, view, editing, dirty, onChange, onDelete, viewSheet, edit };
}
