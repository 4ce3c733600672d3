// The encounter builder's surfaces: titled sections, dense tables whose numbers line up (tabular figures, right
// aligned), small inputs that fit a table cell, and the rows of controls under a table.
import styled from 'styled-components';
import { media } from '../../../../lib/theme/themes.ts';

export const Section = styled.section`
  padding: 12px 14px 14px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
  > header { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 4px 12px; }
  > header h2 { margin: 0; font-size: 1.15rem; }
  > header .summary { font-size: 0.9rem; color: ${(p) => p.theme.colors.mutedText}; }
  h3 { margin: 4px 0 0; font-size: 0.95rem; }
  p { margin: 0; }
  .muted { color: ${(p) => p.theme.colors.mutedText}; font-size: 0.9rem; }
`;

export const DenseTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  font-variant-numeric: tabular-nums;
  th, td { padding: 4px 6px; text-align: left; vertical-align: middle; border-bottom: 1px solid ${(p) => p.theme.colors.border}; }
  th { font-size: 0.78rem; font-weight: 600; color: ${(p) => p.theme.colors.mutedText}; white-space: nowrap; }
  .num { text-align: right; white-space: nowrap; }
  .center { text-align: center; }
  .name { overflow-wrap: anywhere; }
  .actions { width: 1%; white-space: nowrap; text-align: right; }
  .sub { display: block; font-size: 0.8rem; color: ${(p) => p.theme.colors.mutedText}; }
  tfoot td { font-weight: 600; border-bottom: 0; }
  ${media.xsOnly} {
    th, td { padding: 4px 3px; }
    .wide-only { display: none; }
    /* A phone types the count: the step buttons would leave the name no room. */
    .step { display: none; }
  }
`;

const fieldLook = `
  font: inherit;
  min-height: 36px;
  padding: 4px 6px;
  border-radius: 4px;
`;

/** A number input that fits a table cell. */
export const SmallNumber = styled.input.attrs({ type: 'number', inputMode: 'numeric' })`
  ${fieldLook}
  width: 4.2em;
  text-align: right;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  &[aria-invalid='true'] { border: 2px solid ${(p) => p.theme.colors.primary}; }
`;

export const SmallSelect = styled.select`
  ${fieldLook}
  max-width: 100%;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
`;

export const SmallText = styled.input`
  ${fieldLook}
  min-width: 0;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  &[aria-invalid='true'] { border: 2px solid ${(p) => p.theme.colors.primary}; }
`;

/** A row of labelled controls and a button, wrapping on phones (an "add" line under a table). */
export const AddRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 6px 8px;
  .field { display: flex; flex-direction: column; gap: 2px; }
  .field label { font-size: 0.8rem; font-weight: 500; color: ${(p) => p.theme.colors.mutedText}; }
  .grow { flex: 1 1 200px; }
  .grow input, .grow select { width: 100%; }
  .error { flex-basis: 100%; font-size: 0.85rem; color: ${(p) => (p.theme.name === 'dark' ? '#ff8a80' : p.theme.colors.primary)}; }
`;

/** A square icon button for a table row (remove, lock, count steps): 36 px, its name given by aria-label. */
export const RowButton = styled.button.attrs<{ type?: 'button' | 'submit' }>((p) => ({ type: p.type ?? 'button' }))`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover { background: rgba(127, 127, 127, 0.18); }
  &[aria-pressed='true'] { color: ${(p) => p.theme.colors.secondary}; }
  ${(p) => (p.theme.name === 'dark' ? `&[aria-pressed='true'] { color: #90caf9; }` : '')}
  &:disabled { opacity: 0.4; cursor: default; }
`;
