// The tracker's log, newest first: what happened at each turn's start and end (recharge rolls, legendary actions back,
// conditions ending) and every change the game master made, by round. The engine keeps the last 300 lines in the
// encounter; the page shows the latest ones, each line an unchanging object so only new lines render.
import { memo } from 'react';
import styled from 'styled-components';
import type { LogEntry } from '../../../../../../core/engine/encounters/index.ts';

/** The lines shown (the rest stay in the encounter's log). */
export const LOG_SHOWN = 80;

const Box = styled.section`
  padding: 10px 12px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
  contain: layout paint;
  h2 { margin: 0 0 6px; font-size: 1.05rem; }
  ol { list-style: none; margin: 0; padding: 0; max-height: 320px; overflow-y: auto; font-size: 0.88rem; }
  li { display: flex; gap: 8px; padding: 3px 0; border-bottom: 1px solid ${(p) => p.theme.colors.border}; }
  .round { flex: none; width: 62px; color: ${(p) => p.theme.colors.mutedText}; font-variant-numeric: tabular-nums; }
`;

/** A key per line object: a line keeps it while the log grows and drops its oldest lines. */
const lineKeys = new WeakMap<LogEntry, number>();
let nextLineKey = 1;
function lineKey(entry: LogEntry): number {
  let key = lineKeys.get(entry);
  if (key === undefined) lineKeys.set(entry, (key = nextLineKey++));
  return key;
}

const Line = memo(function Line({ entry }: { entry: LogEntry }) {
  return (
    <li>
      <span className="round">{entry.round ? `Round ${entry.round}` : 'Setup'}</span>
      <span>{entry.text}</span>
    </li>
  );
});

export const TrackerLog = memo(function TrackerLog({ log }: { log: readonly LogEntry[] }) {
  const shown = log.slice(-LOG_SHOWN).reverse();
  return (
    <Box aria-label="Combat log">
      <h2>Log</h2>
      {shown.length === 0 ? (
        <p>Nothing has happened yet.</p>
      ) : (
        // It scrolls: focusable, so a keyboard can scroll it too.
        <ol aria-label="Combat log, newest first" tabIndex={0}>
          {shown.map((entry) => (
            <Line key={lineKey(entry)} entry={entry} />
          ))}
        </ol>
      )}
    </Box>
  );
});
