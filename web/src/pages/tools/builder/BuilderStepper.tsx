// The character builder's stepper: the five steps of the shared stepper, each ticked once the character has it.
import type { RawCharacter } from '../../../../../core/engine/index.ts';
import { Stepper } from '../ui/Stepper.tsx';
import { isStepComplete, STEP_TITLES } from './builder-steps.ts';

interface Props {
  character: RawCharacter;
  step: number;
  onStep(step: number): void;
}

export function BuilderStepper({ character, step, onStep }: Props) {
  return <Stepper titles={STEP_TITLES} step={step} isComplete={(number) => isStepComplete(character, number)} onStep={onStep} />;
}
