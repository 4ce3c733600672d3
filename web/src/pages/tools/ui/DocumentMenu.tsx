// The menu of a document's sheet and builder (a character, a starship): the Menu button and its dialog with export to
// file (marks the document clean after a second, time to cancel the download), copy the JSON text, the kind's own
// actions, the print view, delete behind a confirmation, and, signed in, the document's read-only share links.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAuth } from '../../../auth/auth-state.ts';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { ShareLinks } from '../../../components/share/ShareLinks.tsx';
import { copyText, downloadText } from '../../../lib/browser-actions.ts';
import type { DocumentKindName } from '../../../storage/document-kinds.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { EXPORT_MARK_CLEAN_MS } from './export-timing.ts';
import { Notice } from './fields.tsx';

const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  button, a { width: 100%; justify-content: flex-start; }
  li > span { display: flex; width: 100%; }
`;

export interface MenuMessage {
  tone: 'info' | 'error';
  text: string;
}

/** The Menu button; the dialog is the kind's, given whether it is open and how to close it. */
export function DocumentMenuButton({ dialog }: { dialog(open: boolean, onClose: () => void): ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="menu" size={20} /> Menu
      </Button>
      {dialog(open, () => setOpen(false))}
    </>
  );
}

export interface DocumentMenuDialogProps {
  open: boolean;
  onClose(): void;
  kind: DocumentKindName;
  /** The server's id, for the share links (none before the first upload). */
  documentId: string | undefined;
  /** The document's name, in the delete confirmation. */
  name: string;
  /** The kind in the menu's words, capitalised ("Character"). */
  noun: string;
  /** The export file; asked for when the player exports or copies. */
  exportFile(): { name: string; text: string };
  /** Said once the JSON text is on the clipboard. */
  copiedMessage: string;
  printPath: string;
  onDelete(): void;
  onMarkClean(): void;
  /** The kind's own actions, shown between Copy JSON Text and Print View; `tell` shows their outcome. */
  extraItems?(tell: (message: MenuMessage) => void): ReactNode;
}

export function DocumentMenuDialog({ open, onClose, kind, documentId, name, noun, exportFile, copiedMessage, printPath, onDelete, onMarkClean, extraItems }: DocumentMenuDialogProps) {
  const [message, setMessage] = useState<MenuMessage>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { isLoggedIn } = useAuth();
  const cleanTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(cleanTimer.current), []);
  useEffect(() => {
    if (!open) setMessage(undefined);
  }, [open]);
  const lower = noun.toLowerCase();

  const saveFile = () => {
    const file = exportFile();
    downloadText(file.name, file.text);
    setMessage({ tone: 'info', text: `Saved ${file.name}.` });
    clearTimeout(cleanTimer.current);
    cleanTimer.current = setTimeout(onMarkClean, EXPORT_MARK_CLEAN_MS);
  };
  const copyJson = async () => {
    try {
      await copyText(exportFile().text);
      setMessage({ tone: 'info', text: copiedMessage });
      onMarkClean();
    } catch (error) {
      setMessage({ tone: 'error', text: `Could not copy the ${lower}: ${(error as Error)?.message ?? String(error)}` });
    }
  };

  return (
    <>
      <Dialog open={open} title="Menu" onClose={onClose}>
        <MenuList>
          <li>
            <Button variant="outlined" onClick={saveFile}>
              <Icon name="download" size={20} /> Export to File
            </Button>
          </li>
          <li>
            <Button variant="outlined" onClick={() => void copyJson()}>
              Copy JSON Text
            </Button>
          </li>
          {extraItems?.(setMessage)}
          <li>
            <ButtonLink variant="outlined" to={printPath}>
              Print View
            </ButtonLink>
          </li>
          <li>
            <Button variant="outlined" onClick={() => setConfirmDelete(true)}>
              {`Delete ${noun}`}
            </Button>
          </li>
        </MenuList>
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
        {isLoggedIn && (
          <>
            <hr style={{ margin: '16px 0', border: 0, borderTop: '1px solid rgba(127, 127, 127, 0.35)' }} />
            <ShareLinks kind={kind} documentId={documentId} />
          </>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete ${noun}`}
        message={`Delete ${name || `this ${lower}`}? This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => {
          onClose();
          onDelete();
        }}
        onClose={() => setConfirmDelete(false)}
      />
    </>
  );
}
