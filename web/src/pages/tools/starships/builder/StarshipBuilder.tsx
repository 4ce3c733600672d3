// The starship builder: eleven steps in a stepper (each ticked once nothing of it is left to choose and, where a step
// may ask for nothing, once it has been opened or holds a choice), Back and
// Continue, the menu, and the Starship Sheet button, enabled once the ship is named, has a role and all six scores
// (its tooltip says what is missing). The frame (bar, footer, focus) is the builders' shared BuilderFrame.
import { useState } from 'react';
import { DOCUMENT_KIND_SPECS } from '../../../../storage/document-kinds.ts';
import { ABILITY_NAMES } from '../../../../../../core/engine/starships/index.ts';
import { BuilderFooter, BuilderRoot, BuilderTopBar, SheetButton, useStepHeadingFocus } from '../../ui/BuilderFrame.tsx';
import { Stepper } from '../../ui/Stepper.tsx';
import { StarshipMenu } from '../sheet/StarshipMenu.tsx';
import type { StarshipPartProps } from '../starship-edits.tsx';
import { AbilitiesStep } from './AbilitiesStep.tsx';
import { CargoStep } from './CargoStep.tsx';
import { CrewStep } from './CrewStep.tsx';
import { EquipmentStep } from './EquipmentStep.tsx';
import { ModificationsStep } from './ModificationsStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { RoleStep } from './RoleStep.tsx';
import { SavesStep } from './SavesStep.tsx';
import { SizeStep } from './SizeStep.tsx';
import { clampStarshipStep, isStarshipStepComplete, LAST_STARSHIP_STEP, STARSHIP_STEPS } from './starship-steps.ts';
import { TierStep } from './TierStep.tsx';
import { WeaponsStep } from './WeaponsStep.tsx';

const TITLES = STARSHIP_STEPS.map((step) => step.title);

/** Why the sheet cannot open yet (the document kind's completeness, in words), or undefined. */
function sheetBlockedBy({ ship }: Pick<StarshipPartProps, 'ship'>): string | undefined {
  if (DOCUMENT_KIND_SPECS.starship.isComplete(ship)) return undefined;
  const missing = [
    !ship.name.trim() ? 'a name (step 1)' : null,
    !ship.role ? 'a role (step 2)' : null,
    ABILITY_NAMES.some((a) => ship.abilityScores.assigned[a] === undefined) ? 'all six ability scores (step 3)' : null,
  ].filter(Boolean);
  return `The sheet needs ${missing.join(', ')}.`;
}

interface Props extends StarshipPartProps {
  initialStep: number;
  onViewSheet(): void;
  onDelete(): void;
  onMarkClean(): void;
}

export function StarshipBuilder({ initialStep, onViewSheet, onDelete, onMarkClean, ...part }: Props) {
  const [step, setStep] = useState(() => clampStarshipStep(initialStep));
  // The steps shown this visit: one that may ask for nothing is ticked only once the player has seen it.
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([clampStarshipStep(initialStep)]));
  const contentRef = useStepHeadingFocus(step);
  const go = (next: number) => {
    const target = clampStarshipStep(next);
    setStep(target);
    setOpened((seen) => (seen.has(target) ? seen : new Set([...seen, target])));
  };
  const blocked = sheetBlockedBy(part);

  return (
    <BuilderRoot>
      <BuilderTopBar>
        <Stepper titles={TITLES} step={step} titlesShown="current" isComplete={(n) => isStarshipStepComplete(part.computed, n, part.ship, opened)} onStep={go} />
        <div className="builder-actions">
          <StarshipMenu ship={part.ship} onDelete={onDelete} onMarkClean={onMarkClean} />
          <SheetButton label="Starship Sheet" blocked={blocked} onClick={onViewSheet} />
        </div>
      </BuilderTopBar>
      <div ref={contentRef}>
        {step === 1 && <SizeStep {...part} />}
        {step === 2 && <RoleStep {...part} />}
        {step === 3 && <AbilitiesStep {...part} />}
        {step === 4 && <TierStep {...part} />}
        {step === 5 && <SavesStep {...part} />}
        {step === 6 && <EquipmentStep {...part} />}
        {step === 7 && <WeaponsStep {...part} />}
        {step === 8 && <ModificationsStep {...part} />}
        {step === 9 && <CrewStep {...part} />}
        {step === 10 && <CargoStep {...part} />}
        {step === 11 && <ReviewStep {...part} onStep={go} />}
      </div>
      <BuilderFooter step={step} lastStep={LAST_STARSHIP_STEP} titles={TITLES} backDisabled={step === 1} go={go} />
    </BuilderRoot>
  );
}
