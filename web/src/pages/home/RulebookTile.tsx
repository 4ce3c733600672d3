// One rulebook card: its title on a coloured panel; hovering or focusing it reveals the description; Read More opens it.
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button.tsx';
import type { RulebookCard } from './home-content.ts';

const Tile = styled.article<{ $tint: string; $always: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  min-height: 260px;
  padding: 16px;
  border-radius: 8px;
  overflow: hidden;
  color: #ffffff;
  background: ${(p) => p.$tint};
  box-shadow: 0 2px 6px rgba(0, 0, 0, 0.3);
  h3 { margin: 0 0 8px; font-size: 1.35rem; }
  .blurb {
    margin: 0 0 12px;
    opacity: ${(p) => (p.$always ? 1 : 0)};
    max-height: ${(p) => (p.$always ? 'none' : '0')};
    transition: opacity 0.2s ease;
  }
  &:hover .blurb, &:focus-within .blurb { opacity: 1; max-height: none; }
  a { align-self: flex-start; background: #ffffff; color: #1f2326; }
`;

export function RulebookTile({ card, alwaysShowText = false }: { card: RulebookCard; alwaysShowText?: boolean }) {
  return (
    <Tile $tint={card.tint} $always={alwaysShowText}>
      <h3>{card.title}</h3>
      <p className="blurb">{card.blurb}</p>
      <ButtonLink to={card.to} aria-label={`Read more: ${card.title}`}>
        Read More
      </ButtonLink>
    </Tile>
  );
}
