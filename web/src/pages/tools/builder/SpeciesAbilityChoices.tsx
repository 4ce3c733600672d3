// The species' ability score increases: which option applies, the fixed increases, and the abilities the player picks.
import styled from 'styled-components';
import {
  fixedSpeciesIncreases,
  setSpeciesImprovements,
  setSpeciesOption,
  speciesChoiceSlots,
  speciesOptionLabel,
  validateSpeciesChoice,
  type RawCharacter,
  type SpeciesRule,
} from '../../../../../core/engine/index.ts';
import { CheckList } from '../ui/fields.tsx';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  .choice-error { color: ${(p) => (p.theme.name === 'dark' ? '#ff8a80' : p.theme.colors.primary)}; font-weight: 500; }
`;

interface Props {
  character: RawCharacter;
  species: SpeciesRule;
  onChange(next: RawCharacter): void;
}

export function SpeciesAbilityChoices({ character, species, onChange }: Props) {
  const options = species.abilitiesIncreased ?? [];
  const option = character.species.abilityScoreImprovementSelectedOption ?? 0;
  const picks = (character.species.abilityScoreImprovement ?? {}) as Record<string, number>;
  const fixed = Object.entries(fixedSpeciesIncreases(species, option));
  const slots = speciesChoiceSlots(species, option);
  const validation = validateSpeciesChoice(species, option, picks);

  const toggle = (ability: string, amount: number, checked: boolean) => {
    const next = { ...picks };
    if (checked) next[ability] = amount;
    else if (next[ability] === amount) delete next[ability];
    onChange(setSpeciesImprovements(character, next));
  };

  if (options.length === 0) return null;
  return (
    <Box>
      <h4 style={{ margin: 0 }}>Ability Score Increases</h4>
      {options.length > 1 ? (
        <CheckList
          type="radio"
          legend="Increase option"
          options={options.map((_, index) => ({ value: String(index), label: speciesOptionLabel(species, index), checked: index === option }))}
          onToggle={(value) => onChange(setSpeciesOption(character, Number(value)))}
        />
      ) : (
        <p>{speciesOptionLabel(species, 0)}</p>
      )}
      {fixed.length > 0 && (
        <p>
          Always: {fixed.map(([ability, amount]) => `${ability} +${amount}`).join(', ')}
        </p>
      )}
      {slots.map((slot, index) => (
        <CheckList
          key={`${option}-${index}`}
          legend={`Choose ${slot.count} to increase by ${slot.amount}`}
          options={slot.abilities.map((ability) => ({ value: ability, label: ability, checked: picks[ability] === slot.amount }))}
          onToggle={(ability, checked) => toggle(ability, slot.amount, checked)}
        />
      ))}
      {validation !== true && (
        <p className="choice-error" role="alert">
          {validation}
        </p>
      )}
    </Box>
  );
}
