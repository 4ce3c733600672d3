// Choosing a class's force or tech powers: a summary with the known count and a dialog listing the powers by level,
// with the engine deciding which are disabled (limit, prerequisite, known from another source).
import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import {
  FORCE_ALIGNMENT_FILTERS,
  maxPowerLevelForClass,
  powerChoices,
  powersKnownLimit,
  setClassChoices,
  type CastingType,
  type ForceAlignmentFilter,
  type IndexedRules,
  type PowerChoice,
  type RawCharacter,
} from '../../../../../core/engine/index.ts';
import { CheckList, Muted } from '../ui/fields.tsx';
import { Row } from '../ui/panels.tsx';
import { optionLabel } from '../homebrew/HomebrewPacksPanel.tsx';


/** Where a class entry keeps its powers of a type: on the class when the class casts them, else on a casting archetype. */
export function powerListPlace(rules: IndexedRules, entry: RawCharacter['classes'][number], type: CastingType): 'class' | 'archetype' | undefined {
  if (rules.classes.get(entry.name)?.casterType === type) return 'class';
  if (entry.archetype && rules.archetypes.get(entry.archetype.name)?.casterType === type) return 'archetype';
  return undefined;
}

function reasonText(choice: PowerChoice): string | undefined {
  if (choice.reason === 'known elsewhere') return 'known from another source';
  if (choice.reason === 'prerequisite') return `needs ${choice.power.prerequisite}`;
  if (choice.reason === 'limit') return 'all powers known chosen';
  return undefined;
}

interface Props {
  character: RawCharacter;
  rules: IndexedRules;
  classIndex: number;
  type: CastingType;
  onChange(next: RawCharacter): void;
}

export function PowerPicker({ character, rules, classIndex, type, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [alignments, setAlignments] = useState<readonly ForceAlignmentFilter[]>(FORCE_ALIGNMENT_FILTERS);
  const entry = character.classes[classIndex];
  const place = powerListPlace(rules, entry, type);
  const limit = powersKnownLimit(rules, entry, type);
  if (!place || limit <= 0) return null;
  const onArchetype = place === 'archetype';
  const field = type === 'Force' ? 'forcePowers' : 'techPowers';
  const own = (onArchetype ? entry.archetype?.[field] : entry[field]) ?? [];
  const choices = open ? powerChoices(character, rules, classIndex, type, { onArchetype, ...(type === 'Force' ? { alignments } : {}) }) : [];
  const maxLevel = maxPowerLevelForClass(rules, entry, type);
  const byLevel = new Map<number, PowerChoice[]>();
  for (const choice of choices) byLevel.set(choice.power.level, [...(byLevel.get(choice.power.level) ?? []), choice]);
  const title = `${type} Powers`;

  const toggle = (name: string, checked: boolean) => {
    const names = checked ? [...own, name] : own.filter((known) => known !== name);
    onChange(setClassChoices(character, classIndex, field, names, onArchetype));
  };

  return (
    <div>
      <Row style={{ alignItems: 'center' }}>
        <strong>
          {title}
          {onArchetype ? ` (${entry.archetype?.name})` : ''}: {own.length} / {limit} known
        </strong>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Choose {title}
        </Button>
      </Row>
      {own.length > 0 ? <p>{own.join(', ')}</p> : <Muted>No {type.toLowerCase()} powers chosen.</Muted>}
      <Dialog open={open} title={`Choose ${title}: ${entry.name}`} onClose={() => setOpen(false)} wide>
        <p style={{ marginTop: 0 }}>
          {own.length} / {limit} known, up to level {maxLevel}.
          {type === 'Force' && !character.settings.isEnforcingForcePrerequisites && ' Prerequisites are not enforced (see Settings).'}
        </p>
        {type === 'Force' && (
          <CheckList
            legend="Force alignment"
            options={FORCE_ALIGNMENT_FILTERS.map((alignment) => ({ value: alignment, label: alignment, checked: alignments.includes(alignment) }))}
            onToggle={(alignment, checked) =>
              setAlignments((current) => (checked ? [...current, alignment as ForceAlignmentFilter] : current.filter((a) => a !== alignment)))
            }
          />
        )}
        {[...byLevel].map(([level, list]) => (
          <CheckList
            key={level}
            legend={level === 0 ? 'At-will (level 0)' : `Level ${level}`}
            options={list.map((choice) => ({
              value: choice.power.name,
              label: optionLabel(choice.power),
              checked: choice.isSelected,
              disabled: choice.isDisabled,
              note: reasonText(choice),
            }))}
            onToggle={toggle}
          />
        ))}
        {byLevel.size === 0 && <p>No powers match the filter.</p>}
        <Row style={{ justifyContent: 'flex-end', marginTop: 12 }}>
          <Button onClick={() => setOpen(false)}>Done</Button>
        </Row>
      </Dialog>
    </div>
  );
}
