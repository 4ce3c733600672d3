// /tools/encounters/:encounterId/combat: the combat tracker of a saved encounter. The tracker's state is part of the
// encounter document, so it follows the encounter's storage (this browser, and the cloud when signed in) and survives
// a reload. This page loads the encounter and the rules, says what is wrong when either cannot be read, and hands
// them to the tracker.
import { useParams } from 'react-router-dom';
import { ROUTES } from '../../../../../../core/routes.ts';
import { BackButton } from '../../../../components/BackButton.tsx';
import { Loading } from '../../../../components/Loading.tsx';
import { usePageTitle } from '../../../../components/page-title.ts';
import { DocumentConflictPrompt } from '../../../../storage/DocumentConflicts.tsx';
import { useDocument } from '../../../../storage/use-documents.ts';
import { Notice } from '../../ui/fields.tsx';
import { CombatTracker } from './CombatTracker.tsx';
import { useTrackerRules } from './tracker-data.ts';
import { useTracker } from './use-tracker.ts';

export function CombatPage() {
  const { encounterId = '' } = useParams();
  const stored = useDocument('encounter', encounterId);
  const { rules, loading: rulesLoading, error: rulesError } = useTrackerRules();
  const { reading, tracker, dispatch } = useTracker(stored, rules);
  const encounter = reading?.ok ? reading.encounter : undefined;
  usePageTitle(encounter ? `${encounter.name}: combat` : undefined);

  if (stored.isLoading) return <Loading label="Loading the encounter" />;
  if (stored.notFound || !stored.document) {
    return (
      <>
        <BackButton to={ROUTES.tools.pattern} />
        <Notice tone="warning">This encounter is not in this browser{stored.isSignedIn ? ' or in your cloud' : ''}: it may have been deleted{stored.isSignedIn ? '' : ', or it is kept in the cloud: sign in to open it'}.</Notice>
      </>
    );
  }
  if (reading && !reading.ok) {
    return (
      <Notice tone="error">
        <p>This encounter cannot be read by the tracker:</p>
        <ul>
          {reading.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </Notice>
    );
  }
  if (!rules) return rulesError && !rulesLoading ? <Notice tone="error">Could not load the encounter rules: {rulesError}</Notice> : <Loading label="Loading the rules" />;
  if (!encounter) return <Loading label="Loading the encounter" />;
  return (
    <>
      {stored.localError && <Notice tone="error">{stored.localError}</Notice>}
      <DocumentConflictPrompt kind="encounter" {...(stored.document.localId ? { id: stored.document.localId } : {})} />
      <CombatTracker encounter={encounter} tracker={tracker} rules={rules} dispatch={dispatch} documentId={stored.document.id} isSignedIn={stored.isSignedIn} isSigningIn={stored.isSigningIn} status={stored.status} onRetry={() => void stored.flush()} />
    </>
  );
}
