// A choice among a few options shown as cards (a ship's size, its role): radio buttons under the hood, so arrow keys
// move between them and a screen reader hears one group; each card shows what the option brings.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend { padding: 0; margin-bottom: 8px; font-size: 1.05rem; font-weight: 600; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
  label {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: 4px;
    height: 100%;
    padding: 10px 12px 10px 40px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 6px;
    background: ${(p) => p.theme.colors.surface};
    cursor: pointer;
  }
  label:has(input:checked) { border-color: ${(p) => p.theme.colors.primary}; box-shadow: inset 0 0 0 1px ${(p) => p.theme.colors.primary}; }
  label:has(input:focus-visible) { outline: 2px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
  input { position: absolute; left: 12px; top: 12px; width: 18px; height: 18px; margin: 0; }
  .choice-title { font-weight: 600; }
  .choice-details { font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; }
  .choice-details ul, .choice-details p { margin: 0; }
`;

export interface Choice {
  value: string;
  title: string;
  details?: ReactNode;
}

interface Props {
  legend: string;
  choices: readonly Choice[];
  value: string | null;
  onChoose(value: string): void;
}

export function ChoiceCards({ legend, choices, value, onChoose }: Props) {
  const name = useId();
  return (
    <Group>
      <legend>{legend}</legend>
      <ul>
        {choices.map((choice) => (
          <li key={choice.value}>
            <label>
              <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChoose(choice.value)} />
              <span className="choice-title">{choice.title}</span>
              {choice.details && <span className="choice-details">{choice.details}</span>}
            </label>
          </li>
        ))}
      </ul>
    </Group>
  );
}
