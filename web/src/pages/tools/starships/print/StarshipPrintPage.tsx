// /tools/starships/:starshipId/print: loads the rules and the ship, then the printable sheet with a Print button
// ('No starship loaded' when there is none).
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { computeStarship } from '../../../../../../core/engine/starships/index.ts';
import { BackButton } from '../../../../components/BackButton.tsx';
import { Button } from '../../../../components/Button.tsx';
import { Loading } from '../../../../components/Loading.tsx';
import { usePageTitle } from '../../../../components/page-title.ts';
import { useDocument } from '../../../../storage/use-documents.ts';
import { useCrewFacts } from '../crew/use-crew-facts.ts';
import { useStarshipRules } from '../rules/use-starship-rules.ts';
import { starshipPath } from '../starship-paths.ts';
import { StarshipPrintView } from './StarshipPrintView.tsx';

export function StarshipPrintPage() {
  const { starshipId = '' } = useParams();
  const { rules, loading: rulesLoading, error } = useStarshipRules();
  const { document: ship, isLoading } = useDocument('starship', starshipId);
  const crew = useCrewFacts(ship);
  usePageTitle(ship?.name ? `${ship.name} (print)` : 'Print Starship');
  const computed = useMemo(() => (ship && rules ? computeStarship(ship, rules, { crewFacts: crew.facts }) : undefined), [ship, rules, crew.facts]);
  if ((rulesLoading && !rules) || isLoading) return <Loading label={rulesLoading ? 'Loading the starship rules' : 'Loading the starship'} />;
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', maxWidth: '8in', margin: '0 auto 12px' }}>
        <BackButton to={starshipPath(starshipId)} label="Back to the starship" />
        <Button onClick={() => window.print()} disabled={!computed}>
          Print
        </Button>
      </div>
      {error && !rules && <p role="alert">Could not load the starship rules: {error.message}</p>}
      {ship && computed ? (
        <StarshipPrintView ship={ship} computed={computed} />
      ) : (
        <p role="status" style={{ textAlign: 'center' }}>
          No starship loaded
        </p>
      )}
    </>
  );
}
