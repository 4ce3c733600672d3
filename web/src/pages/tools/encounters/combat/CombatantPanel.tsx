// The selected combatant (the one acting, unless the game master picked another): damage and healing with a damage
// type (untyped by default) through its defenses, saying what happened ("14 kinetic damage, resisted: 7 taken");
// temporary hit points; a villain's pools and villainous actions; concentration with the saves owed and their DCs;
// conditions with a duration in rounds; defeated, hidden from the players, or out of the fight. For a monster, its stat
// block follows. A character's numbers here are the tracker's own copy: nothing changes the player's character.
import { memo, useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DAMAGE_TYPES, type DamageType } from '../../../../../../core/engine/damage/damage-types.ts';
import type { Combatant, EncounterRules, LogEntry, MonsterReading } from '../../../../../../core/engine/encounters/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { conditionText, KIND_LABEL } from './combat-text.ts';
import { HitPointBar } from './HitPointBar.tsx';
import { StatBlock } from './StatBlock.tsx';
import type { TrackerDispatch } from './use-tracker.ts';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px 14px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
  h2 { margin: 0; font-size: 1.25rem; }
  h3 { margin: 0 0 6px; font-size: 1rem; }
  p { margin: 0; }
  .muted { color: ${(p) => p.theme.colors.mutedText}; font-size: 0.88rem; }
  .line { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px; font-variant-numeric: tabular-nums; }
  form, .controls { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px; }
  label { display: flex; flex-direction: column; gap: 2px; font-size: 0.82rem; color: ${(p) => p.theme.colors.mutedText}; }
  label.check { flex-direction: row; align-items: center; gap: 6px; font-size: 0.88rem; color: ${(p) => p.theme.colors.text}; }
  input:not([type='checkbox']), select {
    font: inherit; min-height: 40px; padding: 4px 8px; border-radius: 4px;
    border: 1px solid ${(p) => p.theme.colors.border}; background: ${(p) => p.theme.colors.surfaceRaised}; color: ${(p) => p.theme.colors.text};
  }
  input[type='number'] { width: 84px; }
  .what { padding: 6px 8px; border-radius: 4px; background: ${(p) => p.theme.colors.surfaceRaised}; min-height: 1.5em; }
  .what:empty { display: none; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
  li { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
  button { min-height: 40px; }
`;

const defenseList = (label: string, types: readonly string[]) => (types.length ? `${label}: ${types.join(', ')}` : undefined);

function Defenses({ combatant }: { combatant: Combatant }) {
  const d = combatant.defenses;
  const parts = [
    defenseList('Resists', d.resistances),
    defenseList('Immune to', d.immunities),
    defenseList('Vulnerable to', d.vulnerabilities),
    ...d.conditional.map((c) => `${c.defense === 'immunity' ? 'Immune' : c.defense === 'resistance' ? 'Resists' : 'Vulnerable'} when it applies: ${c.text}`),
    defenseList('Condition immunities', d.conditionImmunities),
  ].filter(Boolean);
  if (!parts.length) return null;
  return <p className="muted">{parts.join('. ')}.</p>;
}

function HitPointForm({ combatant, dispatch, onDone }: { combatant: Combatant; dispatch: TrackerDispatch; onDone(lines: readonly LogEntry[]): void }) {
  const [amount, setAmount] = useState('');
  const [type, setType] = useState<DamageType | ''>('');
  const [qualifier, setQualifier] = useState(false);
  const ids = useId();
  const value = Number(amount);
  const valid = amount.trim() !== '' && Number.isInteger(value) && value >= 0;
  const conditional = combatant.defenses.conditional;
  const run = (kind: 'damage' | 'heal' | 'temp') => {
    if (!valid) return;
    const lines =
      kind === 'damage'
        ? dispatch({ type: 'damage', id: combatant.id, amount: value, ...(type ? { damageType: type } : {}), ...(qualifier ? { qualifierHolds: true } : {}) })
        : kind === 'heal'
          ? dispatch({ type: 'heal', id: combatant.id, amount: value })
          : dispatch({ type: 'tempHitPoints', id: combatant.id, amount: value });
    onDone(lines);
    setAmount('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run('damage');
  };
  return (
    <form onSubmit={submit} aria-label={`Hit points of ${combatant.name}`}>
      <label htmlFor={`${ids}-amount`}>
        Amount
        <input id={`${ids}-amount`} type="number" inputMode="numeric" min={0} step={1} value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <label htmlFor={`${ids}-type`}>
        Damage type
        <select id={`${ids}-type`} value={type} onChange={(e) => setType(e.target.value as DamageType | '')}>
          <option value="">Untyped</option>
          {DAMAGE_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      {conditional.length > 0 && (
        <label className="check">
          <input type="checkbox" checked={qualifier} onChange={(e) => setQualifier(e.target.checked)} />
          Its conditional defenses apply ({conditional.map((c) => c.text).join('; ')})
        </label>
      )}
      <Button type="submit" disabled={!valid}>
        Damage
      </Button>
      <Button variant="outlined" disabled={!valid} onClick={() => run('heal')}>
        Heal
      </Button>
      <Button variant="outlined" disabled={!valid} onClick={() => run('temp')}>
        Temporary HP
      </Button>
    </form>
  );
}

function Concentration({ combatant: c, dispatch }: { combatant: Combatant; dispatch: TrackerDispatch }) {
  const [on, setOn] = useState('');
  const id = useId();
  if (c.concentration) {
    return (
      <div>
        <h3>Concentration</h3>
        <div className="controls">
          <span>Concentrating on {c.concentration.on}.</span>
          <Button variant="outlined" onClick={() => dispatch({ type: 'concentrate', id: c.id, on: null })}>
            Stop concentrating
          </Button>
        </div>
        {c.concentrationSaves.length > 0 && (
          <div className="controls" role="alert" style={{ marginTop: 6 }}>
            <strong>
              DC {c.concentrationSaves[0]} Constitution save to keep concentrating{c.concentrationSaves.length > 1 ? ` (${c.concentrationSaves.length - 1} more after it: ${c.concentrationSaves.slice(1).map((dc) => `DC ${dc}`).join(', ')})` : ''}.
            </strong>
            <Button variant="outlined" onClick={() => dispatch({ type: 'concentrationSave', id: c.id, kept: true })}>
              Save made
            </Button>
            <Button variant="outlined" onClick={() => dispatch({ type: 'concentrationSave', id: c.id, kept: false })}>
              Save failed
            </Button>
          </div>
        )}
      </div>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (on.trim()) dispatch({ type: 'concentrate', id: c.id, on: on.trim() });
        setOn('');
      }}
    >
      <label htmlFor={id}>
        Concentrating on
        <input id={id} value={on} onChange={(e) => setOn(e.target.value)} placeholder="a power" autoComplete="off" />
      </label>
      <Button variant="outlined" type="submit" disabled={!on.trim()}>
        Concentrate
      </Button>
    </form>
  );
}

function Conditions({ combatant: c, rules, dispatch }: { combatant: Combatant; rules: EncounterRules; dispatch: TrackerDispatch }) {
  const names = useMemo(() => [...rules.conditions.values()].map((row) => row.name).sort(), [rules]);
  const [name, setName] = useState(names[0] ?? '');
  const [rounds, setRounds] = useState('');
  const [level, setLevel] = useState('1');
  const ids = useId();
  const row = rules.conditions.get(name.toLowerCase());
  const roundsValue = rounds.trim() === '' ? undefined : Number(rounds);
  const valid = Boolean(row) && (roundsValue === undefined || (Number.isInteger(roundsValue) && roundsValue >= 1));
  return (
    <div>
      <h3>Conditions</h3>
      {c.conditions.length > 0 ? (
        <ul aria-label={`Conditions of ${c.name}`}>
          {c.conditions.map((condition) => (
            <li key={condition.name}>
              <span>{conditionText(condition)}</span>
              <Button variant="text" aria-label={`Remove ${condition.name} from ${c.name}`} onClick={() => dispatch({ type: 'removeCondition', id: c.id, name: condition.name })}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">None.</p>
      )}
      <form
        style={{ marginTop: 8 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid || !row) return;
          dispatch({ type: 'addCondition', id: c.id, name: row.name, ...(roundsValue ? { rounds: roundsValue } : {}), ...(row.maxLevel ? { level: Number(level) || 1 } : {}) });
          setRounds('');
        }}
      >
        <label htmlFor={`${ids}-name`}>
          Condition
          <select id={`${ids}-name`} value={name} onChange={(e) => setName(e.target.value)}>
            {names.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        {row?.maxLevel ? (
          <label htmlFor={`${ids}-level`}>
            Level
            <input id={`${ids}-level`} type="number" min={1} max={row.maxLevel} value={level} onChange={(e) => setLevel(e.target.value)} />
          </label>
        ) : null}
        <label htmlFor={`${ids}-rounds`}>
          Rounds (blank: until removed)
          <input id={`${ids}-rounds`} type="number" inputMode="numeric" min={1} step={1} value={rounds} onChange={(e) => setRounds(e.target.value)} />
        </label>
        <Button variant="outlined" type="submit" disabled={!valid}>
          Add condition
        </Button>
      </form>
    </div>
  );
}

interface Props {
  combatant: Combatant;
  acting: boolean;
  rules: EncounterRules;
  reading: MonsterReading | undefined;
  dispatch: TrackerDispatch;
}

export const CombatantPanel = memo(function CombatantPanel({ combatant: c, acting, rules, reading, dispatch }: Props) {
  // What the last hit point change did, in the log's words ("Nexu takes 14 kinetic damage, resisted: 7 taken.").
  const [what, setWhat] = useState<readonly LogEntry[]>([]);
  return (
    <Box aria-label={`${c.name} (selected)`}>
      <div>
        <h2>{c.name}</h2>
        <p className="muted">
          {KIND_LABEL[c.kind]}
          {acting ? ': acting now' : ''}
          {c.kind === 'character' ? '. Its numbers come from its sheet; what happens here stays in the tracker and never changes the character.' : ''}
        </p>
      </div>
      <div className="line">
        {c.armorClass !== undefined && <span>AC {c.armorClass}</span>}
        {c.hitPoints ? <HitPointBar hitPoints={c.hitPoints} pools={c.pools} /> : <span className="muted">No hit points kept</span>}
        {c.passivePerception !== undefined && <span>Passive Perception {c.passivePerception}</span>}
        <span>Initiative bonus {c.initiativeBonus >= 0 ? `+${c.initiativeBonus}` : c.initiativeBonus}</span>
      </div>
      <Defenses combatant={c} />
      {c.hitPoints && (
        <div>
          <HitPointForm combatant={c} dispatch={dispatch} onDone={setWhat} />
          <p className="what" role="status" aria-label="What happened" data-testid="what-happened">
            {what.map((line) => line.text).join(' ')}
          </p>
        </div>
      )}
      {c.villainousActions && (
        <div className="controls">
          <span>
            Villainous actions: {c.villainousActions.left} of {c.villainousActions.max} left
          </span>
          <Button variant="outlined" disabled={c.villainousActions.left === 0} onClick={() => dispatch({ type: 'spendVillainousAction', id: c.id })}>
            Spend a villainous action
          </Button>
        </div>
      )}
      <Concentration combatant={c} dispatch={dispatch} />
      <Conditions combatant={c} rules={rules} dispatch={dispatch} />
      <div className="controls">
        <Button variant="outlined" onClick={() => dispatch({ type: 'setDefeated', id: c.id, defeated: !c.defeated })}>
          {c.defeated ? 'Back in the fight' : 'Mark defeated'}
        </Button>
        <Button variant="outlined" onClick={() => dispatch({ type: 'setHidden', id: c.id, hidden: !c.hidden })}>
          {c.hidden ? 'Show to the players' : 'Hide from the players'}
        </Button>
        <Button variant="text" onClick={() => dispatch({ type: 'remove', id: c.id })}>
          Remove from the fight
        </Button>
      </div>
      {reading && <StatBlock combatant={c} reading={reading} dispatch={dispatch} />}
    </Box>
  );
});
