// A class's own choices besides its skills: the fighting style its Fighting Style feature asks for, and the skills
// its Expertise feature doubles (picked among the skills and tools the character is proficient in).
import { useMemo } from 'react';
import {
  classChoiceSlots,
  countNoun,
  computeCharacter,
  setClassExpertise,
  setFightingStyle,
  type IndexedRules,
  type RawCharacter,
} from '../../../../../core/engine/index.ts';
import { useBuilderDetails } from './builder-details.ts';
import { CheckList, Muted, SelectField } from '../ui/fields.tsx';

interface Props {
  character: RawCharacter;
  rules: IndexedRules;
  classIndex: number;
  onChange(next: RawCharacter): void;
}

export function ClassFeatureChoices({ character, rules, classIndex, onChange }: Props) {
  const entry = character.classes[classIndex];
  const slots = classChoiceSlots(character, rules, classIndex);
  const styles = useBuilderDetails().fightingStyles;
  const proficientNames = useMemo(() => {
    if (slots.expertise <= 0) return [];
    const sheet = computeCharacter(character, rules);
    // Expertise doubles a skill's or a tool's bonus ("skills or tools"): both kinds the character is proficient in.
    const skills = Object.values(sheet.abilityScores)
      .flatMap((ability) => ability.skills)
      .filter((skill) => skill.proficiency !== 'none')
      .map((skill) => skill.name);
    // Only tools the rules list as items: a class's "one kit of your choice" placeholder is no tool to be expert in.
    const tools = sheet.proficiencies.filter((name) => sheet.proficiencyKinds[name] === 'tool' && rules.equipment.get(name) !== undefined);
    return [...skills, ...tools].sort((a, b) => a.localeCompare(b));
  }, [character, rules, slots.expertise]);
  if (!slots.fightingStyle && slots.expertise <= 0) return null;

  const style = entry.fightingStyle ?? '';
  const styleNames = styles.map((option) => option.name);
  const expertise = entry.expertise ?? [];
  // A pick stays listed even when the skill's proficiency went away, so it can be seen and removed.
  const expertiseOptions = [...new Set([...proficientNames, ...expertise])];
  const expertiseFull = expertise.length >= slots.expertise;
  return (
    <>
      {slots.fightingStyle && (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <div style={{ maxWidth: '28rem', display: 'flex', flexDirection: 'column' }}>
            <SelectField
              label={`${entry.name} fighting style`}
              value={style}
              placeholder="Choose a fighting style"
              options={[...new Set([...styleNames, ...(style ? [style] : [])])].sort((a, b) => a.localeCompare(b)).map((name) => ({ value: name, label: name }))}
              hint={style ? undefined : 'The Fighting Style feature asks for one style.'}
              onChange={(name) => onChange(setFightingStyle(character, classIndex, name || undefined))}
            />
          </div>
          {style && <Muted>{styles.find((option) => option.name === style)?.description}</Muted>}
        </div>
      )}
      {slots.expertise > 0 && (
        <CheckList
          legend={`${entry.name} Expertise: choose ${countNoun(slots.expertise, 'expertise')} (${expertise.length} chosen)`}
          options={expertiseOptions.map((skill) => ({
            value: skill,
            label: skill,
            checked: expertise.includes(skill),
            disabled: !expertise.includes(skill) && expertiseFull,
          }))}
          hint={
            expertiseOptions.length === 0
              ? 'Choose skill proficiencies first: expertise doubles the bonus of skills the character is proficient in.'
              : expertiseFull
                ? 'Done.'
                : `Choose ${slots.expertise - expertise.length} more among the character's skill proficiencies.`
          }
          onToggle={(skill, checked) => onChange(setClassExpertise(character, classIndex, checked ? [...expertise, skill] : expertise.filter((s) => s !== skill)))}
        />
      )}
    </>
  );
}
