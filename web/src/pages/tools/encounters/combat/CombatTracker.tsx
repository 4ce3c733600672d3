// The combat tracker of one encounter: the header (name, round, whose turn, initiative and turn buttons, the player
// view link, where the tracker is saved), the set-up while nobody is in the fight, the turn order beside the selected
// combatant's panel and stat block (the acting one unless the game master picks another), the log, adding combatants
// by hand, and the dice tray the stat block's roll buttons roll into.
import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { EncounterDocument, EncounterRules, TrackerState } from '../../../../../../core/engine/encounters/index.ts';
import { media } from '../../../../lib/theme/themes.ts';
import type { SyncStatus } from '../../../../storage/document-store.ts';
import { DiceProvider } from '../../sheet/dice/DiceProvider.tsx';
import { RollTray } from '../../sheet/dice/RollTray.tsx';
import { Notice } from '../../ui/fields.tsx';
import { AddCombatants } from './AddCombatants.tsx';
import { CombatantPanel } from './CombatantPanel.tsx';
import { CombatSetup } from './CombatSetup.tsx';
import { turnText } from './combat-text.ts';
import { PlayerViewLink } from './PlayerViewLink.tsx';
import { useMonsterReadings } from './tracker-data.ts';
import { TrackerLog } from './TrackerLog.tsx';
import { TurnControls } from './TurnControls.tsx';
import { TurnOrder } from './TurnOrder.tsx';
import type { TrackerDispatch } from './use-tracker.ts';

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
  .side { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
  ${media.mdUp} {
    .columns { grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); }
  }
`;

function saveText(status: SyncStatus | undefined, isSignedIn: boolean): string {
  if (!isSignedIn) return 'Saved in this browser only';
  switch (status?.state) {
    case 'saving':
    case 'pending':
      return 'Saving to the cloud…';
    case 'synced':
      return 'Saved to the cloud';
    case 'conflict':
      return 'Changed elsewhere too: waiting for your choice';
    case 'error':
      return `Not saved to the cloud: ${status.message}`;
    default:
      return '';
  }
}

interface Props {
  encounter: EncounterDocument;
  tracker: TrackerState;
  rules: EncounterRules;
  dispatch: TrackerDispatch;
  /** The server's id of the encounter (undefined until it reached the cloud). */
  documentId: string | undefined;
  isSignedIn: boolean;
  status: SyncStatus | undefined;
}

export function CombatTracker({ encounter, tracker, rules, dispatch, documentId, isSignedIn, status }: Props) {
  const [picked, setPicked] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const names = useMemo(() => [...encounter.monsters.map((m) => m.name), ...tracker.combatants.filter((c) => c.kind === 'monster' && c.ref).map((c) => c.ref!)], [encounter.monsters, tracker.combatants]);
  const monsters = useMonsterReadings(names, rules);
  // The panel shows the picked combatant while it is in the fight, else whoever acts (else the first).
  const selected = tracker.combatants.find((c) => c.id === picked) ?? tracker.combatants.find((c) => c.id === tracker.currentId) ?? tracker.combatants[0];
  const onSelect = useCallback((id: string) => setPicked((previous) => (previous === id ? undefined : id)), []);
  const rollContext = useMemo(
    () => ({
      characterName: selected?.name ?? encounter.name,
      conditions: selected?.conditions ?? [],
      exhaustion: selected?.conditions.find((c) => c.name === 'Exhaustion')?.level ?? 0,
    }),
    [selected?.name, selected?.conditions, encounter.name],
  );
  const unrolled = useMemo(() => {
    const characters = tracker.combatants.filter((c) => c.kind === 'character');
    const others = tracker.combatants.filter((c) => c.kind !== 'character');
    return {
      characters: characters.filter((c) => c.initiative === null).length,
      others: others.filter((c) => c.initiative === null).length,
      anyCharacters: characters.length > 0,
      anyOthers: others.length > 0,
    };
  }, [tracker.combatants]);
  const [addOpen] = useState(() => tracker.combatants.length === 0);
  const empty = tracker.combatants.length === 0;
  return (
    <DiceProvider context={rollContext}>
      <Page>
        <div className="head">
          <h1>{encounter.name}</h1>
          <div className="saved">
            <span data-testid="save-status">{saveText(status, isSignedIn)}</span>
            <PlayerViewLink documentId={documentId} isSignedIn={isSignedIn} />
          </div>
        </div>
        <TurnControls round={tracker.round} turn={turnText(tracker)} unrolled={unrolled} dispatch={dispatch} />
        {notice && (
          <Notice tone="warning">
            {notice}
          </Notice>
        )}
        {empty && <CombatSetup encounter={encounter} readings={monsters.readings} readingsLoading={monsters.loading} readingProblems={monsters.problems} dispatch={dispatch} onNotice={setNotice} />}
        {!empty && (
          <div className="columns">
            <TurnOrder combatants={tracker.combatants} currentId={tracker.currentId} selectedId={selected?.id} dispatch={dispatch} onSelect={onSelect} />
            <div className="side">
              {selected && (
                <CombatantPanel
                  key={selected.id}
                  combatant={selected}
                  acting={selected.id === tracker.currentId}
                  rules={rules}
                  reading={selected.kind === 'monster' && selected.ref ? monsters.readings.get(selected.ref) : undefined}
                  dispatch={dispatch}
                />
              )}
            </div>
          </div>
        )}
        <TrackerLog log={tracker.log} />
        <AddCombatants rules={rules} dispatch={dispatch} open={addOpen} />
        <RollTray />
      </Page>
    </DiceProvider>
  );
}
