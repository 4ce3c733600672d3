// Holds this session's roll log and the advantage mode chosen for the next d20; rolls with the browser's
// cryptographic random source. The mode goes back to normal after each d20 roll (it is chosen per roll). Who rolls
// (a name for the log, the conditions that may give disadvantage) comes from the page: the character of a sheet, the
// creature whose stat block the combat tracker shows, the starship of its sheet.
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { cryptoDieRoller, type DieRoller, type RollMode } from '../../../../../../core/engine/index.ts';
import { DiceActionsContext, DiceStateContext, type DiceActions } from './dice-context.ts';
import { appendToLog, makeRoll, type RollContext, type RollEntry } from './roll-log.ts';

export function DiceProvider({ children, roller, context }: { children: ReactNode; roller?: DieRoller; context: RollContext }) {
  const [log, setLog] = useState<readonly RollEntry[]>([]);
  const [mode, setModeState] = useState<RollMode>('normal');
  const latest = useRef({ context, mode, roller: roller ?? cryptoDieRoller(), nextId: 1 });
  // Read when a button rolls, so a new context never re-renders the buttons (the actions stay the same object).
  latest.current.context = context;
  latest.current.mode = mode;
  const actions = useMemo<DiceActions>(
    () => ({
      roll(request, forced) {
        const { context: current, mode: chosen } = latest.current;
        const entry = makeRoll(latest.current.nextId++, request, forced ?? (request.kind === 'd20' ? chosen : 'normal'), current, latest.current.roller);
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
