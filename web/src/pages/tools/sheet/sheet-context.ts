// What the parts of the live sheet read. Three contexts so an edit re-renders only what changed: the actions
// (stable for the sheet's life), the tweak tree (changes only with a tweak), and the data (every edit; read by the
// header and by each section's thin wrapper, which hands slices to memoised panels).
import { createContext, useContext } from 'react';
import type { ComputedCharacter, IndexedRules, RawCharacter, TweakTree } from '../../../../../core/engine/index.ts';
import type { LevelUpRules } from '../../../../../core/engine/levelup/index.ts';

export interface SheetActions {
  rules: IndexedRules;
  /** The rules with the multiclassing minimums: the level up and level history are offered only with them. */
  levelUpRules?: LevelUpRules;
  /**
   * A sheet shown read-only (a share link): every control that would change the character is left out or shown as
   * plain text, and change() refuses (and reports) any edit that still reaches it. Dice rolls stay.
   */
  readOnly: boolean;
  /** Applies an engine transition to the latest character (edits made in one event see each other). */
  change(transition: (character: RawCharacter) => RawCharacter): void;
  /** Opens the builder at a step (1 Edit Character, 2 Manage Class Levels / Choose Powers, 5 items). */
  onEdit(step: number): void;
}

export interface SheetData {
  character: RawCharacter;
  sheet: ComputedCharacter;
}

export const SheetActionsContext = createContext<SheetActions | undefined>(undefined);
export const SheetDataContext = createContext<SheetData | undefined>(undefined);
export const TweaksContext = createContext<TweakTree>({});

export function useSheetActions(): SheetActions {
  const value = useContext(SheetActionsContext);
  if (!value) throw new Error('Sheet parts must be rendered inside <CharacterSheet>.');
  return value;
}

export function useSheetData(): SheetData {
  const value = useContext(SheetDataContext);
  if (!value) throw new Error('Sheet parts must be rendered inside <CharacterSheet>.');
  return value;
}

export const useTweaks = (): TweakTree => useContext(TweaksContext);

/** True inside a read-only sheet; false elsewhere (parts such as counters are also used outside a sheet). */
export const useSheetReadOnly = (): boolean => useContext(SheetActionsContext)?.readOnly ?? false;
