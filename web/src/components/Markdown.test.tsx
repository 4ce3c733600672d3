// The markdown renderer: heading anchors, dashes for replacement characters, GFM tables, hash and site links.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { lightTheme } from '../lib/theme/themes.ts';
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

  it('renders the harmless HTML of the data: line breaks, a column layout, an image from an allowed host', () => {
    const { container } = renderAt(
      '/',
      [
        'Prerequisite: 5th tier<br>Requires a hyperdrive',
        '',
        "<div style='column-count:2'>",
        '',
        '**Left** and right',
        '',
        '</div>',
        '',
        "<img src='https://www.gmbinder.com/images/rBn3F2L.png'\r\nstyle='position:absolute;top:25px;z-index:1000' />",
      ].join('\n'),
    );
    expect(container.querySelector('p br')).not.toBeNull();
    expect(container.textContent).not.toContain('<br>');
    const columns = container.querySelector('div.md-columns-2');
    expect(columns).not.toBeNull();
    expect(columns!.getAttribute('style')).toBeNull();
    expect(columns!.textContent).toContain('Left and right');
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://www.gmbinder.com/images/rBn3F2L.png');
    expect(image!.getAttribute('style')).toBeNull();
  });

  it('never lets hostile HTML through: scripts, handlers, frames, styles, script URLs and unknown image hosts', () => {
    const { container } = renderAt(
      '/',
      [
        '<script>window.hacked = 1</script>',
        '<img src="https://evil.example/x.png" onerror="window.hacked = 2" alt="tracker">',
        '<a href="javascript:window.hacked=3" onclick="window.hacked=4">click</a>',
        '<iframe src="https://evil.example/"></iframe>',
        '<div style="position:fixed;inset:0" onmouseover="window.hacked=5" class="toolbar">cover</div>',
        '<svg><script>window.hacked = 6</script></svg>',
        '<form action="https://evil.example/"><input name="password"></form>',
        '<style>body { display: none }</style>',
      ].join('\n\n'),
    );
    const html = container.innerHTML;
    expect(container.querySelector('script, iframe, svg, form, input, style')).toBeNull();
    expect(html).not.toMatch(/onerror|onclick|onmouseover|javascript:|evil\.example|position:fixed/i);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('tracker')).toBeInTheDocument();
    expect(container.querySelector('.toolbar')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(html).not.toContain('window.hacked = 1');
  });
});
