// The sheet menu (also shown by the builder): export to file (marks clean after 1 s), copy JSON text, Roll20 export,
// the Foundry VTT copy and native actor file, print view, and delete; each success is confirmed with a short message.
// Signed in, it also makes and lists the character's read-only share links.
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { ShareLinks } from '../../../components/share/ShareLinks.tsx';
import { useAuth } from '../../../auth/auth-state.ts';
import {
  camelCase,
  characterToJson,
  CLIPBOARD_COPIED,
  exportFileName,
  FOUNDRY_CLIPBOARD_COPIED,
  generateSheet,
  isVttExportDisabled,
  roll20FileName,
  toFoundryActor,
  toFoundryCopyText,
  toRoll20,
  type IndexedRules,
  type RawCharacter,
} from '../../../../../core/engine/index.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Notice } from '../ui/fields.tsx';
import { Tooltip } from '../ui/Tooltip.tsx';
import { copyText, downloadText } from '../../../lib/browser-actions.ts';

/** A file export marks the character clean after one second (the download has started by then). */
export const EXPORT_MARK_CLEAN_MS = 1000;

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

export interface CharacterMenuProps {
  character: RawCharacter;
  rules: IndexedRules;
  onDelete(): void;
  onMarkClean(): void;
}

/** The menu button and its dialog. */
export function CharacterMenu(props: CharacterMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="menu" size={20} /> Menu
      </Button>
      <CharacterMenuDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

export function CharacterMenuDialog({ character, rules, onDelete, onMarkClean, open, onClose }: CharacterMenuProps & { open: boolean; onClose(): void }) {
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string }>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { isLoggedIn } = useAuth();
  const cleanTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(cleanTimer.current), []);
  useEffect(() => {
    if (!open) setMessage(undefined);
  }, [open]);
  // The VTT exports need the computed sheet, which exists only for a complete character.
  const result = useMemo(() => (open ? generateSheet(character, rules) : undefined), [open, character, rules]);
  const vttDisabled = !result || isVttExportDisabled(result.code) || !result.sheet;
  const vttTooltip = result && result.code !== 0 ? result.message : undefined;
  const path = `/tools/mycharacters/${encodeURIComponent(character.id || character.localId || '')}`;

  const fail = (what: string, error: unknown) => setMessage({ tone: 'error', text: `${what}: ${(error as Error)?.message ?? String(error)}` });

  const exportFile = () => {
    downloadText(exportFileName(character), characterToJson(character));
    setMessage({ tone: 'info', text: `Saved ${exportFileName(character)}.` });
    clearTimeout(cleanTimer.current);
    cleanTimer.current = setTimeout(onMarkClean, EXPORT_MARK_CLEAN_MS);
  };

  const copyJson = async () => {
    try {
      await copyText(characterToJson(character));
      setMessage({ tone: 'info', text: CLIPBOARD_COPIED });
      onMarkClean();
    } catch (error) {
      fail('Could not copy the character', error);
    }
  };

  const exportRoll20 = () => {
    if (!result?.sheet) return;
    try {
      downloadText(roll20FileName(character), JSON.stringify(toRoll20(character, result.sheet)));
      setMessage({ tone: 'info', text: `Saved ${roll20FileName(character)}.` });
    } catch (error) {
      // The failure is shown (the message already names the error) and rethrown, so it also reaches the log.
      setMessage({ tone: 'error', text: (error as Error).message });
      throw error;
    }
  };

  const copyFoundry = async () => {
    if (!result?.sheet) return;
    try {
      await copyText(toFoundryCopyText(character, result.sheet));
      setMessage({ tone: 'info', text: FOUNDRY_CLIPBOARD_COPIED });
    } catch (error) {
      fail('Could not copy the Foundry VTT data', error);
    }
  };

  const exportFoundryActor = () => {
    if (!result?.sheet) return;
    try {
      const fileName = `${camelCase(character.name || '') || 'incompleteCharacter'}_foundry.json`;
      downloadText(fileName, JSON.stringify(toFoundryActor(character, result.sheet, rules), null, 2));
      setMessage({ tone: 'info', text: `Saved ${fileName}.` });
    } catch (error) {
      fail('Could not build the Foundry VTT actor', error);
    }
  };

  const vttButton = (label: string, action: () => void) => (
    <li>
      <Tooltip text={vttDisabled ? vttTooltip : undefined}>
        <Button variant="outlined" disabled={vttDisabled} onClick={action}>
          {label}
        </Button>
      </Tooltip>
    </li>
  );

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
          {vttButton('Export to Roll20', exportRoll20)}
          {vttButton('Copy for Foundry VTT', () => void copyFoundry())}
          {vttButton('Download Foundry VTT Actor', exportFoundryActor)}
          <li>
            <ButtonLink variant="outlined" to={`${path}/print`}>
              Print View
            </ButtonLink>
          </li>
          <li>
            <Button variant="outlined" onClick={() => setConfirmDelete(true)}>
              Delete Character
            </Button>
          </li>
        </MenuList>
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
        {isLoggedIn && (
          <>
            <hr style={{ margin: '16px 0', border: 0, borderTop: '1px solid rgba(127, 127, 127, 0.35)' }} />
            <ShareLinks kind="character" documentId={character.id} />
          </>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete Character"
        message={`Delete ${character.name || 'this character'}? This cannot be undone.`}
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
