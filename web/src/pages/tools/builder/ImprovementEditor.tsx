// One ability score improvement of a class: either two ability increases (the same one twice gives +2) or a feat.
import {
  ABILITIES,
  abilityIncreases,
  featOptions,
  newImprovement,
  setImprovement,
  type AbilityScoreImprovement,
  type IndexedRules,
  type RawCharacter,
} from '../../../../../core/engine/index.ts';
import { SelectField } from '../ui/fields.tsx';
import { Row } from '../ui/panels.tsx';
import { optionLabel } from '../homebrew/HomebrewPacksPanel.tsx';

const TYPES: AbilityScoreImprovement['type'][] = ['Ability Score Improvement', 'Feat'];

/** The two picks an increase entry stands for: a +2 is the same ability picked twice. */
export function picksOf(improvement: AbilityScoreImprovement | undefined): string[] {
  if (!improvement || improvement.type !== 'Ability Score Improvement') return [];
  return (improvement.abilitiesIncreased ?? []).flatMap(({ name, value }) => (Number(value) >= 2 ? [name, name] : [name]));
}

interface Props {
  character: RawCharacter;
  rules: IndexedRules;
  classIndex: number;
  position: number;
  improvement: AbilityScoreImprovement | undefined;
  /** Feats the character already has elsewhere (not offered again). */
  heldFeats: readonly string[];
  label: string;
  onChange(next: RawCharacter): void;
}

export function ImprovementEditor({ character, rules, classIndex, position, improvement, heldFeats, label, onChange }: Props) {
  const set = (next: AbilityScoreImprovement) => onChange(setImprovement(character, classIndex, position, next));
  const picks = picksOf(improvement);
  const setPick = (slot: number, ability: string) => {
    const next = [picks[0] ?? '', picks[1] ?? ''];
    next[slot] = ability;
    set({ type: 'Ability Score Improvement', abilitiesIncreased: abilityIncreases(next.filter(Boolean)) });
  };
  const own = improvement?.type === 'Feat' ? improvement.name : '';
  const feats = featOptions(rules.feats.all, heldFeats.filter((name) => name !== own));
  const abilityOptions = ABILITIES.map((ability) => ({ value: ability, label: ability }));
  return (
    <Row>
      <SelectField
        label={label}
        value={improvement?.type ?? ''}
        placeholder="Choose one"
        options={TYPES.map((type) => ({ value: type, label: type }))}
        onChange={(type) => type && set(newImprovement(type as AbilityScoreImprovement['type']))}
      />
      {improvement?.type === 'Ability Score Improvement' && (
        <>
          <SelectField label="First increase" value={picks[0] ?? ''} placeholder="Ability" options={abilityOptions} onChange={(value) => setPick(0, value)} />
          <SelectField label="Second increase" value={picks[1] ?? ''} placeholder="Ability" options={abilityOptions} onChange={(value) => setPick(1, value)} />
        </>
      )}
      {improvement?.type === 'Feat' && (
        <SelectField
          label="Feat"
          value={own}
          placeholder="Choose a feat"
          options={feats.map((feat) => ({ value: feat.name, label: optionLabel(feat) }))}
          onChange={(name) => set(newImprovement('Feat', name))}
          hint={own ? rules.feats.get(own)?.prerequisite ? `Prerequisite: ${rules.feats.get(own)?.prerequisite}` : undefined : undefined}
        />
      )}
    </Row>
  );
}
