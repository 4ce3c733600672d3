// The combat tracker of one encounter: the header (name, round, whose turn, initiative and turn buttons, the player
// view link, where the tracker is saved), the set-up while nobody is in the fight, the turn order beside the selected
// combatant's panel and stat block (the acting one unless the game master picks another), the log, adding combatants
// by hand, and the dice tray the stat block's roll buttons roll into.
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { EncounterDocument, EncounterRules, TrackerState } from '../../../../../../core/engine/encounters/index.ts';
import { breakpoints, media } from '../../../../lib/theme/themes.ts';
import type { SyncStatus } from '../../../../storage/document-store.ts';
import { DiceProvider } from '../../sheet/dice/DiceProvider.tsx';
import { RollTray } from '../../sheet/dice/RollTray.tsx';
import { Notice } from '../../ui/fields.tsx';
import { SaveError, saveStatusText } from '../../ui/SaveStatus.tsx';
import { AddCombatants } from './AddCombatants.tsx';
import { CombatantPanel } from './CombatantPanel.tsx';
import { CombatSetup } from './CombatSetup.tsx';
import { turnText } from './combat-text.ts';
import { PlayerViewLink } from './PlayerViewLink.tsx';
import { useMonsterReadings } from './tracker-data.ts';
import { TrackerLog } from './TrackerLog.tsx';
import { InitiativeControls, TurnBar } from './TurnControls.tsx';
import { TurnOrder } from './TurnOrder.tsx';
import type { TrackerDispatch } from './use-tracker.ts';

// The tray reads the dice state itself: a change of the fight never needs to re-render it.
const Tray = memo(RollTray);

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  /* Room for the fixed dice tray at the bottom. */
  padding-bottom: 140px;
  h1 { margin: 0; font-size: 1.5rem; }
  .head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; }
  .saved { font-size: 0.88rem; color: ${(p) => p.theme.colors.mutedText}; display: flex; align-items: center; gap: 10px; flex-wrap: wrap; }
  .columns { display: grid; gap: 12px; grid-template-columns: minmax(0, 1fr); align-items: start; }
  .side { display: flex; flex-direction: column; gap: 12px; min-width: 0; scroll-margin-top: ${(p) => p.theme.toolbarHeight + 120}px; }
  ${media.mdUp} {
    .columns { grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); }
  }
`;

interface Props {
  encounter: EncounterDocument;
  tracker: TrackerState;
  rules: EncounterRules;
  dispatch: TrackerDispatch;
  /** The server's id of the encounter (undefined until it reached the cloud). */
  documentId: string | undefined;
  isSignedIn: boolean;
  /** The session is still being restored (a reload): the status says so instead of a storage place. */
  isSigningIn?: boolean;
  status: SyncStatus | undefined;
  /** Sends the fight again now, after a failed upload (the failure's notice offers it). */
  onRetry?(): void;
}

export function CombatTracker({ encounter, tracker, rules, dispatch, documentId, isSignedIn, isSigningIn = false, status, onRetry }: Props) {
  const [picked, setPicked] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const names = useMemo(() => [...encounter.monsters.map((m) => m.name), ...tracker.combatants.filter((c) => c.kind === 'monster' && c.ref).map((c) => c.ref!)], [encounter.monsters, tracker.combatants]);
  const monsters = useMonsterReadings(names, rules);
  // The panel shows the picked combatant while it is in the fight, else whoever acts (else the first).
  const selected = tracker.combatants.find((c) => c.id === picked) ?? tracker.combatants.find((c) => c.id === tracker.currentId) ?? tracker.combatants[0];
  const side = useRef<HTMLDivElement>(null);
  const [scrollTo, setScrollTo] = useState(0);
  const onSelect = useCallback((id: string) => {
    setPicked(id);
    setScrollTo((n) => n + 1);
  }, []);
  // On one column (a phone) the panel sits below the turn order: a picked combatant's panel is brought into view, below
  // the toolbar and the turn bar that stay at the top (its scroll margin).
  useEffect(() => {
    if (scrollTo && side.current && window.matchMedia?.(`(max-width: ${breakpoints.md - 1}px)`).matches) side.current.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [scrollTo]);
  const rollContext = useMemo(
    () => ({
      characterName: selected?.name ?? encounter.name,
      conditions: selected?.conditions ?? [],
      exhaustion: selected?.conditions.find((c) => c.name === 'Exhaustion')?.level ?? 0,
    }),
    [selected?.name, selected?.conditions, encounter.name],
  );
  const characters = tracker.combatants.filter((c) => c.kind === 'character');
  const others = tracker.combatants.filter((c) => c.kind !== 'character');
  const unrolledCharacters = characters.filter((c) => c.initiative === null).length;
  const unrolledOthers = others.filter((c) => c.initiative === null).length;
  const anyCharacters = characters.length > 0;
  const anyOthers = others.length > 0;
  // Kept while the counts stay the same, so the initiative controls do not re-render with every change of the fight.
  const unrolled = useMemo(() => ({ characters: unrolledCharacters, others: unrolledOthers, anyCharacters, anyOthers }), [unrolledCharacters, unrolledOthers, anyCharacters, anyOthers]);
  // The panel (with the stat block of whoever acts next) follows a frame later when it must change: the turn order
  // and the turn's words repaint first.
  const shown = useDeferredValue(selected);
  const shownActing = useDeferredValue(tracker.currentId) === shown?.id;
  const [addOpen] = useState(() => tracker.combatants.length === 0);
  const empty = tracker.combatants.length === 0;
  return (
    <DiceProvider context={rollContext}>
      <Page>
        <div className="head">
          <h1>{encounter.name}</h1>
          <div className="saved">
            <span data-testid="save-status">{saveStatusText(status, isSignedIn, false, isSigningIn)}</span>
            <PlayerViewLink documentId={documentId} isSignedIn={isSignedIn} />
          </div>
        </div>
        {isSignedIn && onRetry && <SaveError status={status} onRetry={onRetry} />}
        <TurnBar round={tracker.round} turn={turnText(tracker)} canStart={!empty} dispatch={dispatch} />
        {!empty && <InitiativeControls round={tracker.round} unrolled={unrolled} dispatch={dispatch} />}
        {notice && (
          <Notice tone="warning">
            {notice}
          </Notice>
        )}
        {empty && <CombatSetup encounter={encounter} readings={monsters.readings} readingsLoading={monsters.loading} readingProblems={monsters.problems} dispatch={dispatch} onNotice={setNotice} />}
        {!empty && (
          <div className="columns">
            <TurnOrder combatants={tracker.combatants} currentId={tracker.currentId} selectedId={selected?.id} dispatch={dispatch} onSelect={onSelect} />
            <div className="side" ref={side}>
              {shown && (
                <CombatantPanel
                  key={shown.id}
                  combatant={shown}
                  acting={shownActing}
                  rules={rules}
                  reading={shown.kind === 'monster' && shown.ref ? monsters.readings.get(shown.ref) : undefined}
                  dispatch={dispatch}
                />
              )}
            </div>
          </div>
        )}
        <TrackerLog log={tracker.log} />
        <AddCombatants rules={rules} dispatch={dispatch} open={addOpen} />
        <Tray />
      </Page>
    </DiceProvider>
  );
}
