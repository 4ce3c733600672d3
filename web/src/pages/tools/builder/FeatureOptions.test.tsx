// A feature's named options in the builder (jsdom, bundled rules): radios with a line on what each option does,
// listed as missing until chosen, stored under the feature's key, and kept when going to another step and back.
import { screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCharacter, indexRules, type IndexedRules, type RawCharacter } from '../../../../../core/engine/index.ts';
import { BUNDLED_RULES_DIR, loadRulesDir } from '../../../../../core/engine/node/load-rules.ts';
import { bundledDetails } from './test-support/bundled-details.ts';
import { missingTexts, renderBuilder } from './test-support/render-builder.tsx';

// Full interaction tests in jsdom are slow on a shared two-core machine.
vi.setConfig({ testTimeout: 60_000 });
const userEvent = user.setup({ delay: null });

let rules: IndexedRules;
beforeAll(() => {
  rules = indexRules(loadRulesDir(BUNDLED_RULES_DIR));
});

function human(className: string, levels: number, archetype?: string): RawCharacter {
  return {
    ...createCharacter(0, () => 0.5),
    name: 'Tester',
    species: { name: 'Human', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
    baseAbilityScores: { Strength: 15, Dexterity: 14, Constitution: 14, Intelligence: 10, Wisdom: 12, Charisma: 8 },
    classes: [{ name: className, levels, hitPoints: Array.from({ length: levels - 1 }, () => 5), abilityScoreImprovements: [], ...(archetype ? { archetype: { name: archetype } } : {}) }],
  };
}

describe('builder: options chosen inside a feature', () => {
  it("a Hunter Technique scout's options are radios on the class step with what each does; the pick is stored and no longer missing", async () => {
    const { harness } = renderBuilder(human('Scout', 7, 'Hunter Technique'), { initialStep: 2, rules, details: bundledDetails() });
    expect(missingTexts()).toEqual(expect.arrayContaining(["Hunter's Prey (Hunter Technique 3): choose 1 option", 'Defensive Tactics (Hunter Technique 7): choose 1 option']));
    const tactics = screen.getByRole('group', { name: 'Defensive Tactics (Hunter Technique 7): choose 1 option' });
    expect(within(tactics).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['Escape the Horde', 'Multiattack Defense', 'Steel Will']);
    // The line under each name is written from the option's effects.
    expect(within(tactics).getByText('Advantage on saving throws against being frightened')).toBeInTheDocument();
    await userEvent.click(within(tactics).getByRole('radio', { name: /Steel Will/ }));
    expect(harness.current().featureChoices).toEqual({ 'Archetype|Hunter Technique|Defensive Tactics': ['Steel Will'] });
    expect(missingTexts()).not.toContain('Defensive Tactics (Hunter Technique 7): choose 1 option');
    // Another option replaces the first (one to choose).
    await userEvent.click(within(tactics).getByRole('radio', { name: /Escape the Horde/ }));
    expect(harness.current().featureChoices).toEqual({ 'Archetype|Hunter Technique|Defensive Tactics': ['Escape the Horde'] });
  });

  it('a species heritage is chosen on the species step, its own skill choice (named with the option) appears once chosen, and both survive a step away and back', async () => {
    // The bundled species have no heritage trait: one is given to the Human here, as the real data's Kiffar has.
    const data = loadRulesDir(BUNDLED_RULES_DIR);
    const withHeritage = indexRules({
      ...data,
      featureMechanics: [
        ...(data.featureMechanics ?? []).filter((entry) => !(entry.source === 'Species' && entry.name === 'Human Versatility')),
        {
          source: 'Species',
          sourceName: '*',
          name: 'Human Versatility',
          effects: [
            {
              kind: 'options',
              options: [
                { name: 'Diver', effects: [{ kind: 'speed', mode: 'swim', set: 30 }] },
                { name: 'Tracker', effects: [{ kind: 'proficiency', category: 'skill', choose: { count: 1, from: ['Survival', 'Perception'] } }] },
              ],
            },
          ],
        },
      ],
    });
    const { harness } = renderBuilder(human('Berserker', 1), { initialStep: 1, rules: withHeritage, details: bundledDetails() });
    expect(missingTexts()).toEqual(['Human Versatility (Human): choose 1 option']);
    const heritage = screen.getByRole('group', { name: 'Human Versatility (Human): choose 1 option' });
    expect(within(heritage).getByText('Swim 30 ft.')).toBeInTheDocument();
    await userEvent.click(within(heritage).getByRole('radio', { name: /Tracker/ }));
    expect(missingTexts()).toEqual(['Human Versatility: Tracker (Human): choose 1 skill']);
    await userEvent.selectOptions(screen.getByLabelText('Human Versatility: Tracker (Human): choose 1 skill'), 'Survival');
    expect(harness.current().featureChoices).toEqual({ 'Species|Human|Human Versatility': ['Tracker'], 'Species|Human|Human Versatility#2': ['Survival'] });
    expect(missingTexts()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: /^Continue/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(within(screen.getByRole('group', { name: 'Human Versatility (Human): choose 1 option' })).getByRole('radio', { name: /Tracker/ })).toBeChecked();
    expect(screen.getByLabelText('Human Versatility: Tracker (Human): choose 1 skill')).toHaveValue('Survival');
  });
});
