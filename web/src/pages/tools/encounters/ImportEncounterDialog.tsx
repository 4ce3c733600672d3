// Import Encounter: the documents' import dialog over the encounter engine's reading of the text. What it cannot read
// is listed field by field ("party.groups[0].level: must be a level from 1 to 20") and nothing is stored.
import { EncounterDocumentError, importEncounter, type EncounterDocument } from '../../../../../core/engine/encounters/index.ts';
import { ImportDocumentDialog, type ImportReading } from '../ui/ImportDocumentDialog.tsx';

interface Props {
  open: boolean;
  onClose(): void;
  /** Stores the encounter and opens it; a rejection is shown in the dialog. */
  onLoad(encounter: EncounterDocument): Promise<void>;
}

function readEncounter(text: string): ImportReading<EncounterDocument> {
  if (!text.trim()) return undefined;
  try {
    const encounter = importEncounter(text);
    return { value: encounter, name: encounter.name };
  } catch (error) {
    if (error instanceof EncounterDocumentError) return { problems: error.issues };
    throw error;
  }
}

export function ImportEncounterDialog({ open, onClose, onLoad }: Props) {
  return <ImportDocumentDialog kind="encounter" read={readEncounter} action="Import" open={open} onClose={onClose} onLoad={onLoad} />;
}
