// Abilities: scores with modifiers, saving throws and skills; each number opens its tweak (score override or bonus,
// save and skill proficiency), and the die beside it rolls it (ability check, save, skill check).
import { memo } from 'react';
import styled from 'styled-components';
import { ABILITIES, type Ability, type ComputedAbilityScores, type FeatureExplanations, type SkillProficiency } from '../../../../../../core/engine/index.ts';
import { propsEqual } from '../deep-equal.ts';
import { useSheetData } from '../sheet-context.ts';
import { signed } from '../sheet-layout.ts';
import { Panel } from '../../ui/panels.tsx';
import { TweakValue } from '../TweakDialog.tsx';
import { RollButton } from '../dice/RollButton.tsx';

const AbilityPanel = styled(Panel)`
  .ability-head { display: flex; align-items: baseline; justify-content: space-between; gap: 8px; }
  .ability-head h3 { margin: 0; }
  .score { font-size: 1.3rem; font-weight: 600; }
  .ability-head > span:last-child { display: flex; align-items: center; gap: 6px; }
  li { display: flex; align-items: center; gap: 6px; min-height: 44px; }
  li .name { flex: 1; }
  .mark { width: 14px; text-align: center; font-size: 0.8rem; color: ${(p) => p.theme.colors.primary}; }
  .number-sources { margin: 4px 0 0; padding: 0; list-style: none; font-size: 0.85rem; }
  .number-sources li { min-height: 0; display: block; }
`;

const MARKS: Record<SkillProficiency, string> = { none: '', proficient: '●', expertise: '◆' };
const MARK_NAMES: Record<SkillProficiency, string> = { none: 'not proficient', proficient: 'proficient', expertise: 'expertise' };

function Mark({ level }: { level: SkillProficiency }) {
  return (
    <span className="mark" title={MARK_NAMES[level]}>
      <span aria-hidden="true">{MARKS[level]}</span>
      <span className="visually-hidden">{level === 'none' ? '' : MARK_NAMES[level]}</span>
    </span>
  );
}

const NO_EXPLANATIONS: FeatureExplanations = {};

export function AbilitiesSection() {
  const { sheet } = useSheetData();
  return <AbilitiesView abilityScores={sheet.abilityScores} explanations={sheet.features?.explanations ?? NO_EXPLANATIONS} />;
}

/** The lines explaining this ability's save and skills that features changed, save first. */
function sourcesOf(ability: Ability, score: ComputedAbilityScores[Ability], explanations: FeatureExplanations): string[] {
  return [explanations[`save.${ability}`], ...score.skills.map((skill) => explanations[`skill.${skill.name}`])].filter((line): line is string => Boolean(line));
}

const AbilitiesView = memo(function AbilitiesView({ abilityScores, explanations }: { abilityScores: ComputedAbilityScores; explanations: FeatureExplanations }) {
  return (
    <div>
      {ABILITIES.map((ability) => (
        <AbilityBlock key={ability} ability={ability} score={abilityScores[ability]} sources={sourcesOf(ability, abilityScores[ability], explanations)} />
      ))}
    </div>
  );
}, propsEqual);

/** One ability: memoised on its own numbers, so a skill tweak re-renders one panel. */
const AbilityBlock = memo(function AbilityBlock({ ability, score, sources }: { ability: Ability; score: ComputedAbilityScores[Ability]; sources: readonly string[] }) {
  return (
    <AbilityPanel aria-label={ability}>
      <div className="ability-head">
        <h3>{ability}</h3>
        <span>
          <span className="score">
            <TweakValue path={`abilityScores.${ability}.score`} label={`${ability} score`}>
              {score.value}
            </TweakValue>
          </span>{' '}
          <span aria-label={`${ability} modifier`}>({signed(score.modifier)})</span>
          <RollButton request={{ kind: 'd20', label: `${ability} check`, modifier: score.modifier, roll: { type: 'check' } }} text={signed(score.modifier)} />
        </span>
      </div>
      <ul>
        <li>
          <Mark level={score.savingThrow.proficiency} />
          <span className="name">Saving Throw</span>
          <TweakValue path={`abilityScores.${ability}.savingThrowModifier`} label={`${ability} saving throw`} withProficiency>
            {signed(score.savingThrow.modifier)}
          </TweakValue>
          <RollButton request={{ kind: 'd20', label: `${ability} save`, modifier: score.savingThrow.modifier, roll: { type: 'save', ability } }} />
        </li>
        {score.skills.map((skill) => (
          <li key={skill.name} data-testid={`skill-${skill.name}`}>
            <Mark level={skill.proficiency} />
            <span className="name">{skill.name}</span>
            <TweakValue path={`abilityScores.${ability}.skills.${skill.name}`} label={skill.name} withProficiency>
              {signed(skill.modifier)}
            </TweakValue>
            <RollButton request={{ kind: 'd20', label: skill.name, modifier: skill.modifier, roll: { type: 'check' } }} />
          </li>
        ))}
      </ul>
      {sources.length > 0 && (
        <ul className="number-sources" aria-label={`Where the ${ability} numbers come from`}>
          {sources.map((line) => (
            <li key={line} className="muted">
              {line}
            </li>
          ))}
        </ul>
      )}
    </AbilityPanel>
  );
}, propsEqual);
