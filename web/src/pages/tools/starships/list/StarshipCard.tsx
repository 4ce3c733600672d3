// One card of the My Starships list: a ship badge, the name (or 'Unnamed Starship'), size, role and tier, and where
// its latest change is when it has not reached the cloud (the lists' shared DocumentCard).
import { memo } from 'react';
import styled from 'styled-components';
import type { StoredStarship } from '../../../../../../core/documents/adapters.ts';
import { DOCUMENT_KIND } from '../../../../../../core/documents/kinds.ts';
import { Icon } from '../../../../components/Icon.tsx';
import type { SyncStatus } from '../../../../storage/document-store.ts';
import { DocumentCard } from '../../ui/DocumentCard.tsx';
import { starshipPath } from '../starship-paths.ts';
import { starshipSummary } from './starship-list.ts';

const Badge = styled.span`
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
`;

export const StarshipCard = memo(function StarshipCard({ ship, status }: { ship: StoredStarship; status?: SyncStatus }) {
  return (
    <DocumentCard
      to={starshipPath(ship)}
      badge={
        <Badge aria-hidden="true">
          <Icon name="rocket" size={30} />
        </Badge>
      }
      title={ship.name || DOCUMENT_KIND.starship.label.unnamed}
      summary={starshipSummary(ship)}
      status={status}
      noteSize="0.9rem"
    />
  );
});
