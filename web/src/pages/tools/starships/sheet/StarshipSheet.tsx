// The live starship sheet, built for a crew at the table on phones: the header (name, size, role and tier, Edit and
// Menu) and the play bar (Start of turn, which regenerates the shields once per round and recovers power dice, and
// the report of the last action), then the panels in one to three columns, and the dice tray. Every change goes
// through an engine transition and out through onChange.
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import type { StoredStarship } from '../../../../../../core/documents/adapters.ts';
import { DOCUMENT_KIND } from '../../../../../../core/documents/kinds.ts';
import { startShipTurn, StarshipPlayError, type Starship } from '../../../../../../core/engine/starships/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { media } from '../../../../lib/theme/themes.ts';
import { DiceProvider } from '../../sheet/dice/DiceProvider.tsx';
import { RollTray } from '../../sheet/dice/RollTray.tsx';
import { useColumnCount } from '../../sheet/use-column-count.ts';
import type { StarshipPartProps } from '../starship-edits.tsx';
import { starshipSummary } from '../list/starship-list.ts';
import { AbilitiesPanel } from './AbilitiesPanel.tsx';
import { CrewPanel } from './CrewPanel.tsx';
import { DefensePanel } from './DefensePanel.tsx';
import { HullShieldsPanel, roller } from './HullShieldsPanel.tsx';
import { LoadoutPanel } from './LoadoutPanel.tsx';
import type { ActionReport, SheetPartProps } from './sheet-parts.tsx';
import { StarshipMenu } from './StarshipMenu.tsx';
import { ConditionsPanel, FeaturesPanel, PowerPanel } from './SystemsPanels.tsx';
import { WeaponsPanel } from './WeaponsPanel.tsx';

/** The sticky play bar above and the dice tray below: whatever is scrolled into view stays clear of both. */
const ScrollPadding = createGlobalStyle`
  html {
    scroll-padding-top: ${(p) => p.theme.toolbarHeight + 90}px;
    scroll-padding-bottom: 200px;
  }
`;

/** Room under the sheet for the dice tray (fixed at the bottom on phones, in a corner on larger screens). */
const Article = styled.article`
  --sheet-nav-height: 0px;
  padding-bottom: 170px;
  max-width: 1400px;
  margin: 0 auto;
  ${media.xsOnly} { padding-bottom: 200px; }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 8px;
  h1 { margin: 0; font-size: 1.6rem; overflow-wrap: anywhere; }
  .summary { margin: 0; color: ${(p) => p.theme.colors.mutedText}; }
  .header-actions { display: flex; gap: 8px; flex-wrap: wrap; }
`;

/** Start of turn and the last report: sticky under the toolbar, so the round's control is always at hand. */
const PlayBar = styled.section`
  position: sticky;
  top: ${(p) => p.theme.toolbarHeight}px;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
  button { min-height: 44px; }
  .report { flex: 1 1 240px; min-width: 0; margin: 0; font-size: 0.9rem; }
  .report strong { margin-right: 4px; }
  .report ul { margin: 2px 0 0; padding-left: 18px; }
  .quick { display: flex; gap: 12px; font-variant-numeric: tabular-nums; font-weight: 600; }
`;

const Columns = styled.div<{ $count: number }>`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(${(p) => p.$count}, minmax(0, 1fr));
  align-items: start;
  > div { display: flex; flex-direction: column; min-width: 0; }
`;

type PanelKey = 'hull' | 'weapons' | 'defense' | 'conditions' | 'crew' | 'abilities' | 'power' | 'features' | 'loadout';

/**
 * Where each panel goes for the number of columns the window holds. On a phone, one column in the order of play:
 * what is hit and what shoots first, then the crew and the rolls; on wider screens the same groups side by side.
 */
const LAYOUTS: Record<1 | 2 | 3, PanelKey[][]> = {
  1: [['hull', 'weapons', 'defense', 'conditions', 'crew', 'abilities', 'power', 'features', 'loadout']],
  2: [
    ['hull', 'defense', 'conditions', 'power', 'features'],
    ['weapons', 'crew', 'abilities', 'loadout'],
  ],
  3: [
    ['hull', 'defense', 'conditions'],
    ['weapons', 'abilities'],
    ['crew', 'power', 'features', 'loadout'],
  ],
};

interface Props extends StarshipPartProps {
  onEdit(step: number): void;
  onDelete(): void;
  onMarkClean(): void;
}

export function StarshipSheet({ ship, rules, computed, characters, missingCrew, onChange, onEdit, onDelete, onMarkClean }: Props) {
  const latest = useRef(ship);
  latest.current = ship;
  const [report, setReport] = useState<ActionReport>();
  const act = useCallback<SheetPartProps['act']>(
    (title, transition) => {
      let result: ReturnType<typeof transition>;
      try {
        result = transition(latest.current);
      } catch (error) {
        if (!(error instanceof StarshipPlayError)) throw error;
        setReport({ title, lines: [error.message], tone: 'error' });
        return;
      }
      const next = ('ship' in result && 'lines' in result ? result.ship : result) as Starship;
      const lines = 'ship' in result && 'lines' in result ? (result.lines ?? []) : [];
      setReport(lines.length ? { title, lines } : undefined);
      if (next === latest.current) return;
      latest.current = next as StoredStarship;
      onChange(next as StoredStarship);
    },
    [onChange],
  );
  const rollContext = useMemo(() => ({ characterName: ship.name || 'Starship', conditions: [], exhaustion: 0 }), [ship.name]);
  const part: SheetPartProps = { ship, rules, computed, act };
  const c = computed.current;
  const columns = useColumnCount();
  const panels: Record<PanelKey, ReactNode> = {
    hull: <HullShieldsPanel key="hull" {...part} />,
    weapons: <WeaponsPanel key="weapons" computed={computed} />,
    defense: <DefensePanel key="defense" computed={computed} />,
    conditions: <ConditionsPanel key="conditions" {...part} />,
    crew: <CrewPanel key="crew" {...part} characters={characters} missingCrew={missingCrew} />,
    abilities: <AbilitiesPanel key="abilities" computed={computed} />,
    power: <PowerPanel key="power" {...part} />,
    features: <FeaturesPanel key="features" {...part} />,
    loadout: <LoadoutPanel key="loadout" ship={ship} computed={computed} />,
  };

  return (
    <DiceProvider context={rollContext}>
      <Article aria-label={`Starship sheet of ${ship.name || 'an unnamed starship'}`}>
        <ScrollPadding />
        <Header>
          <div>
            <h1>{ship.name || DOCUMENT_KIND.starship.label.unnamed}</h1>
            <p className="summary">{starshipSummary(ship)}</p>
          </div>
          <div className="header-actions">
            <Button variant="outlined" onClick={() => onEdit(1)}>
              Edit Starship
            </Button>
            <StarshipMenu ship={ship} onDelete={onDelete} onMarkClean={onMarkClean} />
          </div>
        </Header>
        <PlayBar aria-label="Play">
          <Button
            color="secondary"
            onClick={() =>
              act('Start of turn', (s) => {
                const r = startShipTurn(s, rules, roller);
                return { ship: r.ship, lines: r.lines };
              })
            }
          >
            Start of turn
          </Button>
          <span className="quick" aria-label="At a glance">
            <span>
              Hull {c.hullPoints}/{computed.hullPoints}
            </span>
            <span>Shields {computed.shieldCapacity ? `${c.shieldPoints}/${computed.shieldCapacity}` : '–'}</span>
            <span>AC {computed.armorClass.value}</span>
          </span>
          <div className="report" role="status" aria-live="polite" aria-label="Last action">
            {report && (
              <>
                <strong>{report.title}:</strong>
                {report.lines.length === 1 ? (
                  <span>{report.lines[0]}</span>
                ) : (
                  <ul>
                    {report.lines.map((line, i) => (
                      <li key={`${i}-${line}`}>{line}</li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </div>
        </PlayBar>
        <Columns $count={columns}>
          {LAYOUTS[columns].map((keys) => (
            <div key={keys[0]}>{keys.map((key) => panels[key])}</div>
          ))}
        </Columns>
        <RollTray />
      </Article>
    </DiceProvider>
  );
}
