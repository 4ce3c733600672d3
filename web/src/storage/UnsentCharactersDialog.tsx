// Asked before sign-out when some characters never reached the server: they are not deleted (they stay in this
// browser as local characters), and each can be exported to a file first.
import { Button } from '../components/Button.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { characterToJson, exportFileName, UNNAMED_CHARACTER, type RawCharacter } from '../../../core/engine/index.ts';
import { downloadText } from '../lib/browser-actions.ts';
import { DialogActions } from '../components/DialogActions.tsx';

interface Props {
  open: boolean;
  characters: readonly RawCharacter[];
  onSignOut(): void;
  onClose(): void;
}

export function UnsentCharactersDialog({ open, characters, onSignOut, onClose }: Props) {
  const one = characters.length === 1;
  return (
    <Dialog open={open} title={one ? 'A character is not saved to the cloud' : 'Some characters are not saved to the cloud'} onClose={onClose}>
      <p style={{ marginTop: 0 }}>
        {one ? 'This character has' : 'These characters have'} changes the server never received. Signing out does not delete{' '}
        {one ? 'it' : 'them'}: {one ? 'it stays' : 'they stay'} in this browser only. Export {one ? 'it' : 'them'} to a file to keep a copy you can import anywhere.
      </p>
      <ul aria-label="Characters not saved to the cloud">
        {characters.map((character) => (
          <li key={character.localId}>{character.name || UNNAMED_CHARACTER}</li>
        ))}
      </ul>
      <DialogActions>
        <Button variant="text" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="outlined" onClick={() => characters.forEach((character) => downloadText(exportFileName(character), characterToJson(character)))}>
          Export to file
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
