// Power dice (each store, spent and recovered), the tier features with their uses and feature die, and the ship's
// state: conditions, slowed levels, system damage with what each level does, and destruction saves at 0 hull points.
import styled from 'styled-components';
import { destructionSave, setCondition, setSlowed, setSystemDamage, stabilize, type PowerLocation } from '../../../../../../core/engine/starships/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { useDice } from '../../sheet/dice/dice-context.ts';
import { Counter } from '../../sheet/Counter.tsx';
import { SelectField } from '../../ui/fields.tsx';
import { Panel, Rows } from '../../ui/panels.tsx';
import type { SheetPartProps } from './sheet-parts.tsx';

const RECOVERY: Record<string, string> = {
  turn: 'each turn',
  round: 'each round',
  recharge: 'recharge',
  refit: 'refit',
  short: 'short rest',
  long: 'long rest',
  shortOrLong: 'short or long rest',
};

const Features = styled.ul`
  display: flex !important;
  flex-direction: column;
  gap: 8px;
  li { display: flex; flex-direction: column; gap: 4px; }
`;

export function PowerPanel({ ship, computed, act }: SheetPartProps) {
  const power = computed.powerDice;
  return (
    <Panel aria-labelledby="power-title">
      <h3 id="power-title">Power Dice</h3>
      <p>
        Power die: <strong>{power.die === '1' ? 'a flat 1' : power.die}</strong>
        {power.recovery ? ` · the reactor recovers ${power.recovery} at the start of each turn` : ' · no reactor'}
      </p>
      {power.stores.length === 0 ? (
        <p className="muted">No power coupling stores power dice.</p>
      ) : (
        <Rows>
          {power.stores.map((store) => (
            <div key={store.location} style={{ display: 'contents' }}>
              <dt style={{ textTransform: 'capitalize' }}>{store.location}</dt>
              <dd>
                <Counter
                  label={`Power dice in ${store.location}`}
                  used={store.used}
                  max={store.capacity}
                  onChange={(used) =>
                    act(`Power dice (${store.location})`, (s) => ({
                      ...s,
                      state: {
                        ...s.state,
                        powerDiceUsed: { ...s.state.powerDiceUsed, [store.location as PowerLocation]: Math.max(0, Math.min(store.capacity, used)) },
                      },
                    }))
                  }
                />
              </dd>
            </div>
          ))}
        </Rows>
      )}
      <span className="muted">
        {power.available} of {power.capacity} available{ship.tier === 0 ? '' : ''}
      </span>
    </Panel>
  );
}

export function FeaturesPanel({ computed, act }: SheetPartProps) {
  return (
    <Panel aria-labelledby="features-title">
      <h3 id="features-title">Features</h3>
      {computed.features.length === 0 ? (
        <p className="muted">A tier 0 ship has no tier features yet.</p>
      ) : (
        <Features>
          {computed.features.map((feature) => (
            <li key={`${feature.tier}-${feature.name}`}>
              <span>
                <strong>{feature.name}</strong>{' '}
                <span className="muted">
                  (tier {feature.tier}
                  {feature.die ? `, ${feature.die}` : ''}
                  {feature.source && feature.source !== feature.name ? `, ${feature.source}` : ''})
                </span>
              </span>
              <span>{feature.summary}</span>
              {feature.uses && feature.uses.max > 0 && (
                <span style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                  <Counter
                    label={feature.name}
                    used={feature.uses.used}
                    max={feature.uses.max}
                    onChange={(used) =>
                      act(feature.name, (s) => ({
                        ...s,
                        state: { ...s.state, featureUses: { ...s.state.featureUses, [feature.name]: Math.max(0, Math.min(feature.uses!.max, used)) } },
                      }))
                    }
                  />
                  <span className="muted">back at {RECOVERY[feature.uses.recovery] ?? feature.uses.recovery}</span>
                </span>
              )}
            </li>
          ))}
        </Features>
      )}
    </Panel>
  );
}

export function ConditionsPanel({ ship, rules, computed, act }: SheetPartProps) {
  const { roll } = useDice();
  const c = computed.current;
  const dying = c.disabled && !c.stable && !c.destroyed;
  return (
    <Panel aria-labelledby="conditions-title">
      <h3 id="conditions-title">Conditions and System Damage</h3>
      <ul aria-label="Conditions" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: '2px 12px' }}>
        {rules.general.conditions.map((condition) => {
          const on = ship.state.conditions.includes(condition.name);
          const implied = !on && c.conditions.includes(condition.name);
          return (
            <li key={condition.name}>
              <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }} title={condition.summary}>
                <input
                  type="checkbox"
                  style={{ width: 20, height: 20 }}
                  checked={on || implied}
                  disabled={implied}
                  onChange={(e) => act(condition.name, (s) => setCondition(s, rules, condition.name, e.target.checked))}
                />
                {condition.name}
              </label>
            </li>
          );
        })}
      </ul>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: '8px 0' }}>
        <SelectField
          label="Slowed levels"
          value={String(ship.state.slowed)}
          options={[0, 1, 2, 3, 4].map((n) => ({ value: String(n), label: n === 0 ? 'None' : `Level ${n}` }))}
          hint={c.slowedLevels !== ship.state.slowed ? `${c.slowedLevels} with conditions and system damage` : undefined}
          onChange={(value) => act('Slowed', (s) => setSlowed(s, Number(value)))}
        />
        <SelectField
          label="System damage"
          value={String(ship.state.systemDamage)}
          options={[0, 1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: n === 0 ? 'None' : `Level ${n}` }))}
          onChange={(value) => act('System damage', (s) => setSystemDamage(s, Number(value)))}
        />
      </div>
      {c.effects.length > 0 && (
        <ul className="muted" aria-label="What the ship's state does" style={{ listStyle: 'disc', paddingLeft: 18 }}>
          {c.effects.map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
      )}
      {dying && (
        <div role="group" aria-label="Destruction saves">
          <h4>Destruction saves</h4>
          <p>
            Successes {ship.state.destructionSaves.successes} of 3 · failures {ship.state.destructionSaves.failures} of 3
          </p>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button
              onClick={() => {
                const entry = roll({ kind: 'd20', label: 'Destruction save', modifier: 0, roll: { type: 'save' } });
                act('Destruction save', (s) => {
                  const r = destructionSave(s, rules, entry.result.natural ?? entry.result.total);
                  return { ship: r.ship, lines: r.lines };
                });
              }}
            >
              Roll a destruction save
            </Button>
            <Button variant="outlined" onClick={() => act('Stabilized', (s) => stabilize(s))}>
              Stabilized by a repair
            </Button>
          </div>
        </div>
      )}
    </Panel>
  );
}
