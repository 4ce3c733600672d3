// One class of the character: levels, hit points per level, archetype, ability score improvements, powers,
// maneuvers, starting skills, fighting style and expertise, and deleting the class. Every change is an engine transition.
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button.tsx';
import {
  archetypeOptions,
  deleteClass,
  hitPointChoices,
  improvementsAtLevel,
  maneuverHome,
  maxLevelsForClass,
  setArchetype,
  setClassLevels,
  setLevelHitPoints,
  type IndexedRules,
  type RawCharacter,
} from '../../../../../core/engine/index.ts';
import { useBuilderDetails } from './builder-details.ts';
import { Muted, SelectField } from '../ui/fields.tsx';
import { Row, Surface } from '../ui/panels.tsx';
import { ClassFeatureChoices } from './ClassFeatureChoices.tsx';
import { ClassSkills } from './ClassSkills.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { ImprovementEditor } from './ImprovementEditor.tsx';
import { ManeuverPicker } from './ManeuverPicker.tsx';
import { PowerPicker } from './PowerPicker.tsx';
import { optionLabel } from '../homebrew/HomebrewPacksPanel.tsx';

const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding-top: 12px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  h4 { margin: 0; font-size: 1rem; }
`;

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

interface Props {
  character: RawCharacter;
  rules: IndexedRules;
  classIndex: number;
  heldFeats: readonly string[];
  onChange(next: RawCharacter): void;
}

export function ClassPanel({ character, rules, classIndex, heldFeats, onChange }: Props) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const entry = character.classes[classIndex];
  const classRule = rules.classes.get(entry.name);
  const details = useBuilderDetails().classes.get(entry.name);
  const isFirst = classIndex === 0;
  const levels = Number(entry.levels) || 1;
  const archetypes = archetypeOptions(rules, entry.name, levels);
  const improvements = entry.abilityScoreImprovements ?? [];
  const improvementCount = improvementsAtLevel(levels, classRule);
  const improvementSlots = Math.min(improvementCount, improvements.length + 1);
  const headingId = `class-${classIndex}-title`;

  return (
    <Surface as="section" aria-labelledby={headingId}>
      <Row style={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <h3 id={headingId}>
          {entry.name} {levels}
          {entry.archetype?.name ? ` (${entry.archetype.name})` : ''}
        </h3>
        <Button variant="outlined" onClick={() => setConfirmDelete(true)}>
          Delete {entry.name}
        </Button>
      </Row>
      {!classRule && <Muted>{entry.name} is not in the rules data; its levels still count.</Muted>}
      {details?.summary && <p>{details.summary}</p>}
      <Row>
        <SelectField
          label={`${entry.name} levels`}
          value={String(levels)}
          options={range(1, Math.max(levels, maxLevelsForClass(character, classIndex))).map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(value) => onChange(setClassLevels(character, classIndex, Number(value), rules))}
        />
        {levels >= 3 && archetypes.length > 0 && (
          <SelectField
            label={details?.archetypeFlavorName ? `Archetype (${details.archetypeFlavorName})` : 'Archetype'}
            value={entry.archetype?.name ?? ''}
            placeholder="None"
            options={archetypes.map((archetype) => ({ value: archetype.name, label: optionLabel(archetype) }))}
            onChange={(name) => onChange(setArchetype(character, classIndex, name || undefined))}
          />
        )}
      </Row>

      <Part>
        <h4>Hit Points</h4>
        {isFirst && <p>Level 1: {classRule?.hitPointsAtFirstLevelNumber ?? '?'} (the maximum at first level)</p>}
        {character.settings.isFixedHitPoints ? (
          (entry.hitPoints?.length ?? 0) > 0 && <p>Each further level: {classRule?.hitPointsAtHigherLevelsNumber ?? '?'} (fixed; change in Settings)</p>
        ) : (
          <Row>
            {(entry.hitPoints ?? []).map((value, position) => {
              const level = position + (isFirst ? 2 : 1);
              const choices = hitPointChoices(classRule);
              return (
                <SelectField
                  key={position}
                  label={`Level ${level} hit points`}
                  value={String(value)}
                  options={(choices.includes(value) ? choices : [value, ...choices]).map((n) => ({ value: String(n), label: String(n) }))}
                  onChange={(next) => onChange(setLevelHitPoints(character, classIndex, position, Number(next)))}
                />
              );
            })}
          </Row>
        )}
      </Part>

      {improvementCount > 0 && (
        <Part>
          <h4>Ability Score Improvements</h4>
          {Array.from({ length: improvementSlots }, (_, position) => (
            <ImprovementEditor
              key={position}
              character={character}
              rules={rules}
              classIndex={classIndex}
              position={position}
              improvement={improvements[position]}
              heldFeats={heldFeats}
              label={`Improvement ${position + 1} of ${improvementCount}`}
              onChange={onChange}
            />
          ))}
        </Part>
      )}

      <PowerPicker character={character} rules={rules} classIndex={classIndex} type="Force" onChange={onChange} />
      <PowerPicker character={character} rules={rules} classIndex={classIndex} type="Tech" onChange={onChange} />
      {maneuverHome(entry) && <ManeuverPicker character={character} rules={rules} classIndex={classIndex} onChange={onChange} />}
      {isFirst && <ClassSkills character={character} rules={rules} classIndex={classIndex} onChange={onChange} />}
      <ClassFeatureChoices character={character} rules={rules} classIndex={classIndex} onChange={onChange} />

      <ConfirmDialog
        open={confirmDelete}
        title="Delete class"
        message={`Remove ${entry.name} ${levels} from this character? Its levels, choices and powers are removed too.`}
        confirmLabel="Delete"
        onConfirm={() => onChange(deleteClass(character, classIndex, rules))}
        onClose={() => setConfirmDelete(false)}
      />
    </Surface>
  );
}
