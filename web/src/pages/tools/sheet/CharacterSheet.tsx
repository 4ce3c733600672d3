// The live character sheet: the header and the sectioned body over one computed sheet; every edit goes through an
// engine transition and out through onChange.
import { useCallback, useMemo, useRef } from 'react';
import type { ComputedCharacter, IndexedRules, RawCharacter } from '../../../engine/index.ts';
import { SheetBody } from './SheetBody.tsx';
import { SheetActionsContext, SheetDataContext, TweaksContext, type SheetActions } from './sheet-context.ts';
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
  const latest = useRef(character);
  latest.current = character;
  const handlers = useRef({ onChange, onEdit });
  handlers.current = { onChange, onEdit };
  const change = useCallback((transition: (current: RawCharacter) => RawCharacter) => {
    const next = transition(latest.current);
    if (next === latest.current) return;
    latest.current = next;
    handlers.current.onChange(next);
  }, []);
  const actions = useMemo<SheetActions>(() => ({ rules, change, onEdit: (step) => handlers.current.onEdit(step) }), [rules, change]);
  const data = useMemo(() => ({ character, sheet }), [character, sheet]);
  return (
    <SheetActionsContext.Provider value={actions}>
      <TweaksContext.Provider value={character.tweaks ?? {}}>
        <SheetDataContext.Provider value={data}>
          <article aria-label={`Character sheet of ${sheet.name}`}>
            <SheetHeader onDelete={onDelete} onMarkClean={onMarkClean} />
            <SheetBody />
          </article>
        </SheetDataContext.Provider>
      </TweaksContext.Provider>
    </SheetActionsContext.Provider>
  );
}
