// A combatant's hit points as numbers and a bar (green to red as they fall), with a villain's pools ("pool 2 of 3").
import styled from 'styled-components';
import type { Combatant, HitPoints } from '../../../../../../core/engine/encounters/index.ts';

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  .bar { display: inline-block; width: 64px; height: 8px; border-radius: 4px; background: ${(p) => (p.theme.name === 'dark' ? '#555' : '#d5dde1')}; overflow: hidden; }
  .fill { display: block; height: 100%; }
  .temp { color: ${(p) => p.theme.colors.link}; }
`;

const fillColor = (share: number) => (share > 0.5 ? '#2e7d32' : share > 0.25 ? '#ef8f00' : '#c62828');

export function HitPointBar({ hitPoints, pools }: { hitPoints: HitPoints; pools?: Combatant['pools'] }) {
  const share = hitPoints.max > 0 ? Math.min(1, hitPoints.current / hitPoints.max) : 0;
  return (
    <Box data-testid="hit-points">
      <span>
        HP <strong data-testid="hp-current">{hitPoints.current}</strong> / {hitPoints.max}
        {hitPoints.temp > 0 && <span className="temp"> +{hitPoints.temp} temporary</span>}
        {pools && ` (pool ${Math.min(pools.count, pools.depleted + 1)} of ${pools.count})`}
      </span>
      <span className="bar" aria-hidden="true">
        <span className="fill" style={{ width: `${Math.round(share * 100)}%`, background: fillColor(share) }} />
      </span>
    </Box>
  );
}
