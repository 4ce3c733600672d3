// The choices features ask for (a species' skill or tool, a half feat's ability, an archetype's tools), one control
// each, stored in featureChoices through the engine; and the notice listing what a step still misses.
import { useMemo } from 'react';
import styled from 'styled-components';
import { countNoun, featureChoicesOf, setFeatureChoice, type FeatureChoice, type IndexedRules, type RawCharacter } from '../../../../../core/engine/index.ts';
import { CheckList, Muted, Notice, SelectField, TextField } from '../ui/fields.tsx';
import { Surface } from '../ui/panels.tsx';
import { choiceNames, choiceOptions, isOptionListChoice } from './builder-choices.ts';

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h4 { margin: 0; font-size: 1rem; }
  /* A select or text field is as wide as a name needs, not the whole panel. */
  > div:has(> select), > fieldset > div { max-width: 28rem; }
  /* Options carry a line on what each does: one per row, the text wrapping under the name. */
  .feature-options ul { grid-template-columns: 1fr; gap: 6px; }
  .feature-options li label { align-items: flex-start; }
  .feature-options li input { margin-top: 2px; }
  /* A class's option list (up to two dozen discoveries) scrolls in its own box. */
  .class-options ul { max-height: 24rem; overflow-y: auto; }
`;

const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  .summary { font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; }
`;

/** When the rules let the player make the choice again, said next to the progress. */
const REMADE_NOTE: Record<NonNullable<FeatureChoice['remade']>, string> = {
  short: 'It can be changed on the sheet after each short or long rest.',
  long: 'It can be changed on the sheet after each long rest.',
};

/**
 * A feature's named options (a heritage, a mutation, an aspect) as radios (checkboxes when several are taken), each
 * with what it does in one line written from its effects.
 */
function OptionsControl({ choice, name, onPick }: { choice: FeatureChoice; name: string; onPick(picks: readonly string[]): void }) {
  const single = choice.count === 1;
  const atLimit = choice.chosen.length >= choice.count;
  return (
    <div className="feature-options">
      <CheckList
        legend={`${name}: choose ${countNoun(choice.count, choice.what)}`}
        type={single ? 'radio' : 'checkbox'}
        options={(choice.options ?? []).map((option) => ({
          value: option.name,
          label: (
            <OptionText>
              <strong>{option.name}</strong>
              {option.summary && <span className="summary">{option.summary}</span>}
            </OptionText>
          ),
          checked: choice.chosen.includes(option.name),
          disabled: !single && !choice.chosen.includes(option.name) && atLimit,
        }))}
        hint={`${progress(choice)}${choice.remade ? ` ${REMADE_NOTE[choice.remade]}` : ''}`}
        onToggle={(name, checked) => onPick(single ? [name] : checked ? [...choice.chosen, name] : choice.chosen.filter((pick) => pick !== name))}
      />
    </div>
  );
}

/** The first sentence of a class option's rules text, without its markup or prerequisite line, to pick by. */
export function optionGist(text: string): string {
  const plain = text
    .split(/\r?\n/)
    .filter((line) => !/prerequisite/i.test(line))
    .join(' ')
    .replace(/[*_#`]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.*?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
  return sentence.length > 200 ? `${sentence.slice(0, 197).trimEnd()}...` : sentence;
}

/**
 * A class's own options (instincts, vows, exploits) as checkboxes, each with the first sentence of its rules text; the
 * sheet shows the whole text of each pick. A long list scrolls inside its own box.
 */
function ClassOptionsControl({ choice, name, onPick }: { choice: FeatureChoice; name: string; onPick(picks: readonly string[]): void }) {
  const atLimit = choice.chosen.length >= choice.count;
  return (
    <div className="feature-options class-options">
      <CheckList
        legend={`${name}: choose ${countNoun(choice.count, choice.what)}`}
        options={(choice.options ?? []).map((option) => ({
          value: option.name,
          label: (
            <OptionText>
              <strong>{option.name}</strong>
              <span className="summary">{optionGist(option.summary)}</span>
            </OptionText>
          ),
          checked: choice.chosen.includes(option.name),
          disabled: !choice.chosen.includes(option.name) && atLimit,
        }))}
        hint={progress(choice)}
        onToggle={(option, checked) => onPick(checked ? [...choice.chosen, option] : choice.chosen.filter((pick) => pick !== option))}
      />
    </div>
  );
}

/** "Chosen." when complete, else how many of how many. */
function progress(choice: FeatureChoice): string {
  const made = choice.chosen.filter(Boolean).length;
  return made >= choice.count ? 'Chosen.' : `${made} of ${choice.count} chosen.`;
}

interface ChoiceControlProps {
  choice: FeatureChoice;
  /** The feature's name, told apart from another control's for the same feature (choiceNames). */
  name: string;
  character: RawCharacter;
  rules: IndexedRules;
  onChange(next: RawCharacter): void;
}

function ChoiceControl({ choice, name, character, rules, onChange }: ChoiceControlProps) {
  const options = choiceOptions(choice, rules);
  const label = `${name}: choose ${countNoun(choice.count, choice.what)}`;
  const store = (picks: readonly string[]) => onChange(setFeatureChoice(character, choice, picks));
  if (choice.what === 'option') return <OptionsControl choice={choice} name={name} onPick={store} />;
  if (choice.what === 'classOption') return <ClassOptionsControl choice={choice} name={name} onPick={store} />;
  if (!options) {
    // A typed answer (languages): one field per pick.
    return (
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>{label}</legend>
        {Array.from({ length: choice.count }, (_, slot) => (
          <TextField
            key={slot}
            label={choice.count === 1 ? 'Language' : `Language ${slot + 1}`}
            value={choice.chosen[slot] ?? ''}
            hint={slot === choice.count - 1 ? progress(choice) : undefined}
            onChange={(value) => {
              const picks = Array.from({ length: choice.count }, (_, i) => (i === slot ? value : (choice.chosen[i] ?? '')));
              store(picks.filter((pick) => pick.trim() !== ''));
            }}
          />
        ))}
      </fieldset>
    );
  }
  // Styles, masteries and forms the character already holds are listed but cannot be taken a second time.
  const known = new Set(choice.known ?? []);
  const optionLabel = (option: string) => (known.has(option) ? `${option} (already known)` : option);
  if (isOptionListChoice(choice) && choice.count === 1) {
    const chosen = choice.chosen[0] ?? '';
    const text = chosen ? rules.optionLists[choice.what].get(chosen)?.text : undefined;
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <div style={{ maxWidth: '28rem', display: 'flex', flexDirection: 'column' }}>
          <SelectField
            label={label}
            value={chosen}
            placeholder="Choose one"
            options={options.map((option) => ({ value: option, label: optionLabel(option), disabled: known.has(option) }))}
            hint={progress(choice)}
            onChange={(value) => store(value ? [value] : [])}
          />
        </div>
        {text && <Muted>{text}</Muted>}
      </div>
    );
  }
  if (choice.count === 1) {
    return (
      <SelectField
        label={label}
        value={choice.chosen[0] ?? ''}
        placeholder="Choose one"
        options={options.map((option) => ({ value: option, label: option }))}
        hint={`${progress(choice)}${choice.remade ? ` ${REMADE_NOTE[choice.remade]}` : ''}`}
        onChange={(value) => store(value ? [value] : [])}
      />
    );
  }
  const atLimit = choice.chosen.length >= choice.count;
  return (
    <CheckList
      legend={label}
      options={options.map((option) => ({
        value: option,
        label: optionLabel(option),
        checked: choice.chosen.includes(option),
        disabled: known.has(option) || (!choice.chosen.includes(option) && atLimit),
      }))}
      hint={progress(choice)}
      onToggle={(option, checked) => store(checked ? [...choice.chosen, option] : choice.chosen.filter((pick) => pick !== option))}
    />
  );
}

interface Props {
  character: RawCharacter;
  rules: IndexedRules;
  /** Which features' choices this place shows. */
  include(choice: FeatureChoice): boolean;
  title: string;
  /** In a panel of its own (the class step), rather than inside the species' panel. */
  framed?: boolean;
  onChange(next: RawCharacter): void;
}

/** The choices of the included features, under a heading; nothing when none asks for anything. */
export function FeatureChoices({ character, rules, include, title, framed = false, onChange }: Props) {
  // Named over every choice (not only this place's), so a control and its missing-choice line read the same.
  const { choices, names } = useMemo(() => {
    const all = featureChoicesOf(character, rules);
    return { choices: all.filter(include), names: choiceNames(all) };
  }, [character, rules, include]);
  if (choices.length === 0) return null;
  const list = (
    <Choices>
      <h4>{title}</h4>
      {choices.map((choice) => (
        <ChoiceControl key={`${choice.key}@${choice.position ?? ''}`} choice={choice} name={names.get(choice) ?? choice.feature} character={character} rules={rules} onChange={onChange} />
      ))}
    </Choices>
  );
  return framed ? <Surface>{list}</Surface> : list;
}

/** The step's open choices in one list, so the player sees what is left before opening the sheet. */
export function MissingChoicesNotice({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) return null;
  return (
    <Notice tone="warning">
      <div>
        <p>
          <strong>Choices still to make:</strong>
        </p>
        <ul className="missing" style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {missing.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </div>
    </Notice>
  );
}
