// Step 4: name, portrait, background (with its feat and what the feat asks, its skills, tools and languages),
// alignment and the characteristics, with the background's suggestions for personality traits, ideal, bond and flaw.
import { optionLabel } from '../homebrew/HomebrewPacksPanel.tsx';
import styled from 'styled-components';
import {
  ALIGNMENTS,
  backgroundLanguages,
  backgroundToolSlots,
  setBackground,
  setBackgroundFeat,
  setBackgroundLanguages,
  setBackgroundSkills,
  setBackgroundTools,
  setCharacteristic,
  setName,
  type IndexedRules,
  type RawCharacter,
} from '../../../../../core/engine/index.ts';
import { useBuilderDetails, type BackgroundDetails, type BuilderDetails } from './builder-details.ts';
import { backgroundLanguageChoice, backgroundTools, isBackgroundChoice, missingChoices } from './builder-choices.ts';
import { CheckList, Muted, SelectField, TextField } from '../ui/fields.tsx';
import { Row, StepSection, Surface } from '../ui/panels.tsx';
import { backgroundFeatChoices, backgroundSkillChoice, CUSTOM_BACKGROUND } from './description-options.ts';
import { FeatureChoices, MissingChoicesNotice } from './FeatureChoices.tsx';
import { textLimit } from '../../../../../core/documents/input-limits.ts';
import { skillsGrantedBy } from '../../../../../core/engine/features/collect-mechanics.ts';

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

/**
 * A new background with what it gives outright: the tools of picks with a single option and the languages it names
 * (the picks with several options are the player's, below).
 */
function withBackground(character: RawCharacter, name: string, rules: IndexedRules, details: BuilderDetails): RawCharacter {
  const texts = details.backgrounds.get(name);
  const given = backgroundToolSlots(texts?.toolProficiencies, rules).map((slot) => (slot.from.length === 1 && slot.count === 1 ? slot.from : []));
  let next = setBackground(character, name);
  if (given.some((tools) => tools.length > 0)) next = setBackgroundTools(next, given);
  const languages = backgroundLanguages(texts?.languages).fixed;
  return languages.length > 0 ? setBackgroundLanguages(next, languages) : next;
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
      <MissingChoicesNotice missing={missingChoices(character, rules, details).description} />
      <Surface>
        <Row>
          <TextField label="Name" value={character.name} maxLength={textLimit('character', 'name')} onChange={(name) => onChange(setName(character, name))} />
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
            options={[...backgrounds, CUSTOM_BACKGROUND].map((name) => ({ value: name, label: optionLabel(rules.backgrounds.get(name) ?? { name }) }))}
            onChange={(name) => onChange(withBackground(character, name, rules, details))}
          />
          {backgroundName && (
            <SelectField
              label="Background feat"
              value={chosenFeat}
              placeholder="Choose a feat"
              options={[...new Set([...(chosenFeat ? [chosenFeat] : []), ...feats])].map((name) => ({ value: name, label: optionLabel(rules.feats.get(name) ?? { name }) }))}
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
        <FeatureChoices character={character} rules={rules} include={isBackgroundChoice} title="Background feat choices" onChange={onChange} />
        {backgroundName && <BackgroundSkills character={character} rules={rules} text={backgroundDetails?.skillProficiencies} onChange={onChange} />}
        {backgroundName && <BackgroundTools character={character} rules={rules} details={details} onChange={onChange} />}
        {backgroundName && <BackgroundLanguages character={character} details={details} onChange={onChange} />}
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
              <TextField label={key} multiline value={text(key)} maxLength={textLimit('character', `characteristics.${key}`)} onChange={(value) => onChange(setCharacteristic(character, key, value))} />
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
        <TextField label="Appearance" multiline value={text('Appearance')} maxLength={textLimit('character', 'characteristics.Appearance')} onChange={(value) => onChange(setCharacteristic(character, 'Appearance', value))} />
        <TextField label="Backstory" multiline value={text('Backstory')} maxLength={textLimit('character', 'characteristics.Backstory')} onChange={(value) => onChange(setCharacteristic(character, 'Backstory', value))} />
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
  const fromSpecies = skillsGrantedBy(character, rules, 'Species');
  // A skill held already gains nothing from the background: each source that grants it is named beside it.
  const alsoFrom = (skill: string) => [fromClass.has(skill) ? 'your class' : '', fromSpecies.has(skill) ? 'your species' : ''].filter(Boolean);
  return (
    <CheckList
      legend={`Background skill proficiencies: choose ${count} (${chosen.length} chosen)`}
      hint={text ?? undefined}
      options={options.map((skill) => ({
        value: skill,
        label: alsoFrom(skill).length ? `${skill} (also from ${alsoFrom(skill).join(' and ')})` : skill,
        checked: chosen.includes(skill),
        disabled: !chosen.includes(skill) && atLimit,
      }))}
      onToggle={(skill, checked) => onChange(setBackgroundSkills(character, checked ? [...chosen, skill] : chosen.filter((s) => s !== skill)))}
    />
  );
}

/** The background's tools: given ones listed, each pick among several a select (a checkbox list for two or more picks). */
function BackgroundTools({ character, rules, details, onChange }: Omit<Props, 'onChange'> & { details: BuilderDetails; onChange(next: RawCharacter): void }) {
  const text = details.backgrounds.get(character.background?.name ?? '')?.toolProficiencies;
  const picks = backgroundTools(character, rules, details);
  if (picks.length === 0) return null;
  const store = (index: number, chosen: readonly string[]) => onChange(setBackgroundTools(character, picks.map((pick, at) => (at === index ? chosen : pick.chosen))));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <legend>Background tool proficiencies{text ? `: ${text}` : ''}</legend>
      {picks.map(({ slot, chosen }, index) => {
        const label = `Background tool ${picks.length > 1 ? `${index + 1} ` : ''}(${slot.count === 1 ? 'choose one' : `choose ${slot.count}`})`;
        if (slot.from.length === 1 && slot.count === 1) {
          return chosen.length > 0 ? (
            <Muted key={index}>{slot.from[0]} (given by the background)</Muted>
          ) : (
            <CheckList key={index} legend={label} options={[{ value: slot.from[0], label: slot.from[0], checked: false }]} onToggle={(tool, checked) => store(index, checked ? [tool] : [])} />
          );
        }
        if (slot.count === 1) {
          return (
            <div key={index} style={{ maxWidth: '28rem', display: 'flex', flexDirection: 'column' }}>
              <SelectField
                label={label}
                value={chosen[0] ?? ''}
                placeholder="Choose one"
                options={slot.from.map((tool) => ({ value: tool, label: tool }))}
                onChange={(tool) => store(index, tool ? [tool] : [])}
              />
            </div>
          );
        }
        return (
          <CheckList
            key={index}
            legend={label}
            hint={`${chosen.length} of ${slot.count} chosen.`}
            options={slot.from.map((tool) => ({ value: tool, label: tool, checked: chosen.includes(tool), disabled: !chosen.includes(tool) && chosen.length >= slot.count }))}
            onToggle={(tool, checked) => store(index, checked ? [...chosen, tool] : chosen.filter((pick) => pick !== tool))}
          />
        );
      })}
    </fieldset>
  );
}

/** The background's languages: the named ones listed, one field per language of the player's choice. */
function BackgroundLanguages({ character, details, onChange }: { character: RawCharacter; details: BuilderDetails; onChange(next: RawCharacter): void }) {
  const { fixed, choose, chosen } = backgroundLanguageChoice(character, details);
  if (fixed.length === 0 && choose === 0) return null;
  const store = (slot: number, value: string) => {
    const typed = Array.from({ length: choose }, (_, at) => (at === slot ? value : (chosen[at] ?? '')));
    onChange(setBackgroundLanguages(character, [...fixed, ...typed]));
  };
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8, maxWidth: '28rem' }}>
      <legend>Background languages</legend>
      {fixed.length > 0 && <Muted>{fixed.join(', ')} (given by the background)</Muted>}
      {Array.from({ length: choose }, (_, slot) => (
        <TextField
          key={slot}
          label={choose === 1 ? 'Language of your choice' : `Language of your choice ${slot + 1}`}
          value={chosen[slot] ?? ''}
          hint={slot === choose - 1 ? 'Any language your character could have learned, e.g. Huttese.' : undefined}
          onChange={(value) => store(slot, value)}
        />
      ))}
    </fieldset>
  );
}
