// What roll buttons and the tray read. The actions are stable for the sheet's life, so a roll re-renders only the
// tray, never the panels full of roll buttons.
import { createContext, useContext } from 'react';
import type { RollMode } from '../../../../../../core/engine/index.ts';
import type { RollEntry, RollRequest } from './roll-log.ts';

export interface DiceActions {
  roll(request: RollRequest, mode?: RollMode): RollEntry;
  setMode(mode: RollMode): void;
  clearLog(): void;
}

export interface DiceState {
  log: readonly RollEntry[];
  mode: RollMode;
}

export const DiceActionsContext = createContext<DiceActions | undefined>(undefined);
export const DiceStateContext = createContext<DiceState>({ log: [], mode: 'normal' });

export function useDice(): DiceActions {
  const value = useContext(DiceActionsContext);
  if (!value) throw new Error('Roll buttons must be rendered inside <DiceProvider>.');
  return value;
}

export const useDiceState = (): DiceState => useContext(DiceStateContext);
