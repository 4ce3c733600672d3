// The sheet shown read-only (a share link) in jsdom: with every section opened in turn, no control that changes the
// character is left (every button is a dice roll or a section tab, every checkbox is disabled, no field to type in
// outside the dice tray), the numbers and states are still shown, and rolling dice works and edits nothing.
import { render, screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeCharacter, type IndexedRules, type RawCharacter } from '../../../../../core/engine/index.ts';
import { fixtureCharacter } from '../../../../../core/engine/test-support/fixture-rules.ts';
import { automatedBerserker, FEATURE_FIXTURE_RULES } from '../../../../../core/engine/test-support/feature-fixture.ts';
import { CharacterSheet } from './CharacterSheet.tsx';
import { rules, withTheme } from './test-support/render-sheet.tsx';

vi.setConfig({ testTimeout: 60_000 });
const userEvent = user.setup({ delay: null });

afterEach(() => vi.restoreAllMocks());

function renderReadOnly(character: RawCharacter, sheetRules: IndexedRules = rules) {
  return render(withTheme(<CharacterSheet readOnly character={character} rules={sheetRules} sheet={computeCharacter(character, sheetRules)} />));
}

const consular = (): RawCharacter => ({
  ...fixtureCharacter([{ name: 'Consular', levels: 3 }], {
    name: 'Vela Doran',
    classes: [{ name: 'Consular', levels: 3, hitPoints: [4, 4], abilityScoreImprovements: [], forcePowers: ['Fixture Push', 'Fixture Heal', 'Fixture Choke'] }],
  }),
  customLanguages: ['Huttese'],
  customFeatures: [{ name: 'Lucky Streak', content: 'Once a day.' }],
  customEquipment: [{ name: 'Lucky Coin', quantity: 2, equipmentCategory: 'Gear', cost: 1, weight: 0 }],
  credits: 1234,
  notes: 'Owes Jabba.',
});

/** The controls outside the dice tray that a reader could use to change something. */
function editingControls(): string[] {
  const sheet = screen.getByRole('article');
  const tray = within(sheet).queryByRole('complementary', { name: 'Dice' }) ?? within(sheet).queryByLabelText('Dice');
  const outsideTray = (element: HTMLElement) => !tray || !tray.contains(element);
  const found: string[] = [];
  for (const button of within(sheet).queryAllByRole('button').filter(outsideTray)) {
    const name = button.getAttribute('aria-label') ?? button.textContent ?? '';
    if ((button as HTMLButtonElement).disabled) continue;
    if (/^Roll /.test(name) || name === 'More: species, classes and experience') continue;
    found.push(`button "${name.trim()}"`);
  }
  for (const role of ['checkbox', 'switch', 'combobox', 'textbox', 'spinbutton', 'radio'] as const) {
    for (const control of within(sheet).queryAllByRole(role).filter(outsideTray)) {
      if (!(control as HTMLInputElement).disabled) found.push(`${role} "${control.getAttribute('aria-label') ?? control.id}"`);
    }
  }
  return found;
}

/** Opens every section tab in turn (tabs only move between sections) and gathers what could edit. */
async function everySection(): Promise<string[]> {
  const found = new Set(editingControls());
  const tabs = screen.queryAllByRole('tab');
  for (const tab of tabs) {
    await userEvent.click(tab);
    for (const control of editingControls()) found.add(control);
  }
  return [...found];
}

describe('a read-only sheet', () => {
  it('leaves out every control that edits, in every section, and still shows the numbers', async () => {
    const error = vi.spyOn(console, 'error');
    renderReadOnly(consular());
    expect(screen.getByTestId('hp-current')).toHaveTextContent('20');
    expect(screen.queryByRole('button', { name: 'Edit Character' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Menu/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Damage' })).toBeNull();
    expect(await everySection()).toEqual([]);
    await userEvent.click(screen.getAllByRole('tab', { name: 'Equipment' })[0]!);
    expect(screen.getAllByRole('heading', { name: /Credits: 1,234/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText('Lucky Coin quantity 2')[0]).toHaveTextContent('×2');
    await userEvent.click(screen.getAllByRole('tab', { name: 'Notes' })[0]!);
    expect(screen.getAllByTestId('notes-text').map((notes) => notes.textContent)).toContain('Owes Jabba.');
    expect(error).not.toHaveBeenCalled();
  });

  it('(the same search on the owner\'s sheet finds the controls it must not find on a read-only one)', async () => {
    render(
      withTheme(<CharacterSheet character={consular()} rules={rules} sheet={computeCharacter(consular(), rules)} onChange={() => undefined} onEdit={() => undefined} onDelete={() => undefined} onMarkClean={() => undefined} />),
    );
    // The sections shown at first are enough to prove the search sees edit controls.
    const found = editingControls();
    expect(found).toEqual(expect.arrayContaining(['button "Damage"', 'button "Rest"', 'button "Menu"', 'button "Edit Character"']));
    expect(found.length).toBeGreaterThan(20);
  });

  it('shows feature uses and toggles as they stand, without controls', async () => {
    const character = automatedBerserker();
    character.currentStats = { ...character.currentStats, featuresTimesUsed: { Wrath: 1 }, activeFeatures: ['Wrathful'] };
    renderReadOnly(character, FEATURE_FIXTURE_RULES);
    expect(await everySection()).toEqual([]);
    await userEvent.click(screen.getAllByRole('tab', { name: 'Combat' })[0]!);
    expect(screen.getByRole('group', { name: 'Wrath remaining' })).toHaveTextContent('1 / 2');
    expect(screen.getAllByRole('switch', { name: 'Wrathful' }).every((toggle) => (toggle as HTMLInputElement).checked && (toggle as HTMLInputElement).disabled)).toBe(true);
  });

  it('rolls dice (to the tray) without changing the character', async () => {
    const error = vi.spyOn(console, 'error');
    renderReadOnly(consular());
    const [first] = screen.getAllByRole('button', { name: /^Roll / });
    await userEvent.click(first!);
    expect(screen.getByRole('status', { name: 'Latest roll' }).textContent).not.toBe('');
    expect(error).not.toHaveBeenCalled();
  });
});
