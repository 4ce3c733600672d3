// Short rest (spend hit dice per size, then roll them here or enter the total) and long rest (what it restores),
// over one dialog.
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { clampShortRestDice, isRollTotalDisabled, longRest, shortRest } from '../../../../../core/engine/index.ts';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { Field } from '../ui/fields.tsx';
import { useSheetActions, useSheetData } from './sheet-context.ts';
import { signed } from './sheet-layout.ts';
import { useDice } from './dice/dice-context.ts';
import { DieIcon } from './dice/RollButton.tsx';

export function RestDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { sheet } = useSheetData();
  const { change } = useSheetActions();
  const { hitDice, resting } = sheet.hitPoints;
  const [dice, setDice] = useState<Record<string, number>>({});
  const [total, setTotal] = useState('');
  useEffect(() => {
    if (open) {
      setDice({});
      setTotal('');
    }
  }, [open]);
  const { roll } = useDice();
  const rollDisabled = isRollTotalDisabled(dice);
  const [rolled, setRolled] = useState('');
  useEffect(() => {
    if (open) setRolled('');
  }, [open]);
  /** Rolls the chosen dice, e.g. { d6: 2 } with +2 per die: "2d6+4"; the total goes into the field. */
  const rollHitDice = () => {
    const chosen = Object.entries(dice).filter(([, count]) => (count ?? 0) > 0);
    const count = chosen.reduce((sum, [, n]) => sum + (n ?? 0), 0);
    const bonus = count * resting.hitDieBonus;
    const notation = chosen.map(([size, n]) => `${n}${size}`).join('+') + (bonus === 0 ? '' : signed(bonus));
    const { result } = roll({ kind: 'dice', label: 'Hit dice', notation });
    const regained = Math.max(0, result.total);
    setTotal(String(regained));
    setRolled(`Rolled ${result.text}${result.total < 0 ? ' (no hit points are lost: 0)' : ''}`);
  };
  const restored = resting.hitDiceRestored.map(({ size, numRestored }) => `${numRestored}${size}`).join(', ');

  const takeShortRest = () => {
    change((current) =>
      shortRest(current, {
        hitDice: dice,
        hitPointsRegained: rollDisabled ? 0 : Math.max(0, Math.trunc(Number(total) || 0)),
        maximumHitDice: Object.fromEntries(hitDice.map(({ size, maximum }) => [size, maximum])),
        shortRestFeatures: resting.shortRestFeatures,
      }),
    );
    onClose();
  };

  return (
    <Dialog open={open} title="Rest" onClose={onClose}>
      <section aria-labelledby="short-rest-heading">
        <h3 id="short-rest-heading" style={{ marginTop: 0 }}>
          Short Rest
        </h3>
        <p>
          Spend hit dice to heal: roll them, add {signed(resting.hitDieBonus)} for each die, and enter the total. Tech points and superiority dice are
          regained.
        </p>
        {hitDice.map(({ size, current, maximum }) => (
          <Field key={size} label={`${size} hit dice to spend (${current} of ${maximum} left)`}>
            {({ id }) => (
              <input
                id={id}
                type="number"
                min={0}
                max={current}
                inputMode="numeric"
                value={dice[size] ?? 0}
                onChange={(e) => setDice({ ...dice, [size]: clampShortRestDice(Number(e.target.value), current) })}
              />
            )}
          </Field>
        ))}
        <Field label="Roll total (hit points regained)" hint={rolled ? <span role="status">{rolled}</span> : undefined}>
          {({ id, describedBy }) => (
            <span style={{ display: 'flex', gap: 8 }}>
              <input id={id} aria-describedby={describedBy} type="number" min={0} inputMode="numeric" disabled={rollDisabled} value={rollDisabled ? '' : total} onChange={(e) => setTotal(e.target.value)} />
              <Button variant="outlined" disabled={rollDisabled} onClick={rollHitDice}>
                <DieIcon /> Roll
              </Button>
            </span>
          )}
        </Field>
        <DialogActions>
          <Button onClick={takeShortRest}>Take Short Rest</Button>
        </DialogActions>
      </section>
      <hr />
      <section aria-labelledby="long-rest-heading">
        <h3 id="long-rest-heading">Long Rest</h3>
        <p>
          Regain all hit points, tech and force points and superiority dice; temporary hit points end; feature uses and once-per-rest casting reset
          {restored ? `; hit dice regained: ${restored}.` : '.'}
        </p>
        <DialogActions>
          <Button
            onClick={() => {
              change(longRest);
              onClose();
            }}
          >
            Take Long Rest
          </Button>
        </DialogActions>
      </section>
    </Dialog>
  );
}
