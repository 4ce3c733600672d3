// The hit point circle (or the death saves at 0 hit points) with the Heal, THP and Damage dialogs.
import { useState } from 'react';
import styled from 'styled-components';
import { media } from '../../../lib/theme/themes.ts';
import { applyDamageType, applyDeathSaveRoll, DEATH_SAVES_MAX, deathSaveOutcome, setDeathSaves } from '../../../../../core/engine/index.ts';
import { HIT_POINT_ACTIONS, type HitPointAction } from './hp-actions.ts';
import { useDice } from './dice/dice-context.ts';
import { DieIcon } from './dice/RollButton.tsx';
import { AmountDialog } from './AmountDialog.tsx';
import { useDamageDefenses } from './DamageTypeField.tsx';
import { useSheetActions, useSheetData } from './sheet-context.ts';
import { SmallButton } from '../ui/buttons.tsx';
import { TweakValue } from './TweakDialog.tsx';

export const HitPointsBox = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  .hp-actions { display: flex; flex-direction: column; gap: 4px; }
  .damage-said { margin: 0; max-width: 10rem; font-size: 0.8rem; font-weight: 500; }
  .damage-said:empty { display: none; }
  .ring { position: relative; width: 104px; height: 104px; flex: none; }
  .ring svg { position: absolute; inset: 0; }
  .ring .numbers { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; line-height: 1.1; }
  .ring .current { font-size: 1.6rem; font-weight: 600; }
  .ring .max { font-size: 0.85rem; }
  .ring .temp { font-size: 0.75rem; color: ${(p) => p.theme.colors.secondary}; font-weight: 600; }
  .saves { display: grid; grid-template-columns: auto auto; gap: 4px 8px; align-items: center; font-size: 0.9rem; }
  .saves input { width: 22px; height: 22px; margin: 0 2px; }
  .saves .roll-death-save { grid-column: 1 / -1; gap: 6px; min-height: 44px; }
  .saves .save-box { display: inline-flex; align-items: center; justify-content: center; cursor: pointer; }
  ${media.xsOnly} { .saves .save-box { width: 44px; height: 44px; } }
`;

export function DeathSaves() {
  const { sheet } = useSheetData();
  const { change, readOnly } = useSheetActions();
  const { roll } = useDice();
  const { successes, failures } = sheet.hitPoints.deathSaves;
  const rollDeathSave = () => {
    const { result } = roll({ kind: 'd20', label: 'Death save', modifier: 0, roll: { type: 'save' }, outcome: deathSaveOutcome });
    change((current) => applyDeathSaveRoll(current, result.total, result.natural ?? result.total));
  };
  const row = (kind: 'Successes' | 'Failures', count: number) => (
    <>
      <span>{kind}</span>
      <span role="group" aria-label={`Death save ${kind.toLowerCase()}`}>
        {Array.from({ length: DEATH_SAVES_MAX }, (_, index) => (
          <label key={index} className="save-box">
            <input
              type="checkbox"
              aria-label={`${kind === 'Successes' ? 'Success' : 'Failure'} ${index + 1}`}
              checked={index < count}
              disabled={readOnly}
              onChange={(e) => {
                const value = e.target.checked ? index + 1 : index;
                change((current) => (kind === 'Successes' ? setDeathSaves(current, value, failures) : setDeathSaves(current, successes, value)));
              }}
            />
          </label>
        ))}
      </span>
    </>
  );
  return (
    <div className="saves" role="group" aria-label="Death Saves">
      <strong style={{ gridColumn: '1 / -1' }}>Death Saves</strong>
      {row('Successes', successes)}
      {row('Failures', failures)}
      {/* The roll records its result on the character: not on a read-only sheet. */}
      {!readOnly && (
        <SmallButton type="button" className="roll-death-save" onClick={rollDeathSave}>
          <DieIcon /> Roll death save
        </SmallButton>
      )}
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

export function HitPoints() {
  const { sheet } = useSheetData();
  const { change, readOnly } = useSheetActions();
  const [open, setOpen] = useState<HitPointAction['key']>();
  const close = () => setOpen(undefined);
  const defenses = useDamageDefenses();
  // What the last damage did after the character's defenses, said next to the buttons until the next entry.
  const [damageSaid, setDamageSaid] = useState('');
  if (readOnly) return <HitPointsBox>{sheet.hitPoints.isAtZero ? <DeathSaves /> : <Ring />}</HitPointsBox>;
  return (
    <HitPointsBox>
      {sheet.hitPoints.isAtZero ? <DeathSaves /> : <Ring />}
      <div className="hp-actions">
        {HIT_POINT_ACTIONS.map((action) => (
          <SmallButton key={action.key} type="button" onClick={() => setOpen(action.key)}>
            {action.button}
          </SmallButton>
        ))}
        <p className="damage-said" role="status">
          {damageSaid}
        </p>
      </div>
      {HIT_POINT_ACTIONS.map((action) => (
        <AmountDialog
          key={action.key}
          open={open === action.key}
          title={action.title}
          label={action.label}
          confirmLabel={action.confirmLabel}
          typedDamage={action.typedDamage}
          onClose={close}
          onConfirm={(amount, type) => {
            if (action.typedDamage) setDamageSaid(applyDamageType(amount, type, defenses).explanation);
            change((current) => action.apply(current, amount, sheet.hitPoints.maximum, { type, defenses }));
          }}
        />
      ))}
    </HitPointsBox>
  );
}
