// One card of the My Starships list: a ship badge, the name (or 'Unnamed Starship'), size, role and tier, and where
// its latest change is when it has not reached the cloud.
import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StoredStarship } from '../../../../../../core/documents/adapters.ts';
import { Icon } from '../../../../components/Icon.tsx';
import { DOCUMENT_KIND_SPECS } from '../../../../storage/document-kinds.ts';
import type { SyncStatus } from '../../../../storage/document-store.ts';
import { starshipPath } from '../starship-paths.ts';
import { starshipSummary } from './starship-list.ts';

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
  .badge {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.surfaceRaised};
    border: 1px solid ${(p) => p.theme.colors.border};
    color: ${(p) => p.theme.colors.secondary};
  }
`;

function syncNote(status: SyncStatus | undefined): string | undefined {
  if (!status) return undefined;
  if (status.state === 'error') return 'Not saved to the cloud yet';
  if (status.state === 'conflict') return 'Changed elsewhere too: choose what to keep';
  if (status.state === 'pending' || status.state === 'saving') return 'Saving…';
  return undefined;
}

export const StarshipCard = memo(function StarshipCard({ ship, status }: { ship: StoredStarship; status?: SyncStatus }) {
  const note = syncNote(status);
  return (
    <CardLink to={starshipPath(ship)}>
      <span className="badge" aria-hidden="true">
        <Icon name="rocket" size={30} />
      </span>
      <div>
        <h2>{ship.name || DOCUMENT_KIND_SPECS.starship.unnamed}</h2>
        <p>{starshipSummary(ship)}</p>
        {note && <p className="sync">{note}</p>}
      </div>
    </CardLink>
  );
});
