// Asked before sign-out when some documents (of any kind) never reached the server: they are not deleted (they stay
// in this browser as local documents), and each kind's can be exported to files first.
import { Fragment } from 'react';
import { Button } from '../components/Button.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { DialogActions } from '../components/DialogActions.tsx';
import { downloadText } from '../lib/browser-actions.ts';
import { capitalized } from '../../../core/documents/kinds.ts';
import { DOCUMENT_KIND_SPECS, type DocumentFields, type DocumentKindSpec } from './document-kinds.ts';
import type { UnsentDocuments } from './store-instance.ts';

interface Props {
  open: boolean;
  /** Per kind, the documents the server never received (kinds without any are left out). */
  unsent: readonly UnsentDocuments[];
  onSignOut(): void;
  onClose(): void;
}

/** "A character", "Some characters and an encounter": what the dialog is about. */
function subject(unsent: readonly UnsentDocuments[]): { noun: string; one: boolean } {
  const parts = unsent.map(({ kind, documents }) => {
    const { singular, plural } = DOCUMENT_KIND_SPECS[kind].def.label;
    return documents.length === 1 ? `${/^[aeiou]/.test(singular) ? 'an' : 'a'} ${singular}` : `some ${plural}`;
  });
  const noun = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'nothing');
  return { noun, one: unsent.length === 1 && unsent[0]!.documents.length === 1 };
}

export function UnsentDocumentsDialog({ open, unsent, onSignOut, onClose }: Props) {
  const { noun, one } = subject(unsent);
  return (
    <Dialog open={open} title={`${capitalized(noun)} ${one ? 'is' : 'are'} not saved to the cloud`} onClose={onClose}>
      <p style={{ marginTop: 0 }}>
        {one ? 'It has' : 'They have'} changes the server never received. Signing out does not delete {one ? 'it' : 'them'}: {one ? 'it stays' : 'they stay'} in this
        browser only. Export {one ? 'it' : 'them'} to a file to keep a copy you can import anywhere.
      </p>
      {unsent.map(({ kind, documents }) => {
        const spec = DOCUMENT_KIND_SPECS[kind] as DocumentKindSpec<DocumentFields>;
        const { plural } = spec.def.label;
        return (
          <Fragment key={kind}>
            <ul aria-label={`${capitalized(plural)} not saved to the cloud`}>
              {documents.map((document, index) => (
                <li key={document.localId ?? index}>{document.name || spec.def.label.unnamed}</li>
              ))}
            </ul>
            <Button
              variant="outlined"
              onClick={() =>
                documents.forEach((document) => {
                  const file = spec.exportFile(document);
                  downloadText(file.name, file.text);
                })
              }
            >
              {unsent.length === 1 ? 'Export to file' : `Export ${plural} to files`}
            </Button>
          </Fragment>
        );
      })}
      <DialogActions>
        <Button variant="text" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            onClose();
            onSignOut();
          }}
        >
          Sign out
        </Button>
      </DialogActions>
    </Dialog>
  );
}
