// Where a document's latest change is (this browser only, saving, saved to the cloud, waiting for a choice, failed),
// in words for the page's status line, and the notice of a failed upload with its countdown and Retry. The one wording
// of every document page: characters, starships, the encounter builder and the combat tracker.
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import type { SyncStatus } from '../../../storage/document-store.ts';
import { Notice } from './fields.tsx';

/**
 * dirty: the page holds edits not yet asked to be saved (a builder's), so a pending change is "Unsaved changes".
 * signingIn: this browser's session is still being restored (a reload): where the document is kept is not known yet,
 * so nothing is claimed ("Saved in this browser only" would be false for a signed-in user a moment later).
 */
export function saveStatusText(status: SyncStatus | undefined, isSignedIn: boolean, dirty = false, signingIn = false): string {
  if (!isSignedIn) return signingIn ? 'Signing in…' : 'Saved in this browser only';
  switch (status?.state) {
    case 'saving':
      return 'Saving to the cloud…';
    case 'pending':
      return dirty ? 'Unsaved changes' : 'Saving to the cloud…';
    case 'synced':
      return 'Saved to the cloud';
    case 'conflict':
      return 'Changed elsewhere too: waiting for your choice';
    case 'error':
      return 'Not saved to the cloud';
    default:
      return '';
  }
}

export function SaveError({ status, onRetry }: { status: SyncStatus | undefined; onRetry(): void }) {
  const [, tick] = useState(0);
  const retryAt = status?.state === 'error' ? status.retryAt : undefined;
  // Count down to the next automatic retry, once a second.
  useEffect(() => {
    if (!retryAt) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [retryAt]);
  if (status?.state !== 'error') return null;
  const seconds = retryAt ? Math.max(0, Math.ceil((retryAt - Date.now()) / 1000)) : undefined;
  return (
    <Notice tone="error">
      <p>
        Your latest changes could not be saved to the cloud: {status.message}
        {status.kind === 'too-large' ? '' : ` They are kept in this browser${seconds !== undefined ? `; trying again in ${seconds} s.` : '.'}`}
      </p>
      {/* Too large: the same copy can only be refused again; the message says what to change. */}
      {status.kind !== 'too-large' && (
        <Button variant="outlined" onClick={onRetry}>
          Retry now
        </Button>
      )}
    </Notice>
  );
}
