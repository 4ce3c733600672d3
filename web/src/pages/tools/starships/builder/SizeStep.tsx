// Step 1: the ship's name, its size (what each brings: hull die, slots, suites, weapons, cargo, cost) and its tier,
// with the tier's features and the cost of the next tier.
import { setSize, setTier, STARSHIP_SIZES, type StarshipSize } from '../../../../../../core/engine/starships/index.ts';
import { Row, StepSection, Surface } from '../../ui/panels.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { credits, Refusal, useShipEdit, type StarshipPartProps } from '../starship-edits.tsx';
import { ChoiceCards } from './ChoiceCards.tsx';
import { textLimit } from '../../../../../../core/documents/input-limits.ts';

/** "3 + Con suites", "2 x Con - 1 suites", "no suites": the size's suite formula in words. */
function suitesText(suites: { base: number; perConstitution: number } | null): string {
  if (!suites) return 'no suites';
  const con = `${suites.perConstitution > 1 ? `${suites.perConstitution} x ` : ''}Con`;
  return suites.base >= 0 ? `${suites.base} + ${con} suites` : `${con} - ${-suites.base} suites`;
}

export function SizeStep({ ship, rules, computed, onChange }: StarshipPartProps) {
  const { reasons, apply } = useShipEdit(onChange);
  const sizes = STARSHIP_SIZES.filter((size) => rules.sizes.has(size));
  const size = rules.sizes.get(ship.size)?.rules;
  const features = (size?.features ?? []).filter((feature) => feature.tier <= ship.tier);
  return (
    <StepSection aria-labelledby="starship-step-title">
      <h2 id="starship-step-title">Size and Tier</h2>
      <p>
        A ship's size sets its hull dice, how many modifications and suites it holds, the weapons it mounts and what it costs. Its tier grows as the crew
        upgrades it.
      </p>
      <Row>
        <TextField
          label="Starship name"
          value={ship.name}
          maxLength={textLimit('starship', 'name')}
          onChange={(name) => onChange({ ...ship, name })}
          hint="Shown on the list and the sheet"
        />
      </Row>
      <ChoiceCards
        legend="Size"
        value={ship.size}
        onChoose={(value) => apply(setSize(ship, rules, value as StarshipSize))}
        choices={sizes.map((name) => {
          const s = rules.sizes.get(name)!.rules;
          return {
            value: name,
            title: name,
            details: (
              <>
                Hull die d{s.hullDie}, {s.diceAtTier0} at tier 0 (+{s.dicePerTier} per tier) · {s.modificationSlots} modification slots · {suitesText(s.suites)}{' '}
                · {s.weaponSize === 'Huge' ? 'Huge weapons' : 'Small weapons'} ·{' '}
                {s.cargoTons ? `${s.cargoTons.toLocaleString('en-US')} tons of cargo` : 'no cargo hold'} · {credits(s.costs.stock)}
              </>
            ),
          };
        })}
      />
      <Row>
        <SelectField
          label="Tier"
          value={String(ship.tier)}
          options={[0, 1, 2, 3, 4, 5].map((tier) => ({ value: String(tier), label: `Tier ${tier}` }))}
          onChange={(value) => apply(setTier(ship, Number(value)))}
          hint={computed.costs.nextTier !== null ? `Upgrading to tier ${ship.tier + 1} costs ${credits(computed.costs.nextTier)}` : 'The highest tier'}
        />
      </Row>
      <Refusal reasons={reasons} />
      <Surface role="region" aria-label={`Features of a tier ${ship.tier} ${ship.size} ship`}>
        <h3>Features at tier {ship.tier}</h3>
        {features.length === 0 ? (
          <p>A tier 0 ship has no tier features yet.</p>
        ) : (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {features.map((feature) => (
              <li key={`${feature.tier}-${feature.name}`}>
                <strong>{feature.name}</strong> (tier {feature.tier}): {feature.summary}
              </li>
            ))}
          </ul>
        )}
        <p>
          Hull dice {computed.hullDice.notation}, shield dice {computed.shieldDice.notation}; {computed.modificationSlots.max} modification slots.
        </p>
      </Surface>
    </StepSection>
  );
}
