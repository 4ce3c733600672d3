// The tools' one kit of surfaces and layout: the builder's step sections, rows and surfaces, and the sheet's titled
// panels, label/value rows and stat boxes.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../../lib/theme/themes.ts';

export const StepSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 { margin: 0; font-size: 1.4rem; }
  h3 { margin: 0; font-size: 1.15rem; }
  p { margin: 0; }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  align-items: flex-end;
`;

export const Surface = styled.div`
  padding: 16px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

/** Two columns from the small breakpoint up (list and details), one on phones. */
export const TwoColumns = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  ${media.smUp} { grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr); }
`;

export const Panel = styled.section`
  padding: 12px 14px;
  margin-bottom: 12px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
  /* Panels out of view skip style, layout and paint: an edit then costs what is on screen, not the whole sheet. */
  content-visibility: auto;
  contain-intrinsic-size: auto 320px;
  h3 { margin: 0 0 8px; font-size: 1.05rem; display: flex; align-items: center; justify-content: space-between; gap: 8px; }
  h4 { margin: 10px 0 4px; font-size: 0.95rem; }
  ul { margin: 0; padding: 0; list-style: none; }
  p { margin: 4px 0; }
  .muted { color: ${(p) => p.theme.colors.mutedText}; font-size: 0.9rem; }
`;

export const Rows = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px 12px;
  align-items: center;
  dt { min-width: 0; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  /* On a phone the label keeps room to read; wide values (a row of point boxes) wrap instead. */
  ${media.xsOnly} {
    grid-template-columns: minmax(96px, 1fr) minmax(0, auto);
    dd > [role='group'] { justify-content: flex-end; }
  }
`;

export const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 8px;
`;

const StatBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 6px 4px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  text-align: center;
  .stat-label { font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.04em; color: ${(p) => p.theme.colors.mutedText}; }
  .stat-value { font-size: 1.4rem; font-weight: 500; }
  .stat-sub { font-size: 0.8rem; color: ${(p) => p.theme.colors.mutedText}; }
`;

export function Stat({ label, value, sub }: { label: string; value: ReactNode; sub?: ReactNode }) {
  return (
    <StatBox>
      <span className="stat-label">{label}</span>
      <span className="stat-value">{value}</span>
      {sub !== undefined && <span className="stat-sub">{sub}</span>}
    </StatBox>
  );
}

/** What a quick action just spent ("Cast Shock: 2 tech points spent, 6 of 8 left"), announced politely. */
export function SpentStatus({ message }: { message: string }) {
  return (
    <p className="spent-status" role="status" style={{ minHeight: '1.2em', fontSize: '0.85rem', fontWeight: 500 }}>
      {message}
    </p>
  );
}
