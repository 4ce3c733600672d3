// The print view: a Player Name field, the Print button and the Known Issues list (on screen only), then the sheet
// pages 1 to 3 and, for casters, the power page. Print styles leave only the pages, one per printed page, on A4
// or Letter.
import { useMemo, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '../../../components/Button.tsx';
import { computeCharacter, type IndexedRules, type RawCharacter } from '../../../../../core/engine/index.ts';
import { printPages } from './print-data.ts';
import { pageOneLayout, pageThreeLayout, pageTwoLayout, powerPageLayout } from './print-layout.ts';
import { SheetPage } from './SheetPage.tsx';

/** The sheet is 8 in wide (612 pt scaled to 576 pt), which fits both A4 (8.27 in) and Letter (8.5 in) paper. */
const PrintStyle = createGlobalStyle`
  @media print {
    @page { margin: 0; }
    html, body { background: #fff !important; color: #000 !important; }
    /* Only the sheets and the elements that contain them are printed; the site's toolbar and this page's controls are not. */
    body *:not(:has(.print-sheets)):not(.print-sheets):not(.print-sheets *) { display: none !important; }
    body *:has(.print-sheets) {
      margin: 0 !important; padding: 0 !important; border: 0 !important; min-height: 0 !important;
      background: none !important; box-shadow: none !important; max-width: none !important; gap: 0 !important;
    }
    .print-sheets { gap: 0 !important; padding: 0 !important; }
    .print-sheet {
      width: 8in !important; max-width: none !important; height: calc(8in * 792 / 612); margin: 0 auto !important;
      box-shadow: none !important; break-after: page; break-inside: avoid;
      print-color-adjust: exact; -webkit-print-color-adjust: exact;
    }
    .print-sheet:last-child { break-after: auto; }
  }
`;

const Controls = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 8in;
  margin: 0 auto 24px;
  padding: 16px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surface};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
  h2 { margin: 0; font-size: 1.1rem; }
  ul { margin: 0; padding-left: 1.2em; }
  label { display: flex; flex-direction: column; gap: 4px; font-size: 0.85rem; font-weight: 500; flex: 1 1 220px; }
  input {
    font: inherit; min-height: 40px; padding: 6px 10px; border-radius: 4px;
    border: 1px solid ${(p) => p.theme.colors.border}; background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text};
  }
  .control-row { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-end; }
`;

const Sheets = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

/** What this printout does not do yet, listed on the page so nobody mistakes a gap for their own error. */
export const KNOWN_ISSUES = [
  'Long entries can be cut off at the edge of their box.',
  'Senses, speeds other than walking and defences are printed only for characters whose features are applied automatically.',
  'Only feats are listed under combat features.',
  'Every item is either equipped or in the backpack; there are no other containers.',
  'Some browsers add an extra blank page at the end.',
] as const;

interface Props {
  character: RawCharacter | undefined;
  rules: IndexedRules | undefined;
  /** Prints the page; the browser's print dialog by default. */
  onPrint?(): void;
  /** The content's attribution line, printed on every page. */
  attribution?: string;
}

export function PrintView({ character, rules, onPrint = () => window.print(), attribution }: Props) {
  const [playerName, setPlayerName] = useState('');
  const sheet = useMemo(() => (character && rules ? computeCharacter(character, rules) : undefined), [character, rules]);
  const pages = useMemo(
    () => (character && sheet ? printPages(character, sheet, playerName, rules?.species.get(character.species?.name)?.size ?? undefined) : undefined),
    [character, sheet, playerName, rules],
  );
  const layouts = useMemo(
    () => (pages ? { one: pageOneLayout(pages.skillNames), two: pageTwoLayout(), three: pageThreeLayout(), power: powerPageLayout() } : undefined),
    [pages],
  );

  return (
    <>
      <PrintStyle />
      <Controls aria-label="Print options">
        <div className="control-row">
          <label>
            Player Name
            <input type="text" value={playerName} autoComplete="name" onChange={(e) => setPlayerName(e.target.value)} />
          </label>
          <Button onClick={onPrint} disabled={!pages}>
            Print
          </Button>
        </div>
        <div>
          <h2>Known Issues</h2>
          <ul>
            {KNOWN_ISSUES.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </div>
      </Controls>
      {!pages || !layouts ? (
        <p role="status" style={{ textAlign: 'center' }}>
          No character loaded
        </p>
      ) : (
        <Sheets className="print-sheets">
          <SheetPage layout={layouts.one} values={pages.pageOne} title="Character Sheet" label="Sheet page 1" attribution={attribution} />
          <SheetPage layout={layouts.two} values={pages.pageTwo} title="Description & Features" label="Sheet page 2" attribution={attribution} />
          <SheetPage layout={layouts.three} values={pages.pageThree} title="Equipment" label="Sheet page 3" attribution={attribution} />
          {pages.powerPage && <SheetPage layout={layouts.power} values={pages.powerPage} title="Powers" label="Power page" attribution={attribution} />}
        </Sheets>
      )}
    </>
  );
}
