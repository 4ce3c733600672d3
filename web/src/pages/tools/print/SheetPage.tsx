// One printed sheet page: our own template drawn as SVG (frames, panels, labels and marks from the layout) with
// the character's values laid over it as text at the same coordinates.
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { FieldValues } from './print-data.ts';
import { fittedSize, LINE_HEIGHT, PAGE_HEIGHT, PAGE_WIDTH, type FieldSpec, type MarkSpec, type PageLayout, type PanelSpec } from './print-layout.ts';

const INK = '#1b1b1b';
const FAINT = '#555';
const ACCENT = '#9e1b1b';
const LABEL_SIZE = 5.6;
const ATTRIBUTION_SIZE = 4.4;
/** The widest the attribution line may run: the page less a margin on each side. */
const ATTRIBUTION_WIDTH = PAGE_WIDTH - 40;

export const SheetFrame = styled.article`
  position: relative;
  width: 100%;
  max-width: 8in;
  aspect-ratio: ${PAGE_WIDTH} / ${PAGE_HEIGHT};
  margin: 0 auto;
  container-type: inline-size;
  background: #fff;
  color: #111;
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.35);
  font-family: 'Helvetica Neue', Arial, sans-serif;
  overflow: hidden;
  & > svg { position: absolute; inset: 0; width: 100%; height: 100%; }
  .sheet-value {
    position: absolute;
    overflow: hidden;
    line-height: ${LINE_HEIGHT};
    color: #000;
  }
  .sheet-value.single {
    display: flex;
    align-items: center;
    white-space: nowrap;
  }
  .sheet-value.single > span { overflow: hidden; text-overflow: ellipsis; min-width: 0; flex: 1 1 auto; }
  .sheet-value.multi { white-space: pre-line; overflow-wrap: anywhere; }
  /* A value that wraps to fit sits on its rule: the last line at the bottom. */
  .sheet-value.fit { display: flex; flex-direction: column; justify-content: flex-end; overflow-wrap: anywhere; }
`;

const pct = (value: number, total: number) => `${(value / total) * 100}%`;
const fontSize = (points: number) => `${(points / PAGE_WIDTH) * 100}cqw`;

function titleCase(text: string) {
  return text.toUpperCase();
}

function Panel({ panel }: { panel: PanelSpec }) {
  const titleAtTop = panel.titleAt === 'top';
  const titleY = titleAtTop ? panel.y + 11 : panel.y + panel.h - 4;
  const ruleY = titleAtTop ? panel.y + 15 : panel.y + panel.h - 12;
  return (
    <g>
      <rect x={panel.x} y={panel.y} width={panel.w} height={panel.h} rx={5} fill="none" stroke={INK} strokeWidth={0.8} />
      <line x1={panel.x + 4} x2={panel.x + panel.w - 4} y1={ruleY} y2={ruleY} stroke={FAINT} strokeWidth={0.35} />
      <text x={panel.x + panel.w / 2} y={titleY} fontSize={6.2} fontWeight={700} textAnchor="middle" fill={ACCENT} letterSpacing={0.6}>
        {titleCase(panel.title)}
      </text>
    </g>
  );
}

function FieldFrame({ field }: { field: FieldSpec }) {
  if (field.frame === 'line') {
    return (
      <g>
        <line x1={field.x} x2={field.x + field.w} y1={field.y + field.h} y2={field.y + field.h} stroke={INK} strokeWidth={0.6} />
        {field.label && (
          <text x={field.x} y={field.y + field.h + 7} fontSize={LABEL_SIZE} fill={FAINT} letterSpacing={0.4}>
            {titleCase(field.label)}
          </text>
        )}
      </g>
    );
  }
  if (field.frame === 'box') {
    return (
      <g>
        <rect x={field.x} y={field.y} width={field.w} height={field.h} rx={3} fill="none" stroke={INK} strokeWidth={0.6} />
        {field.label && (
          <text x={field.x + field.w / 2} y={field.y + field.h - 4} fontSize={LABEL_SIZE} fill={FAINT} textAnchor="middle" letterSpacing={0.3}>
            {titleCase(field.label)}
          </text>
        )}
      </g>
    );
  }
  return null;
}

function Mark({ mark }: { mark: MarkSpec }) {
  switch (mark.kind) {
    case 'circle':
      return <circle cx={mark.x} cy={mark.y} r={mark.size} fill="none" stroke={INK} strokeWidth={0.5} />;
    case 'square':
      return <rect x={mark.x} y={mark.y} width={mark.size} height={mark.size} fill="none" stroke={INK} strokeWidth={0.5} />;
    case 'rule':
      return <line x1={mark.x} x2={mark.x + mark.size} y1={mark.y} y2={mark.y} stroke={FAINT} strokeWidth={0.35} />;
    default:
      return (
        <text x={mark.x} y={mark.y} fontSize={mark.size} fill={INK} textAnchor={mark.align === 'center' ? 'middle' : mark.align === 'right' ? 'end' : 'start'}>
          {mark.text}
        </text>
      );
  }
}

/**
 * The drawn template: a border with corner cuts, a title strip, then the panels, frames and marks of the layout, and
 * the content's attribution along the bottom edge.
 */
function Template({ layout, title, attribution }: { layout: PageLayout; title: string; attribution?: string }) {
  const cut = 10;
  const [l, t, r, b] = [8, 8, PAGE_WIDTH - 8, PAGE_HEIGHT - 8];
  const border = `M${l + cut},${t} H${r - cut} L${r},${t + cut} V${b - cut} L${r - cut},${b} H${l + cut} L${l},${b - cut} V${t + cut} Z`;
  return (
    <svg viewBox={`0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}`} aria-hidden="true" focusable="false" fontFamily="'Helvetica Neue', Arial, sans-serif">
      <path d={border} fill="none" stroke={INK} strokeWidth={1.2} />
      <path d={border} fill="none" stroke={ACCENT} strokeWidth={0.4} transform={`translate(${PAGE_WIDTH * 0.01} ${PAGE_HEIGHT * 0.01}) scale(0.98)`} />
      <text x={PAGE_WIDTH - 20} y={22} fontSize={7} fontWeight={700} fill={ACCENT} textAnchor="end" letterSpacing={1.2}>
        {titleCase(title)}
      </text>
      <line x1={226} x2={226} y1={26} y2={92} stroke={FAINT} strokeWidth={0.4} />
      {layout.panels.map((panel, index) => (
        <Panel key={`panel-${index}`} panel={panel} />
      ))}
      {layout.fields.map((field) => (
        <FieldFrame key={field.id} field={field} />
      ))}
      {layout.marks.map((mark, index) => (
        <Mark key={`mark-${index}`} mark={mark} />
      ))}
      {attribution && (
        // Below the frame, where the sheet leaves the paper blank; a wording too long for one line is narrowed to fit.
        <text
          x={PAGE_WIDTH / 2}
          y={PAGE_HEIGHT - 2.5}
          fontSize={ATTRIBUTION_SIZE}
          fill={FAINT}
          textAnchor="middle"
          data-attribution=""
          {...(attribution.length * ATTRIBUTION_SIZE * 0.5 > ATTRIBUTION_WIDTH ? { textLength: ATTRIBUTION_WIDTH, lengthAdjust: 'spacingAndGlyphs' } : {})}
        >
          {attribution}
        </text>
      )}
    </svg>
  );
}

function valueStyle(field: FieldSpec, value: string): CSSProperties {
  // A labelled box keeps its label strip free.
  const height = field.frame === 'box' && field.label ? field.h - 9 : field.h;
  return {
    left: pct(field.x + (field.frame === 'box' ? 2 : 0), PAGE_WIDTH),
    top: pct(field.y, PAGE_HEIGHT),
    width: pct(field.w - (field.frame === 'box' ? 4 : 0), PAGE_WIDTH),
    height: pct(height, PAGE_HEIGHT),
    fontSize: fontSize(field.fit ? fittedSize(value, field) : (field.size ?? 8)),
    fontWeight: field.bold ? 700 : 400,
    textAlign: field.align ?? 'left',
    ...(!field.fit && { justifyContent: field.align === 'center' ? 'center' : field.align === 'right' ? 'flex-end' : 'flex-start' }),
  };
}

interface Props {
  layout: PageLayout;
  values: FieldValues;
  title: string;
  /** Accessible name of the page, e.g. 'Sheet page 1'. */
  label: string;
  /** The sources' attribution, printed along the bottom edge (the content license asks printouts to carry it). */
  attribution?: string;
}

export function SheetPage({ layout, values, title, label, attribution }: Props) {
  return (
    <SheetFrame className="print-sheet" aria-label={label}>
      <Template layout={layout} title={title} attribution={attribution} />
      {layout.fields.map((field) => {
        const value = values[field.id];
        if (!value) return null;
        return (
          <div key={field.id} className={`sheet-value ${field.fit ? 'fit' : field.multiline ? 'multi' : 'single'}`} style={valueStyle(field, value)} data-field={field.id}>
            {field.multiline || field.fit ? value : <span>{value}</span>}
          </div>
        );
      })}
    </SheetFrame>
  );
}
