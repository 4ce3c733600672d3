// The game master's player view link: a read-only PLAYERS share link of the encounter, made, copied and revoked here.
// Whoever opens it sees the turn order, the round, the party's hit points and each monster's state in words, following
// the tracker as it is saved; it is served from the cloud copy, so it needs the game master signed in.
import { useState } from 'react';
import { Button } from '../../../../components/Button.tsx';
import { Dialog } from '../../../../components/Dialog.tsx';
import { ShareLinks } from '../../../../components/share/ShareLinks.tsx';

const TEXTS = {
  title: 'Player view link',
  explanation:
    'Hand this link to the table: it shows the turn order, whose turn it is, the round, the party\'s hit points and how hurt each monster looks, without their numbers or stat blocks, and follows the tracker as you go. Nobody needs to sign in to open it, and nothing can be changed through it. Revoke it to end it.',
  make: 'Make a player view link',
};

export function PlayerViewLink({ documentId, isSignedIn }: { documentId: string | undefined; isSignedIn: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Player view link
      </Button>
      <Dialog open={open} title="Player view" onClose={() => setOpen(false)}>
        {isSignedIn ? (
          <ShareLinks kind="encounter" documentId={documentId} view="PLAYERS" texts={TEXTS} />
        ) : (
          <p>The player view is served from the cloud copy of the encounter: sign in, and this encounter is saved there, to hand the table a link.</p>
        )}
      </Dialog>
    </>
  );
}
