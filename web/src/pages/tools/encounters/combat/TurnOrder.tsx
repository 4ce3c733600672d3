// The turn order: one row per combatant in initiative order, the current one marked (aria-current), defeated ones
// greyed. Each row holds its initiative (typed in, or rolled for a player character from its sheet's bonus, the roll
// shown as made), AC, hit points, passive Perception, conditions with the round they end, and buttons to move it up
// or down the order by hand (the game master's own tie-breaks). Rows are memoized: a change re-renders only the rows
// whose combatant changed.
import { memo, useEffect, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { rollInitiative, type Combatant } from '../../../../../../core/engine/encounters/index.ts';
import { media } from '../../../../lib/theme/themes.ts';
import { conditionChip, KIND_LABEL } from './combat-text.ts';
import { HitPointBar } from './HitPointBar.tsx';
import type { TrackerDispatch } from './use-tracker.ts';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 76px minmax(0, 1fr) auto;
  grid-template-areas: 'init main moves';
  align-items: center;
  gap: 4px 10px;
  padding: 6px 8px;
  border-radius: 6px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left-width: 6px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  /* A row's change lays out and paints inside it only. */
  contain: layout paint;
  &[aria-current='step'] {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => (p.theme.name === 'dark' ? '#4a2424' : '#fdecea')};
  }
  &[data-selected='true'] { box-shadow: 0 0 0 2px ${(p) => p.theme.colors.focus}; }
  &[data-defeated='true'] { opacity: 0.55; }
  &[data-defeated='true'] .name { text-decoration: line-through; }
  .init { grid-area: init; display: flex; flex-direction: column; gap: 2px; }
  .init input { width: 64px; min-height: 40px; font: inherit; font-size: 1.05rem; text-align: center; padding: 4px; border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 4px; background: ${(p) => p.theme.colors.surfaceRaised}; color: inherit; }
  .roll { font-size: 0.72rem; color: ${(p) => p.theme.colors.mutedText}; overflow-wrap: anywhere; }
  .main { grid-area: main; min-width: 0; display: flex; flex-direction: column; gap: 4px; }
  .top { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 10px; }
  .name { font: inherit; font-weight: 600; font-size: 1.02rem; background: none; border: 0; padding: 4px 0; min-height: 32px; color: inherit; cursor: pointer; text-align: left; }
  .name:hover { text-decoration: underline; }
  .tag { font-size: 0.75rem; padding: 1px 6px; border-radius: 10px; border: 1px solid ${(p) => p.theme.colors.border}; color: ${(p) => p.theme.colors.mutedText}; }
  .numbers { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; font-size: 0.9rem; font-variant-numeric: tabular-nums; }
  .chips { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; }
  .chips li { font-size: 0.78rem; padding: 1px 6px; border-radius: 4px; background: ${(p) => p.theme.colors.warning}; color: ${(p) => p.theme.colors.onWarning}; }
  .moves { grid-area: moves; display: flex; flex-direction: column; gap: 2px; }
  .moves button, .small { min-width: 36px; min-height: 32px; font: inherit; font-size: 0.8rem; border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 4px; background: ${(p) => p.theme.colors.surfaceRaised}; color: inherit; cursor: pointer; }
  .moves button:disabled { opacity: 0.4; cursor: default; }
  ${media.xsOnly} {
    grid-template-columns: 64px minmax(0, 1fr) auto;
    gap: 4px 6px;
    padding: 6px;
    .init input { width: 56px; }
  }
`;

/** The initiative box: typed in and kept on Enter or on leaving the box (each kept value sorts the order again). */
function InitiativeInput({ combatant, dispatch }: { combatant: Combatant; dispatch: TrackerDispatch }) {
  const [text, setText] = useState(combatant.initiative === null ? '' : String(combatant.initiative));
  useEffect(() => setText(combatant.initiative === null ? '' : String(combatant.initiative)), [combatant.initiative]);
  const commit = () => {
    const trimmed = text.trim();
    const value = trimmed === '' ? null : Number(trimmed);
    if (value !== null && !Number.isInteger(value)) {
      setText(combatant.initiative === null ? '' : String(combatant.initiative));
      return;
    }
    if (value !== combatant.initiative) dispatch({ type: 'setInitiative', id: combatant.id, initiative: value });
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit();
    if (e.key === 'Escape') setText(combatant.initiative === null ? '' : String(combatant.initiative));
  };
  return <input type="number" inputMode="numeric" step={1} aria-label={`Initiative of ${combatant.name}`} value={text} onChange={(e) => setText(e.target.value)} onBlur={commit} onKeyDown={onKey} />;
}

interface RowProps {
  combatant: Combatant;
  place: number;
  count: number;
  current: boolean;
  selected: boolean;
  dispatch: TrackerDispatch;
  onSelect(id: string): void;
}

export const CombatantRow = memo(function CombatantRow({ combatant: c, place, count, current, selected, dispatch, onSelect }: RowProps) {
  return (
    <Row aria-current={current ? 'step' : undefined} data-selected={selected} data-defeated={c.defeated} data-testid="combatant" aria-label={c.name}>
      <div className="init">
        <InitiativeInput combatant={c} dispatch={dispatch} />
        {c.kind === 'character' && (
          <button type="button" className="small" aria-label={`Roll initiative for ${c.name}`} onClick={() => dispatch((state, roller) => rollInitiative(state, roller, { ids: [c.id] }))}>
            Roll
          </button>
        )}
        {c.initiativeRoll && <span className="roll">{c.initiativeRoll}</span>}
      </div>
      <div className="main">
        <div className="top">
          <button type="button" className="name" aria-pressed={selected} onClick={() => onSelect(c.id)}>
            {c.name}
          </button>
          <span className="tag">{KIND_LABEL[c.kind]}</span>
          {current && <span className="tag">Acting</span>}
          {c.defeated && <span className="tag">Defeated</span>}
          {c.hidden && <span className="tag">Hidden from players</span>}
          {c.concentration && <span className="tag">Concentrating{c.concentrationSaves.length ? `: DC ${c.concentrationSaves[0]} save owed` : ''}</span>}
        </div>
        <div className="numbers">
          {c.armorClass !== undefined && <span>AC {c.armorClass}</span>}
          {c.hitPoints && <HitPointBar hitPoints={c.hitPoints} pools={c.pools} />}
          {c.passivePerception !== undefined && <span>Passive Perception {c.passivePerception}</span>}
        </div>
        {c.conditions.length > 0 && (
          <ul className="chips" aria-label={`Conditions of ${c.name}`}>
            {c.conditions.map((condition) => (
              <li key={condition.name}>{conditionChip(condition)}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="moves">
        <button type="button" aria-label={`Move ${c.name} up`} disabled={place === 0} onClick={() => dispatch({ type: 'move', id: c.id, toIndex: place - 1 })}>
          ▲
        </button>
        <button type="button" aria-label={`Move ${c.name} down`} disabled={place === count - 1} onClick={() => dispatch({ type: 'move', id: c.id, toIndex: place + 1 })}>
          ▼
        </button>
      </div>
    </Row>
  );
});

interface Props {
  combatants: readonly Combatant[];
  currentId: string | null;
  selectedId: string | undefined;
  dispatch: TrackerDispatch;
  onSelect(id: string): void;
}

export const TurnOrder = memo(function TurnOrder({ combatants, currentId, selectedId, dispatch, onSelect }: Props) {
  return (
    <List aria-label="Turn order">
      {combatants.map((c, i) => (
        <CombatantRow key={c.id} combatant={c} place={i} count={combatants.length} current={c.id === currentId} selected={c.id === selectedId} dispatch={dispatch} onSelect={onSelect} />
      ))}
    </List>
  );
});
