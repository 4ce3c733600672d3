// Notes: free text in its own editor (read only on a shared sheet).
import { memo, useState } from 'react';
import { setNotes } from '../../../../../../core/engine/index.ts';
import { propsEqual } from '../deep-equal.ts';
import { useSheetActions, useSheetData } from '../sheet-context.ts';
import { SmallButton } from '../../ui/buttons.tsx';
import { Panel } from '../../ui/panels.tsx';
import { TextEditorDialog } from '../TextEditorDialog.tsx';
import { textLimit } from '../../../../../../core/documents/input-limits.ts';

export function NotesSection() {
  return <NotesView notes={useSheetData().character.notes ?? ''} />;
}

const NotesView = memo(function NotesView({ notes }: { notes: string }) {
  const { change, readOnly } = useSheetActions();
  const [editing, setEditing] = useState(false);
  return (
    <Panel aria-labelledby="notes-heading">
      <h3 id="notes-heading">
        Notes
        {!readOnly && (
          <SmallButton type="button" onClick={() => setEditing(true)}>
            Edit Notes
          </SmallButton>
        )}
      </h3>
      <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} className={notes ? undefined : 'muted'} data-testid="notes-text">
        {notes || 'No notes yet.'}
      </p>
      <TextEditorDialog open={editing} title="Edit Notes" label="Notes" value={notes} maxLength={textLimit('character', 'notes')} onClose={() => setEditing(false)} onSave={(text) => change((current) => setNotes(current, text))} />
    </Panel>
  );
}, propsEqual);
