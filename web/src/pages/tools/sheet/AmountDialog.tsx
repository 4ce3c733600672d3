// Dialogs that take one number: Heal, Temporary Hit Points and Damage (disabled at 0 or empty; damage with its type),
// and the adjust dialog of counters like credits (Add, Subtract or Set; Subtract and Set never below 0; Apply disabled
// when nothing changes).
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { adjustResult, isAdjustApplyDisabled, isHealthAmountDisabled, type AdjustMode, type DamageType } from '../../../../../core/engine/index.ts';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { Field } from '../ui/fields.tsx';
import { DamageTypeField } from './DamageTypeField.tsx';

const TypeRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-top: 8px;
  select { min-height: 40px; max-width: 16rem; font: inherit; }
  .damage-outcome { min-height: 1.3em; font-weight: 500; }
`;

/** '' stays empty (the rules treat it as no amount); anything else is read as a whole number. */
export function toAmount(text: string): number | '' {
  if (text.trim() === '') return '';
  const value = Number(text);
  return Number.isFinite(value) ? Math.trunc(value) : '';
}

interface AmountProps {
  open: boolean;
  title: string;
  label: string;
  confirmLabel: string;
  /** Damage: the entry also takes a damage type, and says what the character takes after its defenses. */
  typedDamage?: boolean;
  onConfirm(amount: number, type?: DamageType): void;
  onClose(): void;
}

export function AmountDialog({ open, title, label, confirmLabel, typedDamage = false, onConfirm, onClose }: AmountProps) {
  const [text, setText] = useState('');
  const [type, setType] = useState<DamageType>();
  const typeId = useId();
  // Cleared when the dialog closes, not when it opens: an effect on opening runs after the first paint and would
  // wipe an amount typed that quickly (a race seen in the sheet benchmark).
  useEffect(() => {
    if (!open) {
      setText('');
      setType(undefined);
    }
  }, [open]);
  const amount = toAmount(text);
  const disabled = isHealthAmountDisabled(amount);
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (disabled || amount === '') return;
          onConfirm(amount, type);
          onClose();
        }}
      >
        <Field label={label}>{({ id }) => <input id={id} type="number" min={0} inputMode="numeric" value={text} onChange={(e) => setText(e.target.value)} />}</Field>
        {typedDamage && (
          <TypeRow>
            <DamageTypeField id={typeId} type={type} amount={amount} onType={setType} />
          </TypeRow>
        )}
        <DialogActions>
          <Button variant="text" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={disabled}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface AdjustProps {
  open: boolean;
  title: string;
  current: number;
  onApply(value: number): void;
  onClose(): void;
}

const MODES: { mode: AdjustMode; label: string }[] = [
  { mode: 'add', label: 'Add' },
  { mode: 'subtract', label: 'Subtract' },
  { mode: 'set', label: 'Set' },
];

export function AdjustDialog({ open, title, current, onApply, onClose }: AdjustProps) {
  const [text, setText] = useState('');
  const [mode, setMode] = useState<AdjustMode>('add');
  useEffect(() => {
    if (!open) {
      setText('');
      setMode('add');
    }
  }, [open]);
  const amount = toAmount(text);
  const disabled = isAdjustApplyDisabled(current, amount, mode);
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (disabled || amount === '') return;
          onApply(adjustResult(current, amount, mode));
          onClose();
        }}
      >
        <p style={{ marginTop: 0 }}>Now: {current}</p>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px', display: 'flex', gap: 16 }}>
          <legend className="visually-hidden">Change by</legend>
          {MODES.map((choice) => (
            <label key={choice.mode} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <input type="radio" name="adjust-mode" checked={mode === choice.mode} onChange={() => setMode(choice.mode)} />
              {choice.label}
            </label>
          ))}
        </fieldset>
        <Field label="Amount">{({ id }) => <input id={id} type="number" inputMode="numeric" value={text} onChange={(e) => setText(e.target.value)} />}</Field>
        <DialogActions>
          <Button variant="text" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={disabled}>
            Apply
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
