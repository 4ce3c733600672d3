// /rules/sotg/starshipSizes: the Starships chapter text, a card per size from Tiny to Gargantuan
// (hit die, saving throw options, Strength, Dexterity and Constitution at tier 0, each shown only when the data has
// it), then the Variant: Space Stations section.
import { itemPaths } from '../../../../core/site-paths.ts';
import { Fragment, useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardGrid } from '../../components/CardGrid.tsx';
import { Loading } from '../../components/Loading.tsx';
import { Markdown } from '../../components/Markdown.tsx';
import { usePageTitle } from '../../components/page-title.ts';
import { useStarshipSizesQuery } from '../../gql/hooks.ts';
import { splitSpaceStations } from './space-stations.ts';
import { sizeCardFacts, sortSizes } from './starship-size-facts.ts';

const Page = styled.article`
  max-width: 1100px;
  margin: 0 auto;
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; }
  dt { font-weight: 700; }
  dd { margin: 0; }
`;

export const sizePath = (name: string) => itemPaths.starshipSize(name);

export function StarshipSizesPage() {
  usePageTitle('Starships');
  const { data } = useStarshipSizesQuery();
  const chapter = useMemo(() => splitSpaceStations(data?.chapter?.contentMarkdown ?? ''), [data]);
  const sizes = useMemo(() => sortSizes(data?.starshipBaseSizes ?? []), [data]);
  if (!data) return <Loading label="Loading starship sizes" />;
  return (
    <Page aria-label="Starships chapter">
      {chapter.main ? <Markdown source={chapter.main} /> : <h1>Starships</h1>}
      <CardGrid aria-label="Starship sizes">
        {sizes.map((size) => {
          const facts = sizeCardFacts(size);
          return (
            <li key={size.name}>
              <Card>
                <h2>
                  <Link to={sizePath(size.name)}>{size.name}</Link>
                </h2>
                {facts.length > 0 ? (
                  <dl>
                    {facts.map((fact) => (
                      <Fragment key={fact.label}>
                        <dt>{fact.label}</dt>
                        <dd>{fact.value}</dd>
                      </Fragment>
                    ))}
                  </dl>
                ) : (
                  <p>
                    <Link to={sizePath(size.name)}>Read about {size.name.toLowerCase()} ships</Link>
                  </p>
                )}
              </Card>
            </li>
          );
        })}
      </CardGrid>
      {chapter.spaceStations && <Markdown source={chapter.spaceStations} />}
    </Page>
  );
}
