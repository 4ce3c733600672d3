// The option chosen inside a feature (a heritage, a mutation, a damage type, a class's instincts or vows), shown under
// its feature with what it does. A choice the rules let the player remake after a rest gets a select to change it here.
//
// The select is always there, with the rest named next to it, rather than appearing only after the sheet's rest
// button: at the table rests are often taken without touching the sheet, a wrong pick has to be fixable without
// faking a rest, and the label keeps the rule in view. Choices made once (a species heritage) are changed in the
// builder, where their own follow-up choices live. A read-only sheet shows the choice as text.
import styled from 'styled-components';
import { setFeatureChoice, type FeatureChoice } from '../../../../../core/engine/index.ts';
import { Markdown } from '../../../components/Markdown.tsx';
import { restPill } from './FeatureUses.tsx';
import { useSheetActions } from './sheet-context.ts';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 0 0 8px 18px;
  .option-line { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; }
  .option-label { font-weight: 500; }
  .summary { font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; }
  .rest { ${restPill} }
  select { min-height: 32px; max-width: 100%; }
  details summary { cursor: pointer; }
  details > div { font-size: 0.9rem; }
`;

const REST_TEXT: Record<NonNullable<FeatureChoice['remade']>, string> = { short: 'Changes after a short or long rest', long: 'Changes after a long rest' };

/** A class's own options (instincts, vows, exploits): each pick by name, its rules text one click away. */
function ClassOptionsRow({ choice }: { choice: FeatureChoice }) {
  const { readOnly } = useSheetActions();
  const texts = new Map((choice.options ?? []).map((option) => [option.name, option.summary]));
  const open = choice.count - choice.chosen.length;
  return (
    <Row>
      <span className="option-label">Chosen ({choice.chosen.length} of {choice.count})</span>
      {choice.chosen.map((name) => (
        <details key={name}>
          <summary>{name}</summary>
          <Markdown source={texts.get(name) ?? ''} />
        </details>
      ))}
      {open > 0 && <span className="summary">{open} more to choose{readOnly ? '' : ' in the builder'}</span>}
    </Row>
  );
}

function ChoiceRow({ choice }: { choice: FeatureChoice }) {
  const { change, readOnly } = useSheetActions();
  if (choice.what === 'classOption') return <ClassOptionsRow choice={choice} />;
  const label = choice.what === 'option' ? (choice.count === 1 ? 'Option' : 'Options') : choice.count === 1 ? 'Damage type' : 'Damage types';
  const summary = choice.options?.filter((option) => choice.chosen.includes(option.name)).map((option) => option.summary).filter(Boolean).join(' / ');
  const editable = !readOnly && choice.remade !== undefined && choice.count === 1;
  return (
    <Row>
      <div className="option-line">
        <span className="option-label">{label}</span>
        {editable ? (
          <select
            aria-label={`${choice.feature}: ${label.toLowerCase()}`}
            value={choice.chosen[0] ?? ''}
            onChange={(event) => change((current) => setFeatureChoice(current, choice, event.target.value ? [event.target.value] : []))}
          >
            {choice.chosen.length === 0 && <option value="">Not chosen</option>}
            {(choice.from ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        ) : (
          <span>{choice.chosen.length > 0 ? choice.chosen.join(', ') : readOnly ? 'Not chosen yet' : 'Not chosen yet: choose it in the builder'}</span>
        )}
        {choice.remade && <span className="rest">{REST_TEXT[choice.remade]}</span>}
      </div>
      {summary && <span className="summary">{summary}</span>}
    </Row>
  );
}

/** Every option choice of one feature, one row each; nothing when the feature asks for none. */
export function FeatureOptionChoices({ choices }: { choices: readonly FeatureChoice[] }) {
  if (choices.length === 0) return null;
  return (
    <>
      {choices.map((choice) => (
        <ChoiceRow key={choice.key} choice={choice} />
      ))}
    </>
  );
}
