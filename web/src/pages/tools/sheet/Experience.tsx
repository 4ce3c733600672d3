// The experience bar with its warning badge, the experience dialog (edit the total, Manage Class Levels), and the
// level controls: Level up (offered once the experience reaches the next level, or always with milestone levelling)
// and the level history with Level down.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { readExperienceInput, setExperience } from '../../../../../core/engine/index.ts';
import { MAX_EXPERIENCE } from '../../../../../core/documents/input-limits.ts';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { Field, Notice } from '../ui/fields.tsx';
import { useSheetActions, useSheetData } from './sheet-context.ts';
import { LevelHistoryDialog } from './levelup/LevelHistoryDialog.tsx';
import { LevelUpDialog } from './levelup/LevelUpDialog.tsx';
import { levelUpOffered } from './levelup/level-up-flow.ts';

const BarButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: 2px;
  width: 100%;
  max-width: 360px;
  padding: 4px 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  .xp-line { display: flex; gap: 8px; align-items: center; font-size: 0.85rem; }
  .xp-track { height: 8px; border-radius: 4px; background: rgba(127, 127, 127, 0.25); overflow: hidden; }
  .xp-fill { height: 100%; background: ${(p) => p.theme.colors.secondary}; }
  .xp-warning { display: inline-flex; color: ${(p) => (p.theme.name === 'dark' ? '#ffb74d' : '#b45309')}; }
`;

const LevelControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 4px;
`;

/** Level up (when offered) and the level history, for the owner's sheet loaded with the multiclassing rules. */
function LevelButtons() {
  const { character, sheet } = useSheetData();
  const { levelUpRules, readOnly } = useSheetActions();
  const [open, setOpen] = useState<'up' | 'history' | undefined>();
  if (readOnly || !levelUpRules) return null;
  const offered = levelUpOffered(character, sheet, levelUpRules.rules);
  return (
    <LevelControls>
      {offered && <Button onClick={() => setOpen('up')}>Level up</Button>}
      <Button variant="outlined" onClick={() => setOpen('history')}>
        Levels
      </Button>
      <LevelUpDialog open={open === 'up'} onClose={() => setOpen(undefined)} levelUpRules={levelUpRules} />
      <LevelHistoryDialog open={open === 'history'} onClose={() => setOpen(undefined)} levelUpRules={levelUpRules} />
    </LevelControls>
  );
}

export function Experience() {
  const { sheet } = useSheetData();
  const { rules, change, onEdit, readOnly } = useSheetActions();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const xp = sheet.experiencePoints;
  useEffect(() => {
    if (open) setText(String(xp.current));
  }, [open, xp.current]);
  const span = xp.nextLevel - xp.previousLevel;
  const share = span > 0 ? Math.min(1, Math.max(0, (xp.current - xp.previousLevel) / span)) : 1;
  const read = readExperienceInput(text);
  const valid = 'value' in read;
  // Said once the player has typed something: an empty field only keeps Save disabled.
  const inputError = 'error' in read && text.trim() !== '' ? read.error : undefined;
  const label = `Level ${sheet.currentLevel}, ${xp.current} of ${xp.nextLevel} experience points${xp.isCorrect ? '' : `. ${xp.errorMessage}`}`;
  const bar = (
    <>
      <span className="xp-line">
        <strong>Level {sheet.currentLevel}</strong>
        <span>
          {xp.current.toLocaleString()} / {xp.nextLevel.toLocaleString()} XP
        </span>
        {!xp.isCorrect && (
          <span className="xp-warning" title={xp.errorMessage} data-testid="xp-warning">
            <Icon name="warning" size={18} />
          </span>
        )}
      </span>
      <span className="xp-track" aria-hidden="true">
        <span className="xp-fill" style={{ display: 'block', width: `${share * 100}%` }} />
      </span>
    </>
  );
  // Read-only: the same bar as plain text, with nothing to open.
  if (readOnly) {
    return (
      <BarButton as="div" role="group" aria-label={label} style={{ cursor: 'default' }}>
        {bar}
      </BarButton>
    );
  }
  return (
    <>
      <BarButton type="button" aria-label={`${label}. Edit experience`} onClick={() => setOpen(true)}>
        {bar}
      </BarButton>
      <LevelButtons />
      <Dialog open={open} title="Experience" onClose={() => setOpen(false)}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!('value' in read)) return;
            const { value } = read;
            change((current) => setExperience(current, value, rules));
            setOpen(false);
          }}
        >
          {!xp.isCorrect && <Notice tone="warning">{xp.errorMessage}</Notice>}
          <Field label="Experience points" error={inputError} hint={`Level ${sheet.currentLevel} starts at ${xp.previousLevel.toLocaleString()}; the next level at ${xp.nextLevel.toLocaleString()}.`}>
            {({ id, describedBy, invalid }) => (
              <input id={id} type="number" min={0} max={MAX_EXPERIENCE} inputMode="numeric" aria-describedby={describedBy} aria-invalid={invalid || undefined} value={text} onChange={(e) => setText(e.target.value)} />
            )}
          </Field>
          <DialogActions>
            <Button variant="outlined" onClick={() => onEdit(2)}>
              Manage Class Levels
            </Button>
            <Button type="submit" disabled={!valid}>
              Save
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
