// Import Character: the documents' import dialog over a character's reading of the text. 'Load {name}' is enabled for
// any non-empty JSON object the engine can take (it reads the rest when it is stored, and a refusal is shown in the
// dialog); text it cannot take says why in words: where the JSON breaks, or which unknown fields were all it held.
import { characterImportProblem, isLoadableCharacterText, parseCharacterJson } from '../../../../../core/engine/index.ts';
import { ImportDocumentDialog, jsonObjectReading, type ImportReading } from '../ui/ImportDocumentDialog.tsx';

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

const readJsonObject = jsonObjectReading('character', isLoadableCharacterText, nameIn);

function readCharacter(text: string): ImportReading<string> {
  const explained = text.trim() ? characterImportProblem(text) : undefined;
  return explained ? { hint: explained } : readJsonObject(text);
}

export function ImportCharacterDialog({ open, onClose, onLoad }: Props) {
  return <ImportDocumentDialog kind="character" read={readCharacter} action="Load" open={open} onClose={onClose} onLoad={onLoad} />;
}
