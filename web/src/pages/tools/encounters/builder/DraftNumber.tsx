// A whole number typed in a table cell: what is typed shows as typed (so a count can be cleared and typed again),
// each whole number within the bounds is passed on at once, and leaving the field shows the number kept.
import { useEffect, useState, type CSSProperties } from 'react';
import { SmallNumber } from './builder-styles.ts';

interface Props {
  value: number;
  min: number;
  max: number;
  label: string;
  onChange(value: number): void;
  style?: CSSProperties;
}

export function DraftNumber({ value, min, max, label, onChange, style }: Props) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const typed = /^\d+$/.test(draft.trim()) ? Number(draft.trim()) : NaN;
  const valid = Number.isInteger(typed) && typed >= min && typed <= max;
  return (
    <SmallNumber
      aria-label={label}
      min={min}
      max={max}
      value={draft}
      style={style}
      aria-invalid={!valid || undefined}
      onChange={(e) => {
        setDraft(e.target.value);
        const next = Number(e.target.value);
        if (/^\d+$/.test(e.target.value.trim()) && next >= min && next <= max && next !== value) onChange(next);
      }}
      onBlur={() => setDraft(String(value))}
    />
  );
}
