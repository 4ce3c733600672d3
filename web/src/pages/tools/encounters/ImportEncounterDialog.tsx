// Import Encounter: a .json file picker and a paste area. The text is read by the encounter engine; what it cannot
// read is listed field by field ("party.groups[0].level: must be a level from 1 to 20") and nothing is stored.
import { useState } from 'react';
import { EncounterDocumentError, importEncounter, type EncounterDocument } from '../../../../../core/engine/encounters/index.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { Field, Notice } from '../ui/fields.tsx';

interface Props {
  open: boolean;
  onClose(): void;
  /** Stores the encounter and opens it; a rejection is shown in the dialog. */
  onLoad(encounter: EncounterDocument): Promise<void>;
}

type Reading = { encounter: EncounterDocument } | { problems: readonly string[] } | undefined;

function read(text: string): Reading {
  if (!text.trim()) return undefined;
  try {
    return { encounter: importEncounter(text) };
  } catch (error) {
    if (error instanceof EncounterDocumentError) return { problems: error.issues };
    throw error;
  }
}

export function ImportEncounterDialog({ open, onClose, onLoad }: Props) {
  const [text, setText] = useState('');
  const [fileProblem, setFileProblem] = useState<string>();
  const [saveProblem, setSaveProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const reading = read(text);

  const close = () => {
    setText('');
    setFileProblem(undefined);
    setSaveProblem(undefined);
    onClose();
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setText(await file.text());
      setFileProblem(undefined);
    } catch (error) {
      setFileProblem(`Could not read ${file.name}: ${(error as Error).message}`);
    }
  };

  const load = async () => {
    if (!reading || !('encounter' in reading)) return;
    setBusy(true);
    try {
      await onLoad(reading.encounter);
      setText('');
      setSaveProblem(undefined);
    } catch (error) {
      setSaveProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title="Import Encounter" onClose={close}>
      <Field label="Encounter file (.json)">
        {({ id }) => <input id={id} type="file" accept=".json,application/json" onChange={(e) => void readFile(e.target.files?.[0])} />}
      </Field>
      <Field label="Or paste the encounter's JSON text">
        {({ id }) => <textarea id={id} value={text} spellCheck={false} onChange={(e) => setText(e.target.value)} />}
      </Field>
      {fileProblem && <Notice tone="error">{fileProblem}</Notice>}
      {reading && 'problems' in reading && (
        <Notice tone="error">
          <div>
            <p>This is not an encounter this site can read:</p>
            <ul aria-label="Problems in the file" style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {reading.problems.slice(0, 8).map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
              {reading.problems.length > 8 && <li>and {reading.problems.length - 8} more</li>}
            </ul>
          </div>
        </Notice>
      )}
      {saveProblem && <Notice tone="error">{saveProblem}</Notice>}
      <DialogActions>
        <Button variant="text" onClick={close}>
          Cancel
        </Button>
        <Button disabled={!reading || !('encounter' in reading) || busy} onClick={() => void load()}>
          {reading && 'encounter' in reading ? `Import ${reading.encounter.name}` : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
