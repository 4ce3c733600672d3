// The live sheet's glue in jsdom with the fixture rules: hit point dialogs and their disabled rules, death saves,
// rests, casting and its disabled rule, counters, tweaks, proficiencies with confirmation, and the menu's exports.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_COPIED, VALIDATION_MESSAGES } from '../../../../../core/engine/index.ts';
import { fixtureCharacter } from '../../../../../core/engine/test-support/fixture-rules.ts';
import { CharacterMenuDialog, EXPORT_MARK_CLEAN_MS } from './CharacterMenu.tsx';
import { Counter } from './Counter.tsx';
import { renderSheet, rules, withTheme } from './test-support/render-sheet.tsx';

vi.setConfig({ testTimeout: 30_000 });
const userEvent = user.setup({ delay: null });

const consular = () =>
  fixtureCharacter([{ name: 'Consular', levels: 3 }], {
    name: 'Vela Doran',
    classes: [{ name: 'Consular', levels: 3, hitPoints: [4, 4], abilityScoreImprovements: [], forcePowers: ['Fixture Push', 'Fixture Heal', 'Fixture Choke'] }],
  });

const summary = () => screen.getByRole('region', { name: 'Character summary' });

async function useAmountDialog(button: string, title: string, label: string, value: string, confirm: string) {
  await userEvent.click(within(summary()).getByRole('button', { name: button }));
  // The amount dialogs belong to the header (the phone header has no dialogs: it types amounts inline).
  const dialog = within(summary()).getByRole('dialog', { name: title });
  const apply = within(dialog).getByRole('button', { name: confirm });
  expect(apply).toBeDisabled();
  await userEvent.type(within(dialog).getByLabelText(label), '0');
  expect(apply).toBeDisabled();
  await userEvent.clear(within(dialog).getByLabelText(label));
  await userEvent.type(within(dialog).getByLabelText(label), value);
  await userEvent.click(apply);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('sheet header', () => {
  it('temporary hit points absorb damage first; at 0 the death saves replace the circle; healing brings it back', async () => {
    const { harness } = renderSheet(consular());
    expect(screen.getByTestId('hp-current')).toHaveTextContent('20');
    await useAmountDialog('THP', 'Temporary Hit Points', 'Temporary hit points', '4', 'Set');
    expect(screen.getByTestId('hp-temporary')).toHaveTextContent('+4 temp');
    await useAmountDialog('Damage', 'Take Damage', 'Damage taken', '10', 'Damage');
    expect(harness.latest().currentStats).toMatchObject({ temporaryHitPoints: 0, hitPointsLost: 6 });
    expect(screen.getByTestId('hp-current')).toHaveTextContent('14');
    await useAmountDialog('Damage', 'Take Damage', 'Damage taken', '14', 'Damage');
    const saves = screen.getByRole('group', { name: 'Death Saves' });
    expect(screen.queryByTestId('hp-current')).toBeNull();
    await userEvent.click(within(saves).getByRole('checkbox', { name: 'Success 1' }));
    expect(harness.latest().currentStats.deathSaves).toEqual({ successes: 1, failures: 0 });
    await useAmountDialog('Heal', 'Heal', 'Hit points regained', '5', 'Heal');
    expect(screen.getByTestId('hp-current')).toHaveTextContent('5');
    expect(harness.latest().currentStats.deathSaves).toEqual({ successes: 0, failures: 0 });
  });

  it('short rest spends at most the unused dice and needs dice before a roll total; long rest restores', async () => {
    const character = consular();
    character.currentStats = { ...character.currentStats, hitPointsLost: 12, hitDiceUsed: { d6: 1 } };
    const { harness } = renderSheet(character);
    await userEvent.click(within(summary()).getByRole('button', { name: 'Rest' }));
    const rest = screen.getByRole('dialog', { name: 'Rest' });
    const total = within(rest).getByLabelText('Roll total (hit points regained)');
    expect(total).toBeDisabled();
    const dice = within(rest).getByLabelText('d6 hit dice to spend (2 of 3 left)');
    fireEvent.change(dice, { target: { value: '5' } });
    expect(dice).toHaveValue(2);
    expect(total).toBeEnabled();
    await userEvent.type(total, '7');
    await userEvent.click(within(rest).getByRole('button', { name: 'Take Short Rest' }));
    expect(harness.latest().currentStats).toMatchObject({ hitPointsLost: 5, hitDiceUsed: { d6: 3 } });

    await userEvent.click(within(summary()).getByRole('button', { name: 'Rest' }));
    expect(within(screen.getByRole('dialog', { name: 'Rest' })).getByText(/hit dice regained: 1d6/)).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Rest' })).getByRole('button', { name: 'Take Long Rest' }));
    expect(harness.latest().currentStats).toMatchObject({ hitPointsLost: 0, hitDiceUsed: { d6: 2 } });
  });

  it('experience out of step with the levels shows the badge and the dialog leads to the class levels', async () => {
    const { harness } = renderSheet({ ...consular(), experiencePoints: 100_000 });
    expect(screen.getByTestId('xp-warning')).toHaveAttribute('title', 'You have unused levels. Click below to add more class levels.');
    await userEvent.click(screen.getByRole('button', { name: /Edit experience/ }));
    const dialog = screen.getByRole('dialog', { name: 'Experience' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manage Class Levels' }));
    expect(harness.edits).toEqual([2]);
  });

  it('Edit Character opens the builder at step 1; conditions with exhaustion 0-6', async () => {
    const { harness } = renderSheet(consular());
    await userEvent.click(within(summary()).getByRole('button', { name: 'Edit Character' }));
    expect(harness.edits).toEqual([1]);
    await userEvent.click(within(summary()).getByRole('button', { name: 'Conditions' }));
    const dialog = screen.getByRole('dialog', { name: 'Conditions' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Exhaustion' }));
    const level = within(dialog).getByLabelText('Exhaustion level');
    expect(within(level).getAllByRole('option').map((option) => option.textContent)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(level).toHaveValue('1');
    await userEvent.selectOptions(level, '6');
    expect(harness.latest().currentStats).toMatchObject({ conditions: ['Exhaustion'], exhaustion: 6 });
  });
});

describe('casting', () => {
  it('casting costs level + 1 points and is disabled once the cost reaches what remains', async () => {
    const { harness } = renderSheet(consular());
    const panel = screen.getByRole('tabpanel', { name: 'Casting' });
    const points = within(panel).getByRole('group', { name: 'Force points remaining' });
    expect(points).toHaveTextContent('14 / 14');
    expect(within(panel).queryByRole('button', { name: /Cast Fixture Push/ })).toBeNull();
    const heal = within(panel).getByRole('button', { name: 'Cast Fixture Heal (2 points)' });
    for (let i = 0; i < 6; i++) await userEvent.click(heal);
    expect(harness.latest().currentStats.forcePointsUsed).toBe(12);
    expect(points).toHaveTextContent('2 / 14');
    expect(heal).toBeDisabled();
  });

  it('a caster without powers is offered Choose Powers (builder step 2)', async () => {
    const character = consular();
    character.classes[0].forcePowers = [];
    const { harness } = renderSheet(character);
    await userEvent.click(within(screen.getByRole('tabpanel', { name: 'Casting' })).getByRole('button', { name: 'Choose Powers' }));
    expect(harness.edits).toEqual([2]);
  });
});

describe('counters', () => {
  it('one checkbox per point up to 10, plus and minus above', async () => {
    const onChange = vi.fn();
    const { rerender } = render(withTheme(<Counter label="Tech points" used={3} max={10} onChange={onChange} />));
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(10);
    expect(boxes.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(3);
    await userEvent.click(boxes[5]);
    expect(onChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(boxes[2]);
    expect(onChange).toHaveBeenLastCalledWith(2);

    rerender(withTheme(<Counter label="Tech points" used={3} max={11} onChange={onChange} />));
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'Tech points remaining' })).toHaveTextContent('8 / 11');
    await userEvent.click(screen.getByRole('button', { name: 'Spend one of the tech points' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(screen.getByRole('button', { name: 'Regain one of the tech points' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});

describe('tweaks', () => {
  it('a skill proficiency tweak, then an override that clears the bonus, then Clear', async () => {
    const { harness } = renderSheet(consular());
    const stealth = () => within(screen.getByRole('tabpanel', { name: 'Abilities' })).getByRole('button', { name: /^Stealth/ });
    expect(stealth()).toHaveTextContent('+0');
    await userEvent.click(stealth());
    const dialog = screen.getByRole('dialog', { name: 'Tweak Stealth' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Expertise' }));
    expect(stealth()).toHaveTextContent('+4');
    await userEvent.type(within(dialog).getByLabelText('Bonus'), '2');
    expect(stealth()).toHaveTextContent('+6');
    await userEvent.type(within(dialog).getByLabelText('Override'), '9');
    expect(stealth()).toHaveTextContent('+9');
    expect(within(dialog).getByLabelText('Bonus')).toHaveValue('');
    expect(harness.latest().tweaks).toEqual({ abilityScores: { Dexterity: { skills: { Stealth: { proficiency: 'Expertise', bonus: null, override: 9 } } } } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Tweak' }));
    expect(stealth()).toHaveTextContent('+0');
    expect(harness.latest().tweaks).toEqual({ abilityScores: { Dexterity: { skills: {} } } });
    // Nothing is left to edit: Clear closes the dialog too.
    expect(screen.queryByRole('dialog', { name: 'Tweak Stealth' })).toBeNull();
  });

  it('a tweak past the limit is refused with the limit and never applied; within it, it applies', async () => {
    const { harness } = renderSheet(consular());
    const stealth = () => within(screen.getByRole('tabpanel', { name: 'Abilities' })).getByRole('button', { name: /^Stealth/ });
    await userEvent.click(stealth());
    const dialog = screen.getByRole('dialog', { name: 'Tweak Stealth' });
    await userEvent.type(within(dialog).getByLabelText('Bonus'), '999999999999');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A tweak is at most 999 either way.');
    expect(within(dialog).getByLabelText('Bonus')).toHaveAttribute('aria-invalid', 'true');
    // The last number within the limit (999) stays the tweak: the twelve-digit one is never rolled.
    expect(stealth()).toHaveTextContent('+999');
    expect(harness.latest().tweaks).toEqual({ abilityScores: { Dexterity: { skills: { Stealth: { bonus: 999, override: null } } } } });
    await userEvent.clear(within(dialog).getByLabelText('Bonus'));
    await userEvent.type(within(dialog).getByLabelText('Bonus'), '-3');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(stealth()).toHaveTextContent('-3');
  });

  it('a score override changes the modifier and what depends on it', async () => {
    renderSheet(consular());
    await userEvent.click(screen.getByRole('button', { name: /^Dexterity score/ }));
    await userEvent.type(within(screen.getByRole('dialog', { name: 'Tweak Dexterity score' })).getByLabelText('Override'), '18');
    expect(screen.getByRole('button', { name: /^Dexterity score/ })).toHaveTextContent('18');
    expect(screen.getByRole('button', { name: /^Initiative/ })).toHaveTextContent('+4');
  });
});

describe('equipment', () => {
  it('a shield with two one-handed weapons equipped is named as one hand too many; unequipping one clears it', async () => {
    const character = consular();
    character.equipment = ['Light physical shield', 'Vibrodagger', 'Blaster pistol'].map((name) => ({ name, quantity: 1, category: 'Equipment' as const, equipped: true }));
    renderSheet(character);
    const column = screen.getByRole('tablist', { name: 'Sheet sections, column 1' });
    await userEvent.click(within(column).getByRole('tab', { name: 'Equipment' }));
    const panel = screen.getAllByRole('tabpanel', { name: 'Equipment' })[0];
    expect(within(panel).getByRole('alert')).toHaveTextContent('Light physical shield equipped with Vibrodagger, Blaster pistol: with the shield in one hand, only one of those weapons can be held.');
    const pistol = within(panel).getAllByRole('listitem').find((item) => item.textContent?.startsWith('Blaster pistol'))!;
    await userEvent.click(within(pistol).getByRole('checkbox', { name: /Equipped/ }));
    expect(within(panel).queryByRole('alert')).toBeNull();
  });
});

describe('proficiencies', () => {
  it('adds a custom proficiency (expertise only for instruments and tools) and deletes it after confirming', async () => {
    const { harness } = renderSheet(consular());
    const column = screen.getByRole('tablist', { name: 'Sheet sections, column 1' });
    await userEvent.click(within(column).getByRole('tab', { name: 'Proficiencies' }));
    const panel = screen.getAllByRole('tabpanel', { name: 'Proficiencies' })[0];
    await userEvent.click(within(panel).getByRole('button', { name: 'Add proficiency' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Proficiency' });
    const input = within(dialog).getByRole('combobox', { name: 'Proficiency' });
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.type(input, 'Holochess');
    expect(within(dialog).getByText(/No proficiencies matching "Holochess"/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Expertise' })).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, 'Mandoviol');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Expertise' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(harness.latest().customProficiencies).toEqual([{ name: 'Mandoviol', type: 'tool', proficiencyLevel: 'expertise' }]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Delete proficiency Mandoviol' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Proficiency' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(harness.latest().customProficiencies).toHaveLength(1);
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete proficiency Mandoviol' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Proficiency' })).getByRole('button', { name: 'Delete' }));
    expect(harness.latest().customProficiencies).toEqual([]);
  });

  it('adding a language needs text', async () => {
    const { harness } = renderSheet(consular());
    await userEvent.click(within(screen.getByRole('tablist', { name: 'Sheet sections, column 1' })).getByRole('tab', { name: 'Proficiencies' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add language' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Language' });
    await userEvent.type(within(dialog).getByLabelText('Language'), '   ');
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Language'), 'Huttese');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(harness.latest().customLanguages).toEqual(['Huttese']);
  });
});

describe('character menu', () => {
  it('VTT exports are disabled for an incomplete character, with the validation message as tooltip', () => {
    const incomplete = { ...consular(), background: { name: '' } };
    render(withTheme(<CharacterMenuDialog open character={incomplete} rules={rules} onDelete={() => undefined} onMarkClean={() => undefined} onClose={() => undefined} />));
    for (const name of ['Export to Roll20', 'Copy for Foundry VTT', 'Download Foundry VTT Actor']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(VALIDATION_MESSAGES[7]);
    }
    expect(screen.getByRole('button', { name: 'Export to File' })).toBeEnabled();
  });

  it('export to file marks clean after one second; copy marks clean and says so; delete asks first', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:fixture';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('velaDoran.json');
    });
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onMarkClean = vi.fn();
    const onDelete = vi.fn();
    render(withTheme(<CharacterMenuDialog open character={consular()} rules={rules} onDelete={onDelete} onMarkClean={onMarkClean} onClose={() => undefined} />));

    fireEvent.click(screen.getByRole('button', { name: 'Export to File' }));
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await created[0].text())).toMatchObject({ name: 'Vela Doran' });
    act(() => vi.advanceTimersByTime(EXPORT_MARK_CLEAN_MS - 1));
    expect(onMarkClean).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onMarkClean).toHaveBeenCalledTimes(1);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy JSON Text' })));
    expect(JSON.parse(writeText.mock.calls[0][0])).toMatchObject({ name: 'Vela Doran' });
    expect(screen.getByText(CLIPBOARD_COPIED)).toBeInTheDocument();
    expect(onMarkClean).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Character' }));
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete Character' })).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
