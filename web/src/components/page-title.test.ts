// Page titles: '{title} | SW5E', 'SW5E' alone without a title, route handles and page overrides.
import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { buildTitle, routeTitle, setRouteTitle, usePageTitle } from './page-title.ts';

describe('buildTitle', () => {
  it('adds the site tag after a separator, or gives the tag alone', () => {
    expect(buildTitle('Combat')).toBe('Combat | SW5E');
    expect(buildTitle('  Species ')).toBe('Species | SW5E');
    expect(buildTitle('')).toBe('SW5E');
    expect(buildTitle(undefined)).toBe('SW5E');
    expect(buildTitle(null)).toBe('SW5E');
  });
});

describe('routeTitle', () => {
  it('takes the deepest route that names a title, computing it from params when given a function', () => {
    const matches = [
      { handle: undefined, params: {} },
      { handle: { title: 'Rules' }, params: {} },
      { handle: { title: (p: Record<string, string | undefined>) => `${p.name} Ships` }, params: { name: 'Tiny' } },
      { handle: {}, params: {} },
    ];
    expect(routeTitle(matches)).toBe('Tiny Ships');
    expect(routeTitle(matches.slice(0, 2))).toBe('Rules');
    expect(routeTitle([{ handle: undefined, params: {} }])).toBeUndefined();
  });
});

describe('usePageTitle', () => {
  function Titled({ title }: { title?: string }) {
    usePageTitle(title);
    return null;
  }
  it('overrides the route title while mounted and restores it after', () => {
    setRouteTitle('Rules');
    expect(document.title).toBe('Rules | SW5E');
    const view = render(createElement(Titled, { title: 'Force Push' }));
    expect(document.title).toBe('Force Push | SW5E');
    act(() => view.rerender(createElement(Titled, { title: 'Shock' })));
    expect(document.title).toBe('Shock | SW5E');
    view.unmount();
    expect(document.title).toBe('Rules | SW5E');
    setRouteTitle(undefined);
    expect(document.title).toBe('SW5E');
  });
});
