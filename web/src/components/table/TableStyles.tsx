// The look of the data table: controls bar, striped rows, sortable headers, expanded details and pagination.
import styled from 'styled-components';
import { media } from '../../lib/theme/themes.ts';

export const TableStyles = styled.section`
  margin: 12px 0 24px;
  .table-controls { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px; margin-bottom: 4px; }
  .search {
    display: flex; align-items: center; gap: 6px; flex: 1 1 240px; max-width: 420px; height: 40px; padding: 0 10px;
    border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 4px; background: ${(p) => p.theme.colors.surface};
  }
  .search input { flex: 1; min-width: 0; height: 100%; border: 0; background: transparent; color: ${(p) => p.theme.colors.text}; font: inherit; }
  .search input:focus { outline: none; }
  .search:focus-within { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 1px; }
  /* The filters sit in the controls' row; on a phone they fold behind the Filters button. */
  .filters { display: contents; }
  .filters-toggle {
    display: none; align-items: center; gap: 6px; height: 40px; padding: 0 10px; font: inherit; cursor: pointer;
    border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 4px;
    background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text};
  }
  ${media.xsOnly} {
    .filters-toggle { display: inline-flex; }
    .filters { display: none; }
    .filters.open { display: flex; flex-wrap: wrap; gap: 10px; flex-basis: 100%; }
    /* One filter a row, as wide as the screen: a choice list opening under it stays on the screen. */
    .filters.open > * { flex: 1 1 100%; }
    .filters.open .toggle, .filters.open .select, .filters.open select { width: 100%; max-width: none; }
  }
  .reset { height: 40px; padding: 0 10px; border: 0; background: none; color: ${(p) => p.theme.colors.link}; cursor: pointer; font: inherit; }
  .result-count { margin: 4px 0 8px; font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; min-height: 1.2em; }
  .table-scroll { overflow-x: auto; border-radius: 4px; background: ${(p) => p.theme.colors.surface}; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2); }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 6px 10px; text-align: left; vertical-align: middle; border-bottom: 1px solid ${(p) => p.theme.colors.border}; }
  th { font-size: 0.85rem; white-space: nowrap; }
  th .sort {
    display: inline-flex; align-items: center; gap: 4px; padding: 4px 0; border: 0; background: none; cursor: pointer;
    color: inherit; font: inherit; font-weight: 700;
  }
  th .sort-icon { font-size: 0.7rem; opacity: 0.45; }
  th .sort-icon.ascending, th .sort-icon.descending { opacity: 1; }
  td.expander, th.expander { width: 48px; padding: 0 2px; }
  tbody:nth-of-type(even) > tr:first-child { background: ${(p) => p.theme.colors.tableStripe}; }
  tr.expandable { cursor: pointer; }
  tr.expandable:hover { background: ${(p) => p.theme.colors.surfaceRaised}; }
  tr.details > td { padding: 8px 16px 16px 58px; background: ${(p) => p.theme.colors.surfaceRaised}; cursor: auto; }
  tbody.spacer td { padding: 0; border: 0; }
  .folded-hint { display: flex; align-items: center; gap: 4px; margin: 0 0 6px; font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; }
  .folded-columns { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 8px; }
  .folded-columns div { display: contents; }
  .folded-columns dt { font-weight: 700; }
  .folded-columns dd { margin: 0; }
  ${media.xsOnly} {
    tr.details > td { padding: 8px 12px 12px; }
  }
  td .muted { color: ${(p) => p.theme.colors.mutedText}; }
  .empty { padding: 12px; text-align: center; color: ${(p) => p.theme.colors.mutedText}; }
  .pagination { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 10px; margin-top: 8px; font-size: 0.9rem; }
  .pagination select {
    height: 36px; padding: 0 6px; font: inherit; border-radius: 4px;
    border: 1px solid ${(p) => p.theme.colors.border}; background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text};
  }
  .pagination button:disabled { opacity: 0.4; cursor: default; }
  .thumb { width: 48px; height: 48px; object-fit: contain; display: block; }
`;
