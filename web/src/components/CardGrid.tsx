// The card grid: a card takes 12 of 12 columns on extra-small screens, 6 at sm, 3 at md and up.
import styled from 'styled-components';
import { media } from '../lib/theme/themes.ts';

export const CardGrid = styled.ul`
  list-style: none;
  margin: 16px 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  & > * { grid-column: span 12; }
  ${media.smUp} { & > * { grid-column: span 6; } }
  ${media.mdUp} { & > * { grid-column: span 3; } }
`;

/** A card surface; put it inside a CardGrid item (<li>). */
export const Card = styled.div`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
  h2, h3 { margin: 0; font-size: 1.15rem; }
  p { margin: 0; }
`;
