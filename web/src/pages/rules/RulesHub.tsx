// /rules: a button to each rulebook and to the variant rules and expanded content.
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button.tsx';

const RULEBOOKS = [
  { to: '/rules/phb', label: "Player's Handbook" },
  { to: '/rules/snv', label: 'Scum and Villainy' },
  { to: '/rules/sotg', label: 'Starships of the Galaxy' },
  { to: '/rules/wh', label: 'Wretched Hives' },
  { to: '/rules/variantRules', label: 'Variant Rules' },
  { to: '/rules/expandedContent', label: 'Expanded Content' },
];

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
        {RULEBOOKS.map((r) => (
          <li key={r.to}>
            <ButtonLink to={r.to}>{r.label}</ButtonLink>
          </li>
        ))}
      </List>
    </section>
  );
}
