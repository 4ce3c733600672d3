// A document changed both here and elsewhere (another device or browser) on the same fields: a notice on the page and
// a dialog showing, for each such field, this browser's value and the other one, so the player chooses what to keep
// (field by field, or all of one side). Until they do, their edit stays in this browser and nothing is sent. Changes
// to different fields were already combined without asking.
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { capitalized, type DocumentKindName } from '../../../core/documents/kinds.ts';
import { pathKey, type ConflictChoice } from '../../../core/documents/three-way-merge.ts';
import { Button } from '../components/Button.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { DialogActions } from '../components/DialogActions.tsx';
import { conflictFieldLabel, describeValue, savedAt } from './conflict-fields.ts';
import { DOCUMENT_KIND_SPECS, type DocumentFields, type DocumentKindSpec } from './document-kinds.ts';
import type { DocumentConflict } from './document-store.ts';
import { useDocumentConflicts } from './use-documents.ts';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 10px 14px;
  margin: 8px 0;
  border-radius: 6px;
  border-left: 4px solid ${(p) => p.theme.colors.primary};
  background: ${(p) => p.theme.colors.warning};
  color: ${(p) => p.theme.colors.onWarning};
  p { margin: 0; flex: 1 1 280px; }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  fieldset {
    margin: 0;
    padding: 8px 12px 12px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 6px;
  }
  legend { padding: 0 4px; font-weight: 600; }
  legend code { font-size: 0.85rem; font-weight: 400; }
  label {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 8px;
    align-items: start;
    padding: 6px 4px;
    border-radius: 4px;
    cursor: pointer;
  }
  label:hover { background: ${(p) => p.theme.colors.surfaceRaised}; }
  input { margin: 3px 0 0; }
  .side { font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; }
  .value {
    grid-column: 2;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    max-height: 8.5em;
    overflow: auto;
  }
`;

const Intro = styled.p`
  margin-top: 0;
`;

const SideButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 12px;
`;

export interface DocumentConflictDialogProps<D extends DocumentFields> {
  kind: DocumentKindSpec<D>;
  conflict: DocumentConflict<D> | undefined;
  onResolve(choices: Record<string, ConflictChoice>): Promise<void> | void;
  onClose(): void;
}

/** The question itself: one choice per field, both values shown. Saving is possible once every field has a choice. */
export function DocumentConflictDialog<D extends DocumentFields>({ kind, conflict, onResolve, onClose }: DocumentConflictDialogProps<D>) {
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  // A new question (another document, or a newer server copy) starts with nothing chosen.
  const identity = conflict ? `${conflict.key}@${conflict.theirs.revision}` : '';
  useEffect(() => {
    setChoices({});
    setError(undefined);
  }, [identity]);
  if (!conflict) return null;
  const noun = kind.def.label.singular;
  const when = savedAt(conflict.theirs.changedAt);
  const keys = conflict.fields.map((field) => pathKey(field.path));
  const complete = keys.every((key) => choices[key]);
  const all = (side: ConflictChoice) => setChoices(Object.fromEntries(keys.map((key) => [key, side])));
  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      await onResolve(choices);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open title={`${capitalized(noun)} changed in two places`} onClose={onClose}>
      <Intro>
        This {noun} was saved from another device or browser{when ? ` (${when})` : ''} while this one held changes of its own. Changes to different fields are
        already combined; {conflict.fields.length === 1 ? 'one field was' : `${conflict.fields.length} fields were`} changed in both places. Choose which value to
        keep: your changes stay in this browser until you do.
      </Intro>
      <SideButtons>
        <Button variant="outlined" onClick={() => all('mine')}>
          Keep all mine
        </Button>
        <Button variant="outlined" onClick={() => all('theirs')}>
          Take all theirs
        </Button>
      </SideButtons>
      <Fields>
        {conflict.fields.map((field) => {
          const key = pathKey(field.path);
          const label = conflictFieldLabel(kind, field.path);
          const raw = kind.fieldLabel(field.path) === undefined && field.path.length > 0;
          const option = (side: ConflictChoice, title: string, value: typeof field.mine) => (
            <label>
              <input type="radio" name={key} value={side} checked={choices[key] === side} onChange={() => setChoices((current) => ({ ...current, [key]: side }))} />
              <span className="side">{title}</span>
              <span className="value">{describeValue(value)}</span>
            </label>
          );
          return (
            <fieldset key={key}>
              <legend>{raw ? <code>{label}</code> : label}</legend>
              {option('mine', 'Mine (this browser)', field.mine)}
              {option('theirs', 'Theirs (the other device)', field.theirs)}
            </fieldset>
          );
        })}
      </Fields>
      {error && <p role="alert">Could not save your choice: {error}</p>}
      <DialogActions>
        <Button variant="text" onClick={onClose}>
          Decide later
        </Button>
        <Button disabled={!complete || saving} onClick={() => void save()}>
          Save choices
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The documents of a kind waiting for the player (or only the one with this id): a notice for each, and the dialog,
 * opened by itself once for each new question and again from the notice.
 */
export function DocumentConflictPrompt({ kind, id }: { kind: DocumentKindName; id?: string }) {
  const { conflicts, resolve } = useDocumentConflicts(kind, id);
  const spec = DOCUMENT_KIND_SPECS[kind] as DocumentKindSpec<DocumentFields>;
  const [openKey, setOpenKey] = useState<string>();
  const asked = useRef(new Set<string>());
  const first = conflicts[0];
  const firstIdentity = first ? `${first.key}@${first.theirs.revision}` : undefined;
  useEffect(() => {
    if (!first || !firstIdentity || asked.current.has(firstIdentity)) return;
    asked.current.add(firstIdentity);
    setOpenKey(first.key);
  }, [first, firstIdentity]);
  const open = useMemo(() => conflicts.find((conflict) => conflict.key === openKey), [conflicts, openKey]);
  if (conflicts.length === 0) return null;
  return (
    <>
      {conflicts.map((conflict) => (
        <Banner key={conflict.key} role="status">
          <p>
            <strong>{conflict.document.name || spec.def.label.unnamed}</strong> was changed on another device too, on the same {conflict.fields.length === 1 ? 'field' : 'fields'}.
            Your changes are kept in this browser until you choose what to keep.
          </p>
          <Button onClick={() => setOpenKey(conflict.key)}>Choose what to keep</Button>
        </Banner>
      ))}
      <DocumentConflictDialog
        kind={spec}
        conflict={open as DocumentConflict<DocumentFields> | undefined}
        onResolve={async (choices) => {
          if (!open) return;
          await resolve(open.key, choices);
          setOpenKey(undefined);
        }}
        onClose={() => setOpenKey(undefined)}
      />
    </>
  );
}
