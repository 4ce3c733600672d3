// The builder's controls for options a feature grants from another record list (fighting styles, masteries,
// lightsaber forms), in jsdom with the real rules data: names from the loaded rules, the ones already held marked and
// not pickable, the answer stored in featureChoices, the step listing the grant until chosen, and nothing lost when
// going back and forth between steps.
import { screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCharacter, indexRules, type IndexedRules, type RawCharacter } from '../../../../../core/engine/index.ts';
import { loadRulesDir } from '../../../../../core/engine/node/load-rules.ts';
import { hasRealData, REALDATA_API } from '../../../../../tests/support/realdata.ts';
import { bundledDetails } from './test-support/bundled-details.ts';
import { missingTexts, renderBuilder } from './test-support/render-builder.tsx';

// Full interaction tests in jsdom are slow on a shared two-core machine.
vi.setConfig({ testTimeout: 60_000 });
const userEvent = user.setup({ delay: null });

function human(className: string, levels: number, patch: Partial<RawCharacter> = {}, entry: Partial<RawCharacter['classes'][number]> = {}): RawCharacter {
  return {
    ...createCharacter(0, () => 0.5),
    name: 'Tester',
    species: { name: 'Human', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
    baseAbilityScores: { Strength: 15, Dexterity: 14, Constitution: 14, Intelligence: 10, Wisdom: 12, Charisma: 8 },
    classes: [{ name: className, levels, hitPoints: Array.from({ length: levels - 1 }, () => 5), abilityScoreImprovements: [], ...entry }],
    ...patch,
  };
}

describe.runIf(hasRealData('builder option grants'))('builder: styles, masteries and forms a feature grants', () => {
  let rules: IndexedRules;
  beforeAll(() => {
    rules = indexRules(loadRulesDir(REALDATA_API));
  });

  it("a feat's fighting style: the class's own style is marked as known, the pick is stored and kept across steps", async () => {
    const start = human('Fighter', 4, { customFeats: ['Fighting Stylist'] }, { fightingStyle: 'Defense Style' });
    const { harness } = renderBuilder(start, { initialStep: 2, rules, details: bundledDetails() });
    const label = 'Fighting Stylist (feat): choose 1 fighting style';
    const select = await screen.findByLabelText(label);
    expect(missingTexts()).toContain(label);
    // Every style of the loaded rules is offered; the one the class already gives cannot be taken again.
    expect(within(select).getAllByRole('option')).toHaveLength(1 + rules.optionLists.fightingStyle.size);
    expect(within(select).getByRole('option', { name: 'Defense Style (already known)' })).toBeDisabled();

    await userEvent.selectOptions(select, 'Duelist Style');
    expect(harness.current().featureChoices).toEqual({ 'Feat|Fighting Stylist|Fighting Stylist#2': ['Duelist Style'] });
    expect(missingTexts()).not.toContain(label);
    // The chosen style's text is shown under the control.
    expect(screen.getByText(rules.optionLists.fightingStyle.get('Duelist Style')!.text.slice(0, 40), { exact: false })).toBeInTheDocument();

    // Back to the species step and on again: the pick is on the character, so it is still selected.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: /^Continue/ }));
    expect(screen.getByLabelText(label)).toHaveValue('Duelist Style');
  });

  it('a Form archetype naming two forms offers just those two until one is chosen', async () => {
    const start = human('Guardian', 3, {}, { archetype: { name: 'Shien/Djem So Form' }, fightingStyle: 'Defense Style' });
    const { harness } = renderBuilder(start, { initialStep: 2, rules, details: bundledDetails() });
    const label = 'Form Basics (Shien/Djem So Form 3): choose 1 lightsaber form';
    const select = await screen.findByLabelText(label);
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose one', 'Shien Form', 'Djem So Form']);
    expect(missingTexts()).toContain(label);
    await userEvent.selectOptions(select, 'Djem So Form');
    expect(harness.current().featureChoices).toEqual({ 'Archetype|Shien/Djem So Form|Form Basics': ['Djem So Form'] });
    expect(missingTexts()).not.toContain(label);
  });

  it("a style that teaches three forms: a checklist limited to three, the archetype's form marked as known", async () => {
    const start = human('Guardian', 3, { featureChoices: { 'Archetype|Shien/Djem So Form|Form Basics': ['Shien Form'] } }, { archetype: { name: 'Shien/Djem So Form' }, fightingStyle: 'Formfighting Style' });
    const { harness } = renderBuilder(start, { initialStep: 2, rules, details: bundledDetails() });
    const legend = 'Formfighting Style (fighting style): choose 3 lightsaber forms';
    const forms = await screen.findByRole('group', { name: legend });
    expect(missingTexts()).toContain(legend);
    expect(within(forms).getByRole('checkbox', { name: 'Shien Form (already known)' })).toBeDisabled();
    for (const name of ['Ataru Form', 'Makashi Form', 'Soresu Form']) await userEvent.click(within(forms).getByRole('checkbox', { name }));
    expect(harness.current().featureChoices?.['FightingStyle|Formfighting Style|Formfighting Style']).toEqual(['Ataru Form', 'Makashi Form', 'Soresu Form']);
    // Three chosen: the rest cannot be ticked, and nothing is missing for this grant.
    expect(within(forms).getByRole('checkbox', { name: 'Niman Form' })).toBeDisabled();
    expect(missingTexts()).not.toContain(legend);
  });

  it('a feat taken twice: two controls told apart by name, each storing its own mastery under its own key', async () => {
    const start = human('Fighter', 8, { customFeats: ['Fighting Master', 'Fighting Master'] }, { fightingStyle: 'Defense Style' });
    const { harness } = renderBuilder(start, { initialStep: 2, rules, details: bundledDetails() });
    const first = 'Fighting Master (feat, first): choose 1 fighting mastery';
    const second = 'Fighting Master (feat, second): choose 1 fighting mastery';
    await userEvent.selectOptions(await screen.findByLabelText(first), 'Defense Mastery');
    expect(missingTexts()).toContain(second);
    expect(missingTexts()).not.toContain(first);
    // The second copy cannot take the mastery the first holds.
    expect(within(screen.getByLabelText(second)).getByRole('option', { name: 'Defense Mastery (already known)' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText(second), 'Brawler Mastery');
    expect(Object.values(harness.current().featureChoices ?? {}).sort()).toEqual([['Brawler Mastery'], ['Defense Mastery']]);
    expect(missingTexts().filter((text) => text?.startsWith('Fighting Master'))).toEqual([]);
  });
});
