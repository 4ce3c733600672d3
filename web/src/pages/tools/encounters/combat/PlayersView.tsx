// The players' view of a running encounter, as its PLAYERS share link shows it to the table (a phone on the table, a
// screen on the wall): the round, whose turn it is, and the turn order with each player character's hit points and
// every other creature's state in words (unhurt, hurt, bloodied, defeated) and conditions. The server already left out
// every number of the monsters (core/documents/adapters.ts): this page only shows what it was sent.
import { memo, useMemo } from 'react';
import styled from 'styled-components';
import type { CreatureState, PlayerView, PlayerViewCombatant } from '../../../../../../core/engine/encounters/index.ts';
import { usePageTitle } from '../../../../components/page-title.ts';
import { Notice } from '../../ui/fields.tsx';
import { STATE_WORDS } from './combat-text.ts';

const STATES: readonly CreatureState[] = ['unhurt', 'hurt', 'bloodied', 'defeated'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const whole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function readCombatant(value: unknown): PlayerViewCombatant | undefined {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.name !== 'string') return undefined;
  const conditions = Array.isArray(value.conditions) ? value.conditions.filter((c): c is string => typeof c === 'string') : [];
  const hp = value.hitPoints;
  const hitPoints = isObject(hp) && whole(hp.current) && whole(hp.max) && whole(hp.temp) ? { current: hp.current, max: hp.max, temp: hp.temp } : undefined;
  const state = STATES.find((s) => s === value.state);
  return {
    id: value.id,
    name: value.name,
    kind: value.kind === 'character' ? 'character' : 'creature',
    current: value.current === true,
    ...(hitPoints ? { hitPoints } : {}),
    ...(state ? { state } : {}),
    conditions,
  };
}

/** The view as sent (JSON text), read defensively: what is not in its shape is left out. */
export function readPlayerView(jsonData: string): PlayerView | undefined {
  let value: unknown;
  try {
    value = JSON.parse(jsonData);
  } catch {
    return undefined;
  }
  if (!isObject(value) || typeof value.name !== 'string') return undefined;
  const combatants = Array.isArray(value.combatants) ? value.combatants.map(readCombatant).filter((c) => c !== undefined) : [];
  return {
    name: value.name,
    round: whole(value.round) ? value.round : 0,
    started: value.started === true,
    currentName: typeof value.currentName === 'string' ? value.currentName : null,
    combatants,
  };
}

const Box = styled.div`
  max-width: 720px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 12px;
  h1 { margin: 0; font-size: 1.5rem; overflow-wrap: anywhere; }
  .turn { margin: 0; font-size: 1.25rem; font-weight: 600; }
  ol { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
`;

const Entry = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
  padding: 10px 12px;
  border-radius: 8px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left-width: 6px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-size: 1.05rem;
  &[aria-current='step'] { border-color: ${(p) => p.theme.colors.primary}; background: ${(p) => (p.theme.name === 'dark' ? '#4a2424' : '#fdecea')}; }
  &[data-state='defeated'] { opacity: 0.55; }
  .name { font-weight: 600; flex: 1 1 160px; min-width: 0; overflow-wrap: anywhere; }
  .hp { font-variant-numeric: tabular-nums; }
  .state { font-size: 0.9rem; font-weight: 600; padding: 2px 10px; border-radius: 12px; }
  .state[data-state='unhurt'] { background: ${(p) => (p.theme.name === 'dark' ? '#1b5e20' : '#c8e6c9')}; }
  .state[data-state='hurt'] { background: ${(p) => (p.theme.name === 'dark' ? '#7a4f00' : '#ffe0b2')}; }
  .state[data-state='bloodied'] { background: ${(p) => (p.theme.name === 'dark' ? '#8e1b1b' : '#ffcdd2')}; }
  .state[data-state='defeated'] { background: ${(p) => (p.theme.name === 'dark' ? '#555' : '#cfd8dc')}; }
  .conditions { flex-basis: 100%; margin: 0; font-size: 0.9rem; color: ${(p) => p.theme.colors.mutedText}; }
`;

const Row = memo(function Row({ combatant: c }: { combatant: PlayerViewCombatant }) {
  return (
    <Entry aria-current={c.current ? 'step' : undefined} data-state={c.state} aria-label={c.name} data-testid="player-view-combatant">
      <span className="name">
        {c.current && <span aria-hidden="true">▶ </span>}
        {c.name}
      </span>
      {c.hitPoints && (
        <span className="hp">
          HP {c.hitPoints.current} / {c.hitPoints.max}
          {c.hitPoints.temp > 0 ? ` (+${c.hitPoints.temp} temporary)` : ''}
        </span>
      )}
      {c.state && (
        <span className="state" data-state={c.state}>
          {STATE_WORDS[c.state]}
        </span>
      )}
      {c.conditions.length > 0 && <p className="conditions">{c.conditions.join(', ')}</p>}
    </Entry>
  );
});

export function PlayersView({ jsonData, failure }: { jsonData: string; failure?: string }) {
  const view = useMemo(() => readPlayerView(jsonData), [jsonData]);
  usePageTitle(view?.name ?? 'Shared encounter');
  if (!view) return <Notice tone="error">This player view could not be read.</Notice>;
  const turn = !view.started ? 'Combat has not started yet.' : `Round ${view.round}${view.currentName ? `: ${view.currentName}'s turn` : ''}`;
  return (
    <Box>
      <div>
        <h1>{view.name}</h1>
        <p className="turn" role="status" aria-label="Turn" data-testid="player-view-turn">
          {turn}
        </p>
      </div>
      {failure && <Notice tone="warning">Could not check for the game master&apos;s latest change ({failure}); trying again. What shows is the last one read.</Notice>}
      {view.combatants.length > 0 ? (
        <ol aria-label="Turn order">
          {view.combatants.map((c) => (
            <Row key={c.id} combatant={c} />
          ))}
        </ol>
      ) : (
        <p>Nobody is in the fight yet.</p>
      )}
    </Box>
  );
}
