// A difficulty as a small labelled pill: the word, marked by a colour that runs from grey (trivial) to red (deadly);
// the word carries the meaning, the colour only helps the eye find it.
import styled from 'styled-components';
import type { Difficulty } from '../../../../../core/engine/encounters/index.ts';
import { DIFFICULTY_LABEL } from './encounter-summary.ts';

/** One hue per difficulty, visible on the light and the dark surfaces alike. */
export const DIFFICULTY_COLOR: Readonly<Record<Difficulty, string>> = {
  trivial: '#78909c',
  easy: '#2e7d32',
  medium: '#1976d2',
  hard: '#ef6c00',
  deadly: '#d32f2f',
};

const Pill = styled.span<{ $color: string; $large: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: ${(p) => (p.$large ? '4px 12px' : '1px 8px')};
  border-radius: 999px;
  border: 2px solid ${(p) => p.$color};
  color: ${(p) => p.theme.colors.text};
  font-weight: 700;
  font-size: ${(p) => (p.$large ? '1.15rem' : '0.8rem')};
  line-height: 1.4;
  white-space: nowrap;
  &::before {
    content: '';
    width: ${(p) => (p.$large ? 12 : 8)}px;
    height: ${(p) => (p.$large ? 12 : 8)}px;
    border-radius: 50%;
    background: ${(p) => p.$color};
  }
`;

export function DifficultyBadge({ difficulty, large = false }: { difficulty: Difficulty; large?: boolean }) {
  return (
    <Pill $color={DIFFICULTY_COLOR[difficulty]} $large={large} data-difficulty={difficulty}>
      {DIFFICULTY_LABEL[difficulty]}
    </Pill>
  );
}
