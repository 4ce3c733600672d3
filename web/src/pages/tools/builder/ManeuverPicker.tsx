// Choosing maneuvers for a qualifying class entry, grouped by type: one list for the class and its archetype
// together, limited to the Maneuvers Known count.
import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import {
  MANEUVER_TYPES,
  knownManeuvers,
  maneuverChoices,
  maneuversKnownLimit,
  toggleManeuver,
  type IndexedRules,
  type RawCharacter,
} from '../../../../../core/engine/index.ts';
import { CheckList, Muted } from '../ui/fields.tsx';
import { Row } from '../ui/panels.tsx';

interface Props {
  character: RawCharacter;
  rules: IndexedRules;
  classIndex: number;
  onChange(next: RawCharacter): void;
}

export function ManeuverPicker({ character, rules, classIndex, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const entry = character.classes[classIndex];
  const limit = maneuversKnownLimit(rules, entry);
  if (limit <= 0) return null;
  const own = knownManeuvers(entry);
  const choices = open ? maneuverChoices(character, rules, classIndex) : [];
  const owner = entry.archetype?.name ? `${entry.name} (${entry.archetype.name})` : entry.name;
  const toggle = (name: string, checked: boolean) => onChange(toggleManeuver(character, classIndex, name, checked));
  return (
    <div>
      <Row style={{ alignItems: 'center' }}>
        <strong>
          Maneuvers: {own.length} / {limit} known
        </strong>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Choose Maneuvers
        </Button>
      </Row>
      {own.length > 0 ? <p>{own.join(', ')}</p> : <Muted>No maneuvers chosen.</Muted>}
      <Dialog open={open} title={`Choose Maneuvers: ${owner}`} onClose={() => setOpen(false)} wide>
        <p style={{ marginTop: 0 }}>
          {own.length} / {limit} known.
        </p>
        {MANEUVER_TYPES.map((type) => {
          const list = choices.filter((choice) => choice.maneuver.type === type);
          if (list.length === 0) return null;
          return (
            <CheckList
              key={type}
              legend={type}
              options={list.map((choice) => ({
                value: choice.maneuver.name,
                label: choice.maneuver.name,
                checked: choice.isSelected,
                disabled: choice.isDisabled,
                note: choice.isDisabled ? 'all maneuvers known chosen' : undefined,
              }))}
              onToggle={toggle}
            />
          );
        })}
        <Row style={{ justifyContent: 'flex-end', marginTop: 12 }}>
          <Button onClick={() => setOpen(false)}>Done</Button>
        </Row>
      </Dialog>
    </div>
  );
}
