// Step 2: the character's classes, and adding another (classes already held are not offered; hidden at level 20).
import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import {
  addClass,
  availableClasses,
  canAddClass,
  classText,
  totalLevel,
  type IndexedRules,
  type RawCharacter,
} from '../../../../../core/engine/index.ts';
import { useBuilderDetails } from './builder-details.ts';
import { Muted, SelectField } from '../ui/fields.tsx';
import { Row, StepSection, Surface } from '../ui/panels.tsx';
import { isClassStepChoice, missingChoices } from './builder-choices.ts';
import { ClassPanel } from './ClassPanel.tsx';
import { FeatureChoices, MissingChoicesNotice } from './FeatureChoices.tsx';

/** Feats the character holds from its background, its custom list and its improvements (each offered once). */
export function heldFeatNames(character: RawCharacter): string[] {
  const names = [...(character.customFeats ?? [])];
  if (character.background?.feat?.name) names.push(character.background.feat.name);
  for (const entry of character.classes) for (const improvement of entry.abilityScoreImprovements ?? []) if (improvement.type === 'Feat' && improvement.name) names.push(improvement.name);
  return names;
}

interface Props {
  character: RawCharacter;
  rules: IndexedRules;
  onChange(next: RawCharacter): void;
}

export function ClassStep({ character, rules, onChange }: Props) {
  const [toAdd, setToAdd] = useState('');
  const details = useBuilderDetails();
  const options = availableClasses(character, rules)
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b));
  const held = heldFeatNames(character);
  const isFirst = character.classes.length === 0;
  const summary = toAdd ? details.classes.get(toAdd)?.summary : undefined;

  return (
    <StepSection aria-labelledby="class-step-title">
      <h2 id="class-step-title">Choose a Class</h2>
      {!isFirst && (
        <p>
          {classText(character)} (level {totalLevel(character)})
        </p>
      )}
      <MissingChoicesNotice missing={missingChoices(character, rules, details).classes} />
      {character.classes.map((entry, index) => (
        <ClassPanel key={`${entry.name}-${index}`} character={character} rules={rules} classIndex={index} heldFeats={held} onChange={onChange} />
      ))}
      <FeatureChoices character={character} rules={rules} include={isClassStepChoice} title="Feature choices" framed onChange={onChange} />
      {canAddClass(character) ? (
        <Surface>
          <Row>
            <SelectField
              label={isFirst ? 'Starting class' : 'Add New Class'}
              value={toAdd}
              placeholder="Choose a class"
              options={options.map((name) => ({ value: name, label: name }))}
              onChange={setToAdd}
            />
            <Button
              disabled={!toAdd}
              onClick={() => {
                onChange(addClass(character, toAdd, rules));
                setToAdd('');
              }}
            >
              {isFirst ? 'Choose Class' : 'Add Class'}
            </Button>
          </Row>
          {summary && <Muted>{summary}</Muted>}
        </Surface>
      ) : (
        <Muted>The character has reached level 20: no more classes can be added.</Muted>
      )}
    </StepSection>
  );
}
