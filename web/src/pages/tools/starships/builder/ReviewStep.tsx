// The last step: what is still to choose, step by step (each with a way back to its step), what the rules refuse as
// built, and the headline numbers.
import { Button } from '../../../../components/Button.tsx';
import { StepSection, Surface } from '../../ui/panels.tsx';
import type { StarshipPartProps } from '../starship-edits.tsx';
import { STARSHIP_STEPS, stepOfTodo } from './starship-steps.ts';

export function ReviewStep({ computed, onStep }: StarshipPartProps & { onStep(step: number): void }) {
  const byStep = new Map<number, string[]>();
  for (const entry of computed.todo) {
    const step = stepOfTodo(entry);
    byStep.set(step, [...(byStep.get(step) ?? []), entry.text]);
  }
  return (
    <StepSection aria-labelledby="starship-step-title">
      <h2 id="starship-step-title">Still to Choose</h2>
      {computed.todo.length === 0 ? (
        <p>Nothing is left to choose: the ship is ready to fly.</p>
      ) : (
        <p>A ship may fly before all of this is chosen; the sheet uses what is there.</p>
      )}
      {[...byStep]
        .sort(([a], [b]) => a - b)
        .map(([step, texts]) => (
          <Surface key={step} role="region" aria-label={`Still to choose: ${STARSHIP_STEPS[step - 1]!.title}`}>
            <h3>{STARSHIP_STEPS[step - 1]!.title}</h3>
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {texts.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            <div>
              <Button variant="outlined" onClick={() => onStep(step)}>
                Go to {STARSHIP_STEPS[step - 1]!.title}
              </Button>
            </div>
          </Surface>
        ))}
      {computed.problems.length > 0 && (
        <Surface role="region" aria-label="What the rules refuse">
          <h3>What the rules refuse</h3>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {computed.problems.map((problem, i) => (
              <li key={`${problem.reason}-${i}`}>{problem.reason}</li>
            ))}
          </ul>
        </Surface>
      )}
      {computed.warnings.length > 0 && (
        <Surface role="region" aria-label="Notes on the build">
          <h3>Notes</h3>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {computed.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Surface>
      )}
      <Surface role="region" aria-label="The ship in numbers">
        <h3>The ship in numbers</h3>
        <p>
          Hull points {computed.hullPoints} ({computed.hullDice.notation}) · shields {computed.shieldCapacity} (regenerating {computed.shieldRegeneration}) · AC{' '}
          {computed.armorClass.value} · speed {computed.speed.flying} ft. · {computed.hardpoints.length} hardpoints · {computed.modificationSlots.used} of{' '}
          {computed.modificationSlots.max} slots
        </p>
      </Surface>
    </StepSection>
  );
}
