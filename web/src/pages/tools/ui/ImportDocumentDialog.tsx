// Import a document of a kind: a .json file picker and a paste area, under the kind's names ("Import Starship",
// "Starship file (.json)"). The kind's page says how the text is read (`read`): not yet at all (empty), refused with a
// hint ("it must be a non-empty JSON object") or with every problem by path, or read, with the name the button offers
// ("Load Kira", "Import Gate ambush"). A failure to store it is shown in the dialog, which stays open.
import { useMemo, useState } from 'react';
import { capitalized, DOCUMENT_KIND, type DocumentKindName } from '../../../../../core/documents/kinds.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { Field, Notice } from './fields.tsx';

/** What the kind's page made of the text so far. */
export type ImportReading<T> =
  /** Read: what is stored, and the name the load button offers ('' when it has none). */
  | { value: T; name: string }
  /** Not one: a short hint under the text. */
  | { hint: string }
  /** Not one: every problem, listed. */
  | { problems: readonly string[] }
  /** Nothing typed yet. */
  | undefined;

export interface ImportDocumentDialogProps<T> {
  kind: DocumentKindName;
  read(text: string): ImportReading<T>;
  /** The load button's word ("Load", "Import"), followed by the name read. */
  action: string;
  open: boolean;
  onClose(): void;
  /** Stores what was read and opens it; a rejection is shown in the dialog. */
  onLoad(value: T): Promise<void>;
}

/** The `name` of a JSON object's text, or ''. */
function jsonName(text: string): string {
  try {
    const value = JSON.parse(text) as { name?: unknown } | null;
    return typeof value?.name === 'string' ? value.name : '';
  } catch {
    return '';
  }
}

/**
 * A reading for a kind whose store reads the text itself when it is added (characters, starships): loadable when
 * `isLoadable` says so, the text then being what is loaded; otherwise a hint naming the kind.
 */
export function jsonObjectReading(noun: string, isLoadable: (text: string) => boolean, name: (text: string) => string = jsonName) {
  return (text: string): ImportReading<string> => {
    if (!text.trim()) return undefined;
    if (!isLoadable(text)) return { hint: `This is not a ${noun}: it must be a non-empty JSON object.` };
    return { value: text, name: name(text) };
  };
}

/** At most this many problems are listed; the rest are counted. */
const PROBLEMS_SHOWN = 8;

export function ImportDocumentDialog<T>({ kind, read, action, open, onClose, onLoad }: ImportDocumentDialogProps<T>) {
  const { singular: noun } = DOCUMENT_KIND[kind].label;
  const Noun = capitalized(noun);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const reading = useMemo(() => read(text), [read, text]);
  const readValue = reading && 'value' in reading ? reading : undefined;

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
    if (!readValue) return;
    setBusy(true);
    try {
      await onLoad(readValue.value);
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
      <Field label={`Or paste the ${noun}'s JSON text`} hint={reading && 'hint' in reading ? reading.hint : undefined}>
        {({ id, describedBy }) => (
          <textarea id={id} value={text} spellCheck={false} aria-describedby={describedBy} onChange={(e) => setText(e.target.value)} />
        )}
      </Field>
      {reading && 'problems' in reading && (
        <Notice tone="error">
          <div>
            <p>This is not {/^[aeiou]/.test(noun) ? 'an' : 'a'} {noun} this site can read:</p>
            <ul aria-label="Problems in the file" style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {reading.problems.slice(0, PROBLEMS_SHOWN).map((line) => (
                <li key={line}>{line}</li>
              ))}
              {reading.problems.length > PROBLEMS_SHOWN && <li>and {reading.problems.length - PROBLEMS_SHOWN} more</li>}
            </ul>
          </div>
        </Notice>
      )}
      {problem && <Notice tone="error">{problem}</Notice>}
      <DialogActions>
        <Button variant="text" onClick={close}>
          Cancel
        </Button>
        <Button disabled={!readValue || busy} onClick={() => void load()}>
          {readValue?.name ? `${action} ${readValue.name}` : action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
