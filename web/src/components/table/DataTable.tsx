// The one searchable table of the site: a search box preset from the
// `search` query parameter, filters, sortable columns, 10/25/50/all rows per page, rows that expand to show details,
// and a view remembered in sessionStorage and in the URL. The page of rows is in the URL too (`?page=2`), and the
// previous/next controls are plain links, so every row is reachable without JavaScript. TanStack Table does the filtering and sorting;
// this component cuts the page out of the sorted rows itself (after putting an exact name match first, which the
// table's own paging could not see), and owns the markup and accessibility. 'All' rows are virtualized against the window.
import {
  columnFilteringFeature,
  createSortedRowModel,
  globalFilteringFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type RowData,
} from '@tanstack/react-table';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useNoConnection } from '../../lib/connectivity.ts';
import { IconButton, IconLink } from '../Button.tsx';
import { Icon } from '../Icon.tsx';
import { Loading } from '../Loading.tsx';
import { OfflineNotice } from '../OfflineNotice.tsx';
import { FilterControl } from './FilterControls.tsx';
import { createFlatFilteredRowModel } from './filtered-row-model.ts';
import { phoneColumns, usePhoneWidth } from './phone-columns.ts';
import { compareSortValues, matchesWords, queryWords } from './row-search.ts';
import { TableStyles } from './TableStyles.tsx';
import {
  nextSort,
  PAGE_SIZES,
  pageIndexFromQuery,
  queryWithPage,
  queryWithState,
  TABLE_ROW_PARAM,
  type PageSize,
  type TableStateSpec,
  type TableViewState,
} from './table-state.ts';
import type { SortValue, TableColumn, TableFilter } from './types.ts';
import { useTableView } from './use-table-view.ts';

export type { TableColumn, TableFilter } from './types.ts';

const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  filteredRowModel: createFlatFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
});
type Features = typeof features;

const SEARCH_COLUMN = '__search';
const filterColumnId = (id: string) => `filter:${id}`;

/** Sort values the table can order: NaN and empty text count as missing, so they sort last. */
function normalizeSortValue(value: SortValue): string | number | undefined {
  if (value == null) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  return value === '' ? undefined : value.toLowerCase();
}

export interface DataTableProps<T extends RowData> {
  /** Names the saved view (sessionStorage key); distinct per table, e.g. 'species' and 'phb-species'. */
  tableKey: string;
  /** Accessible name of the table, e.g. 'Species'. */
  label: string;
  /** Undefined while loading. Keep the array stable between renders (it comes from the query result). */
  rows: readonly T[] | undefined;
  /** Keep stable (module scope or useMemo). */
  columns: readonly TableColumn<T>[];
  /** Keep stable (module scope or useMemo). */
  filters?: readonly TableFilter<T>[];
  /** The searchable text of a row (lower-cased once per row by the table). Keep stable. */
  searchText: (row: T) => string;
  rowId: (row: T) => string;
  /** Expanded row content; rows expand only when given. */
  details?: (row: T) => ReactNode;
  /** Preset filter selections, e.g. the handbook's source. */
  defaultFilters?: Readonly<Record<string, readonly string[]>>;
}

const EMPTY: never[] = [];

/** Each row's id from `rowId`, with '~2', '~3' ... added to repeats so ids stay unique. */
export function uniqueRowIds<T>(rows: readonly T[], rowId: (row: T) => string): Map<T, string> {
  const ids = new Map<T, string>();
  const seen = new Map<string, number>();
  for (const row of rows) {
    const base = rowId(row);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    ids.set(row, count === 1 ? base : `${base}~${count}`);
  }
  return ids;
}

/** Moves the rows whose id (the record's name) equals the search text, ignoring case, to the front; else the same list. */
export function exactNameFirst<R extends { id: string }>(rows: R[], search: string): R[] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return rows;
  const exact = rows.filter((r) => r.id.toLowerCase() === wanted);
  if (exact.length === 0) return rows;
  return [...exact, ...rows.filter((r) => r.id.toLowerCase() !== wanted)];
}

export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { tableKey, label, columns, filters = EMPTY, defaultFilters } = props;
  const spec: TableStateSpec = useMemo(
    () => ({ filterIds: filters.map((f) => f.id), sortIds: columns.filter((c) => c.sortValue).map((c) => c.id), defaultFilters }),
    [filters, columns, defaultFilters],
  );
  const { view, setView, reset } = useTableView(tableKey, spec);
  // A link naming a row (a search result) opens that row; a link naming a page opens that page.
  // (The router's location, not window's: the server renders this too.)
  const { search: query, pathname } = useLocation();
  const [pageIndex, setPageIndex] = useState(() => pageIndexFromQuery(new URLSearchParams(query)));
  usePageInAddress(pathname, pageIndex);
  // Each page's own address: the view as the URL holds it, with that page. Readers without JavaScript follow it.
  const pageHref = useCallback(
    (index: number) => {
      const params = queryWithPage(queryWithState(new URLSearchParams(query), view, spec), index).toString();
      return `${pathname}${params ? `?${params}` : ''}`;
    },
    [query, pathname, view, spec],
  );
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => {
    const named = new URLSearchParams(query).get(TABLE_ROW_PARAM);
    return new Set(named ? [named] : []);
  });
  // The controls follow every keystroke at once; the rows follow the deferred view, so typing never waits for the
  // filtering of a large table (the typed character paints first, the filtered rows in the next frame).
  const deferredView = useDeferredValue(view);

  const change = useCallback(
    (update: Parameters<typeof setView>[0]) => {
      setView(update);
      setPageIndex(0);
    },
    [setView],
  );
  const clear = useCallback(() => {
    reset();
    setPageIndex(0);
  }, [reset]);
  const toggleRow = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  return (
    <TableStyles>
      <TableControls label={label} filters={filters} view={view} onChange={change} onClear={clear} />
      <TableResults
        {...props}
        filters={filters}
        view={deferredView}
        pageIndex={pageIndex}
        onPage={setPageIndex}
        pageHref={pageHref}
        onChange={change}
        expanded={expanded}
        onToggle={toggleRow}
      />
    </TableStyles>
  );
}

type ChangeView = (update: (current: TableViewState) => TableViewState) => void;

/**
 * Keeps `?page=` in the address in step with the page shown (replacing the entry, as the view does), so a reload or a
 * shared link opens the same page. Only after a change: the first render's page came from the address.
 */
function usePageInAddress(pathname: string, pageIndex: number): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (window.location.pathname !== pathname) return; // the page has been left: never touch another page's URL
    const next = queryWithPage(new URLSearchParams(window.location.search), pageIndex).toString();
    if (next === window.location.search.replace(/^\?/, '')) return;
    window.history.replaceState(window.history.state, '', `${pathname}${next ? `?${next}` : ''}${window.location.hash}`);
  }, [pathname, pageIndex]);
}

/** The search box, the filters and the reset button: cheap to render on every keystroke. */
const TableControls = memo(function TableControls<T extends RowData>({
  label,
  filters,
  view,
  onChange,
  onClear,
}: {
  label: string;
  filters: readonly TableFilter<T>[];
  view: TableViewState;
  onChange: ChangeView;
  onClear: () => void;
}) {
  const id = useId();
  const searchId = `${id}-search`;
  const filtersId = `${id}-filters`;
  const anyFilter = view.search !== '' || Object.values(view.filters).some((s) => s.length > 0);
  // On a phone the filters fold behind one button (CSS decides, so the server's render is the browser's too).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const chosen = filters.filter((f) => (view.filters[f.id] ?? []).length > 0).length;
  return (
    <div className="table-controls" role="search" aria-label={`Search ${label}`}>
      <div className="search">
        <label htmlFor={searchId} className="visually-hidden">
          Search {label}
        </label>
        <Icon name="search" size={20} />
        <input
          id={searchId}
          type="search"
          placeholder="Search"
          autoComplete="off"
          value={view.search}
          onChange={(e) => {
            const search = e.target.value;
            onChange((v) => ({ ...v, search }));
          }}
        />
      </div>
      {filters.length > 0 && (
        <button
          type="button"
          className="filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <Icon name="list" size={18} />
          Filters{chosen > 0 ? ` (${chosen})` : ''}
          <Icon name={filtersOpen ? 'chevronDown' : 'chevronRight'} size={18} />
        </button>
      )}
      <div id={filtersId} className={filtersOpen ? 'filters open' : 'filters'}>
        {filters.map((filter) => (
          <FilterControl
            key={filter.id}
            filter={filter}
            selected={view.filters[filter.id] ?? EMPTY}
            onChange={(next) => onChange((v) => ({ ...v, filters: { ...v.filters, [filter.id]: next } }))}
          />
        ))}
      </div>
      {anyFilter && (
        <button type="button" className="reset" onClick={onClear}>
          Clear search and filters
        </button>
      )}
    </div>
  );
}) as <T extends RowData>(props: {
  label: string;
  filters: readonly TableFilter<T>[];
  view: TableViewState;
  onChange: ChangeView;
  onClear: () => void;
}) => ReactNode;

interface TableResultsProps<T extends RowData> extends DataTableProps<T> {
  filters: readonly TableFilter<T>[];
  view: TableViewState;
  pageIndex: number;
  onPage: (index: number) => void;
  pageHref: (index: number) => string;
  onChange: ChangeView;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/** The count, the table and the pages for a (deferred) view: TanStack Table filters and sorts the rows, the page is cut here. */
const TableResults = memo(function TableResults<T extends RowData>({
  label,
  rows,
  columns,
  filters,
  searchText,
  rowId,
  details,
  view,
  pageIndex,
  onPage,
  pageHref,
  onChange,
  expanded,
  onToggle,
}: TableResultsProps<T>) {
  const words = useMemo(() => queryWords(view.search), [view.search]);
  // No rows yet and no connection: the rows will not come, so say so instead of spinning.
  const offline = useNoConnection();
  // On phones the row keeps its key columns; the rest are shown in the expanded row.
  const phone = usePhoneWidth();
  const { shown, folded } = useMemo(() => (phone ? phoneColumns(columns) : { shown: [...columns], folded: [] as TableColumn<T>[] }), [phone, columns]);
  const expandable = Boolean(details) || folded.length > 0;

  const tanColumns = useMemo<ColumnDef<Features, T>[]>(() => {
    const display: ColumnDef<Features, T>[] = columns
      .filter((c) => c.sortValue)
      .map((c) => ({
        id: c.id,
        accessorFn: (row: T) => normalizeSortValue(c.sortValue!(row)),
        sortFn: (a: Row<Features, T>, b: Row<Features, T>, id: string) =>
          compareSortValues(a.getValue(id) as string | number, b.getValue(id) as string | number),
        sortUndefined: 'last' as const,
        enableGlobalFilter: false,
        enableColumnFilter: false,
      }));
    const filterColumns: ColumnDef<Features, T>[] = filters.map((f) => ({
      id: filterColumnId(f.id),
      accessorFn: () => null,
      filterFn: (row: Row<Features, T>, _id: string, selected: readonly string[]) => f.predicate(row.original, selected),
      enableGlobalFilter: false,
      enableSorting: false,
    }));
    // The search itself reads the precomputed texts (by row index); this column only makes the search eligible.
    const search: ColumnDef<Features, T> = { id: SEARCH_COLUMN, accessorFn: () => null, enableSorting: false, enableColumnFilter: false };
    return [...display, ...filterColumns, search];
  }, [columns, filters]);

  const columnFilters = useMemo(
    () => filters.filter((f) => (view.filters[f.id] ?? []).length > 0).map((f) => ({ id: filterColumnId(f.id), value: view.filters[f.id] })),
    [filters, view.filters],
  );
  const sorting = useMemo(() => (view.sort ? [view.sort] : []), [view.sort]);
  const pageSize = view.pageSize === 'all' ? 25 : view.pageSize;
  const data = (rows ?? EMPTY) as T[];
  // Each row's searchable text, lower-cased once per data set; the search compares against these by row index.
  const texts = useMemo(() => data.map((row) => searchText(row).toLowerCase()), [data, searchText]);
  // Row ids must be unique; the data has a few repeated names (two 'Saberstaff' weapons), so repeats get a suffix.
  const ids = useMemo(() => uniqueRowIds(data, rowId), [data, rowId]);

  const table = useTable({
    features,
    columns: tanColumns,
    data,
    getRowId: (row: T) => ids.get(row) ?? rowId(row),
    state: {
      columnFilters,
      globalFilter: words.length ? words : undefined,
      sorting,
    },
    globalFilterFn: (row: Row<Features, T>, _id: string, value: string[]) => matchesWords(texts[row.index] ?? '', value),
    getColumnCanGlobalFilter: (column) => column.id === SEARCH_COLUMN,
    enableMultiSort: false,
  });

  const filtered = table.getSortedRowModel().rows;
  // Unsorted, a row whose name is exactly the search text comes first: 'Net' before the 90 names containing 'net'.
  const matching = useMemo(() => (view.sort ? filtered : exactNameFirst(filtered, view.search)), [filtered, view.sort, view.search]);
  const pageCount = view.pageSize === 'all' ? 1 : Math.max(1, Math.ceil(matching.length / pageSize));
  // A narrower result can leave the page index past the end: show the last page instead.
  const safePageIndex = Math.min(pageIndex, pageCount - 1);
  const pageRows = matching.slice(safePageIndex * pageSize, (safePageIndex + 1) * pageSize);

  return (
    <>
      <p className="result-count" role="status" aria-live="polite">
        {rows ? `${matching.length} ${matching.length === 1 ? 'result' : 'results'}` : ''}
      </p>
      {!rows ? (
        offline ? (
          <OfflineNotice what={`The ${label} table`} />
        ) : (
          <Loading label={`Loading ${label}`} />
        )
      ) : (
        <>
          {folded.length > 0 && (
            <p className="folded-hint">
              <Icon name="chevronRight" size={16} /> Open a row for {folded.map((c) => c.header).join(', ')}.
            </p>
          )}
          <div className="table-scroll">
            <table aria-label={label} aria-rowcount={matching.length + 1}>
              <thead>
                <tr aria-rowindex={1}>
                  {expandable && (
                    <th scope="col" className="expander">
                      <span className="visually-hidden">Details</span>
                    </th>
                  )}
                  {shown.map((column) => {
                    const sorted = view.sort?.id === column.id ? (view.sort.desc ? 'descending' : 'ascending') : undefined;
                    return (
                      <th key={column.id} scope="col" aria-sort={column.sortValue ? (sorted ?? 'none') : undefined} style={column.width ? { width: column.width } : undefined}>
                        {column.sortValue ? (
                          <button type="button" className="sort" onClick={() => onChange((v) => ({ ...v, sort: nextSort(v.sort, column.id) }))}>
                            {column.header}
                            <span className={`sort-icon ${sorted ?? ''}`} aria-hidden="true">
                              {sorted === 'descending' ? '▼' : sorted === 'ascending' ? '▲' : '↕'}
                            </span>
                          </button>
                        ) : (
                          column.header
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              {view.pageSize === 'all' ? (
                <VirtualRows rows={matching} columns={shown} folded={folded} details={details} expanded={expanded} onToggle={onToggle} />
              ) : (
                pageRows.map((row, i) => (
                  <TableRow
                    key={row.id}
                    rowId={row.id}
                    index={safePageIndex * pageSize + i + 2}
                    row={row.original}
                    columns={shown}
                    folded={folded}
                    details={details}
                    isExpanded={expanded.has(row.id)}
                    onToggle={onToggle}
                  />
                ))
              )}
            </table>
          </div>
          {matching.length === 0 && <p className="empty">No matching records.</p>}
          <Pagination
            pageSize={view.pageSize}
            pageIndex={safePageIndex}
            pageCount={pageCount}
            total={matching.length}
            onPageSize={(size) => onChange((v) => ({ ...v, pageSize: size }))}
            onPage={onPage}
            pageHref={pageHref}
          />
        </>
      )}
    </>
  );
}) as <T extends RowData>(props: TableResultsProps<T>) => ReactNode;

interface TableRowProps<T extends RowData> {
  rowId: string;
  index: number;
  row: T;
  columns: readonly TableColumn<T>[];
  /** Columns shown in the expanded row instead of the row itself (phones). */
  folded: readonly TableColumn<T>[];
  details?: (row: T) => ReactNode;
  isExpanded: boolean;
  onToggle: (id: string) => void;
  measureRef?: (el: HTMLTableSectionElement | null) => void;
  virtualIndex?: number;
}

/** One record: its own <tbody> holding the row and, when expanded, the details row below it. */
const TableRow = memo(function TableRow<T extends RowData>({ rowId, index, row, columns, folded, details, isExpanded, onToggle, measureRef, virtualIndex }: TableRowProps<T>) {
  const detailsId = `row-details-${useId()}`;
  const expandable = Boolean(details) || folded.length > 0;
  return (
    <tbody ref={measureRef} data-index={virtualIndex} className={isExpanded ? 'expanded' : undefined}>
      <tr
        aria-rowindex={index}
        className={expandable ? 'expandable' : undefined}
        onClick={
          expandable
            ? (e) => {
                // Links, buttons and text selection inside a row keep their own meaning.
                if ((e.target as HTMLElement).closest('a, button, input, select, label')) return;
                if (window.getSelection()?.toString()) return;
                onToggle(rowId);
              }
            : undefined
        }
      >
        {expandable && (
          <td className="expander">
            <IconButton aria-expanded={isExpanded} aria-controls={detailsId} aria-label={isExpanded ? 'Hide details' : 'Show details'} onClick={() => onToggle(rowId)}>
              <Icon name={isExpanded ? 'chevronDown' : 'chevronRight'} size={20} />
            </IconButton>
          </td>
        )}
        {columns.map((column) => (
          <td key={column.id} data-column={column.id}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
      {expandable && isExpanded && (
        <tr className="details" id={detailsId}>
          <td colSpan={columns.length + 1}>
            {folded.length > 0 && (
              <dl className="folded-columns">
                {folded.map((column) => (
                  <div key={column.id}>
                    <dt>{column.header}</dt>
                    <dd>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {details?.(row)}
          </td>
        </tr>
      )}
    </tbody>
  );
}) as <T extends RowData>(props: TableRowProps<T>) => ReactNode;

interface VirtualRowsProps<T extends RowData> {
  rows: Row<Features, T>[];
  columns: readonly TableColumn<T>[];
  folded: readonly TableColumn<T>[];
  details?: (row: T) => ReactNode;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/** Every matching row, rendering only those near the viewport; spacer bodies keep the scroll height right. */
function VirtualRows<T extends RowData>({ rows, columns, folded, details, expanded, onToggle }: VirtualRowsProps<T>) {
  const anchor = useRef<HTMLTableSectionElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    if (anchor.current) setOffset(anchor.current.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => 49,
    overscan: 12,
    scrollMargin: offset,
    getItemKey: (i) => rows[i].id,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0].start - virtualizer.options.scrollMargin : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const colSpan = columns.length + (details || folded.length > 0 ? 1 : 0);
  return (
    <>
      <tbody ref={anchor} aria-hidden="true" className="spacer">
        <tr style={{ height: Math.max(0, before) }}>
          <td colSpan={colSpan} />
        </tr>
      </tbody>
      {items.map((item) => {
        const row = rows[item.index];
        return (
          <TableRow
            key={row.id}
            rowId={row.id}
            index={item.index + 2}
            row={row.original}
            columns={columns}
            folded={folded}
            details={details}
            isExpanded={expanded.has(row.id)}
            onToggle={onToggle}
            measureRef={virtualizer.measureElement}
            virtualIndex={item.index}
          />
        );
      })}
      <tbody aria-hidden="true" className="spacer">
        <tr style={{ height: Math.max(0, after) }}>
          <td colSpan={colSpan} />
        </tr>
      </tbody>
    </>
  );
}

function Pagination({
  pageSize,
  pageIndex,
  pageCount,
  total,
  onPageSize,
  onPage,
  pageHref,
}: {
  pageSize: PageSize;
  pageIndex: number;
  pageCount: number;
  total: number;
  onPageSize: (size: PageSize) => void;
  onPage: (index: number) => void;
  pageHref: (index: number) => string;
}) {
  const id = useId();
  const size = pageSize === 'all' ? total : pageSize;
  const first = total === 0 ? 0 : pageIndex * size + 1;
  const last = Math.min(total, (pageIndex + 1) * size);
  return (
    <nav className="pagination" aria-label="Table pages">
      <label htmlFor={id}>Rows per page</label>
      <select id={id} value={String(pageSize)} onChange={(e) => onPageSize(e.target.value === 'all' ? 'all' : (Number(e.target.value) as PageSize))}>
        {PAGE_SIZES.map((s) => (
          <option key={String(s)} value={String(s)}>
            {s === 'all' ? 'All' : s}
          </option>
        ))}
      </select>
      <span className="range">
        {first}–{last} of {total}
      </span>
      <PageLink label="Previous page" icon="chevronLeft" target={pageIndex - 1} enabled={pageIndex > 0} href={pageHref} onPage={onPage} />
      <PageLink label="Next page" icon="chevronRight" target={pageIndex + 1} enabled={pageIndex < pageCount - 1} href={pageHref} onPage={onPage} />
    </nav>
  );
}

/**
 * A link to another page of rows: followed as a plain link without JavaScript (the server renders that page); with
 * it, a plain click turns the page in place (a click opening a new tab or window is left to the browser). With no
 * such page it is a disabled button.
 */
function PageLink({
  label,
  icon,
  target,
  enabled,
  href,
  onPage,
}: {
  label: string;
  icon: 'chevronLeft' | 'chevronRight';
  target: number;
  enabled: boolean;
  href: (index: number) => string;
  onPage: (index: number) => void;
}) {
  if (!enabled) {
    return (
      <IconButton aria-label={label} disabled>
        <Icon name={icon} size={20} />
      </IconButton>
    );
  }
  return (
    <IconLink
      aria-label={label}
      href={href(target)}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onPage(target);
      }}
    >
      <Icon name={icon} size={20} />
    </IconLink>
  );
}
