// The builder's feature choices in jsdom with the bundled rules: each choice a feature asks for has a control, the
// answer is stored where the engine reads it, the step lists what is still missing, and going back and forth
// between steps keeps every pick.
import { screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { computeCharacter, createCharacter, indexRules, type IndexedRules, type RawCharacter } from '../../../../../core/engine/index.ts';
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

function human(className: string, levels: number, patch: Partial<RawCharacter> = {}): RawCharacter {
  return {
    ...createCharacter(0, () => 0.5),
    name: 'Tester',
    species: { name: 'Human', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
    baseAbilityScores: { Strength: 15, Dexterity: 14, Constitution: 14, Intelligence: 10, Wisdom: 12, Charisma: 8 },
    classes: [{ name: className, levels, hitPoints: Array.from({ length: levels - 1 }, () => 5), abilityScoreImprovements: [] }],
    ...patch,
  };
}

describe('builder: species trait choices', () => {
  it("Human Versatility's skill, tool and weapon are chosen on the species step, stored apart, and kept across steps", async () => {
    const { harness } = renderBuilder(human('Berserker', 1), { initialStep: 1, rules, details: bundledDetails() });
    expect(missingTexts()).toEqual([
      'Human Versatility (Human): choose 1 skill',
      'Human Versatility (Human): choose 1 tool',
      'Human Versatility (Human): choose 1 weapon',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Human Versatility (Human): choose 1 skill'), 'Stealth');
    await userEvent.selectOptions(screen.getByLabelText('Human Versatility (Human): choose 1 tool'), "Tinker's implements");
    expect(harness.current().featureChoices).toEqual({
      'Species|Human|Human Versatility': ['Stealth'],
      'Species|Human|Human Versatility#2': ["Tinker's implements"],
    });
    expect(missingTexts()).toEqual(['Human Versatility (Human): choose 1 weapon']);

    // To the class step and back: the picks are on the character, so nothing is lost.
    await userEvent.click(screen.getByRole('button', { name: /^Continue/ }));
    expect(screen.getByRole('heading', { name: 'Choose a Class' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Human Versatility (Human): choose 1 skill')).toHaveValue('Stealth');
    expect(screen.getByLabelText('Human Versatility (Human): choose 1 tool')).toHaveValue("Tinker's implements");
    // Clearing a pick removes the stored answer and lists the choice as missing again.
    await userEvent.selectOptions(screen.getByLabelText('Human Versatility (Human): choose 1 skill'), '');
    expect(harness.current().featureChoices).toEqual({ 'Species|Human|Human Versatility#2': ["Tinker's implements"] });
    expect(missingTexts()).toContain('Human Versatility (Human): choose 1 skill');
  });
});

describe('builder: class choices', () => {
  it('class skills: the step lists how many are missing until the class list is complete', async () => {
    const { harness } = renderBuilder(human('Berserker', 3), { initialStep: 2, rules, details: bundledDetails() });
    expect(await screen.findByText('Berserker skill proficiencies: choose 2 skills')).toBeInTheDocument();
    const skills = screen.getByRole('group', { name: /Skill proficiencies: choose 2/ });
    expect(within(skills).getByText('Choose 2 more.')).toBeInTheDocument();
    await userEvent.click(within(skills).getByRole('checkbox', { name: 'Athletics' }));
    await userEvent.click(within(skills).getByRole('checkbox', { name: 'Survival' }));
    expect(harness.current().classes[0].skills).toEqual(['Athletics', 'Survival']);
    // The list is full: the others are disabled and the notice no longer names the class skills.
    expect(within(skills).getByRole('checkbox', { name: 'Nature' })).toBeDisabled();
    expect(missingTexts().some((text) => text?.startsWith('Berserker skill'))).toBe(false);
  });

  it('fighting style: a Fighter picks one of the loaded styles; it is stored on the class', async () => {
    const { harness } = renderBuilder(human('Fighter', 1), { initialStep: 2, rules, details: bundledDetails() });
    expect(await screen.findByText('Fighter Fighting Style: choose a fighting style')).toBeInTheDocument();
    const select = await screen.findByLabelText('Fighter fighting style');
    await screen.findByRole('option', { name: 'Defense Style' });
    await userEvent.selectOptions(select, 'Defense Style');
    expect(harness.current().classes[0].fightingStyle).toBe('Defense Style');
    expect(screen.queryByText('Fighter Fighting Style: choose a fighting style')).toBeNull();
  });

  it("expertise: an Operative doubles two of the character's skill proficiencies", async () => {
    const start = human('Operative', 1);
    start.classes[0].skills = ['Stealth', 'Deception', 'Piloting', 'Lore'];
    const { harness } = renderBuilder(start, { initialStep: 2, rules, details: bundledDetails() });
    expect(await screen.findByText('Operative Expertise: choose 2 skills for expertise')).toBeInTheDocument();
    const expertise = screen.getByRole('group', { name: /Operative Expertise/ });
    // Only skills the character is proficient in are offered.
    expect(within(expertise).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual(['Deception', 'Lore', 'Piloting', 'Stealth']);
    await userEvent.click(within(expertise).getByRole('checkbox', { name: 'Stealth' }));
    await userEvent.click(within(expertise).getByRole('checkbox', { name: 'Piloting' }));
    expect(harness.current().classes[0].expertise).toEqual(['Stealth', 'Piloting']);
    expect(within(expertise).getByRole('checkbox', { name: 'Lore' })).toBeDisabled();
    expect(screen.queryByText(/Operative Expertise: choose/, { selector: 'li' })).toBeNull();
  });

  it("expertise may double a tool the character is proficient with (the background's kit), which the sheet then lists as expertise", async () => {
    const start = human('Operative', 1, { background: { name: 'Agent', feature: '', toolProficiencies: ["Slicer's kit"] } });
    start.classes[0].skills = ['Stealth', 'Deception'];
    const { harness } = renderBuilder(start, { initialStep: 2, rules, details: bundledDetails() });
    const expertise = await screen.findByRole('group', { name: /Operative Expertise/ });
    expect(within(expertise).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual(['Deception', "Slicer's kit", 'Stealth']);
    await userEvent.click(within(expertise).getByRole('checkbox', { name: "Slicer's kit" }));
    expect(harness.current().classes[0].expertise).toEqual(["Slicer's kit"]);
    expect(computeCharacter(harness.current(), rules).toolExpertise).toEqual(["Slicer's kit"]);
  });

  it("a half feat's ability: chosen on the class step and stored for the engine", async () => {
    const start = human('Berserker', 4);
    start.classes[0].abilityScoreImprovements = [{ type: 'Feat', name: 'Athlete' }];
    const { harness } = renderBuilder(start, { initialStep: 2, rules, details: bundledDetails() });
    expect(screen.getByText('Athlete (feat): choose 1 ability score', { selector: 'li' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Athlete (feat): choose 1 ability score'), 'Dexterity');
    expect(harness.current().featureChoices).toEqual({ 'Feat|Athlete|Athlete': ['Dexterity'] });
    expect(screen.queryByText('Athlete (feat): choose 1 ability score', { selector: 'li' })).toBeNull();
  });

  it("an archetype's choice (Tactical Specialist's tool) is offered on the class step and stored", async () => {
    const start = human('Fighter', 3, { species: { name: "Twi'lek", abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} } });
    start.classes[0].archetype = { name: 'Tactical Specialist' };
    const { harness } = renderBuilder(start, { initialStep: 2, rules, details: bundledDetails() });
    const label = 'Bonus Proficiencies (Tactical Specialist 3): choose 1 tool';
    expect(screen.getByText(label, { selector: 'li' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(label), "Tinker's implements");
    expect(harness.current().featureChoices).toEqual({ 'Archetype|Tactical Specialist|Bonus Proficiencies': ["Tinker's implements"] });
    expect(screen.queryByText(label, { selector: 'li' })).toBeNull();
  });
});

describe('builder: typed and over-full choices', () => {
  it('a language with no list is typed, one field per pick, and stored for the engine', async () => {
    // The bundled catalogue asks no one for a language yet: one entry is added to the loaded rules here.
    const data = loadRulesDir(BUNDLED_RULES_DIR);
    const withLanguage = indexRules({
      ...data,
      featureMechanics: [
        ...(data.featureMechanics ?? []).filter((entry) => !(entry.source === 'Species' && entry.name === 'Human Versatility')),
        { source: 'Species', sourceName: '*', name: 'Human Versatility', effects: [{ kind: 'proficiency', category: 'language', choose: { count: 2 } }] },
      ],
    });
    const { harness } = renderBuilder(human('Berserker', 1), { initialStep: 1, rules: withLanguage, details: bundledDetails() });
    expect(missingTexts()).toEqual(['Human Versatility (Human): choose 2 languages']);
    await userEvent.type(screen.getByLabelText('Language 1'), 'Huttese');
    await userEvent.type(screen.getByLabelText('Language 2'), 'Bocce');
    expect(harness.current().featureChoices).toEqual({ 'Species|Human|Human Versatility': ['Huttese', 'Bocce'] });
    expect(missingTexts()).toEqual([]);
  });

  it('expertise picked at a higher level is kept when levels go down, and the step says how many to remove', async () => {
    const start = human('Operative', 6);
    start.classes[0].skills = ['Stealth', 'Deception', 'Piloting', 'Lore'];
    start.classes[0].expertise = ['Stealth', 'Deception', 'Piloting', 'Lore'];
    const { harness } = renderBuilder(start, { initialStep: 2, rules, details: bundledDetails() });
    await userEvent.selectOptions(screen.getByLabelText('Operative levels'), '5');
    expect(harness.current().classes[0].expertise).toEqual(['Stealth', 'Deception', 'Piloting', 'Lore']);
    expect(screen.getByText('Operative Expertise: 4 chosen but 2 allowed at this level: remove 2', { selector: 'li' })).toBeInTheDocument();
    const expertise = screen.getByRole('group', { name: /Operative Expertise/ });
    await userEvent.click(within(expertise).getByRole('checkbox', { name: 'Lore' }));
    await userEvent.click(within(expertise).getByRole('checkbox', { name: 'Piloting' }));
    expect(harness.current().classes[0].expertise).toEqual(['Stealth', 'Deception']);
    expect(screen.queryByText(/Operative Expertise:/, { selector: 'li' })).toBeNull();
  });
});
