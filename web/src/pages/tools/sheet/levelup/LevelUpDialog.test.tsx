// The level-up dialog and the level history in jsdom, on the bundled rules: the sheet offers Level up under milestone
// levelling; Confirm stays disabled, naming the archetype, until it is chosen in place; Confirm makes one change (the
// engine's level with its record); Level down, after its confirmation, gives the level back; a past level's choice
// changed from the history is one change, with a later choice it broke kept and flagged.
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

  it("changes a past level's archetype from the history, taking the later level again and flagging what broke, as one change", async () => {
    // A force-casting archetype at 3rd level, whose 4th level learns powers: changed to one that casts nothing.
    let berserker4 = levelUp(berserker2, lr, answeredChoice(berserker2, lr, { className: 'Berserker', archetype: 'Marauder Approach' })).character;
    berserker4 = levelUp(berserker4, lr, answeredChoice(berserker4, lr, { className: 'Berserker' })).character;
    const fourth = berserker4.levelHistory![3]!;
    expect(fourth.forcePowers?.length).toBeGreaterThan(0);
    const changes = renderWithLevels(berserker4);
    await userEvent.click(screen.getByRole('button', { name: 'Levels' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Levels' })).getByRole('button', { name: 'Change level 3' }));
    const flow = screen.getByRole('dialog', { name: 'Change level 3' });
    // It opens on the hit points (a past level keeps its class), with the recorded choices filled in.
    expect(within(flow).getByText(/Step 2 of 4/)).toBeTruthy();
    await userEvent.click(within(flow).getByRole('button', { name: 'Next' }));
    expect(within(flow).getByLabelText('Berserker archetype')).toHaveValue('Marauder Approach');
    await userEvent.selectOptions(within(flow).getByLabelText('Berserker archetype'), 'Juggernaut Approach');
    await userEvent.click(within(flow).getByRole('button', { name: 'Next' }));
    const flagged = within(flow).getByRole('list', { name: 'Later choices flagged' });
    expect(within(flagged).getByText(/Level 4: .*learns no force powers/)).toBeTruthy();
    await userEvent.click(within(flow).getByRole('button', { name: 'Save level 3' }));
    expect(changes).toHaveLength(1);
    expect(changes[0]!.classes[0]).toMatchObject({ levels: 4, archetype: { name: 'Juggernaut Approach' } });
    expect(changes[0]!.levelHistory).toHaveLength(4);
    expect(changes[0]!.levelHistory![2]).toMatchObject({ archetype: 'Juggernaut Approach' });
    // Level 4's powers are kept as chosen, and flagged on its record and in the history.
    expect(changes[0]!.levelHistory![3]).toMatchObject({ forcePowers: fourth.forcePowers, problems: [{ rule: 'powers' }] });
    expect(within(screen.getByRole('dialog', { name: 'Levels' })).getByText(/No longer holds after an earlier level changed/)).toBeTruthy();
  });

  it('is not offered below the next level\'s experience without milestone levelling', () => {
    renderWithLevels({ ...berserker2, settings: { ...berserker2.settings, isMilestoneLevelling: false }, experiencePoints: 300 });
    expect(screen.queryByRole('button', { name: 'Level up' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Levels' })).toBeTruthy();
  });
});
