// The data table in jsdom: search (typed and preset from the URL), filters, sorting, paging, row expansion, and the
// view kept in sessionStorage and in the URL query.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lightTheme } from '../../lib/theme/themes.ts';
import { DataTable, type TableColumn, type TableFilter } from './DataTable.tsx';
import { matchesSelection } from './filters/selection.ts';
import { sessionKey } from './table-state.ts';

interface Item {
  name: string;
  size: string;
  weight: number;
}

const SIZES = ['Small', 'Medium', 'Large'];
const ITEMS: Item[] = Array.from({ length: 60 }, (_, i) => ({
  name: `Item ${String(i + 1).padStart(2, '0')}${i === 6 ? ' krayt' : ''}`,
  size: SIZES[i % 3],
  weight: (i * 37) % 61,
}));

const columns: TableColumn<Item>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  { id: 'size', header: 'Size', cell: (r) => r.size },
  { id: 'weight', header: 'Weight', cell: (r) => String(r.weight), sortValue: (r) => r.weight },
];
const filters: TableFilter<Item>[] = [{ id: 'size', label: 'Size', options: SIZES, predicate: (r, s) => matchesSelection(r.size, s) }];
const searchText = (r: Item) => `${r.name} ${r.size}`;
const rowId = (r: Item) => r.name;
const details = (r: Item) => <p>Details of {r.name}</p>;

function renderTable(url = '/items', rows: Item[] = ITEMS) {
  window.history.replaceState(null, '', url);
  const router = createBrowserRouter([
    {
      path: '/items',
      element: <DataTable tableKey="test-items" label="Items" rows={rows} columns={columns} filters={filters} searchText={searchText} rowId={rowId} details={details} />,
    },
  ]);
  return render(
    <ThemeProvider theme={lightTheme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

const bodyRows = () => screen.getAllByRole('row').filter((r) => r.closest('tbody') && !r.classList.contains('details') && r.closest('tbody')?.className !== 'spacer');
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[1].textContent);
const count = () => screen.getByRole('status', { name: '' }).textContent;

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
});

// jsdom rendering on a shared two-core machine is slow: allow each test more time than the default.
describe('DataTable', { timeout: 30_000 }, () => {
  it('shows 25 rows of the data by default, with a count of all', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Items' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('60 results')).toBeInTheDocument();
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
  });

  it('filters rows on every word typed and writes the search to the URL', async () => {
    const user = userEvent.setup({ delay: null });
    renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search Items' }), 'krayt');
    expect(names()).toEqual(['Item 07 krayt']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search Items' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search Items' }), 'large item 0');
    // Every word must occur: 'large', 'item' and '0' (Item 30 and Item 60 are large too).
    expect(names()).toEqual(['Item 03', 'Item 06', 'Item 09', 'Item 30', 'Item 60']);
    // The address follows the search box after a short debounce.
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('search')).toBe('large item 0'));
  });

  it('presets the search from the search query parameter', () => {
    renderTable('/items?search=krayt');
    expect(screen.getByRole('searchbox', { name: 'Search Items' })).toHaveValue('krayt');
    expect(names()).toEqual(['Item 07 krayt']);
  });

  it('narrows rows with a multi-select filter and links the selection', async () => {
    const user = userEvent.setup({ delay: null });
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Size: All' }));
    await user.click(screen.getByRole('checkbox', { name: 'Large' }));
    expect(screen.getByText('20 results')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Small' }));
    expect(screen.getByText('40 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Size: 2 selected' })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).getAll('size')).toEqual(['Large', 'Small']);
  });

  it('sorts by a column from the keyboard: ascending, descending, then unsorted', async () => {
    const user = userEvent.setup({ delay: null });
    renderTable();
    const header = screen.getByRole('columnheader', { name: /Weight/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const weights = bodyRows().map((r) => Number(within(r).getAllByRole('cell')[3].textContent));
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
    expect(weights[0]).toBe(0);
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(Number(within(bodyRows()[0]).getAllByRole('cell')[3].textContent)).toBe(60);
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('-weight');
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(names()[0]).toBe('Item 01');
  });

  it('pages with 10, 25, 50 and all rows', async () => {
    const user = userEvent.setup({ delay: null });
    renderTable();
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['10', '25', '50', 'All']);
    await user.selectOptions(select, '10');
    expect(bodyRows()).toHaveLength(10);
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(names()[0]).toBe('Item 11');
    expect(screen.getByText('11–20 of 60')).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('pageSize')).toBe('10');
    expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
  });

  it('opens the page a link names, and links every other page by its address (no script needed)', async () => {
    const user = userEvent.setup({ delay: null });
    renderTable('/items?page=2');
    expect(names()[0]).toBe('Item 26');
    expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/items');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/items?page=3');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(names()[0]).toBe('Item 51');
    expect(window.location.search).toBe('?page=3');
    // The last page has no next page: a disabled button, not a link.
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // The links carry the view; changing the view starts again at the first page.
    await user.type(screen.getByRole('searchbox', { name: 'Search Items' }), 'item');
    expect(await screen.findByText('1–25 of 60')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/items?search=item&page=2');
    expect(new URLSearchParams(window.location.search).get('page')).toBeNull();
  });

  it('shows the last page for a page number past the end, and the first for one that is not a number', () => {
    renderTable('/items?page=9');
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    cleanup();
    renderTable('/items?page=two');
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
  });

  it('expands a row with its button or a click, and collapses it again', async () => {
    const user = userEvent.setup({ delay: null });
    renderTable();
    const first = bodyRows()[0];
    const toggle = within(first).getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Details of Item 01')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(first).getAllByRole('cell')[1]);
    expect(screen.queryByText('Details of Item 01')).not.toBeInTheDocument();
  });

  it('restores the view from sessionStorage when the URL names none', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search Items' }), 'item 1');
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    unmount();
    expect(JSON.parse(window.sessionStorage.getItem(sessionKey('test-items'))!)).toMatchObject({ search: 'item 1', sort: { id: 'name', desc: false } });
    renderTable('/items');
    expect(screen.getByRole('searchbox', { name: 'Search Items' })).toHaveValue('item 1');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('15 results')).toBeInTheDocument();
  });

  it('lets a linked view win over the saved one', () => {
    window.sessionStorage.setItem(sessionKey('test-items'), JSON.stringify({ search: 'item 1', filters: {}, sort: null, pageSize: 25 }));
    renderTable('/items?size=Medium&sort=-name');
    expect(screen.getByRole('searchbox', { name: 'Search Items' })).toHaveValue('');
    expect(screen.getByText('20 results')).toBeInTheDocument();
    expect(names()[0]).toBe('Item 59');
  });

  it('clears the search and filters in one go', async () => {
    const user = userEvent.setup({ delay: null });
    renderTable('/items?search=krayt&size=Large');
    expect(screen.getByText('0 results')).toBeInTheDocument();
    expect(screen.getByText('No matching records.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(screen.getByText('60 results')).toBeInTheDocument();
    expect(count()).toBe('60 results');
  });
});

describe('uniqueRowIds', () => {
  it('suffixes repeated ids', async () => {
    const { uniqueRowIds } = await import('./DataTable.tsx');
    const rows = [{ n: 'a' }, { n: 'b' }, { n: 'a' }, { n: 'a' }];
    expect([...uniqueRowIds(rows, (r) => r.n).values()]).toEqual(['a', 'b', 'a~2', 'a~3']);
  });
  it('a link naming a row (a search result) lists the exact name first and opens it, among substring matches', () => {
    // 'Item' is in every name; the record named exactly 'Item' comes last in the data and would be on page 3.
    const withExact = [...ITEMS, { name: 'Item', size: 'Small', weight: 1 }];
    renderTable('/items?search=Item&row=Item', withExact);
    expect(screen.getByText('61 results')).toBeInTheDocument();
    expect(names()[0]).toBe('Item');
    expect(screen.getByText('Details of Item')).toBeInTheDocument();
    expect(names().slice(1, 3)).toEqual(['Item 01', 'Item 02']);
  });
});
