// The frame a step-by-step builder shares (characters, starships): the column, the top bar with the stepper and the
// actions, the button to the sheet (disabled, its tooltip saying why, while the document is incomplete), Back and
// Continue, and the focus moving to each new step's heading.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

export const BuilderRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 1100px;
  margin: 0 auto;
`;

/** The stepper on the left, `.builder-actions` (the menu, the sheet button) on the right. */
export const BuilderTopBar = styled.div<{ $actionsGap?: string }>`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
  .builder-actions { display: flex; gap: ${(p) => p.$actionsGap ?? '8px'}; align-items: center; margin-left: auto; }
`;

const Footer = styled.div`
  display: flex;
  gap: 8px;
  justify-content: space-between;
  padding-top: 8px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

/** After a step change (not on the first render), focuses the new step's heading so keyboard and screen reader
 *  users start there, and scrolls to the top. Put the returned ref on the step's container. */
export function useStepHeadingFocus(step: number) {
  const contentRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = contentRef.current?.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
    if (typeof window.scrollTo === 'function' && !/jsdom/i.test(navigator.userAgent)) window.scrollTo({ top: 0 });
  }, [step]);
  return contentRef;
}

/** The way to the sheet: disabled while `blocked` says what is missing (shown as its tooltip). */
export function SheetButton({ label, blocked, onClick }: { label: string; blocked: string | undefined; onClick(): void }) {
  return (
    <Tooltip placement="below" text={blocked}>
      <Button disabled={blocked !== undefined} onClick={onClick}>
        {label}
      </Button>
    </Tooltip>
  );
}

export interface BuilderFooterProps {
  step: number;
  lastStep: number;
  /** The steps' titles by number, for Continue's name ("Continue to Class"). */
  titles: readonly string[];
  /** Whether Back is disabled (at the first step, when there is nothing before it). */
  backDisabled?: boolean;
  go(step: number): void;
}

export function BuilderFooter({ step, lastStep, titles, backDisabled = false, go }: BuilderFooterProps) {
  return (
    <Footer>
      <Button variant="outlined" disabled={backDisabled} onClick={() => go(step - 1)}>
        Back
      </Button>
      {step < lastStep && (
        <Button onClick={() => go(step + 1)} aria-label={`Continue to ${titles[step]}`}>
          Continue
        </Button>
      )}
    </Footer>
  );
}
