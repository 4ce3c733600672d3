// Import Character: the documents' import dialog over a character's reading of the text. 'Load {name}' is enabled for
// any non-empty JSON object (the engine reads the rest when it is stored, and a refusal is shown in the dialog).
import { isLoadableCharacterText, parseCharacterJson } from '../../../../../core/engine/index.ts';
import { ImportDocumentDialog, jsonObjectReading } from '../ui/ImportDocumentDialog.tsx';

interface Props {
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

const readCharacter = jsonObjectReading('character', isLoadableCharacterText, nameIn);

export function ImportCharacterDialog({ open, onClose, onLoad }: Props) {
  return <ImportDocumentDialog kind="character" read={readCharacter} action="Load" open={open} onClose={onClose} onLoad={onLoad} />;
}
