// /tools/starships/:starshipId: loads the starship rules and the ship, then shows the builder for an incomplete ship
// (or while editing) and the live sheet otherwise. Crewmembers who are characters bring their current figures (crew
// facts). Where each edit is saved is the document store's decision: builder edits are held while editing, sheet
// edits go to the cloud at once when signed in.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { computeStarship } from '../../../../../core/engine/starships/index.ts';
import type { StoredStarship } from '../../../../../core/documents/adapters.ts';
import { BackButton } from '../../../components/BackButton.tsx';
import { Button } from '../../../components/Button.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { DOCUMENT_KIND_SPECS } from '../../../storage/document-kinds.ts';
import { DocumentConflictPrompt } from '../../../storage/DocumentConflicts.tsx';
import { useDocument } from '../../../storage/use-documents.ts';
import { Notice } from '../ui/fields.tsx';
import { SaveError, saveStatusText } from '../ui/SaveStatus.tsx';
import { StarshipBuilder } from './builder/StarshipBuilder.tsx';
import { useCrewFacts } from './crew/use-crew-facts.ts';
import { useStarshipRules } from './rules/use-starship-rules.ts';
import { StarshipSheet } from './sheet/StarshipSheet.tsx';
import { STARSHIP_LIST_PATH } from './starship-paths.ts';

export const STARSHIP_NOT_FOUND = 'Starship not found';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
  .save { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; font-size: 0.9rem; color: ${(p) => p.theme.colors.mutedText}; }
`;

export function StarshipPage() {
  const { starshipId = '' } = useParams();
  const navigate = useNavigate();
  const { rules, loading: rulesLoading, error: rulesError } = useStarshipRules();
  const {
    document: ship,
    isLoading,
    notFound,
    isSignedIn,
    status,
    unsaved,
    localError,
    update,
    flush,
    markClean,
    remove,
  } = useDocument('starship', starshipId);
  const crew = useCrewFacts(ship);
  usePageTitle(ship?.name || 'Starships');

  // Decided once the ship is there: the builder while incomplete, the sheet otherwise.
  const [view, setView] = useState<{ editing: boolean; step: number } | undefined>();
  useEffect(() => {
    if (!ship || view) return;
    const complete = DOCUMENT_KIND_SPECS.starship.isComplete(ship);
    setView({ editing: !complete, step: 1 });
  }, [ship, view]);

  // Set while this page deletes its own ship: it then vanishes on purpose, which is no 'not found'.
  const deleting = useRef(false);
  const reported = useRef(false);
  useEffect(() => {
    if (!notFound || reported.current || deleting.current) return;
    reported.current = true;
    window.alert(STARSHIP_NOT_FOUND);
    navigate(STARSHIP_LIST_PATH, { replace: true });
  }, [notFound, navigate]);

  // Builder edits are held in this browser while editing; leaving the page sends them.
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => () => void flushRef.current(), []);

  const editing = view?.editing ?? false;
  const onChange = useCallback((next: StoredStarship) => void update(next, editing ? 'builder' : 'sheet'), [editing, update]);
  const onDelete = useCallback(async () => {
    deleting.current = true;
    try {
      await remove();
      navigate(STARSHIP_LIST_PATH);
    } catch (error) {
      deleting.current = false;
      window.alert(`Could not delete the starship: ${(error as Error).message}`);
    }
  }, [remove, navigate]);
  const viewSheet = useCallback(() => {
    setView((current) => (current ? { ...current, editing: false } : current));
    void flush();
  }, [flush]);
  const edit = useCallback((step: number) => setView((current) => (current ? { ...current, editing: true, step } : current)), []);

  const computed = useMemo(() => {
    if (!ship || !rules) return undefined;
    try {
      return { value: computeStarship(ship, rules, { crewFacts: crew.facts }) };
    } catch (error) {
      return { error: error as Error };
    }
  }, [ship, rules, crew.facts]);

  if (rulesError && !rules) return <Notice tone="error">Could not load the starship rules: {rulesError.message}</Notice>;
  if (rulesLoading || isLoading || !rules || !view) {
    return notFound ? null : <Loading label={rulesLoading ? 'Loading the starship rules' : 'Loading the starship'} />;
  }
  if (!ship || !computed) return null;
  if (computed.error) return <Notice tone="error">This starship cannot be computed with the loaded rules: {computed.error.message}</Notice>;

  const failedSave = status?.state === 'error';
  const dirty = unsaved || failedSave;
  const common = {
    ship,
    rules,
    computed: computed.value!,
    characters: crew.characters,
    missingCrew: crew.missing,
    onChange,
    onDelete: () => void onDelete(),
    onMarkClean: markClean,
  };

  return (
    <div>
      <Bar>
        <BackButton to={STARSHIP_LIST_PATH} label="My Starships" />
        <div className="save" role="status" aria-live="polite">
          <span>{saveStatusText(status, isSignedIn, dirty)}</span>
          {isSignedIn && (
            <Button variant={dirty ? 'contained' : 'outlined'} disabled={!dirty && status?.state === 'synced'} onClick={() => void flush()}>
              Save Starship
            </Button>
          )}
        </div>
      </Bar>
      <DocumentConflictPrompt kind="starship" id={ship.localId} />
      {isSignedIn && <SaveError status={status} onRetry={() => void flush()} />}
      {localError && <Notice tone="error">{localError}</Notice>}
      {view.editing ? <StarshipBuilder {...common} initialStep={view.step} onViewSheet={viewSheet} /> : <StarshipSheet {...common} onEdit={edit} />}
    </div>
  );
}
