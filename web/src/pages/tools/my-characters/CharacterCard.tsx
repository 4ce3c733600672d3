// One card of the My Characters list: portrait, name (or 'Unnamed Character') and the species/class line (the lists'
// shared DocumentCard).
import { memo } from 'react';
import { characterSummary, UNNAMED_CHARACTER, type RawCharacter } from '../../../../../core/engine/index.ts';
import type { SyncStatus } from '../../../storage/document-store.ts';
import { DocumentCard } from '../ui/DocumentCard.tsx';
import { Portrait } from '../ui/Portrait.tsx';
import { characterPath } from './character-paths.ts';

export const CharacterCard = memo(function CharacterCard({ character, status }: { character: RawCharacter; status?: SyncStatus }) {
  return (
    <DocumentCard
      to={characterPath(character)}
      badge={<Portrait src={character.image} size={64} />}
      title={character.name || UNNAMED_CHARACTER}
      summary={characterSummary(character)}
      status={status}
    />
  );
});
