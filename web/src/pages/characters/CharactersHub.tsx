// /characters: buttons to every characters table, the section's pages from the route table.
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button.tsx';
import { usePageTitle } from '../../components/page-title.ts';
import { sectionLinks } from '../../../../core/routes.ts';

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
        {sectionLinks('characters').map(({ label, to }) => (
          <li key={to}>
            <ButtonLink to={to}>{label}</ButtonLink>
          </li>
        ))}
      </ul>
    </Hub>
  );
}
