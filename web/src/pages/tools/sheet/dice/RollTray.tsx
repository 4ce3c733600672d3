// The dice tray: the advantage mode for the next d20, the latest result with Copy and any roll it invites, and the
// session log (copy any line, clear, roll typed notation). On a wide screen it is one slim bar along the bottom of the
// window, over no column in particular. On a phone its mode and Log buttons share one strip with the sheet's section
// tabs (SheetBody), and the latest result sits just above that strip. The latest result can be dismissed: it fades
// towards the Log, where it stays; the next roll shows again. Screen readers hear each result from a live region that
// stays in place whatever is shown.
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, IconButton } from '../../../../components/Button.tsx';
import { Dialog } from '../../../../components/Dialog.tsx';
import { Icon } from '../../../../components/Icon.tsx';
import { useDismiss } from '../../../../components/use-dismiss.ts';
import { DiceNotationError, type RollMode } from '../../../../../../core/engine/index.ts';
import { media } from '../../../../lib/theme/themes.ts';
import { DialogActions } from '../../../../components/DialogActions.tsx';
import { Field } from '../../ui/fields.tsx';
import { copyText } from '../../../../lib/browser-actions.ts';
import { useDice, useDiceState } from './dice-context.ts';
import { ROLL_LOG_LIMIT, type RollEntry } from './roll-log.ts';

const Tray = styled.section`
  color: ${(p) => p.theme.colors.text};
  .bar-surface {
    background: ${(p) => p.theme.colors.surface};
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  .modes { display: flex; min-width: 0; border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 6px; overflow: hidden; }
  .modes label { flex: 1; display: flex; align-items: center; justify-content: center; min-height: 44px; min-width: 0; padding: 0 10px; font-size: 0.8rem; cursor: pointer; position: relative; }
  .modes input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  .modes label:has(input:checked) { background: ${(p) => p.theme.colors.primary}; color: ${(p) => p.theme.colors.onPrimary}; }
  .modes label:has(input:focus-visible) { outline: 2px solid ${(p) => p.theme.colors.focus}; outline-offset: -3px; }
  .mode-toggle { display: none; }
  .latest { display: flex; align-items: center; gap: 6px; min-width: 0; }
  .latest.empty { visibility: hidden; }
  /* Dismissed: the result fades towards the Log button, then leaves the screen (and the tab order). */
  .latest.dismissed {
    opacity: 0; transform: translate(25%, 60%) scale(0.6); visibility: hidden; pointer-events: none;
    transition: opacity 0.3s ease-in, transform 0.3s ease-in, visibility 0s linear 0.3s;
  }
  .result { flex: 1; min-width: 0; margin: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  .notes { font-size: 0.8rem; color: ${(p) => p.theme.colors.mutedText}; }
  .log.pulse-a { animation: log-pulse-a 0.6s ease-out; }
  .log.pulse-b { animation: log-pulse-b 0.6s ease-out; }
  @keyframes log-pulse-a { 40% { transform: scale(1.12); } }
  @keyframes log-pulse-b { 40% { transform: scale(1.12); } }
  @media (prefers-reduced-motion: reduce) {
    .latest.dismissed { transition: none; transform: none; }
    .log.pulse-a, .log.pulse-b { animation: none; }
  }
  button { min-height: 44px; }

  /* A wide screen: one bar along the bottom of the window. */
  ${media.smUp} {
    position: fixed;
    z-index: 40;
    /* A new result changes only the tray: its layout and paint stay inside it. */
    contain: layout paint;
    left: 0;
    right: 0;
    bottom: 0;
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: var(--dice-bar-height, 56px);
    padding: 4px 16px;
    background: ${(p) => p.theme.colors.surface};
    border-top: 1px solid ${(p) => p.theme.colors.border};
    box-shadow: 0 -2px 6px rgba(0, 0, 0, 0.2);
    .bar-surface { background: none; border: 0; }
    .mode-group { flex: 0 0 300px; }
    .latest { flex: 1; }
    .result strong { margin-right: 4px; }
  }

  /* A phone: the mode and Log buttons at the right end of the bottom strip, the latest result above the strip. The
     character sheet shares the strip with its section tabs and sets its height and the buttons' width; a page without
     tabs (the starship sheet, the combat tracker) gets a strip of the buttons alone, across the screen. */
  ${media.xsOnly} {
    .mode-group, .log {
      position: fixed;
      z-index: 42;
      bottom: 0;
      height: var(--sheet-strip-height, 52px);
      width: calc(var(--dice-controls-width, 100vw) / 2);
      display: flex;
      align-items: center;
      justify-content: center;
    }
    .mode-group { right: calc(var(--dice-controls-width, 100vw) / 2); }
    .log {
      right: 0; flex-direction: column; gap: 0; border-radius: 0; padding: 0; min-width: 0; border: 0; font-size: 0.75rem; letter-spacing: 0;
      border-top: 1px solid ${(p) => p.theme.colors.border}; background: ${(p) => p.theme.colors.surface};
    }
    .log .count { font-size: 0.7rem; font-weight: 400; }
    .mode-toggle {
      display: inline-flex; align-items: center; justify-content: center; width: 100%; height: 100%; padding: 0; border: 0;
      background: transparent; color: inherit; font: inherit; font-size: 0.75rem; font-weight: 700; cursor: pointer;
    }
    .mode-toggle[data-mode='advantage'], .mode-toggle[data-mode='disadvantage'] { color: ${(p) => p.theme.colors.primary}; }
    /* The three modes open above the strip from their toggle. */
    .modes {
      display: none; position: fixed; right: 4px; bottom: calc(var(--sheet-strip-height, 52px) + 4px); z-index: 43;
      flex-direction: column; width: 180px; background: ${(p) => p.theme.colors.surface}; box-shadow: 0 6px 20px rgba(0, 0, 0, 0.35);
    }
    &.modes-open .modes { display: flex; }
    .modes label { justify-content: flex-start; padding: 0 14px; font-size: 0.9rem; }
    .latest {
      position: fixed; z-index: 41; left: 0; right: 0; bottom: var(--sheet-strip-height, 52px);
      padding: 4px 4px 4px 10px; box-shadow: 0 -2px 6px rgba(0, 0, 0, 0.2);
    }
    .latest.empty { display: none; }
    .result { font-size: 0.9rem; }
    /* One run of text: label and result, the notes cut at the line's end (the log and the announcement have them). */
    .result { display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
    .latest button { padding: 0 10px; }
  }
`;

const LogList = styled.ol`
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
  li { display: flex; align-items: center; gap: 8px; padding: 4px 0; border-bottom: 1px solid ${(p) => p.theme.colors.border}; }
  li > span { flex: 1; min-width: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
  .notes { display: block; font-size: 0.8rem; color: ${(p) => p.theme.colors.mutedText}; }
`;

const MODES: { mode: RollMode; label: string; short: string }[] = [
  { mode: 'normal', label: 'Normal', short: 'd20' },
  { mode: 'advantage', label: 'Advantage', short: 'ADV' },
  { mode: 'disadvantage', label: 'Disadvantage', short: 'DIS' },
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
  const [modesOpen, setModesOpen] = useState(false);
  // The id of the result the player dismissed: a newer roll shows again.
  const [dismissed, setDismissed] = useState<number>();
  const [pulses, setPulses] = useState(0);
  const modesId = useId();
  const modeGroup = useRef<HTMLDivElement>(null);
  const modeToggle = useRef<HTMLButtonElement>(null);
  // The phone's mode choices close like any popup: Escape or a press elsewhere.
  useDismiss(modesOpen, () => setModesOpen(false), [modeGroup], modeToggle);
  const latest = log[0];
  const current = MODES.find((choice) => choice.mode === mode)!;
  const latestClass = !latest ? 'latest empty' : latest.id === dismissed ? 'latest dismissed' : 'latest';
  return (
    <Tray aria-label="Dice" className={modesOpen ? 'modes-open' : undefined}>
      {/* Always in place, so every new result is announced, whatever the screen shows. */}
      <p className="visually-hidden" role="status" aria-live="polite" aria-label="Latest roll">
        {latest ? <EntryText entry={latest} /> : null}
      </p>
      <div className="mode-group bar-surface" ref={modeGroup}>
        <button
          ref={modeToggle}
          type="button"
          className="mode-toggle"
          data-mode={mode}
          aria-label={`Next d20 roll: ${current.label}`}
          aria-expanded={modesOpen}
          aria-controls={modesId}
          onClick={() => setModesOpen((open) => !open)}
        >
          {current.short}
        </button>
        <div className="modes" id={modesId} role="radiogroup" aria-label="Next d20 roll">
          {MODES.map((choice) => (
            <label key={choice.mode}>
              <input
                type="radio"
                name="roll-mode"
                checked={mode === choice.mode}
                onChange={() => {
                  setMode(choice.mode);
                  setModesOpen(false);
                }}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </div>
      <div className={`${latestClass} bar-surface`} data-testid="latest-roll">
        {latest && (
          <>
            {/* The live region above says it to screen readers; this is what the eye reads. */}
            <p className="result" aria-hidden="true">
              <EntryText entry={latest} />
            </p>
            {/* Keyed by roll: a new roll starts with a fresh Copy button. */}
            <CopyButton key={latest.id} text={latest.shareText} label="Copy latest roll" />
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
            <IconButton
              aria-label="Dismiss latest roll (it stays in the log)"
              onClick={() => {
                setDismissed(latest.id);
                setPulses((n) => n + 1);
              }}
            >
              <Icon name="close" size={20} />
            </IconButton>
          </>
        )}
      </div>
      <Button
        variant="outlined"
        className={`log ${pulses === 0 ? '' : pulses % 2 ? 'pulse-a' : 'pulse-b'}`}
        aria-haspopup="dialog"
        aria-label={`Log${log.length > 0 ? ` (${log.length})` : ''}`}
        onClick={() => setLogOpen(true)}
      >
        <span>Log</span>
        {log.length > 0 && <span className="count">{`(${log.length})`}</span>}
      </Button>
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
