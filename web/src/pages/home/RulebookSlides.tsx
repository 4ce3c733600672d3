// The rulebook cards as a slide selector for small screens: one card at a time, previous/next buttons and a
// button per slide; arrow keys move between slides.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { IconButton } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import type { RulebookCard } from './home-content.ts';
import { RulebookTile } from './RulebookTile.tsx';

const Carousel = styled.section`
  .slide-row { display: flex; align-items: center; gap: 4px; }
  .slide-row > div { flex: 1; min-width: 0; }
  .dots { display: flex; justify-content: center; gap: 6px; margin-top: 8px; }
  .dots button {
    width: 28px; height: 28px; padding: 0; border: 0; background: none; cursor: pointer;
    display: inline-flex; align-items: center; justify-content: center;
  }
  .dots button span { width: 12px; height: 12px; border-radius: 50%; border: 2px solid ${(p) => p.theme.colors.text}; }
  .dots button[aria-current='true'] span { background: ${(p) => p.theme.colors.text}; }
`;

export function RulebookSlides({ cards }: { cards: RulebookCard[] }) {
  const [index, setIndex] = useState(0);
  const id = useId();
  const go = (i: number) => setIndex((i + cards.length) % cards.length);
  const card = cards[index];
  return (
    <Carousel aria-roledescription="carousel" aria-label="Rulebooks">
      <div
        className="slide-row"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') go(index + 1);
          if (e.key === 'ArrowLeft') go(index - 1);
        }}
      >
        <IconButton aria-label="Previous rulebook" aria-controls={id} onClick={() => go(index - 1)}>
          <Icon name="chevronLeft" />
        </IconButton>
        <div id={id} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${cards.length}: ${card.title}`} aria-live="polite">
          <RulebookTile card={card} alwaysShowText />
        </div>
        <IconButton aria-label="Next rulebook" aria-controls={id} onClick={() => go(index + 1)}>
          <Icon name="chevronRight" />
        </IconButton>
      </div>
      <div className="dots">
        {cards.map((c, i) => (
          <button key={c.to} type="button" aria-label={`Show ${c.title}`} aria-current={i === index} onClick={() => go(i)}>
            <span />
          </button>
        ))}
      </div>
    </Carousel>
  );
}
