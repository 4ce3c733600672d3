// /starships: the starship tables and deployments, the section's pages from the route table.
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button.tsx';
import { usePageTitle } from '../../components/page-title.ts';
import { sectionLinks } from '../../../../core/routes.ts';

const Hub = styled.section`
  max-width: 900px;
  margin: 0 auto;
  ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 12px; }
`;

export function StarshipsHub() {
  usePageTitle('Starships');
  return (
    <Hub aria-labelledby="starships-title">
      <h1 id="starships-title">Starships</h1>
      <p>Crew roles, ship upgrades, gear and guns for your vessel.</p>
      <ul>
        {sectionLinks('starships').map(({ label, to }) => (
          <li key={to}>
            <ButtonLink to={to}>{label}</ButtonLink>
          </li>
        ))}
      </ul>
    </Hub>
  );
}
