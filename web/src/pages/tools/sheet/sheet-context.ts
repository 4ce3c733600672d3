// What every part of the live sheet reads: the stored character, the rules, the computed sheet, and how to change it.
import { createContext, useContext } from 'react';
import type { ComputedCharacter, IndexedRules, RawCharacter } from '../../../engine/index.ts';

export interface SheetContextValue {
  character: RawCharacter;
  rules: IndexedRules;
  sheet: ComputedCharacter;
  /** Every edit: a new character from an engine transition. */
  onChange(next: RawCharacter): void;
  /** Opens the builder at a step (1 Edit Character, 2 Manage Class Levels / Choose Powers). */
  onEdit(step: number): void;
}

export const SheetContext = createContext<SheetContextValue | undefined>(undefined);

export function useSheet(): SheetContextValue {
  const value = useContext(SheetContext);
  if (!value) throw new Error('Sheet parts must be rendered inside <CharacterSheet>.');
  return value;
}
