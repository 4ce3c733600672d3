// A list of named texts (features, feats, maneuvers, powers): each opens to show its description on demand, so the
// markdown is rendered only for what the user reads.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Markdown } from '../../../components/Markdown.tsx';
import { media } from '../../../lib/theme/themes.ts';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0 8px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  &:last-child { border-bottom: 0; }
  details { flex: 1; min-width: 0; }
  .entry-aside { display: flex; align-items: center; gap: 6px; min-height: 36px; }
  details > summary { display: flex; align-items: center; gap: 8px; min-height: 36px; cursor: pointer; list-style: none; }
  details > summary::-webkit-details-marker { display: none; }
  details > summary::before { content: '▸'; font-size: 0.8rem; transition: transform 0.1s; }
  details[open] > summary::before { transform: rotate(90deg); }
  .entry-name { flex: 1; }
  .entry-body { padding: 0 0 8px 18px; font-size: 0.92rem; }
  .entry-body p:first-child { margin-top: 0; }
  .entry-below { flex-basis: 100%; }
  /* A whole row is the tap target on a phone: 44 px high like every other control there. */
  ${media.xsOnly} { details > summary, .entry-aside { min-height: 44px; } }
`;

export interface ListEntry {
  key: string;
  name: ReactNode;
  /** Beside the entry (outside its toggle): a level, a cost, a cast or delete button. */
  aside?: ReactNode;
  details?: ReactNode;
  description?: string;
  /** Under the entry, always shown (a feature's uses and toggles). */
  below?: ReactNode;
}

function Entry({ entry }: { entry: ListEntry }) {
  const [open, setOpen] = useState(false);
  return (
    <Item>
      <details onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>
          <span className="entry-name">{entry.name}</span>
        </summary>
        {open && (
          <div className="entry-body">
            {entry.details}
            {entry.description ? <Markdown source={entry.description} /> : !entry.details && <p>No description.</p>}
          </div>
        )}
      </details>
      {entry.aside && <span className="entry-aside">{entry.aside}</span>}
      {entry.below && <div className="entry-below">{entry.below}</div>}
    </Item>
  );
}

export function FeatureList({ entries, empty }: { entries: readonly ListEntry[]; empty?: string }) {
  if (entries.length === 0) return empty ? <p className="muted">{empty}</p> : null;
  return (
    <ul>
      {entries.map((entry) => (
        <Entry key={entry.key} entry={entry} />
      ))}
    </ul>
  );
}
