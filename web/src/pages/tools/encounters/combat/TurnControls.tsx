// The tracker's controls above the fight: a bar that stays in view under the toolbar with the round and whose turn it
// is (announced) and the turn buttons (start, previous, next), and below it initiative for the monsters (same-name
// monsters sharing one roll when the game master wants) and for the party, and ending the combat.
import { memo, useId, useState } from 'react';
import styled from 'styled-components';
import { nextTurn, rollInitiative, type TrackerState } from '../../../../../../core/engine/encounters/index.ts';
import { Button } from '../../../../components/Button.tsx';
import type { TrackerDispatch } from './use-tracker.ts';

const Sticky = styled.div`
  position: sticky;
  top: ${(p) => p.theme.toolbarHeight}px;
  z-index: 20;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
  padding: 6px 0;
  background: ${(p) => p.theme.colors.background};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  .turn { font-size: 1.15rem; font-weight: 600; margin: 0; flex: 1 1 200px; min-width: 0; }
  .buttons { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  button { min-height: 44px; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  label { display: inline-flex; align-items: center; gap: 6px; font-size: 0.9rem; min-height: 40px; }
  button { min-height: 44px; }
`;

const Folded = styled.details`
  summary { cursor: pointer; min-height: 40px; display: flex; align-items: center; font-size: 0.95rem; color: ${(p) => p.theme.colors.mutedText}; }
  &[open] summary { margin-bottom: 6px; }
`;

/** Those of the combatants (characters or the others) without an initiative, or all of them when none lacks one. */
function toRoll(state: TrackerState, characters: boolean): string[] {
  const of = state.combatants.filter((c) => (c.kind === 'character') === characters);
  const without = of.filter((c) => c.initiative === null);
  return (without.length ? without : of).map((c) => c.id);
}

interface TurnBarProps {
  round: number;
  /** The turn's words ("Round 2: Nexu's turn"), computed by the page from the tracker. */
  turn: string;
  canStart: boolean;
  dispatch: TrackerDispatch;
}

export const TurnBar = memo(function TurnBar({ round, turn, canStart, dispatch }: TurnBarProps) {
  return (
    <Sticky>
      <p className="turn" role="status" aria-label="Turn" data-testid="turn">
        {turn}
      </p>
      <div className="buttons" role="group" aria-label="Turns">
        {round > 0 ? (
          <>
            <Button variant="outlined" onClick={() => dispatch({ type: 'previousTurn' })}>
              Previous turn
            </Button>
            <Button onClick={() => dispatch((state, roller, rules) => nextTurn(state, roller, rules))}>Next turn</Button>
          </>
        ) : (
          <Button disabled={!canStart} onClick={() => dispatch({ type: 'start' })}>
            Start combat
          </Button>
        )}
      </div>
    </Sticky>
  );
});

interface InitiativeProps {
  round: number;
  /** Combatants other than the party, and party characters, without an initiative yet; and whether there are any. */
  unrolled: { others: number; characters: number; anyCharacters: boolean; anyOthers: boolean };
  dispatch: TrackerDispatch;
}

export const InitiativeControls = memo(function InitiativeControls({ round, unrolled, dispatch }: InitiativeProps) {
  const [share, setShare] = useState(true);
  const id = useId();
  const controls = (
    <Row>
      <Button variant="outlined" disabled={!unrolled.anyOthers} onClick={() => dispatch((state, roller) => rollInitiative(state, roller, { ids: toRoll(state, false), shareGroups: share }))}>
        {unrolled.others || !unrolled.anyOthers ? 'Roll initiative for the monsters' : 'Roll the monsters\' initiative again'}
      </Button>
      {unrolled.anyCharacters && (
        <Button variant="outlined" onClick={() => dispatch((state, roller) => rollInitiative(state, roller, { ids: toRoll(state, true) }))}>
          {unrolled.characters ? 'Roll for the party' : 'Roll for the party again'}
        </Button>
      )}
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={share} onChange={(e) => setShare(e.target.checked)} />
        Same-name monsters share one roll
      </label>
      {round > 0 && (
        <Button variant="text" onClick={() => dispatch({ type: 'end' })}>
          End combat
        </Button>
      )}
    </Row>
  );
  // Once the fight is on, rolling again and ending it are rare: folded away, the turn order comes first.
  if (round === 0) return controls;
  return (
    <Folded>
      <summary>Initiative, and ending the combat</summary>
      {controls}
    </Folded>
  );
});
