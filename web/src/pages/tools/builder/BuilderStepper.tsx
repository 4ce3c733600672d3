// The stepper's headers: one button per step (a jump straight to it) showing its number, or a tick once complete.
// On phones only the numbers show (the step's heading right below names it), so the five fit in 375 px.
import styled from 'styled-components';
import { media } from '../../../lib/theme/themes.ts';
import type { RawCharacter } from '../../../../../core/engine/index.ts';
import { isStepComplete, STEP_TITLES } from './builder-steps.ts';

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
  character: RawCharacter;
  step: number;
  onStep(step: number): void;
}

export function BuilderStepper({ character, step, onStep }: Props) {
  return (
    <nav aria-label="Builder steps" style={{ flex: '1 1 auto', minWidth: 0 }}>
      <List>
        {STEP_TITLES.map((title, index) => {
          const number = index + 1;
          const complete = isStepComplete(character, number);
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
                <span className="step-title" aria-hidden="true">
                  {title}
                </span>
              </StepButton>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
