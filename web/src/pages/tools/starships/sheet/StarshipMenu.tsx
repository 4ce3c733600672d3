// The starship's menu (on the sheet and in the builder): export to file (the engine's document, which the starship
// command also reads; marks the ship clean after a second), copy the JSON text, the print view, delete, and, signed
// in, the ship's read-only share links.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { StoredStarship } from '../../../../../../core/documents/adapters.ts';
import { useAuth } from '../../../../auth/auth-state.ts';
import { Button, ButtonLink } from '../../../../components/Button.tsx';
import { Dialog } from '../../../../components/Dialog.tsx';
import { Icon } from '../../../../components/Icon.tsx';
import { ShareLinks } from '../../../../components/share/ShareLinks.tsx';
import { copyText, downloadText } from '../../../../lib/browser-actions.ts';
import { DOCUMENT_KIND_SPECS } from '../../../../storage/document-kinds.ts';
import { EXPORT_MARK_CLEAN_MS } from '../../ui/export-timing.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Notice } from '../../ui/fields.tsx';
import { starshipPrintPath } from '../starship-paths.ts';

const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  button, a { width: 100%; justify-content: flex-start; }
`;

export const STARSHIP_COPIED = 'Starship data copied to clipboard!';

interface Props {
  ship: StoredStarship;
  onDelete(): void;
  onMarkClean(): void;
}

export function StarshipMenu(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="menu" size={20} /> Menu
      </Button>
      <StarshipMenuDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function StarshipMenuDialog({ ship, onDelete, onMarkClean, open, onClose }: Props & { open: boolean; onClose(): void }) {
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string }>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { isLoggedIn } = useAuth();
  const cleanTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(cleanTimer.current), []);
  useEffect(() => {
    if (!open) setMessage(undefined);
  }, [open]);
  const file = DOCUMENT_KIND_SPECS.starship.exportFile(ship);

  const exportFile = () => {
    downloadText(file.name, file.text);
    setMessage({ tone: 'info', text: `Saved ${file.name}.` });
    clearTimeout(cleanTimer.current);
    cleanTimer.current = setTimeout(onMarkClean, EXPORT_MARK_CLEAN_MS);
  };
  const copyJson = async () => {
    try {
      await copyText(file.text);
      setMessage({ tone: 'info', text: STARSHIP_COPIED });
      onMarkClean();
    } catch (error) {
      setMessage({ tone: 'error', text: `Could not copy the starship: ${(error as Error).message}` });
    }
  };

  return (
    <>
      <Dialog open={open} title="Menu" onClose={onClose}>
        <MenuList>
          <li>
            <Button variant="outlined" onClick={exportFile}>
              <Icon name="download" size={20} /> Export to File
            </Button>
          </li>
          <li>
            <Button variant="outlined" onClick={() => void copyJson()}>
              Copy JSON Text
            </Button>
          </li>
          <li>
            <ButtonLink variant="outlined" to={starshipPrintPath(ship)}>
              Print View
            </ButtonLink>
          </li>
          <li>
            <Button variant="outlined" onClick={() => setConfirmDelete(true)}>
              Delete Starship
            </Button>
          </li>
        </MenuList>
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
        {isLoggedIn && (
          <>
            <hr style={{ margin: '16px 0', border: 0, borderTop: '1px solid rgba(127, 127, 127, 0.35)' }} />
            <ShareLinks kind="starship" documentId={ship.id} />
          </>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete Starship"
        message={`Delete ${ship.name || 'this starship'}? This cannot be undone.`}
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
