// The starting class's skill proficiencies: as many as the class allows, from its list ('Any' means every skill).
import { setClassSkills, skillNames, type IndexedRules, type RawCharacter } from '../../../../../core/engine/index.ts';
import { useBuilderDetails } from './builder-details.ts';
import { CheckList } from '../ui/fields.tsx';

/** The skills a class offers: its list, or every skill of the rules when the list says 'Any'. */
export function classSkillOptions(list: readonly string[] | null | undefined, rules: IndexedRules): string[] {
  if (!list || list.length === 0 || list.some((skill) => /^any$/i.test(skill.trim()))) return skillNames(rules);
  return [...list];
}

interface Props {
  character: RawCharacter;
  rules: IndexedRules;
  classIndex: number;
  onChange(next: RawCharacter): void;
}

export function ClassSkills({ character, rules, classIndex, onChange }: Props) {
  const entry = character.classes[classIndex];
  const details = useBuilderDetails().classes.get(entry.name);
  const count = details?.numSkillChoices ?? 0;
  if (!details || count <= 0) return null;
  const chosen = entry.skills ?? [];
  const atLimit = chosen.length >= count;
  return (
    <CheckList
      legend={`Skill proficiencies: choose ${count} (${chosen.length} chosen)`}
      options={classSkillOptions(details.skillChoicesList, rules).map((skill) => ({
        value: skill,
        label: skill,
        checked: chosen.includes(skill),
        disabled: !chosen.includes(skill) && atLimit,
      }))}
      hint={atLimit ? undefined : `Choose ${count - chosen.length} more.`}
      onToggle={(skill, checked) => onChange(setClassSkills(character, classIndex, checked ? [...chosen, skill] : chosen.filter((s) => s !== skill)))}
    />
  );
}
