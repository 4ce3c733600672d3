// Adding combatants by hand, in any fight (a quick combat starts empty): monsters from the records, found by name,
// with a count and their hit points at the average or rolled; or anyone typed in with a name and, when the game
// master gives them, an initiative bonus, armor class and hit points.
import { useApolloClient } from '@apollo/client/react';
import { memo, useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { handCombatant, monsterCombatant, type EncounterRules, type NewCombatant } from '../../../../../../core/engine/encounters/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { useMonstersTableQuery } from '../../../../gql/hooks.ts';
import { loadMonsterReading } from './tracker-data.ts';
import type { TrackerDispatch } from './use-tracker.ts';

const Box = styled.details`
  padding: 10px 14px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
  summary { cursor: pointer; font-weight: 600; min-height: 36px; display: flex; align-items: center; }
  form { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px; margin-top: 10px; }
  h3 { margin: 12px 0 0; font-size: 0.98rem; }
  label { display: flex; flex-direction: column; gap: 2px; font-size: 0.82rem; color: ${(p) => p.theme.colors.mutedText}; }
  input, select { font: inherit; min-height: 40px; padding: 4px 8px; border-radius: 4px; border: 1px solid ${(p) => p.theme.colors.border}; background: ${(p) => p.theme.colors.surfaceRaised}; color: ${(p) => p.theme.colors.text}; }
  input[type='number'] { width: 84px; }
  .error { color: ${(p) => (p.theme.name === 'dark' ? '#ff8a80' : p.theme.colors.primary)}; font-size: 0.88rem; margin: 4px 0 0; }
`;

const whole = (text: string) => (text.trim() === '' ? undefined : Number(text));

function MonsterForm({ rules, dispatch }: { rules: EncounterRules; dispatch: TrackerDispatch }) {
  const client = useApolloClient();
  const { data } = useMonstersTableQuery();
  const names = useMemo(() => (data?.monsters ?? []).map((m) => m.name).sort((a, b) => a.localeCompare(b)), [data]);
  const [name, setName] = useState('');
  const [count, setCount] = useState('1');
  const [rolled, setRolled] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const ids = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const wanted = names.find((n) => n.toLowerCase() === name.trim().toLowerCase()) ?? name.trim();
    const n = Number(count);
    if (!wanted || !Number.isInteger(n) || n < 1 || n > 20) {
      setError('Give a monster\'s name and a count from 1 to 20.');
      return;
    }
    setBusy(true);
    const reading = await loadMonsterReading(client, rules, wanted);
    setBusy(false);
    if (typeof reading === 'string') {
      setError(reading);
      return;
    }
    setError('');
    dispatch((_state, roller) => ({
      type: 'add',
      combatants: Array.from({ length: n }, (): NewCombatant => monsterCombatant(reading, { hitPoints: rolled ? 'rolled' : 'average', roller })),
    }));
    setName('');
    setCount('1');
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Add monsters">
      <label htmlFor={`${ids}-name`}>
        Monster
        <input id={`${ids}-name`} list={`${ids}-names`} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" placeholder="Name" />
      </label>
      <datalist id={`${ids}-names`}>
        {names.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <label htmlFor={`${ids}-count`}>
        How many
        <input id={`${ids}-count`} type="number" min={1} max={20} value={count} onChange={(e) => setCount(e.target.value)} />
      </label>
      <label htmlFor={`${ids}-hp`}>
        Hit points
        <select id={`${ids}-hp`} value={rolled ? 'rolled' : 'average'} onChange={(e) => setRolled(e.target.value === 'rolled')}>
          <option value="average">Average</option>
          <option value="rolled">Rolled</option>
        </select>
      </label>
      <Button type="submit" disabled={busy || !name.trim()}>
        {busy ? 'Reading…' : 'Add monsters'}
      </Button>
      {error && (
        <p className="error" role="alert" style={{ flexBasis: '100%' }}>
          {error}
        </p>
      )}
    </form>
  );
}

function HandForm({ dispatch }: { dispatch: TrackerDispatch }) {
  const [name, setName] = useState('');
  const [bonus, setBonus] = useState('');
  const [armor, setArmor] = useState('');
  const [hp, setHp] = useState('');
  const [error, setError] = useState('');
  const ids = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values = { initiativeBonus: whole(bonus), armorClass: whole(armor), hitPoints: whole(hp) };
    const wrong = Object.entries(values).filter(([, v]) => v !== undefined && !Number.isInteger(v));
    if (!name.trim()) return setError('Give it a name.');
    if (wrong.length) return setError(`Whole numbers only: ${wrong.map(([k]) => (k === 'initiativeBonus' ? 'initiative bonus' : k === 'armorClass' ? 'armor class' : 'hit points')).join(', ')}.`);
    if ((values.hitPoints !== undefined && values.hitPoints < 1) || (values.armorClass !== undefined && values.armorClass < 0)) return setError('Hit points start at 1 and armor class at 0.');
    setError('');
    dispatch({
      type: 'add',
      combatants: [
        handCombatant({
          name: name.trim(),
          ...(values.initiativeBonus !== undefined ? { initiativeBonus: values.initiativeBonus } : {}),
          ...(values.armorClass !== undefined ? { armorClass: values.armorClass } : {}),
          ...(values.hitPoints !== undefined ? { hitPoints: values.hitPoints } : {}),
        }),
      ],
    });
    setName('');
    setBonus('');
    setArmor('');
    setHp('');
  };
  return (
    <form onSubmit={submit} aria-label="Add by hand">
      <label htmlFor={`${ids}-name`}>
        Name
        <input id={`${ids}-name`} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </label>
      <label htmlFor={`${ids}-bonus`}>
        Initiative bonus
        <input id={`${ids}-bonus`} type="number" value={bonus} onChange={(e) => setBonus(e.target.value)} />
      </label>
      <label htmlFor={`${ids}-ac`}>
        Armor class
        <input id={`${ids}-ac`} type="number" min={0} value={armor} onChange={(e) => setArmor(e.target.value)} />
      </label>
      <label htmlFor={`${ids}-hp`}>
        Hit points
        <input id={`${ids}-hp`} type="number" min={1} value={hp} onChange={(e) => setHp(e.target.value)} />
      </label>
      <Button type="submit" variant="outlined" disabled={!name.trim()}>
        Add
      </Button>
      {error && (
        <p className="error" role="alert" style={{ flexBasis: '100%' }}>
          {error}
        </p>
      )}
    </form>
  );
}

export const AddCombatants = memo(function AddCombatants({ rules, dispatch, open }: { rules: EncounterRules; dispatch: TrackerDispatch; open: boolean }) {
  return (
    <Box open={open}>
      <summary>Add combatants</summary>
      <h3>Monsters</h3>
      <MonsterForm rules={rules} dispatch={dispatch} />
      <h3>Anyone else</h3>
      <HandForm dispatch={dispatch} />
    </Box>
  );
});
