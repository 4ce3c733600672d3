// The class cards: name, summary, hit die 1d{die}, primary ability and saves joined by 'and',
// each linking to the class's page. The handbook shows its Core classes only.
import { ROUTES, routePath } from '../../../../../core/routes.ts';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardGrid } from '../../../components/CardGrid.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { hitDieText } from '../../../components/table/format/hit-die.ts';
import { useClassCardsQuery } from '../../../gql/hooks.ts';
import { isHandbookCore } from '../content-filters.ts';
import { joinWithAnd } from './level-table.ts';

export function classPath(name: string, handbook: boolean): string {
  return routePath(handbook ? ROUTES.phbClass : ROUTES.class, { className: name });
}

export function ClassCards({ handbook = false }: { handbook?: boolean }) {
  const { data } = useClassCardsQuery();
  const classes = useMemo(() => (handbook ? data?.classes.filter(isHandbookCore) : data?.classes), [data, handbook]);
  if (!classes) return <Loading label="Loading classes" />;
  return (
    <CardGrid aria-label="Classes">
      {classes.map((c) => (
        <li key={c.name}>
          <Card>
            <h2>
              <Link to={classPath(c.name, handbook)}>{c.name}</Link>
            </h2>
            {c.summary && <p>{c.summary}</p>}
            <p>
              <strong>Hit Die:</strong> {hitDieText(c.hitDiceDieType)}
            </p>
            {c.primaryAbility && (
              <p>
                <strong>Primary Ability:</strong> {c.primaryAbility}
              </p>
            )}
            <p>
              <strong>Saves:</strong> {joinWithAnd(c.savingThrows) || '-'}
            </p>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
