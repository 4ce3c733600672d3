// Holds this session's roll log and the advantage mode chosen for the next d20; rolls with the browser's
// cryptographic random source. The mode goes back to normal after each d20 roll (it is chosen per roll). Used by the
// character sheet and the starship sheet: each passes who rolls and the conditions that bear on the rolls.
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { cryptoDieRoller, type DieRoller, type RollMode } from '../../../../../../core/engine/index.ts';
import { DiceActionsContext, DiceStateContext, type DiceActions } from './dice-context.ts';
import { appendToLog, makeRoll, type RollContext, type RollEntry } from './roll-log.ts';

interface Props {
  children: ReactNode;
  /** Who rolls (the name in a copied roll) and the conditions that give disadvantage; read at each roll. */
  context: RollContext;
  roller?: DieRoller;
}

export function DiceProvider({ children, context, roller }: Props) {
  const [log, setLog] = useState<readonly RollEntry[]>([]);
  const [mode, setModeState] = useState<RollMode>('normal');
  const latest = useRef({ context, mode, roller: roller ?? cryptoDieRoller(), nextId: 1 });
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
