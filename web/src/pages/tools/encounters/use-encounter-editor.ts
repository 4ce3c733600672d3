// One saved encounter opened for editing: the stored document, whether the encounter engine reads it, and `change`,
// which applies an edit to the latest copy (so edits made one after another, or by several party rows refreshing at
// once, build on each other) and stores it. The store keeps it in this browser at once and, signed in, sends it to
// the server after a short pause, like a character sheet's edits.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { readStored } from '../../../../../core/documents/adapters.ts';
import { EncounterDocumentError } from '../../../../../core/engine/encounters/index.ts';
import type { StoredEncounter } from '../../../storage/document-kinds.ts';
import { useDocument, type DocumentState } from '../../../storage/use-documents.ts';

export type EncounterEdit = (encounter: StoredEncounter) => StoredEncounter;

export interface EncounterEditor extends DocumentState<StoredEncounter> {
  /** What the encounter engine cannot read in the stored copy (an encounter kept from a damaged file), if anything. */
  problem?: string;
  change(edit: EncounterEdit): void;
}

/** The encounter engine's reading of a stored copy: nothing when it reads, else what is wrong. */
export function encounterProblem(encounter: StoredEncounter): string | undefined {
  const read = readStored('encounter', encounter);
  // Worded as the engine words its refusals ("This is not an encounter this site can read: ...").
  return read.ok ? undefined : new EncounterDocumentError(read.problems).message;
}

export function useEncounterEditor(id: string | undefined): EncounterEditor {
  const state = useDocument('encounter', id);
  const { document, update } = state;
  const latest = useRef(document);
  useEffect(() => {
    latest.current = document;
  }, [document]);
  const problem = useMemo(() => (document ? encounterProblem(document) : undefined), [document]);
  const change = useCallback(
    (edit: EncounterEdit) => {
      const current = latest.current;
      if (!current) return;
      const next = edit(current);
      if (next === current) return;
      latest.current = next;
      void update(next, 'debounce');
    },
    [update],
  );
  return { ...state, ...(problem ? { problem } : {}), change };
}
