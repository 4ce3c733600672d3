// The shared table parts: what each cell shows, how it sorts, and which rows the shared filters keep.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { lightTheme } from '../../lib/theme/themes.ts';
import { levelColumn, levelFilter, markdownRow, nameColumn, prerequisiteMarkdownRow, rowIdByName, sourceColumn, sourceFilter } from './columns.tsx';

interface Row {
  name: string;
  contentSource?: string | null;
  level?: number | null;
  text?: string | null;
  prerequisite?: string | null;
}

const show = (node: ReactNode) =>
  render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter>{node}</MemoryRouter>
    </ThemeProvider>,
  ).container;

describe('nameColumn', () => {
  it('shows the name, sorts by it, and links it when given a path', () => {
    const plain = nameColumn<Row>();
    expect(plain).toMatchObject({ id: 'name', header: 'Name' });
    expect(plain.key).toBeUndefined();
    expect(plain.sortValue?.({ name: 'Shock' })).toBe('Shock');
    expect(plain.cell({ name: 'Shock' })).toBe('Shock');

    const linked = nameColumn<Row>({ key: true, path: (r) => `/x/${encodeURIComponent(r.name)}` });
    expect(linked.key).toBe(true);
    show(linked.cell({ name: "Twi'lek" }));
    expect(screen.getByRole('link', { name: "Twi'lek" }).getAttribute('href')).toBe("/x/Twi'lek");
  });
});

describe('sourceColumn and sourceFilter', () => {
  it('shows the source or -, and filters by the selected sources', () => {
    const column = sourceColumn<Row>();
    expect(column.cell({ name: 'a', contentSource: 'PHB' })).toBe('PHB');
    expect(column.cell({ name: 'a', contentSource: null })).toBe('-');
    expect(column.sortValue?.({ name: 'a', contentSource: 'EC' })).toBe('EC');

    const rows: Row[] = [
      { name: 'a', contentSource: 'PHB' },
      { name: 'b', contentSource: 'WH' },
    ];
    const filter = sourceFilter(rows);
    expect(filter.id).toBe('source');
    expect(filter.options).toContain('WH');
    expect(rows.filter((r) => filter.predicate(r, ['WH'])).map(rowIdByName)).toEqual(['b']);
    expect(sourceFilter(rows, true).options).toEqual(['PHB']);
  });
});

describe('levelColumn and levelFilter', () => {
  it('labels and sorts the level (none as 0) and hands the level to the filter rule', () => {
    const column = levelColumn<Row>((level) => (level ? `L${level}` : 'At-will'));
    expect(column.cell({ name: 'a', level: 3 })).toBe('L3');
    expect(column.cell({ name: 'a', level: null })).toBe('At-will');
    expect(column.sortValue?.({ name: 'a', level: null })).toBe(0);
    const filter = levelFilter<Row>(['1', '2'], (level, sel) => sel.includes(String(level)));
    expect(filter).toMatchObject({ id: 'level', label: 'Level', options: ['1', '2'] });
    expect(filter.predicate({ name: 'a', level: 2 }, ['2'])).toBe(true);
    expect(filter.predicate({ name: 'a', level: 1 }, ['2'])).toBe(false);
  });
});

describe('expanded rows', () => {
  it('show the markdown text, or the given words when a record has none', () => {
    const row = markdownRow<Row>((r) => r.text, <p>No description.</p>);
    expect(show(row({ name: 'a', text: '**Bold** words' })).querySelector('strong')?.textContent).toBe('Bold');
    expect(show(row({ name: 'a', text: null })).textContent).toBe('No description.');
  });

  it('put the prerequisite in italics first, and leave it out when there is none', () => {
    const row = prerequisiteMarkdownRow<Row>((r) => r.prerequisite, (r) => r.text ?? '');
    const withPrerequisite = show(row({ name: 'a', prerequisite: 'Level 5', text: 'Body' }));
    expect(withPrerequisite.querySelector('p > em')?.textContent).toBe('Prerequisite: Level 5');
    expect(withPrerequisite.textContent).toContain('Body');
    expect(show(row({ name: 'a', prerequisite: null, text: 'Body' })).querySelector('em')).toBeNull();
  });
});
