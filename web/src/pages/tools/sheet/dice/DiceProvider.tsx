// Holds this session's roll log and the advantage mode chosen for the next d20; rolls with the browser's
// cryptographic random source. The mode goes back to normal after each d20 roll (it is chosen per roll).
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { cryptoDieRoller, type DieRoller, type RollMode } from '../../../../../../core/engine/index.ts';
import { useSheetData } from '../sheet-context.ts';
import { DiceActionsContext, DiceStateContext, type DiceActions } from './dice-context.ts';
import { appendToLog, makeRoll, type RollEntry } from './roll-log.ts';

export function DiceProvider({ children, roller }: { children: ReactNode; roller?: DieRoller }) {
  const { sheet } = useSheetData();
  const [log, setLog] = useState<readonly RollEntry[]>([]);
  const [mode, setModeState] = useState<RollMode>('normal');
  const latest = useRef({ sheet, mode, roller: roller ?? cryptoDieRoller(), nextId: 1 });
  latest.current.sheet = sheet;
  latest.current.mode = mode;
  const actions = useMemo<DiceActions>(
    () => ({
      roll(request, forced) {
        const { sheet: current, mode: chosen } = latest.current;
        const context = { characterName: current.name, conditions: current.conditions, exhaustion: current.exhaustion };
        const entry = makeRoll(latest.current.nextId++, request, forced ?? (request.kind === 'd20' ? chosen : 'normal'), context, latest.current.roller);
        setLog((previous) => appendToLog(previous, entry));
        if (request.kind === 'd20') {
          latest.current.mode = 'normal';
          setModeState('normal');
        }
        return entry;
      },
      setMode(next) {
        latest.current.mode = next;
        setModeState(next);
      },
      clearLog: () => setLog([]),
    }),
    [],
  );
  const state = useMemo(() => ({ log, mode }), [log, mode]);
  return (
    <DiceActionsContext.Provider value={actions}>
      <DiceStateContext.Provider value={state}>{children}</DiceStateContext.Provider>
    </DiceActionsContext.Provider>
  );
}
