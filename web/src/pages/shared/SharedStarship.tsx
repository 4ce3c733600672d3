// A starship shared by a read-only link: read by the starship engine and shown as its printable sheet (nothing on it
// changes the ship), following the owner's saves. Loaded only when a link opens a starship.
import { useMemo, type ReactNode } from 'react';
import { parseStoredStarship } from '../../../../core/documents/adapters.ts';
import { computeStarship } from '../../../../core/engine/starships/index.ts';
import { Loading } from '../../components/Loading.tsx';
import { usePageTitle } from '../../components/page-title.ts';
import { StarshipPrintView } from '../tools/starships/print/StarshipPrintView.tsx';
import { useStarshipRules } from '../tools/starships/rules/use-starship-rules.ts';
import { Notice } from '../tools/ui/fields.tsx';

export function SharedStarship({ jsonData, bar }: { jsonData: string; bar: ReactNode }) {
  const { rules, loading, error } = useStarshipRules();
  const ship = useMemo(() => {
    try {
      const parsed = parseStoredStarship(JSON.parse(jsonData));
      return parsed.ok ? parsed.value : undefined;
    } catch {
      return undefined;
    }
  }, [jsonData]);
  usePageTitle(ship?.name || 'Shared starship');
  // Crewmembers who are the owner's characters show the figures the owner last stored for them.
  const computed = useMemo(() => (ship && rules ? computeStarship(ship, rules) : undefined), [ship, rules]);
  if (!ship) return <Notice tone="error">This shared starship could not be read.</Notice>;
  if (error && !rules) return <Notice tone="error">Could not load the starship rules: {error.message}</Notice>;
  if (loading || !computed) return <Loading label="Loading the starship rules" />;
  return (
    <div>
      {bar}
      <StarshipPrintView ship={ship} computed={computed} />
    </div>
  );
}
