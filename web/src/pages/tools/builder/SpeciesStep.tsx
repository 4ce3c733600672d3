// Step 1: pick a species from a filterable list, read its details, and make its ability score and trait choices.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Markdown } from '../../../components/Markdown.tsx';
import { setSpecies, type IndexedRules, type RawCharacter } from '../../../../../core/engine/index.ts';
import { useBuilderDetails } from './builder-details.ts';
import { Muted, TextField } from '../ui/fields.tsx';
import { StepSection, Surface, TwoColumns } from '../ui/panels.tsx';
import { isSpeciesChoice, missingChoices } from './builder-choices.ts';
import { FeatureChoices, MissingChoicesNotice } from './FeatureChoices.tsx';
import { SpeciesAbilityChoices } from './SpeciesAbilityChoices.tsx';
import { HomebrewTag, homebrewPackOf } from '../homebrew/HomebrewPacksPanel.tsx';

const PickList = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  ul {
    list-style: none;
    margin: 8px 0 0;
    padding: 4px;
    max-height: 420px;
    overflow-y: auto;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 4px;
    background: ${(p) => p.theme.colors.surface};
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 40px;
    padding: 0 8px;
    border-radius: 4px;
    cursor: pointer;
  }
  label:has(input:checked) { background: ${(p) => p.theme.colors.surfaceRaised}; font-weight: 600; }
  input { width: 18px; height: 18px; flex: none; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; }
`;

interface StepProps {
  character: RawCharacter;
  rules: IndexedRules;
  onChange(next: RawCharacter): void;
}

export function SpeciesStep({ character, rules, onChange }: StepProps) {
  const [filter, setFilter] = useState('');
  const sorted = useMemo(() => [...rules.species.all].sort((a, b) => a.name.localeCompare(b.name)), [rules]);
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? sorted.filter(({ name }) => name.toLowerCase().includes(needle) || name === character.species.name) : sorted;
  }, [sorted, filter, character.species.name]);
  const chosen = rules.species.get(character.species.name);
  const allDetails = useBuilderDetails();
  const details = allDetails.species.get(chosen?.name ?? '');

  return (
    <StepSection aria-labelledby="species-step-title">
      <h2 id="species-step-title">Choose a Species</h2>
      <TwoColumns>
        <div>
          <TextField label="Filter species" type="search" value={filter} onChange={setFilter} />
          <PickList>
            <legend className="visually-hidden">Species</legend>
            <ul>
              {shown.map((species) => (
                <li key={species.name}>
                  <label>
                    <input
                      type="radio"
                      name="builder-species"
                      value={species.name}
                      checked={species.name === character.species.name}
                      onChange={() => onChange(setSpecies(character, species.name))}
                    />
                    {species.name}
                    {homebrewPackOf(species) && <HomebrewTag>Homebrew: {homebrewPackOf(species)}</HomebrewTag>}
                  </label>
                </li>
              ))}
              {shown.length === 0 && (
                <li>
                  <Muted>No species match the filter.</Muted>
                </li>
              )}
            </ul>
          </PickList>
        </div>
        <Surface aria-live="polite">
          {chosen ? (
            <>
              <h3>{chosen.name}</h3>
              <Facts>
                {chosen.size && (
                  <>
                    <dt>Size</dt>
                    <dd>{chosen.size}</dd>
                  </>
                )}
                {chosen.language && (
                  <>
                    <dt>Language</dt>
                    <dd>{chosen.language}</dd>
                  </>
                )}
                {details?.homeworld && (
                  <>
                    <dt>Homeworld</dt>
                    <dd>{details.homeworld}</dd>
                  </>
                )}
                {details?.distinctions && (
                  <>
                    <dt>Distinctions</dt>
                    <dd>{details.distinctions}</dd>
                  </>
                )}
              </Facts>
              <SpeciesAbilityChoices character={character} species={chosen} onChange={onChange} />
              <MissingChoicesNotice missing={missingChoices(character, rules, allDetails).species} />
              <FeatureChoices character={character} rules={rules} include={isSpeciesChoice} title="Trait choices" onChange={onChange} />
              {chosen.traits.length > 0 && (
                <div>
                  <h4>Traits</h4>
                  {chosen.traits.map((trait) => (
                    <div key={trait.name}>
                      <strong>{trait.name}.</strong> {trait.description && <Markdown source={trait.description} />}
                    </div>
                  ))}
                </div>
              )}
            </>
          ) : character.species.name ? (
            <p>The species {character.species.name} is not in the rules data. Choose another one from the list.</p>
          ) : (
            <p>Choose a species from the list to see its details.</p>
          )}
        </Surface>
      </TwoColumns>
    </StepSection>
  );
}
