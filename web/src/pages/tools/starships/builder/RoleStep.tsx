// Step 2: the construction role of the ship's size: the ability score it raises, its speeds and the stock armor,
// shield, reactor and power coupling it comes with (installed on choosing; changed in Equipment).
import { setRole } from '../../../../../../core/engine/starships/index.ts';
import { StepSection, Surface } from '../../ui/panels.tsx';
import { Refusal, signed, useShipEdit, type StarshipPartProps } from '../starship-edits.tsx';
import { ChoiceCards } from './ChoiceCards.tsx';

export function RoleStep({ ship, rules, computed, onChange }: StarshipPartProps) {
  const { reasons, apply } = useShipEdit(onChange);
  const roles = rules.sizes.get(ship.size)?.rules.roles ?? [];
  const role = roles.find((r) => r.name === ship.role);
  return (
    <StepSection aria-labelledby="starship-step-title">
      <h2 id="starship-step-title">Role</h2>
      <p>
        The role a {ship.size.toLowerCase()} ship is built for raises one ability score and sets its speeds and stock equipment. Choosing one installs its
        armor, reactor and power coupling (and shield, when it has one); you can change them in the Equipment step.
      </p>
      <ChoiceCards
        legend={`Roles of ${ship.size} ships`}
        value={ship.role}
        onChoose={(name) => apply(setRole(ship, rules, name))}
        choices={roles.map((r) => ({
          value: r.name,
          title: r.name,
          details: (
            <>
              {Object.entries(r.abilityIncrease)
                .map(([ability, amount]) => `${ability} ${signed(amount)}`)
                .join(', ')}{' '}
              · {r.speed} ft. flying, {r.turning} ft. turning · {[r.armor, r.shield, r.reactor, r.powerCoupling].filter(Boolean).join(', ')}
            </>
          ),
        }))}
      />
      <Refusal reasons={reasons} />
      {role && (
        <Surface role="region" aria-label="The chosen role">
          <h3>{role.name}</h3>
          <p>
            Speed: {computed.speed.flying} ft. flying, {computed.speed.turning} ft. turning. Tier 2 specialization: {role.specialization.summary} Tier 4
            mastery: {role.mastery.summary}
          </p>
        </Surface>
      )}
    </StepSection>
  );
}
