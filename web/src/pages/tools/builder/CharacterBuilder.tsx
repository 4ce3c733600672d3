// The character builder: the intro (step 0), then five steps in a stepper with
// clickable headers, Back and Continue, settings, the sheet menu, and the Character Sheet button that stays
// disabled (its tooltip saying why) until the engine's completeness check passes. The frame (bar, footer, focus) is
// the builders' shared BuilderFrame.
import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { IconButton } from '../../../components/Button.tsx';
import { computeCharacter, validateCharacter, type IndexedRules, type RawCharacter } from '../../../../../core/engine/index.ts';
import { AbilityScoresStep } from './AbilityScoresStep.tsx';
import { BuilderDetailsContext, useFetchedBuilderDetails } from './builder-details.ts';
import { clampStep, LAST_STEP, STEP_TITLES } from './builder-steps.ts';
import { BuilderIntro } from './BuilderIntro.tsx';
import { BuilderSettingsDialog } from './BuilderSettingsDialog.tsx';
import { BuilderStepper } from './BuilderStepper.tsx';
import { ClassStep } from './ClassStep.tsx';
import { DescriptionStep } from './DescriptionStep.tsx';
import { EquipmentStep } from './EquipmentStep.tsx';
import { SpeciesStep } from './SpeciesStep.tsx';
import { CharacterMenu } from '../sheet/CharacterMenu.tsx';
import { BuilderFooter, BuilderRoot, BuilderTopBar, SheetButton, useStepHeadingFocus } from '../ui/BuilderFrame.tsx';

export interface CharacterBuilderProps {
  character: RawCharacter;
  rules: IndexedRules;
  /** 0 = intro, 1..5 = the steps. */
  initialStep: number;
  /** Every edit (a new character object from an engine transition). */
  onChange(next: RawCharacter): void;
  /** The 'Character Sheet' button (enabled only at validation code 0). */
  onViewSheet(): void;
  /** From the sheet menu inside the builder. */
  onDelete(): void;
  onMarkClean(): void;
  /** Unsaved changes: shown as a badge on the settings button. */
  isDirty?: boolean;
}

const Badge = styled.span`
  position: absolute;
  top: 6px;
  right: 6px;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.primary};
  border: 2px solid ${(p) => p.theme.colors.surface};
`;

/** A gear of eight teeth around a hub, drawn from its angles. */
const GEAR_PATH = (() => {
  const points: string[] = [];
  for (let tooth = 0; tooth < 8; tooth++) {
    const angle = (tooth / 8) * Math.PI * 2;
    for (const [offset, radius] of [[-0.22, 7.2], [-0.13, 10], [0.13, 10], [0.22, 7.2]] as const) {
      points.push(`${(12 + radius * Math.cos(angle + offset)).toFixed(2)},${(12 + radius * Math.sin(angle + offset)).toFixed(2)}`);
    }
  }
  return `M${points.join('L')}Z`;
})();

function CogIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={GEAR_PATH} />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

export function CharacterBuilder({ character, rules, initialStep, onChange, onViewSheet, onDelete, onMarkClean, isDirty = false }: CharacterBuilderProps) {
  const [step, setStep] = useState(() => clampStep(initialStep));
  const [settingsOpen, setSettingsOpen] = useState(false);
  const details = useFetchedBuilderDetails();
  const computed = useMemo(() => computeCharacter(character, rules), [character, rules]);
  const validation = validateCharacter(character);
  // A field showing an invalid entry (its last valid value stays stored) also keeps the sheet closed until fixed.
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const onFieldError = useCallback((field: string, error: string | undefined) => {
    setFieldErrors((current) => {
      if (current[field] === error) return current;
      const { [field]: _dropped, ...rest } = current;
      return error === undefined ? rest : { ...rest, [field]: error };
    });
  }, []);
  const firstFieldError = Object.entries(fieldErrors)[0];
  const sheetBlockedBy = validation.code > 0 ? validation.message : firstFieldError ? `${firstFieldError[0]}: ${firstFieldError[1]}` : undefined;
  const contentRef = useStepHeadingFocus(step);

  const go = (next: number) => setStep(clampStep(next));
  const stepProps = { character, rules, onChange };

  return (
    <BuilderDetailsContext.Provider value={details}>
      <BuilderRoot>
        <BuilderTopBar $actionsGap="4px">
          {step > 0 ? <BuilderStepper character={character} step={step} onStep={go} /> : <span />}
          <div className="builder-actions">
            <IconButton aria-label={isDirty ? 'Settings (unsaved changes)' : 'Settings'} onClick={() => setSettingsOpen(true)} style={{ position: 'relative' }}>
              <CogIcon />
              {isDirty && <Badge aria-hidden="true" />}
            </IconButton>
            <CharacterMenu character={character} rules={rules} onDelete={onDelete} onMarkClean={onMarkClean} />
            <SheetButton label="Character Sheet" blocked={sheetBlockedBy} onClick={onViewSheet} />
          </div>
        </BuilderTopBar>
        <div ref={contentRef}>
          {step === 0 && <BuilderIntro onStart={() => go(1)} />}
          {step === 1 && <SpeciesStep {...stepProps} />}
          {step === 2 && <ClassStep {...stepProps} />}
          {step === 3 && <AbilityScoresStep {...stepProps} computed={computed} onFieldError={onFieldError} />}
          {step === 4 && <DescriptionStep {...stepProps} />}
          {step === 5 && <EquipmentStep {...stepProps} computed={computed} />}
        </div>
        {step > 0 && <BuilderFooter step={step} lastStep={LAST_STEP} titles={STEP_TITLES} go={go} />}
      </BuilderRoot>
      <BuilderSettingsDialog open={settingsOpen} character={character} onChange={onChange} onClose={() => setSettingsOpen(false)} />
    </BuilderDetailsContext.Provider>
  );
}
