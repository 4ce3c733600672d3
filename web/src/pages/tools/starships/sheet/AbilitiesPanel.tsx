// The ship's ability scores, saving throws and checks, each with a roll button (the character sheet's dice): a save
// that fails by itself says so; system damage and conditions that give disadvantage are named on the roll.
import { memo } from 'react';
import styled from 'styled-components';
import type { ComputedStarship } from '../../../../../../core/engine/starships/index.ts';
import { RollButton } from '../../sheet/dice/RollButton.tsx';
import { Panel } from '../../ui/panels.tsx';
import { signed } from '../starship-edits.tsx';

const Scores = styled.ul`
  display: grid !important;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 6px;
  margin-bottom: 10px !important;
  li { display: flex; flex-direction: column; align-items: center; padding: 4px 2px; border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 6px; }
  .abbr { font-size: 0.7rem; letter-spacing: 0.05em; text-transform: uppercase; color: ${(p) => p.theme.colors.mutedText}; }
  .mod { font-size: 1.3rem; font-weight: 600; font-variant-numeric: tabular-nums; }
  .score { font-size: 0.8rem; }
  @media (max-width: 420px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Rolls = styled.ul`
  display: grid !important;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 4px 10px;
  li { display: flex; align-items: center; justify-content: space-between; gap: 6px; min-height: 44px; }
  .name { min-width: 0; overflow-wrap: anywhere; }
  .prof { font-size: 0.75rem; color: ${(p) => p.theme.colors.mutedText}; }
`;

const ABBR: Record<string, string> = { Strength: 'Str', Dexterity: 'Dex', Constitution: 'Con', Intelligence: 'Int', Wisdom: 'Wis', Charisma: 'Cha' };

export const AbilitiesPanel = memo(function AbilitiesPanel({ computed }: { computed: ComputedStarship }) {
  return (
    <Panel aria-labelledby="ship-abilities-title">
      <h3 id="ship-abilities-title">Abilities</h3>
      <Scores aria-label="Ability scores">
        {Object.entries(computed.abilities).map(([ability, line]) => (
          <li key={ability} aria-label={`${ability} ${line.score} (${signed(line.modifier)})`}>
            <span className="abbr">{ABBR[ability]}</span>
            <span className="mod">{signed(line.modifier)}</span>
            <span className="score">{line.score}</span>
          </li>
        ))}
      </Scores>
      <h4>Saving throws</h4>
      <Rolls aria-label="Saving throws">
        {computed.savingThrows.map((save) => (
          <li key={save.ability} title={save.explanation}>
            <span className="name">
              {save.ability} {save.proficient && <span className="prof">(proficient)</span>}
            </span>
            {save.autoFail ? (
              <strong>Fails</strong>
            ) : (
              <RollButton
                request={{ kind: 'd20', label: `${save.ability} save`, modifier: save.modifier, roll: { type: 'save' }, disadvantage: save.disadvantageFrom }}
                text={signed(save.modifier)}
              />
            )}
          </li>
        ))}
      </Rolls>
      <h4>Checks</h4>
      <Rolls aria-label="Checks">
        {computed.skills.map((skill) => (
          <li key={skill.name} title={skill.explanation}>
            <span className="name">
              {skill.name}{' '}
              <span className="prof">
                ({skill.ability.slice(0, 3)}
                {skill.proficiency === 'expert' ? ', expertise' : skill.proficiency === 'proficient' ? ', proficient' : ''})
              </span>
            </span>
            <RollButton
              request={{ kind: 'd20', label: skill.name, modifier: skill.modifier, roll: { type: 'check' }, disadvantage: skill.disadvantageFrom }}
              text={signed(skill.modifier)}
            />
          </li>
        ))}
      </Rolls>
    </Panel>
  );
});
