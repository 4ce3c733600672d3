// A card of a document list (My Characters, My Starships, the encounters): the raised link that opens the document,
// and the note of where its latest change is while it has not reached the cloud.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { SyncStatus } from '../../../storage/document-store.ts';

/** The raised surface every list card has, whatever it shows inside. */
export const cardSurface = css`
  height: 100%;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
  text-decoration: none;
  &:hover { box-shadow: 0 3px 8px rgba(0, 0, 0, 0.3); }
`;

/** Where a document's change is, for its card; nothing once it is in the cloud (or when signed out). */
export function syncNote(status: SyncStatus | undefined): string | undefined {
  if (!status) return undefined;
  if (status.state === 'error') return 'Not saved to the cloud yet';
  if (status.state === 'conflict') return 'Changed elsewhere too: choose what to keep';
  if (status.state === 'pending' || status.state === 'saving') return 'Saving…';
  return undefined;
}

const CardLink = styled(Link)<{ $noteSize: string }>`
  ${cardSurface}
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 12px;
  h2 { margin: 0; font-size: 1.1rem; overflow-wrap: anywhere; }
  p { margin: 2px 0 0; font-size: 0.9rem; color: ${(p) => p.theme.colors.mutedText}; }
  .sync { font-size: ${(p) => p.$noteSize}; }
`;

export interface DocumentCardProps {
  to: string;
  /** The picture beside the words (a portrait, a badge). */
  badge: ReactNode;
  title: string;
  summary: string;
  status: SyncStatus | undefined;
  /** The sync note's size; the starship list shows it at the summary's size. */
  noteSize?: string;
}

/** A card with a picture, a title, a summary line and the sync note (characters, starships). */
export function DocumentCard({ to, badge, title, summary, status, noteSize = '0.8rem' }: DocumentCardProps) {
  const note = syncNote(status);
  return (
    <CardLink to={to} $noteSize={noteSize}>
      {badge}
      <div>
        <h2>{title}</h2>
        <p>{summary}</p>
        {note && <p className="sync">{note}</p>}
      </div>
    </CardLink>
  );
}
