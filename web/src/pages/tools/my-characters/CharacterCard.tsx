// One card of the My Characters list: portrait, name (or 'Unnamed Character') and the species/class line.
import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { characterSummary, UNNAMED_CHARACTER, type RawCharacter } from '../../../../../core/engine/index.ts';
import type { SyncStatus } from '../../../storage/document-store.ts';
import { Portrait } from '../ui/Portrait.tsx';
import { characterPath } from './list-rules.ts';

const CardLink = styled(Link)`
  display: flex;
  gap: 12px;
  align-items: center;
  height: 100%;
  padding: 12px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
  text-decoration: none;
  &:hover { box-shadow: 0 3px 8px rgba(0, 0, 0, 0.3); }
  h2 { margin: 0; font-size: 1.1rem; overflow-wrap: anywhere; }
  p { margin: 2px 0 0; font-size: 0.9rem; color: ${(p) => p.theme.colors.mutedText}; }
  .sync { font-size: 0.8rem; }
`;

function syncNote(status: SyncStatus | undefined): string | undefined {
  if (!status) return undefined;
  if (status.state === 'error') return 'Not saved to the cloud yet';
  if (status.state === 'conflict') return 'Changed elsewhere too: choose what to keep';
  if (status.state === 'pending' || status.state === 'saving') return 'Saving…';
  return undefined;
}

export const CharacterCard = memo(function CharacterCard({ character, status }: { character: RawCharacter; status?: SyncStatus }) {
  const note = syncNote(status);
  return (
    <CardLink to={characterPath(character)}>
      <Portrait src={character.image} size={64} />
      <div>
        <h2>{character.name || UNNAMED_CHARACTER}</h2>
        <p>{characterSummary(character)}</p>
        {note && <p className="sync">{note}</p>}
      </div>
    </CardLink>
  );
});
