// Damage, Heal or THP typed straight into the phone header: no modal to open and close between hits, so the
// sheet updates the moment the amount is confirmed. Same rule as the dialogs: disabled at 0 or empty; damage with its
// type, saying what the character takes after its defenses.
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button.tsx';
import { isHealthAmountDisabled, type DamageType } from '../../../../../core/engine/index.ts';
import { toAmount } from './AmountDialog.tsx';
import { DamageTypeField } from './DamageTypeField.tsx';

// Laid over the page under the header rather than in its flow: opening and closing it then changes no layout
// below the header, so confirming costs the hit point text and not a relayout of the whole sheet.
const Form = styled.form`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  padding: 6px 10px 8px;
  background: ${(p) => p.theme.colors.surface};
  box-shadow: 0 3px 4px rgba(0, 0, 0, 0.25);
  label { font-size: 0.85rem; white-space: nowrap; }
  input {
    flex: 1;
    min-width: 0;
    width: 64px;
    min-height: 44px;
    padding: 4px 8px;
    font: inherit;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 4px;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
  }
  button { min-height: 44px; padding: 0 10px; }
  select { min-height: 44px; font: inherit; }
  .damage-outcome { flex-basis: 100%; font-size: 0.85rem; font-weight: 500; }
  .damage-outcome:empty { display: none; }
`;

interface Props {
  /** The form's name ("Take Damage"). */
  title: string;
  label: string;
  confirmLabel: string;
  /** Damage: the entry also takes a damage type, and says what the character takes after its defenses. */
  typedDamage?: boolean;
  onConfirm(amount: number, type?: DamageType): void;
  onClose(): void;
}

export function InlineAmount({ title, label, confirmLabel, typedDamage = false, onConfirm, onClose }: Props) {
  const [text, setText] = useState('');
  const [type, setType] = useState<DamageType>();
  const amount = toAmount(text);
  const disabled = isHealthAmountDisabled(amount);
  return (
    <Form
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        if (disabled || amount === '') return;
        onConfirm(amount, type);
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <label htmlFor="sheet-inline-amount">{label}</label>
      {/* Focus goes straight to the number: the player opened this to type it. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <input id="sheet-inline-amount" type="number" min={0} inputMode="numeric" autoFocus value={text} onChange={(e) => setText(e.target.value)} />
      {typedDamage && <DamageTypeField id="sheet-inline-damage-type" type={type} amount={amount} onType={setType} />}
      <Button type="submit" disabled={disabled}>
        {confirmLabel}
      </Button>
      <Button variant="text" onClick={onClose}>
        Cancel
      </Button>
    </Form>
  );
}
