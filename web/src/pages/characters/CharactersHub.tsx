// /characters: buttons to every characters table (spec section 2).
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button.tsx';
import { usePageTitle } from '../../components/page-title.ts';

export const CHARACTER_SECTIONS = [
  ['species', 'Species'],
  ['classes', 'Classes'],
  ['archetypes', 'Archetypes'],
  ['backgrounds', 'Backgrounds'],
  ['feats', 'Feats'],
  ['customizationOptions', 'Customization Options'],
  ['forcePowers', 'Force Powers'],
  ['techPowers', 'Tech Powers'],
  ['maneuvers', 'Maneuvers'],
] as const;

const Hub = styled.section`
  max-width: 900px;
  margin: 0 auto;
  ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 12px; }
`;

export function CharactersHub() {
  usePageTitle('Characters');
  return (
    <Hub aria-labelledby="characters-title">
      <h1 id="characters-title">Characters</h1>
      <p>Everything a character is built from, as searchable tables.</p>
      <ul>
        {CHARACTER_SECTIONS.map(([slug, label]) => (
          <li key={slug}>
            <ButtonLink to={`/characters/${slug}`}>{label}</ButtonLink>
          </li>
        ))}
      </ul>
    </Hub>
  );
}
