// Step 4: what each tier reached brings to choose: an ability score improvement per tier (+2 to one score or +1 to
// two), the role specialization at tier 2 and mastery at tier 4 (any role of the size), and the paragon option at
// tier 5 (a role's for Tiny and Small ships, raised scores for larger ones).
import { ABILITY_NAMES, setParagon, setRoleOption, setTierIncrease, type ShipAbility } from '../../../../../../core/engine/starships/index.ts';
import { Row, StepSection, Surface } from '../../ui/panels.tsx';
import { SelectField } from '../../ui/fields.tsx';
import { Refusal, useShipEdit, type StarshipPartProps } from '../starship-edits.tsx';

type Increases = Partial<Record<ShipAbility, number>>;

/** "Strength+2", or "Strength+1,Dexterity+1": one value per choice of a select. */
function improvementValue(increases: Increases | undefined): string {
  return Object.entries(increases ?? {})
    .map(([a, n]) => `${a}+${n}`)
    .join(',');
}

function improvementOptions(): { value: string; label: string }[] {
  const options = ABILITY_NAMES.map((a) => ({ value: `${a}+2`, label: `+2 ${a}` }));
  for (let i = 0; i < ABILITY_NAMES.length; i++) {
    for (let j = i + 1; j < ABILITY_NAMES.length; j++)
      options.push({ value: `${ABILITY_NAMES[i]}+1,${ABILITY_NAMES[j]}+1`, label: `+1 ${ABILITY_NAMES[i]}, +1 ${ABILITY_NAMES[j]}` });
  }
  return options;
}

const IMPROVEMENTS = improvementOptions();

function parseImprovement(value: string): Increases {
  const increases: Increases = {};
  for (const part of value.split(',')) {
    const [ability, amount] = part.split('+');
    increases[ability as ShipAbility] = Number(amount);
  }
  return increases;
}

export function TierStep({ ship, rules, onChange }: StarshipPartProps) {
  const { reasons, apply } = useShipEdit(onChange);
  const size = rules.sizes.get(ship.size)?.rules;
  const roles = size?.roles ?? [];
  const roleOptions = (which: 'specialization' | 'mastery' | 'paragon') =>
    roles
      .filter((r) => which !== 'paragon' || r.paragon)
      .map((r) => ({ value: r.name, label: `${r.name}: ${(which === 'paragon' ? r.paragon! : r[which]).summary}` }));
  const tiers = Array.from({ length: ship.tier }, (_, i) => i + 1);
  return (
    <StepSection aria-labelledby="starship-step-title">
      <h2 id="starship-step-title">Tier Improvements</h2>
      {ship.tier === 0 ? (
        <p>A tier 0 ship has nothing to choose here. Each tier it reaches brings an ability score improvement, and tiers 2, 4 and 5 bring role options.</p>
      ) : (
        <p>Each tier reached brings an ability score improvement. A specialization (tier 2) and a mastery (tier 4) may follow any role of the ship's size.</p>
      )}
      <Refusal reasons={reasons} />
      {tiers.length > 0 && (
        <Surface role="region" aria-label="Ability score improvements">
          <h3>Ability score improvements</h3>
          <Row>
            {tiers.map((tier) => (
              <SelectField
                key={tier}
                label={`Tier ${tier}`}
                value={improvementValue(ship.tierIncreases.find((e) => e.tier === tier)?.increases)}
                placeholder="Choose"
                options={IMPROVEMENTS}
                onChange={(value) => value && apply(setTierIncrease(ship, tier, parseImprovement(value)))}
              />
            ))}
          </Row>
        </Surface>
      )}
      {ship.tier >= 2 && (
        <Surface role="region" aria-label="Role options">
          <h3>Role options</h3>
          <Row>
            <SelectField
              label="Role specialization (tier 2)"
              value={ship.roleSpecialization ?? ''}
              placeholder="Choose a role"
              options={roleOptions('specialization')}
              onChange={(value) => apply(setRoleOption(ship, rules, 'specialization', value || null))}
            />
            {ship.tier >= 4 && (
              <SelectField
                label="Role mastery (tier 4)"
                value={ship.roleMastery ?? ''}
                placeholder="Choose a role"
                options={roleOptions('mastery')}
                onChange={(value) => apply(setRoleOption(ship, rules, 'mastery', value || null))}
              />
            )}
            {ship.tier >= 5 &&
              (size?.paragonIncreases ? (
                <Row>
                  {size.paragonIncreases.map((amount, index) => (
                    <SelectField
                      key={index}
                      label={`Paragon: score raised by ${amount}`}
                      value={ship.paragon.abilities[index] ?? ''}
                      placeholder="Choose"
                      options={ABILITY_NAMES.map((a) => ({ value: a, label: a }))}
                      onChange={(value) => {
                        const abilities = [...ship.paragon.abilities];
                        abilities[index] = value as ShipAbility;
                        apply(setParagon(ship, rules, { abilities: abilities.filter(Boolean) }));
                      }}
                    />
                  ))}
                </Row>
              ) : (
                <SelectField
                  label="Paragon option (tier 5)"
                  value={ship.paragon.role ?? ''}
                  placeholder="Choose a role"
                  options={roleOptions('paragon')}
                  onChange={(value) => apply(setParagon(ship, rules, { role: value || null }))}
                />
              ))}
          </Row>
        </Surface>
      )}
    </StepSection>
  );
}
