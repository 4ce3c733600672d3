// The hit point circle (or the death saves at 0 hit points) with the Heal, THP and Damage dialogs.
import { useState } from 'react';
import styled from 'styled-components';
import { damage, DEATH_SAVES_MAX, heal, setDeathSaves, setTemporaryHitPoints } from '../../../engine/index.ts';
import { AmountDialog } from './AmountDialog.tsx';
import { useSheetActions, useSheetData } from './sheet-context.ts';
import { SmallButton } from './sheet-ui.tsx';
import { TweakValue } from './TweakDialog.tsx';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  .hp-actions { display: flex; flex-direction: column; gap: 4px; }
  .ring { position: relative; width: 104px; height: 104px; flex: none; }
  .ring svg { position: absolute; inset: 0; }
  .ring .numbers { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; line-height: 1.1; }
  .ring .current { font-size: 1.6rem; font-weight: 600; }
  .ring .max { font-size: 0.85rem; }
  .ring .temp { font-size: 0.75rem; color: ${(p) => p.theme.colors.secondary}; font-weight: 600; }
  .saves { display: grid; grid-template-columns: auto auto; gap: 4px 8px; align-items: center; font-size: 0.9rem; }
  .saves input { width: 22px; height: 22px; margin: 0 2px; }
`;

function DeathSaves() {
  const { sheet } = useSheetData();
  const { change } = useSheetActions();
  const { successes, failures } = sheet.hitPoints.deathSaves;
  const row = (kind: 'Successes' | 'Failures', count: number) => (
    <>
      <span>{kind}</span>
      <span role="group" aria-label={`Death save ${kind.toLowerCase()}`}>
        {Array.from({ length: DEATH_SAVES_MAX }, (_, index) => (
          <input
            key={index}
            type="checkbox"
            aria-label={`${kind === 'Successes' ? 'Success' : 'Failure'} ${index + 1}`}
            checked={index < count}
            onChange={(e) => {
              const value = e.target.checked ? index + 1 : index;
              change((current) => (kind === 'Successes' ? setDeathSaves(current, value, failures) : setDeathSaves(current, successes, value)));
            }}
          />
        ))}
      </span>
    </>
  );
  return (
    <div className="saves" role="group" aria-label="Death Saves">
      <strong style={{ gridColumn: '1 / -1' }}>Death Saves</strong>
      {row('Successes', successes)}
      {row('Failures', failures)}
    </div>
  );
}

function Ring() {
  const { sheet } = useSheetData();
  const { current, maximum, temporary } = sheet.hitPoints;
  const radius = 46;
  const circumference = 2 * Math.PI * radius;
  const share = maximum > 0 ? Math.min(1, current / maximum) : 0;
  return (
    <div className="ring" role="group" aria-label={`Hit points ${current} of ${maximum}${temporary ? `, ${temporary} temporary` : ''}`}>
      <svg width="104" height="104" viewBox="0 0 104 104" aria-hidden="true" focusable="false">
        <circle cx="52" cy="52" r={radius} fill="none" stroke="currentColor" strokeOpacity="0.15" strokeWidth="8" />
        <circle
          cx="52"
          cy="52"
          r={radius}
          fill="none"
          stroke="#c62828"
          strokeWidth="8"
          strokeDasharray={`${circumference * share} ${circumference}`}
          transform="rotate(-90 52 52)"
        />
      </svg>
      <div className="numbers">
        <span className="current" data-testid="hp-current">
          {current}
        </span>
        <span className="max">
          / <TweakValue path="hitPoints.maximum" label="Maximum hit points">{maximum}</TweakValue>
        </span>
        {temporary > 0 && (
          <span className="temp" data-testid="hp-temporary">
            +{temporary} temp
          </span>
        )}
      </div>
    </div>
  );
}

type Open = 'heal' | 'thp' | 'damage' | undefined;

export function HitPoints() {
  const { sheet } = useSheetData();
  const { change } = useSheetActions();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  return (
    <Box>
      {sheet.hitPoints.isAtZero ? <DeathSaves /> : <Ring />}
      <div className="hp-actions">
        <SmallButton type="button" onClick={() => setOpen('heal')}>
          Heal
        </SmallButton>
        <SmallButton type="button" onClick={() => setOpen('thp')}>
          THP
        </SmallButton>
        <SmallButton type="button" onClick={() => setOpen('damage')}>
          Damage
        </SmallButton>
      </div>
      <AmountDialog open={open === 'heal'} title="Heal" label="Hit points regained" confirmLabel="Heal" onClose={close} onConfirm={(amount) => change((current) => heal(current, amount))} />
      <AmountDialog
        open={open === 'thp'}
        title="Temporary Hit Points"
        label="Temporary hit points"
        confirmLabel="Set"
        onClose={close}
        onConfirm={(amount) => change((current) => setTemporaryHitPoints(current, amount))}
      />
      <AmountDialog
        open={open === 'damage'}
        title="Take Damage"
        label="Damage taken"
        confirmLabel="Damage"
        onClose={close}
        onConfirm={(amount) => change((current) => damage(current, amount, sheet.hitPoints.maximum))}
      />
    </Box>
  );
}
