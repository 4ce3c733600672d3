// The live sheet with automated features (jsdom, the engine's feature fixture): features by source with their uses
// as counters and toggles, rests restoring the right uses, speeds, senses and defences in Combat with their sources,
// and "Apply features automatically" for an older character (preview, cancel, apply with a tweak removed).
import { screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { automatedBerserker, FEATURE_FIXTURE_RULES } from '../../../../../core/engine/test-support/feature-fixture.ts';
import { renderSheet } from './test-support/render-sheet.tsx';

vi.setConfig({ testTimeout: 30_000 });
const userEvent = user.setup({ delay: null });

/** The Combat section (the first column that shows it; one is opened when none does). */
async function openCombat() {
  const shown = () => screen.queryAllByRole('tabpanel').find((panel) => within(panel).queryByRole('heading', { name: 'Combat', level: 2 }));
  if (!shown()) await userEvent.click(screen.getAllByRole('tab', { name: 'Combat' })[0]!);
  return within(shown()!);
}

describe('features on the live sheet', () => {
  it("damage takes a type (untyped by default) and the character's resistances: while Wrathful, 15 kinetic is halved", async () => {
    const character = automatedBerserker();
    const { harness } = renderSheet({ ...character, currentStats: { ...character.currentStats, activeFeatures: ['Wrathful'] } }, {}, FEATURE_FIXTURE_RULES);
    const summary = screen.getByRole('region', { name: 'Character summary' });
    const before = Number(within(summary).getByTestId('hp-current').textContent);
    await userEvent.click(within(summary).getByRole('button', { name: 'Damage' }));
    const dialog = within(summary).getByRole('dialog', { name: 'Take Damage' });
    expect(within(dialog).getByLabelText('Damage type')).toHaveValue('');
    await userEvent.type(within(dialog).getByLabelText('Damage taken'), '15');
    // Untyped until a type is chosen: all of it.
    expect(within(dialog).getByRole('status')).toHaveTextContent('15 damage: 15 taken');
    await userEvent.selectOptions(within(dialog).getByLabelText('Damage type'), 'Kinetic');
    expect(within(dialog).getByRole('status')).toHaveTextContent('15 kinetic damage, resisted: 7 taken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Damage' }));
    expect(harness.latest().currentStats.hitPointsLost).toBe(7);
    expect(within(summary).getByTestId('hp-current')).toHaveTextContent(String(before - 7));
    // The sheet says what it did.
    expect(within(summary).getByText('15 kinetic damage, resisted: 7 taken')).toBeInTheDocument();
  });

  it('lists features by source, counts Wrath as two checkboxes recovered on a long rest, and switches Wrathful', async () => {
    const { harness } = renderSheet(automatedBerserker(), {}, FEATURE_FIXTURE_RULES);
    const combat = await openCombat();
    const classGroup = combat.getByRole('region', { name: 'Class: Berserker' });
    expect(within(classGroup).getByText('Hide Plates')).toBeInTheDocument();
    expect(combat.getByRole('region', { name: 'Species: Human' })).toHaveTextContent('Dark Sight');
    const wrath = within(classGroup).getByRole('group', { name: 'Wrath used: 0 of 2' });
    expect(within(classGroup).getByLabelText('Recovers on a long rest')).toHaveTextContent('Long rest');
    await userEvent.click(within(wrath).getByRole('checkbox', { name: 'Wrath 1 used' }));
    expect(harness.latest().currentStats.featuresTimesUsed).toMatchObject({ Wrath: 1 });

    // Switching Wrathful on spends the second use and adds its numbers; off, then on again is refused: none left.
    const wrathful = within(classGroup).getByRole('switch', { name: 'Wrathful' });
    await userEvent.click(wrathful);
    expect(harness.latest().currentStats).toMatchObject({ activeFeatures: ['Wrathful'], featuresTimesUsed: { Wrath: 2 } });
    expect(combat.getByText('Wrathful: on, 0 of 2 Wrath left.')).toBeInTheDocument();
    expect(combat.getByText('+2 damage on melee attacks with Strength (Wrath (Berserker 1))')).toBeInTheDocument();
    expect(within(combat.getByRole('list', { name: 'Resistances' })).getByText('Resistant to Kinetic (Wrath (Berserker 1))')).toBeInTheDocument();
    await userEvent.click(within(classGroup).getByRole('switch', { name: 'Wrathful' }));
    expect(harness.latest().currentStats.activeFeatures).toEqual([]);
    const changesBefore = harness.changes.length;
    await userEvent.click(within(classGroup).getByRole('switch', { name: 'Wrathful' }));
    expect(combat.getByText('No uses of "Wrath" left (2 of 2 spent): a rest restores them.')).toBeInTheDocument();
    expect(harness.changes.length).toBe(changesBefore);
    expect(within(classGroup).getByRole('switch', { name: 'Wrathful' })).not.toBeChecked();
  });

  it('a short rest keeps long-rest uses spent; a long rest restores them', async () => {
    const character = automatedBerserker();
    const { harness } = renderSheet({ ...character, currentStats: { ...character.currentStats, featuresTimesUsed: { Wrath: 2 } } }, {}, FEATURE_FIXTURE_RULES);
    const summary = screen.getByRole('region', { name: 'Character summary' });
    await userEvent.click(within(summary).getByRole('button', { name: 'Rest' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Rest' })).getByRole('button', { name: 'Take Short Rest' }));
    expect(harness.latest().currentStats.featuresTimesUsed?.Wrath ?? 0).toBe(2);
    await userEvent.click(within(summary).getByRole('button', { name: 'Rest' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Rest' })).getByRole('button', { name: 'Take Long Rest' }));
    expect(harness.latest().currentStats.featuresTimesUsed?.Wrath ?? 0).toBe(0);
  });

  it('shows where feature-changed numbers come from, and speeds and senses in Combat', async () => {
    renderSheet(automatedBerserker(), {}, FEATURE_FIXTURE_RULES);
    const combat = await openCombat();
    const sources = combat.getByRole('list', { name: 'Where these numbers come from' });
    // 10 + Dex 0 + Con 2 = 12, + 1 = 13.
    expect(sources).toHaveTextContent('AC 13 = 10 + Dexterity 0 + Constitution 2 (Hide Plates (Berserker 1)) + 1 (Steady Guard (Berserker 1))');
    expect(within(combat.getByRole('list', { name: 'Speeds' })).getByText('Speed 35 ft. = 25 (Speed (Human)) + 10 (Long Legs (Berserker 1))')).toBeInTheDocument();
    expect(within(combat.getByRole('list', { name: 'Speeds' })).getByText('Fly 35 ft. = 35 (the walking speed, Glider (Human))')).toBeInTheDocument();
    expect(within(combat.getByRole('list', { name: 'Senses' })).getByText('Darkvision 60 ft. (Dark Sight (Human))')).toBeInTheDocument();
  });
});

describe('Apply features automatically', () => {
  const older = () => {
    const character = automatedBerserker({ tweaks: { armorClass: { bonus: 2 } } });
    return { ...character, builderVersion: '0.7.5', settings: { ...character.settings, isAutomatingFeatures: false } };
  };

  it('previews the changes; cancel changes nothing; apply switches automation on and removes the chosen tweak', async () => {
    const { harness } = renderSheet(older(), {}, FEATURE_FIXTURE_RULES);
    const combat = await openCombat();
    await userEvent.click(combat.getByRole('button', { name: 'Apply features automatically' }));
    let dialog = screen.getByRole('dialog', { name: 'Apply Features Automatically' });
    // Armor class: 10 + Dex 0 + 2 (tweak) = 12 now; with features 10 + 0 + 2 (Con) + 1 + 2 (tweak) = 15.
    const armor = within(dialog).getByRole('row', { name: /Armor class/ });
    expect(within(armor).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['12', '15']);
    expect(within(dialog).getByRole('row', { name: /Speed/ })).toHaveTextContent('3035');
    expect(within(dialog).getByText('Wrath: 2 (long rest)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(harness.changes).toEqual([]);

    await userEvent.click(combat.getByRole('button', { name: 'Apply features automatically' }));
    dialog = screen.getByRole('dialog', { name: 'Apply Features Automatically' });
    const copy = within(dialog).getByRole('checkbox', { name: /Armor class: features change this number by themselves/ });
    expect(copy).not.toBeChecked();
    await userEvent.click(copy);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply features' }));
    expect(harness.latest().settings.isAutomatingFeatures).toBe(true);
    expect(harness.latest().tweaks?.armorClass).toBeUndefined();
    expect(combat.getByRole('list', { name: 'Where these numbers come from' })).toHaveTextContent('AC 13 = 10 + Dexterity 0 + Constitution 2');
    expect(screen.queryByRole('button', { name: 'Apply features automatically' })).toBeNull();
  });
});
