// Step 5: the saving throw proficiencies a size lets the ship choose (its fixed ones shown, not chosen), each with the
// modifier it gives now (the helm's proficiency is added to proficient saves).
import { setSavingThrows, type ShipAbility } from '../../../../../../core/engine/starships/index.ts';
import { StepSection, Surface } from '../../ui/panels.tsx';
import { CheckList } from '../../ui/fields.tsx';
import { Refusal, signed, useShipEdit, type StarshipPartProps } from '../starship-edits.tsx';

export function SavesStep({ ship, rules, computed, onChange }: StarshipPartProps) {
  const { reasons, apply } = useShipEdit(onChange);
  const saves = rules.sizes.get(ship.size)?.rules.savingThrows;
  const fixed = saves?.fixed ?? [];
  const choose = saves?.choose;
  const toggle = (ability: string, on: boolean) => {
    const next = on ? [...ship.savingThrows, ability as ShipAbility] : ship.savingThrows.filter((a) => a !== ability);
    apply(setSavingThrows(ship, rules, next));
  };
  return (
    <StepSection aria-labelledby="starship-step-title">
      <h2 id="starship-step-title">Saving Throws</h2>
      <p>
        {fixed.length ? `${ship.size} ships are proficient in ${fixed.join(' and ')} saving throws. ` : ''}
        {choose ? `Choose ${choose.count} more.` : 'They choose no others.'} A proficient save adds the proficiency bonus of the crewmember at the helm.
      </p>
      {choose && (
        <CheckList
          legend={`Saving throw proficiencies (${ship.savingThrows.length} of ${choose.count} chosen)`}
          onToggle={toggle}
          options={choose.from.map((ability) => {
            const isFixed = fixed.includes(ability);
            const checked = isFixed || ship.savingThrows.includes(ability);
            const full = !checked && ship.savingThrows.length >= choose.count;
            return {
              value: ability,
              label: ability,
              checked,
              disabled: isFixed || full,
              note: isFixed ? 'always' : full ? `${choose.count} already chosen` : undefined,
            };
          })}
        />
      )}
      <Refusal reasons={reasons} />
      <Surface role="region" aria-label="Saving throws now">
        <h3>Saving throws now</h3>
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {computed.savingThrows.map((save) => (
            <li key={save.ability}>
              <strong>
                {save.ability} {signed(save.modifier)}
              </strong>
              {save.proficient ? ' (proficient)' : ''}: {save.explanation}
            </li>
          ))}
        </ul>
      </Surface>
    </StepSection>
  );
}
