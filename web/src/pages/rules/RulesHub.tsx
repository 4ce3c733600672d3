// /rules: a button to each rulebook and to the variant rules and expanded content.
import styled from 'styled-components';
import { sectionLinks } from '../../../../core/routes.ts';
import { ButtonLink } from '../../components/Button.tsx';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 360px;
  margin: 24px auto;
  a { width: 100%; }
`;

export function RulesHub() {
  return (
    <section style={{ textAlign: 'center' }}>
      <h1>Rules</h1>
      <List>
        {sectionLinks('rules').map((r) => (
          <li key={r.to}>
            <ButtonLink to={r.to}>{r.label}</ButtonLink>
          </li>
        ))}
      </List>
    </section>
  );
}
