// The parts a list of the user's documents shares (My Characters, My Starships, Encounters): the page's frame and styles, creating
// and importing a document and opening it (busy meanwhile, a failure told on the page), the search box, and the
// storage notices (the list could not be fetched, this browser could not store, a conflict waits, a create failed).
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { DocumentKindName } from '../../../storage/document-kinds.ts';
import { DocumentConflictPrompt } from '../../../storage/DocumentConflicts.tsx';
import { ADD_BUTTON_CLEARANCE } from './AddDocumentButton.tsx';
import { Notice } from './fields.tsx';

export const ListPage = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding-bottom: ${ADD_BUTTON_CLEARANCE};
  h1 { margin: 0 0 8px; }
  .list-head { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between; }
  .count { font-weight: 500; color: ${(p) => p.theme.colors.mutedText}; }
  .search { display: flex; flex-direction: column; gap: 4px; max-width: 360px; width: 100%; }
  .search label { font-size: 0.85rem; font-weight: 500; color: ${(p) => p.theme.colors.mutedText}; }
  .search input {
    font: inherit; min-height: 40px; padding: 6px 10px; border-radius: 4px;
    border: 1px solid ${(p) => p.theme.colors.border}; background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text};
  }
  .empty { max-width: 640px; margin: 32px auto; text-align: center; }
  .empty .cloud { text-align: left; }
  .empty-actions { display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; margin: 16px 0 24px; }
  .page-actions { display: flex; flex-wrap: wrap; gap: 8px; }
  .intro { margin: 0 0 8px; color: ${(p) => p.theme.colors.mutedText}; max-width: 70ch; }
  /* A list whose adding buttons sit in its head (Encounters) has no floating button to keep clear of. */
  &.without-add-button { padding-bottom: 0; }
`;

export interface ListAddingOptions<D, I = string> {
  /** Stores a new document; resolves once it is in this browser. */
  create(): Promise<D>;
  /** Stores a document from what the import dialog read (throws, with a message for the dialog, when it is not one). */
  importText(input: I): Promise<D>;
  /** Opens the stored document's page. */
  open(document: D): void;
  /** The kind in the create error ("Could not create a character: …"). */
  noun: string;
}

/** Creating and importing from a list page: busy while storing, then the new document opens. */
export function useListAdding<D, I = string>({ create, importText, open, noun }: ListAddingOptions<D, I>) {
  const [importing, setImporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const onCreate = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      open(await create());
    } catch (error) {
      setProblem(`Could not create ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}: ${(error as Error).message}`);
      setBusy(false);
    }
  };

  // A failure is the import dialog's to tell (it stays open with the message).
  const onImport = async (input: I) => {
    setBusy(true);
    try {
      const document = await importText(input);
      setImporting(false);
      open(document);
    } finally {
      setBusy(false);
    }
  };

  return { importing, setImporting, busy, problem, onCreate, onImport };
}

export function ListSearch({ id, label, value, onChange }: { id: string; label: string; value: string; onChange(value: string): void }) {
  return (
    <div className="search">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export interface ListNoticesProps {
  kind: DocumentKindName;
  /** The kind's plural, in the list error ("Your characters are kept in this browser…"). */
  plural: string;
  listError?: string | undefined;
  localError?: string | undefined;
  problem?: string | undefined;
}

export function ListNotices({ kind, plural, listError, localError, problem }: ListNoticesProps): ReactNode {
  return (
    <>
      {listError && <Notice tone="error">{`${listError} Your ${plural} are kept in this browser and will be sent when the server answers.`}</Notice>}
      {localError && <Notice tone="error">{localError}</Notice>}
      <DocumentConflictPrompt kind={kind} />
      {problem && <Notice tone="error">{problem}</Notice>}
    </>
  );
}
