// The markdown renderer: heading anchors, dashes for replacement characters, GFM tables, hash and site links.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { lightTheme } from '../app/theme/themes.ts';
import { Markdown } from './Markdown.tsx';

function renderAt(path: string, source: string) {
  const router = createMemoryRouter([{ path: '*', element: <Markdown source={source} /> }], { initialEntries: [path] });
  return render(
    <ThemeProvider theme={lightTheme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

const SOURCE = [
  '# Chapter 6: Customization Options',
  '',
  '## Fighting Styles',
  '',
  'Costs 1 \uFFFD 2 points. See [Force Push](#Force%20Push), [the table](/rules/phb/combat) and [elsewhere](https://example.org/).',
  '',
  '## Fighting Styles',
  '',
  '| Level | Cost |',
  '|:--|:--:|',
  '| 1st | 2 |',
].join('\n');

describe('Markdown', () => {
  it('renders headings with unique anchor ids', () => {
    renderAt('/rules/phb/customization?x=1', SOURCE);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'chapter-6-customization-options');
    const h2 = screen.getAllByRole('heading', { level: 2 });
    expect(h2.map((h) => h.id)).toEqual(['fighting-styles', 'fighting-styles-1']);
  });

  it('shows replacement characters as dashes', () => {
    renderAt('/', SOURCE);
    expect(screen.getByText(/Costs 1 - 2 points/)).toBeInTheDocument();
  });

  it('keeps hash links on the current page and search, site links in-app, other links in a new tab', () => {
    renderAt('/rules/phb/customization?x=1', SOURCE);
    expect(screen.getByRole('link', { name: 'Force Push' })).toHaveAttribute('href', '/rules/phb/customization?x=1#Force%20Push');
    expect(screen.getByRole('link', { name: 'the table' })).toHaveAttribute('href', '/rules/phb/combat');
    const external = screen.getByRole('link', { name: 'elsewhere' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders GFM tables inside a focusable scroll region', () => {
    renderAt('/', SOURCE);
    expect(screen.getByRole('columnheader', { name: 'Level' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1st' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Table' })).toHaveAttribute('tabindex', '0');
  });
});
