// Deployment cards: name and description, linking to the deployment's page under `base`.
import { Link } from 'react-router-dom';
import { Card, CardGrid } from '../../components/CardGrid.tsx';
import { Loading } from '../../components/Loading.tsx';
import { Markdown } from '../../components/Markdown.tsx';
import { useDeploymentCardsQuery } from '../../gql/hooks.ts';

export function DeploymentCards({ base }: { base: string }) {
  const { data } = useDeploymentCardsQuery();
  if (!data) return <Loading label="Loading deployments" />;
  return (
    <CardGrid aria-label="Deployments">
      {data.starshipDeployments.map((d) => (
        <li key={d.name}>
          <Card>
            <h2>
              <Link to={`${base}/${encodeURIComponent(d.name)}`}>{d.name}</Link>
            </h2>
            {d.description && <Markdown source={d.description} />}
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
