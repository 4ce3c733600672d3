// The starship's menu (on the sheet and in the builder): export to file (the engine's document, which the starship
// command also reads; marks the ship clean after a second), copy the JSON text, the print view, delete, and, signed
// in, the ship's read-only share links. The menu itself is the documents' shared one (DocumentMenu).
import type { StoredStarship } from '../../../../../../core/documents/adapters.ts';
import { DOCUMENT_KIND_SPECS } from '../../../../storage/document-kinds.ts';
import { DocumentMenuButton, DocumentMenuDialog } from '../../ui/DocumentMenu.tsx';
import { starshipPrintPath } from '../starship-paths.ts';

export const STARSHIP_COPIED = 'Starship data copied to clipboard!';

interface Props {
  ship: StoredStarship;
  onDelete(): void;
  onMarkClean(): void;
}

export function StarshipMenu({ ship, onDelete, onMarkClean }: Props) {
  return (
    <DocumentMenuButton
      dialog={(open, onClose) => (
        <DocumentMenuDialog
          open={open}
          onClose={onClose}
          kind="starship"
          documentId={ship.id}
          name={ship.name}
          noun="Starship"
          exportFile={() => DOCUMENT_KIND_SPECS.starship.exportFile(ship)}
          copiedMessage={STARSHIP_COPIED}
          printPath={starshipPrintPath(ship)}
          onDelete={onDelete}
          onMarkClean={onMarkClean}
        />
      )}
    />
  );
}
