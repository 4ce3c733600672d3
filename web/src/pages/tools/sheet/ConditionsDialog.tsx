// Conditions: a check per condition of the rules; while Exhaustion is on, its level 0-6 can be chosen.
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { EXHAUSTION, MAX_EXHAUSTION, setConditions, setExhaustion } from '../../../../../core/engine/index.ts';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { Field } from '../ui/fields.tsx';
import { useSheetActions, useSheetData } from './sheet-context.ts';

export function ConditionsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { character } = useSheetData();
  const { rules, change } = useSheetActions();
  const active = character.currentStats.conditions ?? [];
  const names = rules.conditions.all.map((condition) => condition.name);
  // A condition stored by an older version but missing from the rules is still shown so it can be removed.
  for (const name of active) if (!names.includes(name)) names.push(name);
  if (!names.includes(EXHAUSTION)) names.push(EXHAUSTION);
  const toggle = (name: string, on: boolean) =>
    change((current) => {
      const list = current.currentStats.conditions ?? [];
      return setConditions(current, on ? [...list, name] : list.filter((entry) => entry !== name));
    });
  return (
    <Dialog open={open} title="Conditions" onClose={onClose}>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="visually-hidden">Active conditions</legend>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 4 }}>
          {names.map((name) => (
            <li key={name}>
              <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 32 }}>
                <input type="checkbox" checked={active.includes(name)} onChange={(e) => toggle(name, e.target.checked)} />
                {name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {active.includes(EXHAUSTION) && (
        <Field label="Exhaustion level">
          {({ id }) => (
            <select id={id} value={character.currentStats.exhaustion ?? 0} onChange={(e) => change((current) => setExhaustion(current, Number(e.target.value)))}>
              {Array.from({ length: MAX_EXHAUSTION + 1 }, (_, level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
