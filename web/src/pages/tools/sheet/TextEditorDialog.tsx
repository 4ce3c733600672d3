// A text editor in a dialog (characteristics, notes, custom features): Save is disabled while validate says no.
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { Field } from '../ui/fields.tsx';

interface Props {
  open: boolean;
  title: string;
  label: string;
  value: string;
  multiline?: boolean;
  /** The longest text (TEXT_LIMITS): the control takes no more, and a counter shows how much is used. */
  maxLength?: number;
  /** True to allow saving; a string explains why not. */
  validate?(text: string): true | string;
  onSave(text: string): void;
  onClose(): void;
}

export function TextEditorDialog({ open, title, label, value, multiline = true, maxLength, validate, onSave, onClose }: Props) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (open) setText(value);
  }, [open, value]);
  const verdict = validate ? validate(text) : true;
  return (
    <Dialog open={open} title={title} onClose={onClose} wide={multiline}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (verdict !== true) return;
          onSave(text);
          onClose();
        }}
      >
        <Field label={label} hint={verdict === true ? undefined : verdict} count={maxLength === undefined ? undefined : { length: text.length, max: maxLength }}>
          {({ id, describedBy }) =>
            multiline ? (
              <textarea id={id} value={text} rows={10} maxLength={maxLength} aria-describedby={describedBy} onChange={(e) => setText(e.target.value)} />
            ) : (
              <input id={id} value={text} maxLength={maxLength} aria-describedby={describedBy} onChange={(e) => setText(e.target.value)} />
            )
          }
        </Field>
        <DialogActions>
          <Button variant="text" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={verdict !== true}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
