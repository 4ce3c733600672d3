// Tweaks on the sheet: a computed number opens a dialog to add a bonus or set an override (setting one clears the
// other), and for skills and saves to raise the proficiency; changes apply at once, a number past the limit is refused
// with a message, Clear removes the tweak and closes the dialog.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { getTweak } from '../../../../../core/engine/compute/tweaks.ts';
import { readTweakInput, setTweak, setTweakBonus, setTweakOverride, type Tweak } from '../../../../../core/engine/index.ts';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { ValueButton } from '../ui/buttons.tsx';
import { Field } from '../ui/fields.tsx';
import { useSheetActions, useSheetReadOnly, useTweaks } from './sheet-context.ts';

type Proficiency = NonNullable<Tweak['proficiency']>;
const PROFICIENCY_CHOICES: { value: Proficiency | ''; label: string }[] = [
  { value: '', label: 'From the character' },
  { value: 'Proficient', label: 'Proficient' },
  { value: 'Expertise', label: 'Expertise' },
];

/** A tweak with nothing set is removed rather than stored empty. */
function isEmptyTweak(tweak: Tweak): boolean {
  return Object.values(tweak).every((value) => value === null || value === undefined);
}

const asText = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : '');

/** What is wrong with a typed tweak (a number past the limit, letters), or undefined. */
function errorOf(text: string): string | undefined {
  const read = readTweakInput(text);
  return 'error' in read ? read.error : undefined;
}

interface TweakDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  /** Dotted tweak path into the computed sheet, e.g. abilityScores.Dexterity.skills.Stealth. */
  path: string;
  withProficiency?: boolean;
  /** The value the sheet shows now (with the tweak applied). */
  current: ReactNode;
}

export function TweakDialog({ open, onClose, title, path, withProficiency = false, current }: TweakDialogProps) {
  const { change } = useSheetActions();
  const tweak = getTweak(useTweaks(), path);
  const [bonus, setBonus] = useState('');
  const [override, setOverride] = useState('');
  useEffect(() => {
    if (!open) return;
    setBonus(asText(tweak?.bonus));
    setOverride(asText(tweak?.override));
    // Only when the dialog opens: typing must not be overwritten by the normalised value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const apply = (next: Tweak) => change((current) => setTweak(current, path, isEmptyTweak(next) ? undefined : next));

  return (
    <Dialog open={open} title={`Tweak ${title}`} onClose={onClose}>
      <p style={{ marginTop: 0 }}>
        Now: <strong>{current}</strong>. A bonus is added to the computed value; an override replaces it.
      </p>
      <Field label="Bonus" error={errorOf(bonus)}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            inputMode="numeric"
            value={bonus}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => {
              setBonus(e.target.value);
              setOverride('');
              const read = readTweakInput(e.target.value);
              // A number past the limit (or not a number) is said below the field and never applied.
              if ('value' in read) apply(setTweakBonus(tweak, read.value));
            }}
          />
        )}
      </Field>
      <Field label="Override" error={errorOf(override)}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            inputMode="numeric"
            value={override}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => {
              setOverride(e.target.value);
              setBonus('');
              const read = readTweakInput(e.target.value);
              if ('value' in read) apply(setTweakOverride(tweak, read.value));
            }}
          />
        )}
      </Field>
      {withProficiency && (
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
          <legend style={{ fontSize: '0.85rem', fontWeight: 500 }}>Proficiency</legend>
          {PROFICIENCY_CHOICES.map((choice) => (
            <label key={choice.label} style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 32 }}>
              <input
                type="radio"
                name={`proficiency-${path}`}
                checked={(tweak?.proficiency ?? '') === choice.value}
                onChange={() => apply({ ...tweak, proficiency: choice.value || null })}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
      <DialogActions>
        <Button
          variant="text"
          disabled={!tweak}
          onClick={() => {
            change((current) => setTweak(current, path, undefined));
            // Nothing is left to edit: the dialog has done its work.
            onClose();
          }}
        >
          Clear Tweak
        </Button>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}

interface TweakValueProps {
  path: string;
  /** Names the number: "Stealth", "Armor Class". */
  label: string;
  children: ReactNode;
  withProficiency?: boolean;
}

/** A computed number that opens its tweak dialog (plain text on a read-only sheet). */
export function TweakValue({ path, label, children, withProficiency }: TweakValueProps) {
  const readOnly = useSheetReadOnly();
  const tweaks = useTweaks();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const tweaked = !!getTweak(tweaks, path);
  const close = () => {
    setOpen(false);
    // The dialog is unmounted rather than closed: give focus back to the number that opened it.
    requestAnimationFrame(() => button.current?.focus());
  };
  if (readOnly) return <span>{children}</span>;
  return (
    <>
      <ValueButton ref={button} type="button" $tweaked={tweaked} aria-label={`${label} ${typeof children === 'string' || typeof children === 'number' ? children : ''}${tweaked ? ' (tweaked)' : ''}: edit tweak`} onClick={() => setOpen(true)}>
        {children}
      </ValueButton>
      {open && <TweakDialog open={open} onClose={close} title={label} path={path} withProficiency={withProficiency} current={children} />}
    </>
  );
}
