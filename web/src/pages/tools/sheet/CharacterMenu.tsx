// The sheet menu (also shown by the builder): export to file (marks clean after 1 s), copy JSON text, Roll20 export,
// the Foundry VTT copy and native actor file, print view, and delete; each success is confirmed with a short message.
// Signed in, it also makes and lists the character's read-only share links. The menu around the VTT exports is the
// documents' shared one (DocumentMenu).
import { characterPath } from '../my-characters/character-paths.ts';
import { useMemo } from 'react';
import { Button } from '../../../components/Button.tsx';
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
import { DocumentMenuButton, DocumentMenuDialog, type MenuMessage } from '../ui/DocumentMenu.tsx';
import { Tooltip } from '../ui/Tooltip.tsx';
import { copyText, downloadText } from '../../../lib/browser-actions.ts';
import { EXPORT_MARK_CLEAN_MS } from '../ui/export-timing.ts';

export { EXPORT_MARK_CLEAN_MS };

export interface CharacterMenuProps {
  character: RawCharacter;
  rules: IndexedRules;
  onDelete(): void;
  onMarkClean(): void;
}

/** The menu button and its dialog. */
export function CharacterMenu(props: CharacterMenuProps) {
  return <DocumentMenuButton dialog={(open, onClose) => <CharacterMenuDialog {...props} open={open} onClose={onClose} />} />;
}

export function CharacterMenuDialog({ character, rules, onDelete, onMarkClean, open, onClose }: CharacterMenuProps & { open: boolean; onClose(): void }) {
  // The VTT exports need the computed sheet, which exists only for a complete character.
  const result = useMemo(() => (open ? generateSheet(character, rules) : undefined), [open, character, rules]);
  const vttDisabled = !result || isVttExportDisabled(result.code) || !result.sheet;
  const vttTooltip = result && result.code !== 0 ? result.message : undefined;
  const path = characterPath(character);

  // The VTT actions' outcomes are shown in the menu's message line (`tell`).
  const vttItems = (tell: (message: MenuMessage) => void) => {
    const fail = (what: string, error: unknown) => tell({ tone: 'error', text: `${what}: ${(error as Error)?.message ?? String(error)}` });

    const exportRoll20 = () => {
      if (!result?.sheet) return;
      try {
        downloadText(roll20FileName(character), JSON.stringify(toRoll20(character, result.sheet)));
        tell({ tone: 'info', text: `Saved ${roll20FileName(character)}.` });
      } catch (error) {
        // The failure is shown (the message already names the error) and rethrown, so it also reaches the log.
        tell({ tone: 'error', text: (error as Error).message });
        throw error;
      }
    };

    const copyFoundry = async () => {
      if (!result?.sheet) return;
      try {
        await copyText(toFoundryCopyText(character, result.sheet));
        tell({ tone: 'info', text: FOUNDRY_CLIPBOARD_COPIED });
      } catch (error) {
        fail('Could not copy the Foundry VTT data', error);
      }
    };

    const exportFoundryActor = () => {
      if (!result?.sheet) return;
      try {
        const fileName = `${camelCase(character.name || '') || 'incompleteCharacter'}_foundry.json`;
        downloadText(fileName, JSON.stringify(toFoundryActor(character, result.sheet, rules), null, 2));
        tell({ tone: 'info', text: `Saved ${fileName}.` });
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
        {vttButton('Export to Roll20', exportRoll20)}
        {vttButton('Copy for Foundry VTT', () => void copyFoundry())}
        {vttButton('Download Foundry VTT Actor', exportFoundryActor)}
      </>
    );
  };

  return (
    <DocumentMenuDialog
      open={open}
      onClose={onClose}
      kind="character"
      documentId={character.id}
      name={character.name}
      noun="Character"
      exportFile={() => ({ name: exportFileName(character), text: characterToJson(character) })}
      copiedMessage={CLIPBOARD_COPIED}
      printPath={`${path}/print`}
      onDelete={onDelete}
      onMarkClean={onMarkClean}
      extraItems={vttItems}
    />
  );
}
