// Choosing maneuvers for a qualifying class or archetype, grouped by type, limited to the Maneuvers Known count.
import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import {
  MANEUVER_TYPES,
  maneuverChoices,
  maneuversKnownLimit,
  setClassChoices,
  type IndexedRules,
  type RawCharacter,
} from '../../../engine/index.ts';
import { CheckList, Muted, Row } from './builder-ui.tsx';

interface Props {
  character: RawCharacter;
  rules: IndexedRules;
  classIndex: number;
  onArchetype: boolean;
  onChange(next: RawCharacter): void;
}

export function ManeuverPicker({ character, rules, classIndex, onArchetype, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const entry = character.classes[classIndex];
  const limit = maneuversKnownLimit(rules, entry);
  if (limit <= 0) return null;
  const own = (onArchetype ? entry.archetype?.maneuvers : entry.maneuvers) ?? [];
  const choices = open ? maneuverChoices(character, rules, classIndex, onArchetype) : [];
  const owner = onArchetype ? entry.archetype?.name : entry.name;
  const toggle = (name: string, checked: boolean) => {
    const names = checked ? [...own, name] : own.filter((known) => known !== name);
    onChange(setClassChoices(character, classIndex, 'maneuvers', names, onArchetype));
  };
  return (
    <div>
      <Row style={{ alignItems: 'center' }}>
        <strong>
          Maneuvers{onArchetype ? ` (${owner})` : ''}: {own.length} / {limit} known
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
