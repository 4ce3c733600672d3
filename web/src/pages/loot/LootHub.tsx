// /loot: the four loot tables (spec section 2).
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button.tsx';
import { usePageTitle } from '../../components/page-title.ts';

export const LOOT_SECTIONS = [
  ['armor', 'Armor'],
  ['weapons', 'Weapons'],
  ['adventuringGear', 'Adventuring Gear'],
  ['enhancedItems', 'Enhanced Items'],
] as const;

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
        {LOOT_SECTIONS.map(([slug, label]) => (
          <li key={slug}>
            <ButtonLink to={`/loot/${slug}`}>{label}</ButtonLink>
          </li>
        ))}
      </ul>
    </Hub>
  );
}
