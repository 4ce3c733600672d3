// The running tracker of one stored encounter: its reading, and a dispatch that runs the encounter engine's reducer
// and keeps the result in the encounter document (the document storage: this browser at once, the server when signed
// in, throttled: the sync reducer sends the first change of a spell at once and a burst together, SAVE_THROTTLE_MS). Every roll an action needs is made here with the browser's cryptographic
// dice, so the reducer stays pure. Nothing here writes into a player's character: the tracker keeps its own copy.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { cryptoDieRoller, type DieRoller } from '../../../../../../core/engine/index.ts';
import { createTrackerReducer, newTracker, type EncounterDocument, type EncounterRules, type LogEntry, type TrackerAction, type TrackerState } from '../../../../../../core/engine/encounters/index.ts';
import type { DocumentTypes } from '../../../../storage/document-kinds.ts';
import type { UploadMode } from '../../../../storage/document-store.ts';
import { readStoredEncounter, withStoredTracker, type EncounterReading, type PreviousReading } from './stored-encounter.ts';

/** An action, or one made from the tracker as it stands (the rolls of initiative and of the next turn). */
export type TrackerCommand = TrackerAction | ((state: TrackerState, roller: DieRoller, rules: EncounterRules) => TrackerAction);

/** Runs a command; returns the log lines it wrote (none: nothing changed). */
export type TrackerDispatch = (command: TrackerCommand) => readonly LogEntry[];

export interface TrackerController {
  reading: EncounterReading | undefined;
  /** The tracker as it stands (an empty one before the encounter has any). */
  tracker: TrackerState;
  dispatch: TrackerDispatch;
}

const EMPTY = newTracker();

export interface StoredEncounterAccess {
  document: DocumentTypes['encounter'] | undefined;
  update(next: DocumentTypes['encounter'], mode: UploadMode): Promise<DocumentTypes['encounter']>;
  flush(): Promise<void>;
}

export function useTracker({ document, update, flush }: StoredEncounterAccess, rules: EncounterRules | undefined, roller?: DieRoller): TrackerController {
  const previous = useRef<PreviousReading | undefined>(undefined);
  const reading = useMemo(() => (document ? readStoredEncounter(document, previous.current) : undefined), [document]);
  // The next reading shares this one's objects (see stored-encounter.ts).
  if (document && reading?.ok) previous.current = { stored: document, encounter: reading.encounter };

  const latest = useRef({ document, encounter: reading?.ok ? reading.encounter : undefined, update, flush });
  latest.current = { document, encounter: reading?.ok ? reading.encounter : undefined, update, flush };

  // Leaving the page sends what the throttle still holds.
  useEffect(() => {
    const leave = () => void latest.current.flush().catch(() => undefined);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  const dice = useRef<DieRoller | undefined>(roller);
  const reduce = useMemo(() => (rules ? createTrackerReducer(rules) : undefined), [rules]);
  const dispatch = useCallback<TrackerDispatch>(
    (command) => {
      const { document: stored, encounter } = latest.current;
      if (!stored || !encounter || !reduce || !rules) return [];
      const before = encounter.tracker ?? EMPTY;
      dice.current ??= cryptoDieRoller();
      const action = typeof command === 'function' ? command(before, dice.current, rules) : command;
      const next = reduce(before, action);
      if (next === before) return [];
      const nextStored = withStoredTracker(stored, next);
      // Commands run one after another before the page renders again build on each other.
      latest.current = { ...latest.current, document: nextStored, encounter: { ...encounter, tracker: next } };
      void latest.current.update(nextStored, 'throttle').catch(() => undefined);
      const known = new Set(before.log);
      return next.log.filter((entry) => !known.has(entry));
    },
    [reduce, rules],
  );

  return { reading, tracker: (reading?.ok ? reading.encounter.tracker : undefined) ?? EMPTY, dispatch };
}
