// Import Character: a .json file picker and a paste area; 'Load {name}' is enabled only for non-empty JSON. My
// Starships uses it too (Import Starship), with its own noun and test of the text.
import { useMemo, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { characterImportProblem, isLoadableCharacterText, parseCharacterJson } from '../../../../../core/engine/index.ts';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { Field, Notice } from '../ui/fields.tsx';

interface Props {
  /** What is imported ("character", "starship"): the title and labels. */
  noun?: string;
  /** Text the Load button accepts; a non-empty JSON object by default. */
  isLoadable?(text: string): boolean;
  /** Why the text cannot be imported, in words (where the JSON breaks, what was found), or undefined; the character's by default. */
  explainProblem?(text: string): string | undefined;
  open: boolean;
  onClose(): void;
  /** Stores the character and opens it; a rejection is shown in the dialog. */
  onLoad(text: string): Promise<void>;
}

function nameIn(text: string): string {
  try {
    const name = parseCharacterJson(text).name;
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}

export function ImportCharacterDialog({ noun = 'character', isLoadable = isLoadableCharacterText, explainProblem = noun === 'character' ? characterImportProblem : undefined, open, onClose, onLoad }: Props) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const explained = useMemo(() => explainProblem?.(text), [explainProblem, text]);
  const loadable = useMemo(() => !explained && isLoadable(text), [explained, isLoadable, text]);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const name = useMemo(() => (loadable ? nameIn(text) : ''), [loadable, text]);

  const close = () => {
    setText('');
    setProblem(undefined);
    onClose();
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setText(await file.text());
      setProblem(undefined);
    } catch (error) {
      setProblem(`Could not read ${file.name}: ${(error as Error).message}`);
    }
  };

  const load = async () => {
    setBusy(true);
    try {
      await onLoad(text);
      setText('');
      setProblem(undefined);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title={`Import ${Noun}`} onClose={close}>
      <Field label={`${Noun} file (.json)`}>
        {({ id }) => <input id={id} type="file" accept=".json,application/json" onChange={(e) => void readFile(e.target.files?.[0])} />}
      </Field>
      <Field label={`Or paste the ${noun}'s JSON text`} hint={text.trim() && !loadable ? (explained ?? `This is not a ${noun}: it must be a non-empty JSON object.`) : undefined}>
        {({ id, describedBy }) => (
          <textarea id={id} value={text} spellCheck={false} aria-describedby={describedBy} onChange={(e) => setText(e.target.value)} />
        )}
      </Field>
      {problem && <Notice tone="error">{problem}</Notice>}
      <DialogActions>
        <Button variant="text" onClick={close}>
          Cancel
        </Button>
        <Button disabled={!loadable || busy} onClick={() => void load()}>
          {name ? `Load ${name}` : 'Load'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
