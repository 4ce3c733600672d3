// Casting: tech and force panels with points, power level, attack modifiers and save DCs (tweakable), and the known
// powers by level with cast buttons (cost level + 1; levels 6-9 once per long rest); Choose Powers when none known.
import { memo, useState } from 'react';
import { Button } from '../../../../components/Button.tsx';
import {
  castPower,
  isCastDisabled,
  powerCost,
  setPointsUsed,
  type CastingType,
  type ComputedForceCasting,
  type ComputedTechCasting,
  type HighLevelCasting,
  type PowerRule,
} from '../../../../../../core/engine/index.ts';
import { Counter } from '../Counter.tsx';
import { FeatureList } from '../FeatureList.tsx';
import { propsEqual } from '../deep-equal.ts';
import { useSheetActions, useSheetData } from '../sheet-context.ts';
import { signed } from '../sheet-layout.ts';
import { SmallButton } from '../../ui/buttons.tsx';
import { Panel, Rows, SpentStatus } from '../../ui/panels.tsx';
import { TweakValue } from '../TweakDialog.tsx';

function byLevel(powers: readonly PowerRule[]): [number, PowerRule[]][] {
  const groups = new Map<number, PowerRule[]>();
  for (const power of powers) groups.set(power.level, [...(groups.get(power.level) ?? []), power]);
  return [...groups].sort(([a], [b]) => a - b);
}

function PowerDetails({ power }: { power: PowerRule }) {
  const facts = [
    power.castingPeriodText && `Casting: ${power.castingPeriodText}`,
    power.range && `Range: ${power.range}`,
    power.duration && `Duration: ${power.duration}${power.concentration ? ' (concentration)' : ''}`,
    power.forceAlignment && power.forceAlignment !== 'None' && `Alignment: ${power.forceAlignment}`,
  ].filter(Boolean);
  return facts.length > 0 ? <p className="muted">{facts.join(' · ')}</p> : null;
}

interface CastingPanelProps {
  type: CastingType;
  casting: ComputedTechCasting | ComputedForceCasting;
  highLevelCasting: HighLevelCasting;
}

const CastingPanel = memo(function CastingPanel({ type, casting, highLevelCasting }: CastingPanelProps) {
  const { change, onEdit, readOnly } = useSheetActions();
  const [spent, setSpent] = useState('');
  const cast = (power: PowerRule) => {
    const cost = Math.min(powerCost(power.level), casting.maxPoints - casting.pointsUsed);
    change((current) => castPower(current, type, power.level, casting.maxPoints));
    const left = Math.max(0, casting.maxPoints - casting.pointsUsed - cost);
    setSpent(`Cast ${power.name}: ${cost} ${type.toLowerCase()} points spent, ${left} of ${casting.maxPoints} left${power.level > 5 ? `; level ${power.level} used until a long rest` : ''}.`);
  };
  const key = type === 'Tech' ? 'techCasting' : 'forceCasting';
  const title = `${type} Casting`;
  const numbers: [string, string, number, boolean][] =
    type === 'Tech'
      ? [
          ['attackModifier', 'Attack modifier', (casting as ComputedTechCasting).attackModifier, true],
          ['saveDC', 'Save DC', (casting as ComputedTechCasting).saveDC, false],
        ]
      : (['light', 'universal', 'dark'] as const).flatMap((side): [string, string, number, boolean][] => {
          const force = casting as ComputedForceCasting;
          const label = side[0].toUpperCase() + side.slice(1);
          return [
            [`${side}AttackModifier`, `${label} attack modifier`, force[`${side}AttackModifier`], true],
            [`${side}SaveDC`, `${label} save DC`, force[`${side}SaveDC`], false],
          ];
        });
  return (
    <Panel aria-labelledby={`${key}-heading`}>
      <h3 id={`${key}-heading`}>{title}</h3>
      <Rows>
        <dt>
          {type} points (max{' '}
          <TweakValue path={`${key}.maxPoints`} label={`Maximum ${type.toLowerCase()} points`}>
            {casting.maxPoints}
          </TweakValue>
          )
        </dt>
        <dd>
          <Counter label={`${type} points`} used={casting.pointsUsed} max={casting.maxPoints} onChange={(used) => change((current) => setPointsUsed(current, type, used, casting.maxPoints))} />
        </dd>
        <dt style={{ gridColumn: '1 / -1' }}>
          <SpentStatus message={spent} />
        </dt>
        <dt>Max power level</dt>
        <dd>
          <TweakValue path={`${key}.maxPowerLevel`} label={`${type} max power level`}>
            {casting.maxPowerLevel}
          </TweakValue>
        </dd>
        {numbers.map(([path, label, value, isModifier]) => (
          <div key={path} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>
              <TweakValue path={`${key}.${path}`} label={`${type} ${label.toLowerCase()}`}>
                {isModifier ? signed(value) : value}
              </TweakValue>
            </dd>
          </div>
        ))}
      </Rows>
      {casting.powersKnown.length === 0 ? (
        <p>
          No {type.toLowerCase()} powers known.{' '}
          {!readOnly && (
            <Button variant="outlined" onClick={() => onEdit(2)}>
              Choose Powers
            </Button>
          )}
        </p>
      ) : (
        byLevel(casting.powersKnown).map(([level, powers]) => (
          <div key={level}>
            <h4>{level === 0 ? 'At-will' : `Level ${level}`}</h4>
            <FeatureList
              entries={powers.map((power) => {
                const disabled = isCastDisabled(level, casting.maxPoints, casting.pointsUsed, highLevelCasting);
                return {
                  key: power.name,
                  name: power.name,
                  // Casting spends points: not on a read-only sheet.
                  aside:
                    level > 0 && !readOnly ? (
                      <SmallButton
                        type="button"
                        disabled={disabled}
                        aria-label={`Cast ${power.name} (${powerCost(level)} points)`}
                        title={`Costs ${powerCost(level)} points`}
                        onClick={() => cast(power)}
                      >
                        Cast
                      </SmallButton>
                    ) : undefined,
                  details: <PowerDetails power={power} />,
                  description: power.description,
                };
              })}
            />
          </div>
        ))
      )}
    </Panel>
  );
}, propsEqual);

export function CastingSection() {
  const { sheet } = useSheetData();
  if (!sheet.techCasting && !sheet.forceCasting) {
    return (
      <Panel>
        <p className="muted">This character casts no tech or force powers.</p>
      </Panel>
    );
  }
  return (
    <div>
      {sheet.techCasting && <CastingPanel type="Tech" casting={sheet.techCasting} highLevelCasting={sheet.highLevelCasting} />}
      {sheet.forceCasting && <CastingPanel type="Force" casting={sheet.forceCasting} highLevelCasting={sheet.highLevelCasting} />}
    </div>
  );
}
