// Hull and shields during play: the points left of each (temporary shield points too), the dice left, the base shield
// points, capacity and regeneration rate; taking damage (shields first, then the hull, with damage reduction and the
// damage type), the crew's shield and hull actions, recharging and refitting.
import { useState } from 'react';
import styled from 'styled-components';
import { DAMAGE_TYPES } from '../../../../../../core/engine/damage/damage-types.ts';
import { cryptoDieRoller } from '../../../../../../core/engine/dice/random-source.ts';
import { boostShields, patch, recharge, refit, regenerateShieldsAction, takeDamage } from '../../../../../../core/engine/starships/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { Dialog } from '../../../../components/Dialog.tsx';
import { DialogActions } from '../../../../components/DialogActions.tsx';
import { media } from '../../../../lib/theme/themes.ts';
import { Field, SelectField } from '../../ui/fields.tsx';
import { Panel } from '../../ui/panels.tsx';
import { credits } from '../starship-edits.tsx';
import { outOf, type SheetPartProps } from './sheet-parts.tsx';

/** The crew's dice for the actions that roll a hull or shield die. */
export const roller = cryptoDieRoller();

const Gauges = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  .gauge { display: flex; flex-direction: column; gap: 4px; padding: 8px 10px; border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 6px; }
  .gauge-label { font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.04em; color: ${(p) => p.theme.colors.mutedText}; }
  .gauge-value { font-size: 1.8rem; font-weight: 600; font-variant-numeric: tabular-nums; line-height: 1.1; }
  .gauge-sub { font-size: 0.8rem; color: ${(p) => p.theme.colors.mutedText}; }
  meter { width: 100%; height: 10px; }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 8px;
  margin-top: 10px;
  button { min-height: 44px; width: 100%; }
  ${media.xsOnly} { grid-template-columns: 1fr 1fr; }
`;

function DamageDialog({ open, onClose, onDamage }: { open: boolean; onClose(): void; onDamage(input: Parameters<typeof takeDamage>[2]): void }) {
  const [amount, setAmount] = useState('');
  const [type, setType] = useState('');
  const [fromAttack, setFromAttack] = useState(true);
  const [critical, setCritical] = useState(false);
  const [bypass, setBypass] = useState(false);
  const [atmosphere, setAtmosphere] = useState(false);
  const value = Number(amount);
  const invalid = amount.trim() === '' || !Number.isInteger(value) || value < 0;
  const close = () => {
    setAmount('');
    onClose();
  };
  return (
    <Dialog open={open} title="Take Damage" onClose={close}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (invalid) return;
          onDamage({ amount: value, type: type || null, fromAttackRoll: fromAttack, critical, bypassShields: bypass, inAtmosphere: atmosphere });
          close();
        }}
      >
        <Field label="Damage" error={amount.trim() !== '' && invalid ? 'A whole number of 0 or more' : undefined}>
          {({ id, describedBy, invalid: bad }) => (
            <input
              id={id}
              type="number"
              inputMode="numeric"
              min={0}
              value={amount}
              aria-describedby={describedBy}
              aria-invalid={bad || undefined}
              autoFocus
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </Field>
        <SelectField label="Damage type" value={type} placeholder="Untyped" options={DAMAGE_TYPES.map((t) => ({ value: t, label: t }))} onChange={setType} />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 6, margin: '12px 0' }}>
          {(
            [
              ['From an attack roll (damage reduction applies)', fromAttack, setFromAttack],
              ['Critical hit', critical, setCritical],
              ['Bypasses the shields', bypass, setBypass],
              ['Inside an atmosphere (sonic damage counts)', atmosphere, setAtmosphere],
            ] as const
          ).map(([label, checked, set]) => (
            <label key={label} style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 36 }}>
              <input type="checkbox" checked={checked} onChange={(e) => set(e.target.checked)} style={{ width: 18, height: 18 }} />
              {label}
            </label>
          ))}
        </div>
        <DialogActions>
          <Button variant="text" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={invalid}>
            Apply damage
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function RechargeDialog({
  open,
  left,
  onClose,
  onRecharge,
}: {
  open: boolean;
  left: number;
  onClose(): void;
  onRecharge(hullDice: number, check: number): void;
}) {
  const [dice, setDice] = useState('0');
  const [check, setCheck] = useState('');
  const diceValue = Number(dice);
  const checkValue = Number(check);
  const diceBad = !Number.isInteger(diceValue) || diceValue < 0 || diceValue > left;
  const checkBad = check.trim() === '' || !Number.isInteger(checkValue);
  return (
    <Dialog open={open} title="Recharge" onClose={onClose}>
      <p style={{ marginTop: 0 }}>
        An hour of makeshift repairs: spend hull dice, each rolled by the Mechanic's Kit check (10 or less: twice, the lower; 21 or more: twice, the higher)
        plus the Constitution modifier. The shields come back in full, with half the shield dice.
      </p>
      <Field label={`Hull dice to spend (${left} left)`} error={diceBad ? `From 0 to ${left}` : undefined}>
        {({ id, describedBy }) => (
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            max={left}
            value={dice}
            aria-describedby={describedBy}
            onChange={(e) => setDice(e.target.value)}
          />
        )}
      </Field>
      <Field label="Mechanic's Kit check result" hint="The check's total, as rolled">
        {({ id, describedBy }) => (
          <input id={id} type="number" inputMode="numeric" value={check} aria-describedby={describedBy} onChange={(e) => setCheck(e.target.value)} />
        )}
      </Field>
      <DialogActions>
        <Button variant="text" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={diceBad || checkBad}
          onClick={() => {
            onRecharge(diceValue, checkValue);
            onClose();
          }}
        >
          Recharge
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CheckDialog({
  title,
  text,
  open,
  onClose,
  onResult,
}: {
  title: string;
  text: string;
  open: boolean;
  onClose(): void;
  onResult(success: boolean): void;
}) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <p style={{ marginTop: 0 }}>{text}</p>
      <DialogActions>
        <Button variant="text" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="outlined" onClick={() => (onResult(false), onClose())}>
          Check failed
        </Button>
        <Button onClick={() => (onResult(true), onClose())}>Check succeeded</Button>
      </DialogActions>
    </Dialog>
  );
}

function RefitDialog({ open, cost, onClose, onRefit }: { open: boolean; cost: number; onClose(): void; onRefit(): void }) {
  return (
    <Dialog open={open} title="Refit" onClose={onClose}>
      <p style={{ marginTop: 0 }}>
        Downtime at a spaceport: every hull and shield point and die comes back, system damage drops one level, and features used until a refit return. Cost:{' '}
        {credits(cost)}.
      </p>
      <DialogActions>
        <Button variant="text" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => (onRefit(), onClose())}>Refit</Button>
      </DialogActions>
    </Dialog>
  );
}

type Open = 'damage' | 'recharge' | 'refit' | 'regenerate' | 'patch' | undefined;

export function HullShieldsPanel({ ship, rules, computed, act }: SheetPartProps) {
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const c = computed.current;
  const shields = computed.shieldCapacity > 0;
  const refitCost = ship.state.hullDiceUsed * rules.general.refitCostPerHullDie * (rules.sizes.get(ship.size)?.rules.costs.upgradeMultiplier ?? 1);
  return (
    <Panel aria-labelledby="hull-shields-title">
      <h3 id="hull-shields-title">Hull and Shields</h3>
      <Gauges>
        <div className="gauge" role="group" aria-label="Hull points">
          <span className="gauge-label">Hull points</span>
          <span className="gauge-value">{outOf(c.hullPoints, computed.hullPoints)}</span>
          <meter min={0} max={computed.hullPoints} value={c.hullPoints} aria-hidden="true" />
          <span className="gauge-sub">
            Hull dice {outOf(computed.hullDice.left, computed.hullDice.count)} ({computed.hullDice.notation})
          </span>
        </div>
        <div className="gauge" role="group" aria-label="Shield points">
          <span className="gauge-label">Shields</span>
          <span className="gauge-value">{shields ? outOf(c.shieldPoints, computed.shieldCapacity) : 'None'}</span>
          {shields && <meter min={0} max={computed.shieldCapacity} value={c.shieldPoints} aria-hidden="true" />}
          <span className="gauge-sub">
            {shields
              ? `Regenerates ${computed.shieldRegeneration} a round · dice ${outOf(computed.shieldDice.left, computed.shieldDice.count)} (d${computed.shieldDice.die})`
              : 'No shield installed'}
            {c.temporaryShieldPoints ? ` · +${c.temporaryShieldPoints} temporary` : ''}
          </span>
        </div>
      </Gauges>
      <p className="muted">
        {computed.hullPointsExplanation}. Base shield points {computed.baseShieldPoints}
        {computed.shield ? ` (${computed.shield})` : ''}.
      </p>
      {c.destroyed && <p role="alert">The ship is destroyed.</p>}
      {!c.destroyed && c.disabled && <p role="alert">The ship is disabled{c.stable ? ' and stable' : ': it makes destruction saves'}.</p>}
      <Actions>
        <Button onClick={() => setOpen('damage')}>Take damage</Button>
        {shields && (
          <Button variant="outlined" onClick={() => setOpen('regenerate')}>
            Regenerate shields
          </Button>
        )}
        {shields && (
          <Button
            variant="outlined"
            onClick={() =>
              act('Boost Shields', (s) => {
                const r = boostShields(s, rules, roller);
                return { ship: r.ship, lines: r.lines };
              })
            }
          >
            Boost shields
          </Button>
        )}
        <Button variant="outlined" onClick={() => setOpen('patch')}>
          Patch
        </Button>
        <Button variant="outlined" onClick={() => setOpen('recharge')}>
          Recharge
        </Button>
        <Button variant="outlined" onClick={() => setOpen('refit')}>
          Refit
        </Button>
      </Actions>
      <DamageDialog
        open={open === 'damage'}
        onClose={close}
        onDamage={(input) =>
          act(`${input.amount}${input.type ? ` ${input.type.toLowerCase()}` : ''} damage`, (s) => {
            const r = takeDamage(s, rules, input);
            return { ship: r.ship, lines: r.lines };
          })
        }
      />
      <CheckDialog
        open={open === 'regenerate'}
        title="Regenerate Shields"
        text="A crewmember's action: a shield die is spent and rolled, and the shields regain that much. On a failed check the die is rolled twice and the lower kept."
        onClose={close}
        onResult={(success) =>
          act('Regenerate Shields', (s) => {
            const r = regenerateShieldsAction(s, rules, roller, { success });
            return { ship: r.ship, lines: r.lines };
          })
        }
      />
      <CheckDialog
        open={open === 'patch'}
        title="Patch"
        text="A crewmember's action: a hull die is spent and rolled plus the Constitution modifier, and the hull regains that much. On a failed check the die is rolled twice and the lower kept."
        onClose={close}
        onResult={(success) =>
          act('Patch', (s) => {
            const r = patch(s, rules, roller, { success });
            return { ship: r.ship, lines: r.lines };
          })
        }
      />
      <RechargeDialog
        open={open === 'recharge'}
        left={computed.hullDice.left}
        onClose={close}
        onRecharge={(hullDice, check) =>
          act('Recharge', (s) => {
            const r = recharge(s, rules, roller, { hullDice, check });
            return { ship: r.ship, lines: r.lines };
          })
        }
      />
      <RefitDialog
        open={open === 'refit'}
        cost={refitCost}
        onClose={close}
        onRefit={() =>
          act('Refit', (s) => {
            const r = refit(s, rules);
            return { ship: r.ship, lines: r.lines };
          })
        }
      />
    </Panel>
  );
}
