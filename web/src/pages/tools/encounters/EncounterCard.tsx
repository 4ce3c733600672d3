// One card of the encounter list: the name, the party and monsters in a line each, the difficulty the engine gives,
// and where it is saved when it has not reached the cloud (the surface and the note are the lists' shared ones).
import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DOCUMENT_KIND } from '../../../../../core/documents/kinds.ts';
import type { DocumentDifficulty } from '../../../../../core/engine/encounters/index.ts';
import type { StoredEncounter } from '../../../storage/document-kinds.ts';
import type { SyncStatus } from '../../../storage/document-store.ts';
import { cardSurface, syncNote } from '../ui/DocumentCard.tsx';
import { DifficultyBadge } from './DifficultyBadge.tsx';
import { encounterPath } from './encounter-paths.ts';
import { formatXp, monstersSummary, partySummary } from './encounter-summary.ts';

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 4px;
  ${cardSurface}
  padding: 12px 14px;
  h2 { margin: 0; font-size: 1.05rem; overflow-wrap: anywhere; }
  p { margin: 0; font-size: 0.9rem; color: ${(p) => p.theme.colors.mutedText}; }
  .judged { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; margin-top: auto; padding-top: 6px; font-size: 0.85rem; font-variant-numeric: tabular-nums; }
  .sync { font-size: 0.8rem; }
`;

interface Props {
  encounter: StoredEncounter;
  /** The engine's judgement, once the rules are loaded. */
  judged: DocumentDifficulty | undefined;
  status?: SyncStatus;
  /** What the engine cannot read in it, when it is damaged. */
  problem?: string;
}

export const EncounterCard = memo(function EncounterCard({ encounter, judged, status, problem }: Props) {
  const note = syncNote(status);
  return (
    <CardLink to={encounterPath(encounter)}>
      <h2>{encounter.name || DOCUMENT_KIND.encounter.label.unnamed}</h2>
      {problem ? (
        <p>This encounter cannot be read: open it to export it.</p>
      ) : (
        <>
          <p>{partySummary(encounter.party)}</p>
          <p>{monstersSummary(encounter)}</p>
          {judged?.difficulty && (
            <span className="judged">
              <DifficultyBadge difficulty={judged.difficulty} />
              <span>{formatXp(judged.adjustedXp)} adjusted XP</span>
            </span>
          )}
        </>
      )}
      {note && <p className="sync">{note}</p>}
    </CardLink>
  );
});
