// The home page: welcome, the four rulebooks (a grid, or a slide selector on small screens), the site's sections,
// community and sharing links, and the Dark Side / Light Side theme switch.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { socialLinks, useConfiguredLinks } from '../../app/site-links.ts';
import { useThemeMode } from '../../app/theme/ThemeMode.tsx';
import { media } from '../../lib/theme/themes.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { RULEBOOK_CARDS, SITE_SECTIONS } from './home-content.ts';
import { RulebookSlides } from './RulebookSlides.tsx';
import { RulebookTile } from './RulebookTile.tsx';

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  section { margin: 32px 0; }
  h2 { font-size: 1.5rem; }
`;

const Hero = styled.section`
  text-align: center;
  padding: 32px 16px;
  border-radius: 8px;
  background: ${(p) => p.theme.colors.surface};
  h1 { font-size: clamp(1.8rem, 5vw, 2.8rem); margin: 0 0 12px; }
  p { max-width: 720px; margin: 0 auto 8px; font-size: 1.1rem; }
`;

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: none;
  gap: 16px;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  ${media.mdUp} { display: grid; }
`;

const Slides = styled.div`
  ${media.mdUp} { display: none; }
`;

const Sections = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 8px 24px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  li { display: flex; gap: 12px; align-items: flex-start; padding: 8px 0; }
  li > svg { color: ${(p) => p.theme.colors.primary}; margin-top: 2px; }
  a { font-weight: 700; }
  p { margin: 2px 0 0; }
`;

const Social = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  a { display: inline-flex; align-items: center; gap: 6px; }
`;

export function HomePage() {
  const { isDarkSide, toggleDarkSide } = useThemeMode();
  const configured = useConfiguredLinks();
  const links = useMemo(() => socialLinks(configured), [configured]);
  return (
    <Page>
      <Hero>
        <h1>Welcome to SW5E</h1>
        <p>A companion for the space-fantasy overhaul of fifth-edition tabletop rules: read the rulebooks, search every power and piece of gear, and build your characters.</p>
        <p>Pick a book below to start reading, or use the search in the toolbar.</p>
      </Hero>
      <section aria-labelledby="rulebooks-heading">
        <h2 id="rulebooks-heading">Rulebooks</h2>
        <Grid>
          {RULEBOOK_CARDS.map((card) => (
            <li key={card.to}>
              <RulebookTile card={card} />
            </li>
          ))}
        </Grid>
        <Slides>
          <RulebookSlides cards={RULEBOOK_CARDS} />
        </Slides>
      </section>
      <section aria-labelledby="sections-heading">
        <h2 id="sections-heading">On this site</h2>
        <Sections>
          {SITE_SECTIONS.map((s) => (
            <li key={s.title}>
              <Icon name={s.icon} />
              <div>
                <Link to={s.to}>{s.title}</Link>
                <p>{s.description}</p>
              </div>
            </li>
          ))}
        </Sections>
      </section>
      <section aria-labelledby="community-heading">
        <h2 id="community-heading">Community</h2>
        <Social>
          {links.map((l) => (
            <li key={l.label}>
              <a href={l.href} target="_blank" rel="noopener noreferrer" title={l.description}>
                <Icon name={l.icon} size={20} />
                {l.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </Social>
      </section>
      <section style={{ textAlign: 'center' }}>
        <Button onClick={toggleDarkSide} color="secondary">
          <Icon name={isDarkSide ? 'sun' : 'moon'} size={20} />
          {isDarkSide ? 'Join the Light Side' : 'Join the Dark Side'}
        </Button>
      </section>
    </Page>
  );
}
