// /loot: the four loot tables, the section's pages from the route table.
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button.tsx';
import { usePageTitle } from '../../components/page-title.ts';
import { sectionLinks } from '../../../../core/routes.ts';

const Hub = styled.section`
  max-width: 900px;
  margin: 0 auto;
  ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 12px; }
`;

export function LootHub() {
  usePageTitle('Loot');
  return (
    <Hub aria-labelledby="loot-title">
      <h1 id="loot-title">Loot</h1>
      <p>Gear, arms and armor, and the enhanced items found across the galaxy.</p>
      <ul>
        {sectionLinks('loot').map(({ label, to }) => (
          <li key={to}>
            <ButtonLink to={to}>{label}</ButtonLink>
          </li>
        ))}
      </ul>
    </Hub>
  );
}
