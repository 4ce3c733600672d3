// /starships: the starship tables and deployments (spec section 2).
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button.tsx';
import { usePageTitle } from '../../components/page-title.ts';

export const STARSHIP_SECTIONS = [
  ['deployments', 'Deployments'],
  ['ventures', 'Ventures'],
  ['modifications', 'Modifications'],
  ['equipment', 'Equipment'],
  ['weapons', 'Weapons'],
] as const;

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
        {STARSHIP_SECTIONS.map(([slug, label]) => (
          <li key={slug}>
            <ButtonLink to={`/starships/${slug}`}>{label}</ButtonLink>
          </li>
        ))}
      </ul>
    </Hub>
  );
}
