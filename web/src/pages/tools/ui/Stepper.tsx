// A builder's stepper: one button per step (a jump straight to it) showing its number, or a tick once complete. On
// phones only the numbers show (the step's heading right below names it). The character and starship builders use it.
import styled from 'styled-components';
import { media } from '../../../lib/theme/themes.ts';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  align-items: center;
  flex: 1 1 auto;
  min-width: 0;
`;

const StepButton = styled.button<{ $current: boolean; $complete: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 10px 0 6px;
  border: 0;
  border-radius: 22px;
  background: ${(p) => (p.$current ? p.theme.colors.surfaceRaised : 'transparent')};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: 0.9rem;
  font-weight: ${(p) => (p.$current ? 600 : 400)};
  cursor: pointer;
  .step-mark {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    flex: none;
    background: ${(p) => (p.$complete || p.$current ? p.theme.colors.primary : p.theme.colors.border)};
    color: ${(p) => (p.$complete || p.$current ? p.theme.colors.onPrimary : p.theme.colors.text)};
    font-weight: 600;
  }
  &:hover { background: ${(p) => p.theme.colors.surfaceRaised}; }
  ${media.xsOnly} {
    padding: 0 8px;
    .step-title { display: none; }
  }
`;

interface Props {
  titles: readonly string[];
  /** 1-based, as shown. */
  step: number;
  isComplete(step: number): boolean;
  onStep(step: number): void;
  /** 'current': only the current step's title shows beside its number (many steps); 'all' by default. */
  titlesShown?: 'all' | 'current';
}

export function Stepper({ titles, step, isComplete, onStep, titlesShown = 'all' }: Props) {
  return (
    <nav aria-label="Builder steps" style={{ flex: '1 1 auto', minWidth: 0 }}>
      <List>
        {titles.map((title, index) => {
          const number = index + 1;
          const complete = isComplete(number);
          const current = number === step;
          return (
            <li key={title}>
              <StepButton
                type="button"
                $current={current}
                $complete={complete}
                aria-current={current ? 'step' : undefined}
                aria-label={`Step ${number}: ${title}${complete ? ' (complete)' : ''}`}
                onClick={() => onStep(number)}
              >
                <span className="step-mark" aria-hidden="true">
                  {complete && !current ? '✓' : number}
                </span>
                {(titlesShown === 'all' || current) && (
                  <span className="step-title" aria-hidden="true">
                    {title}
                  </span>
                )}
              </StepButton>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
