// Notes: free text in its own editor.
import { useState } from 'react';
import { setNotes } from '../../../../engine/index.ts';
import { useSheet } from '../sheet-context.ts';
import { Panel, SmallButton } from '../sheet-ui.tsx';
import { TextEditorDialog } from '../TextEditorDialog.tsx';

export function NotesSection() {
  const { character, onChange } = useSheet();
  const [editing, setEditing] = useState(false);
  return (
    <Panel aria-labelledby="notes-heading">
      <h3 id="notes-heading">
        Notes
        <SmallButton type="button" onClick={() => setEditing(true)}>
          Edit Notes
        </SmallButton>
      </h3>
      <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} className={character.notes ? undefined : 'muted'} data-testid="notes-text">
        {character.notes || 'No notes yet.'}
      </p>
      <TextEditorDialog open={editing} title="Edit Notes" label="Notes" value={character.notes ?? ''} onClose={() => setEditing(false)} onSave={(text) => onChange(setNotes(character, text))} />
    </Panel>
  );
}
