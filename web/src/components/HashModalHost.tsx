// Loads the hash modal only when the URL hash names a record, so the markdown renderer stays out of the first load.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { hashRecordName } from './hash-record.ts';

const HashModal = lazy(() => import('./HashModal.tsx').then((m) => ({ default: m.HashModal })));

/**
 * `versionsReady` comes from the app shell, which owns the data layer and its data-version check (this layer sits
 * below it). The modal asks nothing before that (it opens only with its record), and the data client it queries
 * through exists only from then.
 */
export function HashModalHost({ versionsReady }: { versionsReady: boolean }) {
  const { hash } = useLocation();
  if (!hashRecordName(hash) || !versionsReady) return null;
  return (
    <Suspense fallback={null}>
      <HashModal versionsReady={versionsReady} />
    </Suspense>
  );
}
