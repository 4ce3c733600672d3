// Every choice the rules require is asked, and each open one is named in its step's "Choices still to make" list:
// the archetype at its level, each ability score improvement, the class's own options (Berserker Instincts), and the
// background's feat (with the half feat's ability), skills, tools and languages. Bundled rules, in jsdom.
import { screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { computeCharacter, createCharacter, indexRules, type IndexedRules, type RawCharacter } from '../../../../../core/engine/index.ts';
import { BUNDLED_RULES_DIR, loadRulesDir } from '../../../../../core/engine/node/load-rules.ts';
import { bundledDetails } from './test-support/bundled-details.ts';
import { missingTexts, renderBuilder } from './test-support/render-builder.tsx';

// Full interaction tests in jsdom are slow on a shared two-core machine.
vi.setConfig({ testTimeout: 90_000 });
const userEvent = user.setup({ delay: null });

let rules: IndexedRules;
beforeAll(() => {
  rules = indexRules(loadRulesDir(BUNDLED_RULES_DIR));
});

function wookiee(className: string, levels: number, patch: Partial<RawCharacter> = {}): RawCharacter {
  return {
    ...createCharacter(0, () => 0.5),
    name: 'Tester',
    species: { name: 'Wookiee', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
    baseAbilityScores: { Strength: 15, Dexterity: 14, Constitution: 13, Intelligence: 10, Wisdom: 12, Charisma: 8 },
    classes: [{ name: className, levels, hitPoints: Array.from({ length: levels - 1 }, () => 7), abilityScoreImprovements: [], skills: ['Athletics', 'Survival'] }],
    ...patch,
  };
}

describe('builder: the class step asks every choice', () => {
  it('a Berserker 4 is asked its archetype, its improvement and its two instincts, and the list empties as they are made', async () => {
    const { harness } = renderBuilder(wookiee('Berserker', 4), { initialStep: 2, rules, details: bundledDetails() });
    // The archetype's name for the class comes with the builder's details.
    await screen.findByLabelText('Archetype (Berserker Approaches)');
    expect(missingTexts()).toEqual([
      'Berserker Instincts (Berserker 2): choose 2 options',
      'Berserker 4: choose an archetype (Berserker Approaches)',
      'Berserker ability score improvement 1: choose an ability score increase or a feat',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Archetype (Berserker Approaches)'), rules.archetypesByClass.get('berserker')![0].name);
    const instincts = screen.getByRole('group', { name: /^Berserker Instincts \(Berserker 2\): choose 2 options/ });
    // Each instinct with the first sentence of its text; the 7th-level ones are not offered at 4th level.
    expect(within(instincts).getByRole('checkbox', { name: /Katarn's Instinct.*climb/ })).toBeInTheDocument();
    expect(within(instincts).queryByRole('checkbox', { name: /Bantha's Instinct/ })).toBeNull();
    await userEvent.click(within(instincts).getByRole('checkbox', { name: /Katarn's Instinct/ }));
    await userEvent.click(within(instincts).getByRole('checkbox', { name: /Predator's Instinct/ }));
    expect(within(instincts).getByRole('checkbox', { name: /Acklay's Instinct/ })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Improvement 1 of 1'), 'Ability Score Improvement');
    expect(missingTexts()).toEqual(['Berserker ability score improvement 1: choose 2 more increases']);
    await userEvent.selectOptions(screen.getByLabelText('First increase'), 'Constitution');
    await userEvent.selectOptions(screen.getByLabelText('Second increase'), 'Constitution');
    expect(missingTexts()).toEqual([]);
    expect(harness.current().featureChoices?.['Class|Berserker|Berserker Instincts']).toEqual(["Katarn's Instinct", "Predator's Instinct"]);
  });

  it("a Fighter's improvements follow its class table (4th and 6th level)", () => {
    renderBuilder(wookiee('Fighter', 6, { classes: [{ name: 'Fighter', levels: 6, hitPoints: [6, 6, 6, 6, 6], abilityScoreImprovements: [{ type: 'Feat', name: 'Durable' }], skills: ['Athletics', 'Survival'], archetype: { name: rules.archetypesByClass.get('fighter')![0].name }, fightingStyle: 'Defense Style' }] }), {
      initialStep: 2,
      rules,
      details: bundledDetails(),
    });
    expect(screen.getByLabelText('Improvement 2 of 2')).toBeInTheDocument();
    expect(missingTexts()).toContain('Fighter ability score improvement 2: choose an ability score increase or a feat');
  });
});

describe('builder: the description step asks the background\'s choices', () => {
  it("Mercenary: its feat (Athlete's ability asked beside it), skills, gaming set and language; the sheet then holds them", async () => {
    const start = wookiee('Berserker', 1, { background: { name: 'Agent', feature: '' } });
    const { harness } = renderBuilder(start, { initialStep: 4, rules, details: bundledDetails() });
    // The background texts come with the builder's details.
    await screen.findByRole('group', { name: /^Background skill proficiencies/ });
    await userEvent.selectOptions(screen.getByLabelText('Background'), 'Mercenary');
    expect(missingTexts()).toEqual([
      'Background feat: choose a feat',
      'Background skill proficiencies: choose 2 skills',
      'Background tool proficiencies: choose 1 tool',
      'Background languages: choose 1 language',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Background feat'), 'Athlete');
    expect(missingTexts()).toContain('Athlete (feat): choose 1 ability score');
    await userEvent.selectOptions(screen.getByLabelText('Athlete (feat): choose 1 ability score'), 'Strength');
    const skills = screen.getByRole('group', { name: /^Background skill proficiencies/ });
    await userEvent.click(within(skills).getByRole('checkbox', { name: 'Investigation' }));
    await userEvent.click(within(skills).getByRole('checkbox', { name: 'Persuasion' }));
    const gamingSet = rules.equipment.all.find((item) => item.equipmentCategory === 'GamingSet')!.name;
    await userEvent.selectOptions(screen.getByLabelText('Background tool (choose one)'), gamingSet);
    await userEvent.type(screen.getByLabelText('Language of your choice'), 'Huttese');
    expect(missingTexts()).toEqual([]);
    const character = harness.current();
    expect(character.background).toMatchObject({ name: 'Mercenary', toolProficiencies: [gamingSet], languages: ['Huttese'] });
    const sheet = computeCharacter(character, rules);
    // Strength 15 + 2 (Wookiee) + 1 (Athlete) = 18; the gaming set is a tool proficiency; Huttese is known.
    expect(sheet.abilityScores.Strength.value).toBe(18);
    expect(sheet.proficiencyKinds[gamingSet]).toBe('tool');
    expect(sheet.languages).toContain('Huttese');
  });

  it('a background naming its tool outright gives it as soon as it is chosen (Jedi: artificer\'s implements)', async () => {
    const { harness } = renderBuilder(wookiee('Berserker', 1, { background: { name: 'Agent', feature: '' } }), { initialStep: 4, rules, details: bundledDetails() });
    await screen.findByRole('group', { name: /^Background skill proficiencies/ });
    await userEvent.selectOptions(screen.getByLabelText('Background'), 'Jedi');
    expect(harness.current().background.toolProficiencies).toEqual(["Artificer's implements"]);
    expect(screen.getByText("Artificer's implements (given by the background)")).toBeInTheDocument();
    expect(missingTexts().some((line) => /tool/.test(line ?? ''))).toBe(false);
  });
});
