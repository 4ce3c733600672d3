// A button that rolls one number of the sheet: a d20 drawn beside the value, named for screen readers
// ("Roll Stealth, +9"), 44 px square so a thumb hits it.
import { memo } from 'react';
import styled from 'styled-components';
import { useDice } from './dice-context.ts';
import type { RollRequest } from './roll-log.ts';

const Square = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 44px;
  min-height: 44px;
  padding: 0 6px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  flex: none;
  &:hover { filter: brightness(1.1); }
`;

/** A d20 outline (decorative). */
export function DieIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 2l9 5v10l-9 5l-9-5V7zM12 2l-5 8h10zM7 10l5 12l5-12M3 7l4 3M21 7l-4 3M3 17l4-7M21 17l-4-7" />
    </svg>
  );
}

interface Props {
  request: RollRequest;
  /** Shown beside the die ("+9", "1d8+3"); part of the accessible name. */
  text?: string;
  /** The accessible name, when "Roll <label>, <text>" does not fit. */
  name?: string;
}

export const RollButton = memo(function RollButton({ request, text, name }: Props) {
  const { roll } = useDice();
  const accessible = name ?? `Roll ${request.label}${text ? `, ${text}` : ''}`;
  return (
    <Square type="button" aria-label={accessible} title={accessible} onClick={() => roll(request)}>
      <DieIcon />
      {text && <span aria-hidden="true">{text}</span>}
    </Square>
  );
});
