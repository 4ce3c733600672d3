// The builder's settings: hit points fixed or manual, the ability score method, force prerequisites, experience or
// milestone levelling, and tweaks
// (clear all, undo the last clear).
import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import {
  clearAllTweaks,
  restoreTweaks,
  setAbilityScoreMethod,
  TWEAKS_CLEARED_MESSAGE,
  TWEAKS_RESTORED_MESSAGE,
  type AbilityScoreMethod,
  type RawCharacter,
  type TweakTree,
} from '../../../../../core/engine/index.ts';
import { readClearedTweaks, writeClearedTweaks } from '../../../storage/cleared-tweaks.ts';
import { ABILITY_SCORE_METHODS } from './AbilityScoresStep.tsx';
import { CheckList, Muted } from '../ui/fields.tsx';
import { Row } from '../ui/panels.tsx';

interface Props {
  open: boolean;
  character: RawCharacter;
  onChange(next: RawCharacter): void;
  onClose(): void;
  /** Shows a message to the user; the browser's alert by default. */
  notify?(message: string): void;
}

export function BuilderSettingsDialog({ open, character, onChange, onClose, notify = (message) => window.alert(message) }: Props) {
  // Kept in this browser, so the undo survives leaving the builder and a reload until the next clear.
  const [previousTweaks, setPreviousTweaksState] = useState<TweakTree | undefined>(() => readClearedTweaks(character));
  const setPreviousTweaks = (tweaks: TweakTree | undefined) => {
    writeClearedTweaks(character, tweaks);
    setPreviousTweaksState(tweaks);
  };
  const settings = character.settings;
  const setSettings = (patch: Partial<RawCharacter['settings']>) => onChange({ ...character, settings: { ...settings, ...patch } });
  const hasTweaks = Object.keys(character.tweaks ?? {}).length > 0;
  return (
    <Dialog open={open} title="Settings" onClose={onClose}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
        <CheckList
          type="radio"
          legend="Hit points"
          options={[
            { value: 'Fixed', label: 'Fixed', checked: settings.isFixedHitPoints },
            { value: 'Manual', label: 'Manual', checked: !settings.isFixedHitPoints },
          ]}
          onToggle={(value) => setSettings({ isFixedHitPoints: value === 'Fixed' })}
          hint="Fixed uses each class's hit points per level; Manual lets you enter what you rolled."
        />
        <CheckList
          type="radio"
          legend="Ability score method"
          options={ABILITY_SCORE_METHODS.map((method) => ({ value: method, label: method, checked: settings.abilityScoreMethod === method }))}
          onToggle={(method) => method !== settings.abilityScoreMethod && onChange(setAbilityScoreMethod(character, method as AbilityScoreMethod))}
          hint="Changing the method clears the base scores."
        />
        <CheckList
          type="radio"
          legend="Force power prerequisites"
          options={[
            { value: 'Enforce', label: 'Enforce', checked: settings.isEnforcingForcePrerequisites },
            { value: 'Ignore', label: 'Ignore', checked: !settings.isEnforcingForcePrerequisites },
          ]}
          onToggle={(value) => setSettings({ isEnforcingForcePrerequisites: value === 'Enforce' })}
        />
        <CheckList
          type="radio"
          legend="Levelling"
          options={[
            { value: 'Experience', label: 'By experience', checked: !settings.isMilestoneLevelling },
            { value: 'Milestone', label: 'Milestone', checked: settings.isMilestoneLevelling === true },
          ]}
          onToggle={(value) => setSettings({ isMilestoneLevelling: value === 'Milestone' })}
          hint="By experience, the sheet offers Level up once the experience reaches the next level; milestone, whenever the game master says so."
        />
        <fieldset style={{ margin: 0, border: 0, padding: 0 }}>
          <legend style={{ fontWeight: 500, marginBottom: 6 }}>Tweaks</legend>
          <Muted>Tweaks adjust computed numbers on the sheet; use them for features the builder does not handle yet.</Muted>
          <Row style={{ marginTop: 8 }}>
            <Button
              variant="outlined"
              disabled={!hasTweaks}
              onClick={() => {
                const { character: cleared, previous } = clearAllTweaks(character);
                setPreviousTweaks(previous);
                onChange(cleared);
                notify(TWEAKS_CLEARED_MESSAGE);
              }}
            >
              Clear All Tweaks
            </Button>
            <Button
              variant="outlined"
              disabled={previousTweaks === undefined}
              onClick={() => {
                if (previousTweaks === undefined) return;
                onChange(restoreTweaks(character, previousTweaks));
                setPreviousTweaks(undefined);
                notify(TWEAKS_RESTORED_MESSAGE);
              }}
            >
              Undo Last Clear Tweaks
            </Button>
          </Row>
        </fieldset>
        <Row style={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Done</Button>
        </Row>
      </div>
    </Dialog>
  );
}
