// Points and dice spent (tech and force points, superiority dice): one checkbox per point up to 10, plus and minus
// buttons above that, where a row of checkboxes would be too long to use. On a read-only sheet: the counts only.
import styled from 'styled-components';
import { usesCounterInput } from '../../../../../core/engine/index.ts';
import { media } from '../../../lib/theme/themes.ts';
import { SmallButton } from '../ui/buttons.tsx';
import { useSheetReadOnly } from './sheet-context.ts';

const Boxes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  input { width: 22px; height: 22px; margin: 0; cursor: pointer; }
  /* On a phone each box sits in a 44 px square that takes the tap. */
  label { display: inline-flex; align-items: center; justify-content: center; cursor: pointer; }
  ${media.xsOnly} { label { width: 44px; height: 44px; } }
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  output { min-width: 64px; text-align: center; font-variant-numeric: tabular-nums; }
`;

interface Props {
  /** "Tech points", "Superiority dice". */
  label: string;
  used: number;
  max: number;
  onChange(used: number): void;
}

export function Counter({ label, used, max, onChange }: Props) {
  const readOnly = useSheetReadOnly();
  const remaining = Math.max(0, max - used);
  if (readOnly) {
    return (
      <Stepper role="group" aria-label={`${label} remaining`}>
        <output>
          {remaining} / {max}
        </output>
      </Stepper>
    );
  }
  if (usesCounterInput(max)) {
    return (
      <Stepper role="group" aria-label={`${label} remaining`}>
        <SmallButton type="button" aria-label={`Spend one of the ${label.toLowerCase()}`} disabled={used >= max} onClick={() => onChange(used + 1)}>
          −
        </SmallButton>
        <output aria-live="polite">
          {remaining} / {max}
        </output>
        <SmallButton type="button" aria-label={`Regain one of the ${label.toLowerCase()}`} disabled={used <= 0} onClick={() => onChange(used - 1)}>
          +
        </SmallButton>
      </Stepper>
    );
  }
  // A checked box is a point spent; clicking the last checked one gives it back.
  return (
    <Boxes role="group" aria-label={`${label} used: ${used} of ${max}`}>
      {Array.from({ length: max }, (_, index) => (
        <label key={index}>
          <input type="checkbox" aria-label={`${label} ${index + 1} used`} checked={index < used} onChange={(e) => onChange(e.target.checked ? index + 1 : index)} />
        </label>
      ))}
    </Boxes>
  );
}
