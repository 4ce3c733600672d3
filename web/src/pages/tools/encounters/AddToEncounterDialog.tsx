// The dialog behind the monster table's "Add to encounter": how many, which saved encounter (or a new one), then what
// was done with a link to the encounter, leaving the game master on the table to add more.
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { Notice } from '../ui/fields.tsx';
import { EncounterChooser, type ChooserResult } from './EncounterChooser.tsx';
import { encounterPath } from './encounter-paths.ts';

export function AddToEncounterDialog({ monsterName, onClose }: { monsterName: string; onClose(): void }) {
  const [done, setDone] = useState<ChooserResult>();
  return (
    <Dialog open title={`Add ${monsterName} to an encounter`} onClose={onClose}>
      {done ? (
        <>
          <Notice>
            <p>
              {done.created ? 'Started' : 'Added to'} <strong>{done.encounter.name}</strong>: {done.count} × {monsterName}
              {done.created ? '.' : ' more.'}
            </p>
          </Notice>
          <DialogActions>
            <Button variant="text" onClick={onClose}>
              Close
            </Button>
            <ButtonLink to={encounterPath(done.encounter)} onClick={onClose}>
              Open {done.encounter.name}
            </ButtonLink>
          </DialogActions>
        </>
      ) : (
        <EncounterChooser monsterName={monsterName} onAdded={setDone} />
      )}
    </Dialog>
  );
}
