// /tools/starships/:starshipId: loads the starship rules and the ship, then shows the builder for an incomplete ship
// (or while editing) and the live sheet otherwise. Crewmembers who are characters bring their current figures (crew
// facts). Where each edit is saved is the document store's decision: builder edits are held while editing, sheet
// edits go to the cloud at once when signed in. What it shares with the character page (the view chosen on load, the
// missing-document alert, the callbacks) is useDocumentPage.
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { computeStarship } from '../../../../../core/engine/starships/index.ts';
import type { StoredStarship } from '../../../../../core/documents/adapters.ts';
import { Loading } from '../../../components/Loading.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { DOCUMENT_KIND_SPECS } from '../../../storage/document-kinds.ts';
import { useDocumentPage } from '../document-page.ts';
import { DocumentPageBar, saveProps } from '../ui/DocumentPageBar.tsx';
import { Notice } from '../ui/fields.tsx';
import { StarshipBuilder } from './builder/StarshipBuilder.tsx';
import { useCrewFacts } from './crew/use-crew-facts.ts';
import { useStarshipRules } from './rules/use-starship-rules.ts';
import { StarshipSheet } from './sheet/StarshipSheet.tsx';
import { STARSHIP_LIST_PATH } from './starship-paths.ts';

export const STARSHIP_NOT_FOUND = 'Starship not found';

// The builder while the ship is incomplete, the sheet otherwise.
const initialView = (ship: StoredStarship) => ({ editing: !DOCUMENT_KIND_SPECS.starship.isComplete(ship), step: 1 });
const PAGE = { initialView, notFoundMessage: STARSHIP_NOT_FOUND, listPath: STARSHIP_LIST_PATH, noun: 'starship' };

export function StarshipPage() {
  const { starshipId = '' } = useParams();
  const { rules, loading: rulesLoading, error: rulesError } = useStarshipRules();
  const page = useDocumentPage('starship', starshipId, PAGE);
  const { document: ship, isLoading, notFound, view, markClean, onChange, onDelete, viewSheet, edit } = page;
  const crew = useCrewFacts(ship);
  usePageTitle(ship?.name || 'Starships');

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

  const common = {
    ship,
    rules,
    computed: computed.value!,
    characters: crew.characters,
    missingCrew: crew.missing,
    onChange,
    onDelete,
    onMarkClean: markClean,
  };

  return (
    <div>
      <DocumentPageBar kind="starship" localId={ship.localId} listPath={STARSHIP_LIST_PATH} listLabel="My Starships" saveLabel="Save Starship" {...saveProps(page)} />
      {view.editing ? <StarshipBuilder {...common} initialStep={view.step} onViewSheet={viewSheet} /> : <StarshipSheet {...common} onEdit={edit} />}
    </div>
  );
}
