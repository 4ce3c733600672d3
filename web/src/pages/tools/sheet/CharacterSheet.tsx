// The live character sheet: the header and the sectioned body over one computed sheet; every edit goes through an
// engine transition and out through onChange.
import { useMemo } from 'react';
import type { ComputedCharacter, IndexedRules, RawCharacter } from '../../../engine/index.ts';
import { SheetBody } from './SheetBody.tsx';
import { SheetContext, type SheetContextValue } from './sheet-context.ts';
import { SheetHeader } from './SheetHeader.tsx';

export interface CharacterSheetProps {
  character: RawCharacter;
  rules: IndexedRules;
  /** generateSheet's result for this character (the page computes it once per change). */
  sheet: ComputedCharacter;
  onChange(next: RawCharacter): void;
  /** Opens the builder at a step: 1 Edit Character, 2 Manage Class Levels / Choose Powers, 5 add items. */
  onEdit(step: number): void;
  onDelete(): void;
  onMarkClean(): void;
}

export function CharacterSheet({ character, rules, sheet, onChange, onEdit, onDelete, onMarkClean }: CharacterSheetProps) {
  const context = useMemo<SheetContextValue>(() => ({ character, rules, sheet, onChange, onEdit }), [character, rules, sheet, onChange, onEdit]);
  return (
    <SheetContext.Provider value={context}>
      <article aria-label={`Character sheet of ${sheet.name}`}>
        <SheetHeader onDelete={onDelete} onMarkClean={onMarkClean} />
        <SheetBody />
      </article>
    </SheetContext.Provider>
  );
}
