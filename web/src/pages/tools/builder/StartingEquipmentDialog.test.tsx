// "Add starting equipment" in jsdom with the bundled rules: the class's options and an item's alternatives are
// chosen, the list of what will be added follows, and one button adds the items, custom items and credits.
import { screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCharacter, indexRules, type IndexedRules, type RawCharacter } from '../../../../../core/engine/index.ts';
import { BUNDLED_RULES_DIR, loadRulesDir } from '../../../../../core/engine/node/load-rules.ts';
import { bundledDetails } from './test-support/bundled-details.ts';
import { renderBuilder } from './test-support/render-builder.tsx';

// Full interaction tests in jsdom are slow on a shared two-core machine.
vi.setConfig({ testTimeout: 60_000 });
const userEvent = user.setup({ delay: null });

let rules: IndexedRules;
beforeAll(() => {
  rules = indexRules(loadRulesDir(BUNDLED_RULES_DIR));
});

function berserker(background: string): RawCharacter {
  return {
    ...createCharacter(0, () => 0.5),
    name: 'Tester',
    credits: 10,
    species: { name: 'Human', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
    background: { name: background, feature: '' },
    classes: [{ name: 'Berserker', levels: 1, hitPoints: [], abilityScoreImprovements: [] }],
  };
}

const preview = () => within(screen.getByRole('region', { name: 'Will be added' })).getAllByRole('listitem').map((item) => item.textContent);

describe('builder: Add starting equipment', () => {
  it("offers the Berserker's options and the Jedi background's items, and adds the chosen ones in one step", async () => {
    const { harness } = renderBuilder(berserker('Jedi'), { initialStep: 5, rules, details: bundledDetails() });
    await userEvent.click(screen.getByRole('button', { name: 'Add starting equipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Starting Equipment' });
    // The details arrive from the (mocked) server: wait for the first choice.
    const first = await within(dialog).findByRole('group', { name: 'Choice 1' });
    expect(within(dialog).getByRole('region', { name: 'Berserker (starting class)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Jedi background' })).toBeInTheDocument();
    // Option (a) is chosen at first, and its shield is "light or medium": a select offers both.
    expect(within(first).getByRole('radio', { name: /^\(a\) one vibroweapon plus a light or medium physical shield/ })).toBeChecked();
    await userEvent.selectOptions(within(dialog).getByLabelText('Which one: a light or medium physical shield'), 'Medium physical shield');
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Choice 2' })).getByRole('radio', { name: /^\(b\)/ }));
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Choice 3' })).getByRole('radio', { name: /^\(b\)/ }));
    // "One vibroweapon" is a picker of the listed vibroweapons, unanswered at first: nothing can be added yet.
    expect(preview()).toContain('Not chosen yet: one vibroweapon');
    expect(within(dialog).getByRole('button', { name: 'Add starting equipment' })).toBeDisabled();
    const picker = within(dialog).getByLabelText('Which one: one vibroweapon');
    expect(within(picker).getByRole('option', { name: 'Vibroaxe' })).toBeInTheDocument();
    expect(within(picker).queryByRole('option', { name: 'Blaster pistol' })).toBeNull();
    await userEvent.selectOptions(picker, 'Vibroaxe');
    expect(preview()).toEqual([
      'Vibroaxe ×1',
      'Medium physical shield ×1',
      'Vibrospear ×2',
      "Dungeoneer's pack ×1 (custom item: not in the equipment list)",
      'Copy of the Jedi code ×1 (custom item: not in the equipment list)',
      'Clothes, common ×1',
      'Robe ×1 (custom item: not in the equipment list)',
      'Pouch ×1',
      '150 credits',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add starting equipment' }));

    const character = harness.current();
    // Equipped by default as a loadout two hands can hold: the shield and a weapon for the other hand, the spear (the
    // two-handed vibroaxe is carried to switch to: with the shield and both, the sheet would warn). Clothes are not
    // something it equips.
    expect(character.equipment.map((entry) => [entry.name, entry.quantity, entry.equipped])).toEqual([
      ['Vibroaxe', 1, false],
      ['Medium physical shield', 1, true],
      ['Vibrospear', 2, true],
      ['Clothes, common', 1, undefined],
      ['Pouch', 1, undefined],
    ]);
    expect(character.customEquipment.map((item) => item.name)).toEqual(["Dungeoneer's pack", 'Copy of the Jedi code', 'Robe']);
    expect(character.customEquipment[0].description).toMatch(/Starting equipment of the Berserker: not in the equipment list/);
    // 10 + 150.
    expect(character.credits).toBe(160);
    // The step now lists them, and the dialog is closed.
    expect(screen.queryByRole('dialog', { name: 'Add Starting Equipment' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Equipment' })).getByText('Vibrospear')).toBeInTheDocument();
  });

  it('"a pair of vibroweapons" is two pickers, so the two may differ', async () => {
    const { harness } = renderBuilder(berserker('Jedi'), { initialStep: 5, rules, details: bundledDetails() });
    await userEvent.click(screen.getByRole('button', { name: 'Add starting equipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Starting Equipment' });
    const first = await within(dialog).findByRole('group', { name: 'Choice 1' });
    await userEvent.click(within(first).getByRole('radio', { name: /^\(b\)/ }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Which one: a pair of vibroweapons (1 of 2)'), 'Vibroaxe');
    await userEvent.selectOptions(within(dialog).getByLabelText('Which one: a pair of vibroweapons (2 of 2)'), 'Vibrospear');
    expect(preview().slice(0, 2)).toEqual(['Vibroaxe ×1', 'Vibrospear ×1']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add starting equipment' }));
    expect(harness.current().equipment.map((entry) => entry.name)).toEqual(expect.arrayContaining(['Vibroaxe', 'Vibrospear']));
  });

  it('the equip box unticked adds weapons and armor unequipped', async () => {
    const { harness } = renderBuilder(berserker('Jedi'), { initialStep: 5, rules, details: bundledDetails() });
    await userEvent.click(screen.getByRole('button', { name: 'Add starting equipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Starting Equipment' });
    await within(dialog).findByRole('group', { name: 'Choice 1' });
    const equip = within(dialog).getByRole('checkbox', { name: 'Equip the armor, a shield and the weapons two hands can hold' });
    expect(equip).toBeChecked();
    await userEvent.click(equip);
    await userEvent.selectOptions(within(dialog).getByLabelText('Which one: one vibroweapon'), 'Vibroaxe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add starting equipment' }));
    expect(harness.current().equipment.map((entry) => [entry.name, entry.equipped])).toEqual([
      ['Vibroaxe', false],
      ['Light physical shield', false],
      ['Techaxe', false],
      ['Clothes, common', undefined],
      ['Pouch', undefined],
    ]);
  });

  it('without a class or background it says where to choose them, and adds nothing', async () => {
    const { harness } = renderBuilder({ ...createCharacter(0, () => 0.5), name: 'Empty' }, { initialStep: 5, rules, details: bundledDetails() });
    await userEvent.click(screen.getByRole('button', { name: 'Add starting equipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Starting Equipment' });
    expect(within(dialog).getByText(/Choose a class \(step 2\) and a background \(step 4\) first/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add starting equipment' })).toBeDisabled();
    expect(harness.changes).toEqual([]);
  });
});
