// Step 4: name, portrait, background (with its feat), alignment and the characteristics, with the background's
// suggestions for personality traits, ideal, bond and flaw.
import styled from 'styled-components';
import {
  ALIGNMENTS,
  setBackground,
  setBackgroundFeat,
  setBackgroundSkills,
  setCharacteristic,
  setName,
  type IndexedRules,
  type RawCharacter,
} from '../../../../../core/engine/index.ts';
import { useBuilderDetails, type BackgroundDetails } from './builder-details.ts';
import { CheckList, Muted, SelectField, TextField } from '../ui/fields.tsx';
import { Row, StepSection, Surface } from '../ui/panels.tsx';
import { backgroundFeatChoices, backgroundSkillChoice, CUSTOM_BACKGROUND } from './description-options.ts';

const Grid = styled.div`
  display: grid;
  gap: 12px 16px;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
`;

const Portrait = styled.img`
  width: 96px;
  height: 96px;
  object-fit: cover;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.surfaceRaised};
`;

const SUGGESTED = [
  ['Personality Traits', 'personalityTraitOptions'],
  ['Ideal', 'idealOptions'],
  ['Bond', 'bondOptions'],
  ['Flaw', 'flawOptions'],
] as const;

const SHORT_FIELDS = ['Gender', 'Place of Birth', 'Age', 'Height', 'Weight', 'Hair', 'Eyes', 'Skin'] as const;

function suggestionText(option: { name?: string | null; description?: string | null }): string {
  return [option.name, option.description].filter(Boolean).join(': ');
}

interface Props {
  character: RawCharacter;
  rules: IndexedRules;
  onChange(next: RawCharacter): void;
}

export function DescriptionStep({ character, rules, onChange }: Props) {
  const details = useBuilderDetails();
  const backgroundName = character.background?.name ?? '';
  const background = rules.backgrounds.get(backgroundName);
  const backgroundDetails: BackgroundDetails | undefined = background ? details.backgrounds.get(background.name) : undefined;
  const feats = backgroundName ? backgroundFeatChoices(backgroundName, rules) : [];
  const chosenFeat = character.background?.feat?.name ?? '';
  const text = (key: string) => String(character.characteristics?.[key] ?? '');
  const backgrounds = [...rules.backgrounds.all.map(({ name }) => name)].sort((a, b) => a.localeCompare(b));

  return (
    <StepSection aria-labelledby="description-step-title">
      <h2 id="description-step-title">Describe Your Character</h2>
      <Surface>
        <Row>
          <TextField label="Name" value={character.name} onChange={(name) => onChange(setName(character, name))} />
          <TextField
            label="Image URL"
            type="url"
            value={character.image ?? ''}
            onChange={(image) => onChange({ ...character, image })}
            hint="A link to a picture of your character"
          />
          {character.image && <Portrait src={character.image} alt={`Portrait of ${character.name || 'the character'}`} />}
        </Row>
      </Surface>

      <Surface>
        <h3>Background</h3>
        <Row>
          <SelectField
            label="Background"
            value={backgroundName}
            placeholder="Choose a background"
            options={[...backgrounds, CUSTOM_BACKGROUND].map((name) => ({ value: name, label: name }))}
            onChange={(name) => onChange(setBackground(character, name))}
          />
          {backgroundName && (
            <SelectField
              label="Background feat"
              value={chosenFeat}
              placeholder="Choose a feat"
              options={[...new Set([...(chosenFeat ? [chosenFeat] : []), ...feats])].map((name) => ({ value: name, label: name }))}
              onChange={(name) => name && onChange(setBackgroundFeat(character, name))}
              hint={backgroundName === CUSTOM_BACKGROUND ? 'Feats with a level prerequisite are not offered.' : undefined}
            />
          )}
        </Row>
        {background?.featureName && (
          <p>
            <strong>Feature: {background.featureName}.</strong>
          </p>
        )}
        {backgroundName && <BackgroundSkills character={character} rules={rules} text={backgroundDetails?.skillProficiencies} onChange={onChange} />}
        {backgroundDetails?.toolProficiencies && <Muted>Tool proficiencies: {backgroundDetails.toolProficiencies}</Muted>}
        {backgroundDetails?.languages && <Muted>Languages: {backgroundDetails.languages}</Muted>}
      </Surface>

      <Surface>
        <h3>Characteristics</h3>
        <SelectField
          label="Alignment"
          value={text('alignment')}
          placeholder="Choose an alignment"
          options={ALIGNMENTS.map((alignment) => ({ value: alignment, label: alignment }))}
          onChange={(alignment) => onChange(setCharacteristic(character, 'alignment', alignment))}
        />
        {SUGGESTED.map(([key, field]) => {
          const suggestions = backgroundDetails?.[field] ?? [];
          return (
            <div key={key}>
              <TextField label={key} multiline value={text(key)} onChange={(value) => onChange(setCharacteristic(character, key, value))} />
              {suggestions.length > 0 && (
                <SelectField
                  label={`Suggested ${key.toLowerCase()} (${background?.name})`}
                  value=""
                  placeholder="Use a suggestion"
                  options={suggestions.map((option) => ({ value: suggestionText(option), label: `${option.roll}. ${suggestionText(option)}` }))}
                  onChange={(value) => value && onChange(setCharacteristic(character, key, value))}
                />
              )}
            </div>
          );
        })}
        <Grid>
          {SHORT_FIELDS.map((key) => (
            <TextField key={key} label={key} value={text(key)} onChange={(value) => onChange(setCharacteristic(character, key, value))} />
          ))}
        </Grid>
        <TextField label="Appearance" multiline value={text('Appearance')} onChange={(value) => onChange(setCharacteristic(character, 'Appearance', value))} />
        <TextField label="Backstory" multiline value={text('Backstory')} onChange={(value) => onChange(setCharacteristic(character, 'Backstory', value))} />
      </Surface>
    </StepSection>
  );
}

/** The background's skill proficiencies: picked from its list, as many as it grants. */
function BackgroundSkills({ character, rules, text, onChange }: Props & { text: string | null | undefined }) {
  const backgroundName = character.background?.name ?? '';
  const { count, options } = backgroundSkillChoice(backgroundName, text, rules);
  if (count <= 0) return text ? <Muted>Skill proficiencies: {text}</Muted> : null;
  const chosen = (character.background?.skills ?? []).filter((skill) => options.includes(skill));
  const atLimit = chosen.length >= count;
  const fromClass = new Set(character.classes.flatMap((entry) => entry.skills ?? []));
  return (
    <CheckList
      legend={`Background skill proficiencies: choose ${count} (${chosen.length} chosen)`}
      hint={text ?? undefined}
      options={options.map((skill) => ({
        value: skill,
        label: fromClass.has(skill) ? `${skill} (also from your class)` : skill,
        checked: chosen.includes(skill),
        disabled: !chosen.includes(skill) && atLimit,
      }))}
      onToggle={(skill, checked) => onChange(setBackgroundSkills(character, checked ? [...chosen, skill] : chosen.filter((s) => s !== skill)))}
    />
  );
}
