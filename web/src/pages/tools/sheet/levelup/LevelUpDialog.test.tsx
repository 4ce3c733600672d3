// The level-up dialog and the level history in jsdom, on the bundled rules: the sheet offers Level up under milestone
// levelling; Confirm stays disabled, naming the archetype, until it is chosen in place; Confirm makes one change (the
// engine's level with its record); Level down, after its confirmation, gives the level back.
import { screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { blankCharacter } from '../../../../../../core/engine/character/default-character.ts';
import { computeCharacter, type RawCharacter } from '../../../../../../core/engine/index.ts';
import { indexPrerequisites, levelUp, type LevelUpRules } from '../../../../../../core/engine/levelup/index.ts';
import { loadMulticlassPrerequisites } from '../../../../../../core/engine/node/load-multiclass-prerequisites.ts';
import { BUNDLED_RULES_DIR, loadRulesDir } from '../../../../../../core/engine/node/load-rules.ts';
import { indexRules } from '../../../../../../core/engine/rules/index-rules.ts';
import { answeredChoice } from '../../../../../../core/engine/test-support/level-up-answers.ts';
import { CharacterSheet } from '../CharacterSheet.tsx';
import { withTheme } from '../test-support/render-sheet.tsx';

vi.setConfig({ testTimeout: 60_000 });
const userEvent = user.setup({ delay: null });

let lr: LevelUpRules;
let berserker2: RawCharacter;
beforeAll(() => {
  lr = { rules: indexRules(loadRulesDir(BUNDLED_RULES_DIR)), prerequisites: indexPrerequisites(loadMulticlassPrerequisites(BUNDLED_RULES_DIR).rows) };
  const blank = blankCharacter();
  let character: RawCharacter = {
    ...blank,
    name: 'Rask Dunn',
    species: { name: 'Human', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
    background: { name: lr.rules.backgrounds.all[0]!.name, feature: '' },
    settings: { ...blank.settings, abilityScoreMethod: 'Manual', isMilestoneLevelling: true },
    baseAbilityScores: { Strength: 15, Dexterity: 13, Constitution: 14, Intelligence: 10, Wisdom: 12, Charisma: 8 },
  };
  for (let level = 0; level < 2; level++) character = levelUp(character, lr, answeredChoice(character, lr, { className: 'Berserker' })).character;
  berserker2 = character;
});

function renderWithLevels(initial: RawCharacter) {
  const changes: RawCharacter[] = [];
  function Harness() {
    const [character, setCharacter] = useState(initial);
    return (
      <CharacterSheet
        character={character}
        rules={lr.rules}
        levelUpRules={lr}
        sheet={computeCharacter(character, lr.rules)}
        onChange={(next) => {
          changes.push(next);
          setCharacter(next);
        }}
        onEdit={() => undefined}
        onDelete={() => undefined}
        onMarkClean={() => undefined}
      />
    );
  }
  render(withTheme(<Harness />));
  return changes;
}

describe('the sheet\'s level up', () => {
  it('asks the archetype at 3rd level before Confirm, saves one change, and the history gives it back', async () => {
    const changes = renderWithLevels(berserker2);
    await userEvent.click(screen.getByRole('button', { name: 'Level up' }));
    const flow = screen.getByRole('dialog', { name: 'Level up' });
    expect(within(flow).getByRole('radio', { name: 'Berserker 2 → 3' })).toBeChecked();
    await userEvent.click(within(flow).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(flow).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(flow).getByRole('button', { name: 'Next' }));
    expect(within(flow).getByRole('button', { name: 'Confirm level 3' })).toBeDisabled();
    expect(within(flow).getByText(/Berserker 3: choose an archetype/)).toBeTruthy();
    await userEvent.click(within(flow).getByRole('button', { name: 'Back' }));
    await userEvent.selectOptions(within(flow).getByLabelText('Berserker archetype'), 'Juggernaut Approach');
    await userEvent.click(within(flow).getByRole('button', { name: 'Next' }));
    expect(within(within(flow).getByRole('table', { name: 'What changes' })).getByRole('row', { name: /Maximum hit points/ })).toBeTruthy();
    expect(changes).toHaveLength(0);
    await userEvent.click(within(flow).getByRole('button', { name: 'Confirm level 3' }));
    expect(changes).toHaveLength(1);
    expect(changes[0]!.classes[0]).toMatchObject({ name: 'Berserker', levels: 3, archetype: { name: 'Juggernaut Approach' } });
    expect(changes[0]!.levelHistory?.at(-1)).toMatchObject({ level: 3, archetype: 'Juggernaut Approach', hitPoints: { method: 'average' } });

    await userEvent.click(screen.getByRole('button', { name: 'Levels' }));
    const history = within(screen.getByRole('dialog', { name: 'Levels' })).getByRole('list', { name: 'Level history' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Levels' })).getByRole('button', { name: 'Level down' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Level down' })).getByRole('button', { name: 'Level down' }));
    expect(changes).toHaveLength(2);
    expect(changes[1]).toEqual(berserker2);
  });

  it('is not offered below the next level\'s experience without milestone levelling', () => {
    renderWithLevels({ ...berserker2, settings: { ...berserker2.settings, isMilestoneLevelling: false }, experiencePoints: 300 });
    expect(screen.queryByRole('button', { name: 'Level up' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Levels' })).toBeTruthy();
  });
});
