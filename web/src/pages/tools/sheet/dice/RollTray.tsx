// The dice tray: the advantage mode for the next d20, the latest result (announced politely to screen readers) with
// Copy and any roll it invites, and the session log (copy any line, clear, roll typed notation).
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../components/Button.tsx';
import { Dialog } from '../../../../components/Dialog.tsx';
import { DiceNotationError, type RollMode } from '../../../../../../core/engine/index.ts';
import { media } from '../../../../lib/theme/themes.ts';
import { DialogActions } from '../../../../components/DialogActions.tsx';
import { Field } from '../../ui/fields.tsx';
import { copyText } from '../../../../lib/browser-actions.ts';
import { useDice, useDiceState } from './dice-context.ts';
import { ROLL_LOG_LIMIT, type RollEntry } from './roll-log.ts';

const Tray = styled.section`
  position: fixed;
  z-index: 40;
  /* A new result changes only the tray: its layout and paint stay inside it. */
  contain: layout paint;
  left: 0;
  right: 0;
  bottom: var(--sheet-nav-height, 0px);
  padding: 6px 8px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: 0 -2px 6px rgba(0, 0, 0, 0.2);
  ${media.smUp} {
    left: auto;
    right: 16px;
    bottom: 16px;
    width: 420px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 8px;
  }
  .tray-row { display: flex; align-items: center; gap: 6px; min-width: 0; }
  .modes { display: flex; flex: 1; min-width: 0; border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 6px; overflow: hidden; }
  .modes label { flex: 1; display: flex; align-items: center; justify-content: center; min-height: 44px; min-width: 0; font-size: 0.8rem; cursor: pointer; position: relative; }
  .modes input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  .modes label:has(input:checked) { background: ${(p) => p.theme.colors.primary}; color: ${(p) => p.theme.colors.onPrimary}; }
  .modes label:has(input:focus-visible) { outline: 2px solid ${(p) => p.theme.colors.focus}; outline-offset: -3px; }
  .result { flex: 1; min-width: 0; margin: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  .result strong { display: block; }
  .notes { display: block; font-size: 0.8rem; color: ${(p) => p.theme.colors.mutedText}; }
  /* On a phone the tray stays short: label and result on one run of text, notes on one line (the log and the
     announcement carry them in full). */
  ${media.xsOnly} {
    .result strong { display: inline; }
    .result .notes { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .modes label { padding: 0 3px; font-size: 0.72rem; }
  }
  button { min-height: 44px; }
  .result-row { margin-top: 6px; }
  .result-row:empty { display: none; }
`;

const LogList = styled.ol`
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
  li { display: flex; align-items: center; gap: 8px; padding: 4px 0; border-bottom: 1px solid ${(p) => p.theme.colors.border}; }
  li > span { flex: 1; min-width: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
  .notes { display: block; font-size: 0.8rem; color: ${(p) => p.theme.colors.mutedText}; }
`;

const MODES: { mode: RollMode; label: string }[] = [
  { mode: 'normal', label: 'Normal' },
  { mode: 'advantage', label: 'Advantage' },
  { mode: 'disadvantage', label: 'Disadvantage' },
];

function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <Button
      variant="outlined"
      aria-label={label}
      onClick={() => {
        copyText(text).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
    </Button>
  );
}

function EntryText({ entry }: { entry: RollEntry }) {
  return (
    <>
      <strong>{entry.label}:</strong> {entry.result.text}
      {entry.notes.length > 0 && <span className="notes"> {entry.notes.join('. ')}.</span>}
    </>
  );
}

function NotationForm() {
  const { roll } = useDice();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        try {
          roll({ kind: 'dice', label: text.trim(), notation: text });
          setError('');
          setText('');
        } catch (problem) {
          if (!(problem instanceof DiceNotationError)) throw problem;
          setError(problem.message);
        }
      }}
    >
      <Field label="Roll dice (for example 2d6+3, 4d6kh3, 1d8+1d6-1)" hint={error ? <span role="alert">{error}</span> : undefined}>
        {({ id, describedBy }) => <input id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined} value={text} autoComplete="off" onChange={(e) => setText(e.target.value)} />}
      </Field>
      <DialogActions>
        <Button type="submit" disabled={text.trim() === ''}>
          Roll
        </Button>
      </DialogActions>
    </form>
  );
}

export function RollTray() {
  const { roll, setMode, clearLog } = useDice();
  const { log, mode } = useDiceState();
  const [logOpen, setLogOpen] = useState(false);
  const latest = log[0];
  return (
    <Tray aria-label="Dice">
      <div className="tray-row">
        <div className="modes" role="radiogroup" aria-label="Next d20 roll">
          {MODES.map((choice) => (
            <label key={choice.mode}>
              <input type="radio" name="roll-mode" checked={mode === choice.mode} onChange={() => setMode(choice.mode)} />
              {choice.label}
            </label>
          ))}
        </div>
        <Button variant="outlined" aria-haspopup="dialog" onClick={() => setLogOpen(true)}>
          Log{log.length > 0 ? ` (${log.length})` : ''}
        </Button>
      </div>
      <div className="tray-row result-row">
        <p className="result" role="status" aria-live="polite" aria-label="Latest roll">
          {latest ? <EntryText entry={latest} /> : null}
        </p>
        {/* Keyed by roll: a new roll starts with a fresh Copy button. */}
        {latest && <CopyButton key={latest.id} text={latest.shareText} label="Copy latest roll" />}
      </div>
      {latest && (latest.followUp || latest.offered.length > 0) && (
        <div className="tray-row result-row">
          {latest.followUp && (
            <Button variant="outlined" onClick={() => roll(latest.followUp!)}>
              Roll critical damage
            </Button>
          )}
          {latest.offered.length > 0 && (
            <Button variant="outlined" onClick={() => roll(latest.request, 'disadvantage')}>
              Again with disadvantage
            </Button>
          )}
        </div>
      )}
      <Dialog open={logOpen} title="Roll Log" onClose={() => setLogOpen(false)}>
        <p className="muted" style={{ marginTop: 0 }}>
          This session's rolls, newest first (the last {ROLL_LOG_LIMIT} are kept).
        </p>
        {log.length === 0 ? (
          <p>No rolls yet.</p>
        ) : (
          <LogList aria-label="Rolls">
            {log.map((entry) => (
              <li key={entry.id}>
                <span>
                  <EntryText entry={entry} />
                </span>
                <CopyButton text={entry.shareText} label={`Copy ${entry.label} roll`} />
              </li>
            ))}
          </LogList>
        )}
        <NotationForm />
        <DialogActions>
          <Button variant="outlined" disabled={log.length === 0} onClick={clearLog}>
            Clear Log
          </Button>
        </DialogActions>
      </Dialog>
    </Tray>
  );
}
