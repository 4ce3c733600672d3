// The builder's glue in jsdom: intro, stepper, the sheet button's gate and tooltip, and each step's controls
// driving the engine's transitions with the fixture rules.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { blankCharacter, indexRules, VALIDATION_MESSAGES, TOO_MANY_ABILITY_SCORES, MUST_BE_LESS_THAN_21, ITEM_NOT_FOUND_WARNING } from '../../../../../core/engine/index.ts';
import { FIXTURE_EQUIPMENT, FIXTURE_RULES, fixtureCharacter } from '../../../../../core/engine/test-support/fixture-rules.ts';
import { SITE_LINKS_PATH } from '../../../../../core/http-contract.ts';
import { renderBuilder } from './test-support/render-builder.tsx';

// Full interaction tests in jsdom are slow on a shared machine; typing without delays keeps them reasonable.
vi.setConfig({ testTimeout: 30_000 });
const userEvent = user.setup({ delay: null });

describe('CharacterBuilder: intro and stepper', () => {
  it('step 0 shows the beta notice, the configured chat link and the way in', async () => {
    // The chat server's address is the server's configuration (SITE_LINKS_PATH).
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === SITE_LINKS_PATH
        ? new Response(JSON.stringify({ chatUrl: 'https://chat.example/invite', patreonUrl: null }), { headers: { 'content-type': 'application/json' } })
        : realFetch(input, init),
    );
    renderBuilder(blankCharacter(), { initialStep: 0 });
    // It says what the sheet works out and what stays by hand (the features are applied: it no longer says otherwise).
    const notice = screen.getByRole('note', { name: 'Beta notice' });
    expect(notice).toHaveTextContent(/applies what your species, class, archetype, feats and background do/);
    expect(notice).toHaveTextContent(/applied by hand/);
    expect(notice).not.toHaveTextContent(/not coded yet/i);
    const chat = await screen.findByRole('link', { name: 'community chat server' });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('href', 'https://chat.example/invite');
    vi.unstubAllGlobals();
    await userEvent.click(screen.getByRole('button', { name: 'Go to character builder' }));
    expect(screen.getByRole('heading', { name: 'Choose a Species' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Step 1: Choose a Species/ })).toHaveAttribute('aria-current', 'step');
  });

  it('headers jump to any step; Back and Continue move one step and stop at the intro', async () => {
    renderBuilder(blankCharacter(), { initialStep: 1 });
    await userEvent.click(screen.getByRole('button', { name: /Step 4: Describe Your Character/ }));
    expect(screen.getByRole('heading', { name: 'Describe Your Character' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: /^Continue/ }));
    expect(screen.getByRole('heading', { name: 'Choose Equipment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Continue/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Step 1/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Go to character builder' })).toBeInTheDocument();
  });

  it('marks complete steps', () => {
    renderBuilder(fixtureCharacter([{ name: 'Fighter', levels: 1 }]), { initialStep: 5 });
    expect(screen.getByRole('button', { name: 'Step 1: Choose a Species (complete)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Step 4: Describe Your Character (complete)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Step 5: Choose Equipment' })).toBeInTheDocument();
  });

  it('the Character Sheet button is disabled with the validation message as its tooltip until complete', async () => {
    const view = renderBuilder({ ...blankCharacter(), name: '' }, { initialStep: 4 });
    const button = screen.getByRole('button', { name: 'Character Sheet' });
    expect(button).toBeDisabled();
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip).toHaveTextContent(VALIDATION_MESSAGES[2]);
    expect(tooltip).not.toBeVisible();
    await userEvent.hover(button.parentElement!);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Name'), 'Vex');
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(VALIDATION_MESSAGES[3]);
    // The name takes at most 60 characters, and says how many are used (the counter describes the field).
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('maxlength', '60');
    expect(name).toHaveAccessibleDescription('3 of at most 60 characters');
    expect(screen.getAllByTestId('field-count')[0]).toHaveTextContent('3/60');
    fireEvent.change(name, { target: { value: 'N'.repeat(60) } });
    expect(name).toHaveAccessibleDescription('60 of at most 60 characters');
    view.unmount();

    const done = renderBuilder(fixtureCharacter([{ name: 'Fighter', levels: 1 }]), { initialStep: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Character Sheet' }));
    expect(done.harness.viewSheet.calls).toBe(1);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });

  it('the settings button carries a badge while there are unsaved changes', () => {
    renderBuilder(blankCharacter(), { isDirty: true });
    expect(screen.getByRole('button', { name: 'Settings (unsaved changes)' })).toBeInTheDocument();
  });
});

describe('CharacterBuilder: species', () => {
  it('picking a species resets its choices; too many picks show the message', async () => {
    const { harness } = renderBuilder(blankCharacter());
    await userEvent.click(screen.getByRole('radio', { name: 'Human' }));
    expect(harness.current().species).toEqual({ name: 'Human', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} });
    expect(await screen.findByText('Fixture world')).toBeInTheDocument();
    const plusOne = screen.getByRole('group', { name: 'Choose 2 to increase by 1' });
    for (const ability of ['Strength', 'Dexterity', 'Wisdom']) await userEvent.click(within(plusOne).getByRole('checkbox', { name: ability }));
    expect(screen.getByRole('alert')).toHaveTextContent(TOO_MANY_ABILITY_SCORES);
    await userEvent.click(within(plusOne).getByRole('checkbox', { name: 'Wisdom' }));
    expect(screen.queryByText(TOO_MANY_ABILITY_SCORES)).toBeNull();
    await userEvent.click(within(screen.getByRole('group', { name: 'Choose 1 to increase by 2' })).getByRole('checkbox', { name: 'Charisma' }));
    expect(harness.current().species.abilityScoreImprovement).toEqual({ Strength: 1, Dexterity: 1, Charisma: 2 });
    // the second option clears the picks
    await userEvent.click(screen.getByRole('radio', { name: 'Any four increase by 1' }));
    expect(harness.current().species).toMatchObject({ abilityScoreImprovementSelectedOption: 1, abilityScoreImprovement: {} });
  });
});

describe('CharacterBuilder: classes', () => {
  it('adds a class, changes levels (hit points, archetype, improvements), offers only unheld classes, deletes', async () => {
    const { harness } = renderBuilder({ ...blankCharacter(), settings: { ...blankCharacter().settings, isFixedHitPoints: false } }, { initialStep: 2 });
    await userEvent.selectOptions(screen.getByLabelText('Starting class'), 'Fighter');
    await userEvent.click(screen.getByRole('button', { name: 'Choose Class' }));
    expect(harness.current().classes).toEqual([{ name: 'Fighter', levels: 1, hitPoints: [], abilityScoreImprovements: [] }]);
    expect(screen.queryByLabelText(/Archetype/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Fighter levels'), '4');
    expect(harness.current().classes[0].hitPoints).toEqual([6, 6, 6]);
    // manual hit points: 1 up to the class's first-level value
    const level2 = screen.getByLabelText('Level 2 hit points') as HTMLSelectElement;
    expect([...level2.options].map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await userEvent.selectOptions(level2, '9');
    expect(harness.current().classes[0].hitPoints).toEqual([9, 6, 6]);
    const archetype = screen.getByLabelText('Archetype (Specialty)') as HTMLSelectElement;
    expect([...archetype.options].map((o) => o.value)).toEqual(['', 'Tactical Specialist']);
    await userEvent.selectOptions(archetype, 'Tactical Specialist');
    expect(harness.current().classes[0].archetype).toEqual({ name: 'Tactical Specialist' });
    // improvement at level 4: a feat, then two increases of one ability
    await userEvent.selectOptions(screen.getByLabelText('Improvement 1 of 1'), 'Ability Score Improvement');
    await userEvent.selectOptions(screen.getByLabelText('First increase'), 'Strength');
    await userEvent.selectOptions(screen.getByLabelText('Second increase'), 'Strength');
    expect(harness.current().classes[0].abilityScoreImprovements).toEqual([{ type: 'Ability Score Improvement', abilitiesIncreased: [{ name: 'Strength', value: 2 }] }]);
    // starting class skills, limited to its count
    await userEvent.click(screen.getByRole('checkbox', { name: 'Athletics' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Survival' }));
    expect(screen.getByRole('checkbox', { name: 'Perception' })).toBeDisabled();
    expect(harness.current().classes[0].skills).toEqual(['Athletics', 'Survival']);
    // add a second class: Fighter is not offered
    const add = screen.getByLabelText('Add New Class') as HTMLSelectElement;
    expect([...add.options].map((o) => o.value)).not.toContain('Fighter');
    await userEvent.selectOptions(add, 'Scholar');
    await userEvent.click(screen.getByRole('button', { name: 'Add Class' }));
    expect(harness.current().classes.map((c) => c.name)).toEqual(['Fighter', 'Scholar']);
    const scholarLevels = screen.getByLabelText('Scholar levels') as HTMLSelectElement;
    expect(scholarLevels.options).toHaveLength(16);
    // down to level 2: archetype and improvement go
    await userEvent.selectOptions(screen.getByLabelText('Fighter levels'), '2');
    expect(harness.current().classes[0]).toMatchObject({ levels: 2, hitPoints: [9], abilityScoreImprovements: [] });
    expect(harness.current().classes[0].archetype).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Fighter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(harness.current().classes.map((c) => c.name)).toEqual(['Scholar']);
    expect(harness.current().classes[0].hitPoints).toEqual([]);
  });

  it('hides Add New Class at total level 20', () => {
    renderBuilder(fixtureCharacter([{ name: 'Fighter', levels: 20 }]), { initialStep: 2 });
    expect(screen.queryByLabelText('Add New Class')).toBeNull();
    expect(screen.getByText(/reached level 20/)).toBeInTheDocument();
  });

  it('force powers: known count, a prerequisite disables a power until known, alignment filter', async () => {
    const start = fixtureCharacter([{ name: 'Consular', levels: 5 }]);
    const { harness } = renderBuilder(start, { initialStep: 2 });
    expect(screen.getByText('Force Powers: 0 / 13 known')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Force Powers' }));
    const dialog = screen.getByRole('dialog', { name: /Choose Force Powers/ });
    expect(within(dialog).getByRole('checkbox', { name: /Fixture Greater Push/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Fixture Push' }));
    expect(within(dialog).getByRole('checkbox', { name: /Fixture Greater Push/ })).toBeEnabled();
    expect(harness.current().classes[0].forcePowers).toEqual(['Fixture Push']);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Dark' }));
    expect(within(dialog).queryByRole('checkbox', { name: /Fixture Choke/ })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: 'Fixture Heal' })).toBeInTheDocument();
  });

  it('maneuvers only for qualifying classes, limited to the known count', async () => {
    renderBuilder(fixtureCharacter([{ name: 'Scholar', levels: 1 }, { name: 'Monk', levels: 1 }]), { initialStep: 2 });
    expect(screen.getAllByRole('button', { name: 'Choose Maneuvers' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Choose Maneuvers' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fixture Feint' }));
    expect(screen.getByRole('checkbox', { name: /Fixture Rally/ })).toBeDisabled();
  });
});

describe('CharacterBuilder: one maneuver list per class', () => {
  it('a Fighter 3 Tactical Specialist gets one picker with the class table\'s limit', async () => {
    const { harness } = renderBuilder(fixtureCharacter([{ name: 'Fighter', levels: 3, archetype: 'Tactical Specialist' }]), { initialStep: 2 });
    expect(screen.getAllByRole('button', { name: 'Choose Maneuvers' })).toHaveLength(1);
    expect(screen.getByText('Maneuvers: 0 / 2 known')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Maneuvers' }));
    const dialog = screen.getByRole('dialog', { name: /Choose Maneuvers/ });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Fixture Feint' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Fixture Rally/ }));
    expect(within(dialog).getAllByRole('checkbox').filter((box) => !(box as HTMLInputElement).checked).every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    expect(harness.current().classes[0].maneuvers).toEqual(['Fixture Feint', 'Fixture Rally']);
  });
});

describe('CharacterBuilder: ability scores', () => {
  const start = () => ({ ...blankCharacter(), species: { name: 'Ryn', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} } });

  it('standard array: each value once; species increases and totals shown', async () => {
    const { harness } = renderBuilder(start(), { initialStep: 3 });
    await userEvent.selectOptions(screen.getByLabelText('Dexterity base score'), '15');
    const strength = screen.getByLabelText('Strength base score') as HTMLSelectElement;
    expect([...strength.options].map((o) => o.value)).toEqual(['', '14', '13', '12', '10', '8']);
    expect(harness.current().baseAbilityScores.Dexterity).toBe(15);
    const dexterityRow = screen.getByRole('row', { name: /^Dexterity/ });
    expect(within(dexterityRow).getByText('+1')).toBeInTheDocument();
    expect(dexterityRow).toHaveTextContent('16');
  });

  it('point buy: 27 points, only affordable choices, remaining shown; a method change resets scores', async () => {
    const { harness } = renderBuilder({ ...start(), baseAbilityScores: { ...start().baseAbilityScores, Strength: 12 } }, { initialStep: 3 });
    await userEvent.selectOptions(screen.getByLabelText('Method'), 'Point Buy');
    expect(harness.current().baseAbilityScores.Strength).toBe(0);
    expect(screen.getByText('Points remaining: 27')).toBeInTheDocument();
    for (const ability of ['Strength', 'Dexterity', 'Constitution']) await userEvent.selectOptions(screen.getByLabelText(`${ability} base score`), '15');
    expect(screen.getByText('Points remaining: 0')).toBeInTheDocument();
    const wisdom = screen.getByLabelText('Wisdom base score') as HTMLSelectElement;
    expect([...wisdom.options].map((o) => o.value)).toEqual(['', '8']);
  });

  it('manual: 1 to 20, with the messages; an invalid entry is never stored and keeps the sheet closed', async () => {
    const complete = fixtureCharacter([{ name: 'Fighter', levels: 1 }]);
    const { harness } = renderBuilder({ ...complete, settings: { ...complete.settings, abilityScoreMethod: 'Manual' } }, { initialStep: 3 });
    const before = harness.current().baseAbilityScores.Strength;
    // Looked up each time: the tooltip around it comes and goes, which renders a new button.
    const sheetButton = () => screen.getByRole('button', { name: 'Character Sheet' });
    expect(sheetButton()).toBeEnabled();
    const strength = screen.getByLabelText('Strength base score');
    await userEvent.clear(strength);
    await userEvent.type(strength, '21');
    expect(screen.getByText(MUST_BE_LESS_THAN_21)).toBeInTheDocument();
    // The '2' typed on the way to 21 does not stay: the score from before the edit does.
    expect(harness.current().baseAbilityScores.Strength).toBe(before);
    expect(sheetButton()).toBeDisabled();
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(`Strength: ${MUST_BE_LESS_THAN_21}`);
    await userEvent.clear(strength);
    await userEvent.type(strength, '17');
    expect(screen.queryByText(MUST_BE_LESS_THAN_21)).toBeNull();
    expect(harness.current().baseAbilityScores.Strength).toBe(17);
    expect(sheetButton()).toBeEnabled();
    await userEvent.tab();
    // A fraction is refused, not rounded; letters are named too; the 17 stays stored.
    await userEvent.click(strength);
    await userEvent.clear(strength);
    await userEvent.type(strength, '12.5');
    expect(screen.getByText('Must be a whole number')).toBeInTheDocument();
    expect(harness.current().baseAbilityScores.Strength).toBe(17);
    expect(sheetButton()).toBeDisabled();
    await userEvent.clear(strength);
    await userEvent.type(strength, 'ten');
    expect(screen.getByText('Must be a whole number')).toBeInTheDocument();
    expect(harness.current().baseAbilityScores.Strength).toBe(17);
    await userEvent.clear(strength);
    await userEvent.type(strength, '0');
    expect(screen.getByText('Must be greater than 0')).toBeInTheDocument();
    expect(harness.current().baseAbilityScores.Strength).toBe(17);
    // Leaving the step with an invalid entry: the stored score is valid, so the sheet opens again.
    await userEvent.click(screen.getByRole('button', { name: /Step 4/ }));
    expect(sheetButton()).toBeEnabled();
  });
});

describe('CharacterBuilder: description', () => {
  it('name, background feat (custom: no level prerequisites), alignment and suggestions', async () => {
    const { harness } = renderBuilder(blankCharacter(), { initialStep: 4 });
    await userEvent.type(screen.getByLabelText('Name'), 'Vex');
    expect(harness.current().name).toBe('Vex');
    await userEvent.selectOptions(screen.getByLabelText('Background'), 'Custom');
    const feat = screen.getByLabelText('Background feat') as HTMLSelectElement;
    expect([...feat.options].map((o) => o.value)).toEqual(['', 'Fixture Grit']);
    await userEvent.selectOptions(feat, 'Fixture Grit');
    expect(harness.current().background).toEqual({ name: 'Custom', feature: '', feat: { name: 'Fixture Grit', type: 'Feat' } });
    await userEvent.selectOptions(screen.getByLabelText('Background'), 'Spacer');
    expect(harness.current().background).toEqual({ name: 'Spacer', feature: '' });
    const skills = screen.getByRole('group', { name: 'Background skill proficiencies: choose 2 (0 chosen)' });
    await userEvent.click(within(skills).getByLabelText('Lore'));
    await userEvent.click(within(skills).getByLabelText('Stealth'));
    expect(harness.current().background.skills).toEqual(['Lore', 'Stealth']);
    expect(within(skills).getByLabelText('Athletics')).toBeDisabled();
    await userEvent.click(within(skills).getByLabelText('Lore'));
    expect(harness.current().background.skills).toEqual(['Stealth']);
    expect(within(skills).getByLabelText('Athletics')).toBeEnabled();
    await userEvent.selectOptions(screen.getByLabelText('Alignment'), 'Balanced Neutral');
    await userEvent.selectOptions(await screen.findByLabelText('Suggested ideal (Spacer)'), 'Freedom: Fixture ideal');
    expect(harness.current().characteristics).toMatchObject({ alignment: 'Balanced Neutral', Ideal: 'Freedom: Fixture ideal' });
    await userEvent.type(screen.getByLabelText('Place of Birth'), 'Coruscant');
    expect(harness.current().characteristics['Place of Birth']).toBe('Coruscant');
  });
});

describe('CharacterBuilder: equipment', () => {
  it('add-item dialog: category resets type and item; equipped for weapons; quantity integer', async () => {
    const { harness } = renderBuilder(fixtureCharacter([{ name: 'Fighter', levels: 1 }]), { initialStep: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Add Equipment' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Equipment' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Weapon');
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'SimpleVibroweapon');
    await userEvent.selectOptions(within(dialog).getByLabelText('Item'), 'Equipment|Vibrodagger');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Armor');
    expect((within(dialog).getByLabelText('Type') as HTMLSelectElement).value).toBe('');
    expect((within(dialog).getByLabelText('Item') as HTMLSelectElement).value).toBe('');
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Weapon');
    await userEvent.selectOptions(within(dialog).getByLabelText('Item'), 'Equipment|Vibrodagger');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Equipped' }));
    // Letters are refused with the reason (never added as x0).
    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.type(within(dialog).getByLabelText('Quantity'), 'two');
    expect(within(dialog).getByText('Quantity must be a whole number of 1 or more')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(harness.current().equipment).toEqual([{ name: 'Vibrodagger', quantity: 2, category: 'Equipment', equipped: true }]);
    // Its panel says what it is.
    await userEvent.click(screen.getByText('Vibrodagger'));
    const about = screen.getByLabelText('About Vibrodagger');
    expect(about).toHaveTextContent(/Classification\s*Simple Vibroweapon/);
    expect(about).toHaveTextContent(/Damage\s*1d\d+ \w+/);
    expect(about).toHaveTextContent(/Cost\s*100 cr/);
    expect(about).toHaveTextContent(/Weight\s*2.5 lb\./);
    expect(screen.getByRole('button', { name: /Step 5: Choose Equipment \(complete\)/ })).toBeInTheDocument();
  });

  it('add-item search: the count in the list matches the items listed, even where the data names two records alike', async () => {
    // The real data lists a modal weapon once per weapon class under one name (Saberstaff, Bo-rifle).
    const twin = { ...FIXTURE_EQUIPMENT.find((item) => item.name === 'Lightsaber')!, name: 'Saberstaff' };
    const rules = indexRules({ ...FIXTURE_RULES, equipment: [...FIXTURE_EQUIPMENT, twin, { ...twin, weaponClassification: 'ExoticVibroweapon' }] });
    renderBuilder(fixtureCharacter([{ name: 'Fighter', levels: 1 }]), { initialStep: 5, rules });
    await userEvent.click(screen.getByRole('button', { name: 'Add Equipment' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Equipment' });
    const item = within(dialog).getByLabelText('Item');
    const listed = () => within(item).getAllByRole('option').slice(1).map((option) => option.textContent);
    const placeholder = () => within(item).getAllByRole('option')[0].textContent;
    for (const search of ['s', 'sa', 'saber', 'saberstaff', 'saberstaf', 'sab']) {
      await userEvent.clear(within(dialog).getByLabelText('Search items'));
      await userEvent.type(within(dialog).getByLabelText('Search items'), search);
      const count = listed().length;
      expect(placeholder(), search).toBe(count === 1 ? 'Choose the 1 item that matches' : `Choose one of ${count} items`);
      expect(new Set(listed()).size, search).toBe(count);
    }
    expect(listed()).toEqual(['Lightsaber', 'Saberstaff']);
  });

  it('attuned only for items needing attunement and within the limit', async () => {
    // proficiency bonus 2 at level 1: a legendary item (cost 2) fits once, not twice
    const start = fixtureCharacter([{ name: 'Fighter', levels: 1 }], { equipment: [{ name: 'Fixture Crown', quantity: 1, category: 'EnhancedItem', attuned: true }] });
    renderBuilder(start, { initialStep: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Add Equipment' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Equipment' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Enhanced Items');
    await userEvent.selectOptions(within(dialog).getByLabelText('Item'), 'EnhancedItem|Fixture Ring');
    expect(within(dialog).getByRole('checkbox', { name: /Attuned/ })).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Item'), 'EnhancedItem|Fixture Stim');
    expect(within(dialog).queryByRole('checkbox', { name: /Attuned/ })).toBeNull();
  });

  it('custom item with the defaults; Add needs a name and a quantity of 1 or more', async () => {
    const { harness } = renderBuilder(fixtureCharacter([{ name: 'Fighter', levels: 1 }]), { initialStep: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Add Custom Item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Custom Item' });
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Grandfather’s hydrospanner');
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'Weapon');
    // Quantity 0 or letters: refused with the reason, not added as x0.
    for (const bad of ['0', 'two']) {
      await userEvent.clear(within(dialog).getByLabelText('Quantity'));
      await userEvent.type(within(dialog).getByLabelText('Quantity'), bad);
      expect(within(dialog).getByText('Quantity must be a whole number of 1 or more')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    }
    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(harness.current().customEquipment).toEqual([
      {
        name: 'Grandfather’s hydrospanner',
        quantity: 1,
        equipmentCategory: 'Weapon',
        cost: 0,
        weight: 1,
        description: '',
        equipped: false,
        damageType: 'Kinetic',
        damageNumberOfDice: 1,
        tweaks: { toHit: { override: 0 }, damageDice: { dieSize: 4 }, damage: { override: 0 } },
      },
    ]);
    expect(screen.getByText('Grandfather’s hydrospanner')).toBeInTheDocument();
  });

  it('a custom weapon can be edited after creation; its panel shows its numbers', async () => {
    const start = fixtureCharacter([{ name: 'Fighter', levels: 1 }], {
      customEquipment: [
        { name: 'Hydrospanner', quantity: 1, equipmentCategory: 'Weapon', cost: 0, weight: 1, description: '', equipped: false, damageType: 'Kinetic', damageNumberOfDice: 1, tweaks: { toHit: { override: 0 }, damageDice: { dieSize: 4 }, damage: { override: 0 } } },
      ],
    });
    const { harness } = renderBuilder(start, { initialStep: 5 });
    await userEvent.click(screen.getByText('Hydrospanner'));
    const about = screen.getByLabelText('About Hydrospanner');
    expect(about).toHaveTextContent('Damage1d4 kinetic');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Hydrospanner' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Hydrospanner' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Hydrospanner');
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Heavy hydrospanner');
    await userEvent.selectOptions(within(dialog).getByLabelText('Die size'), '8');
    await userEvent.clear(within(dialog).getByLabelText('Number of dice'));
    await userEvent.type(within(dialog).getByLabelText('Number of dice'), '2');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Equipped' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(harness.current().customEquipment).toEqual([
      {
        name: 'Heavy hydrospanner',
        quantity: 1,
        equipmentCategory: 'Weapon',
        cost: 0,
        weight: 1,
        description: '',
        equipped: true,
        damageType: 'Kinetic',
        damageNumberOfDice: 2,
        tweaks: { toHit: { override: 0 }, damageDice: { dieSize: 8 }, damage: { override: 0 } },
      },
    ]);
    await userEvent.click(screen.getByText('Heavy hydrospanner'));
    expect(screen.getByLabelText('About Heavy hydrospanner')).toHaveTextContent('Damage2d8 kinetic');
  });

  it('a renamed item shows the warning and can be removed; quantities are floored', async () => {
    const start = fixtureCharacter([{ name: 'Fighter', levels: 1 }], { equipment: [{ name: 'Old Blaster', quantity: 1, category: 'Equipment' }] });
    const { harness } = renderBuilder(start, { initialStep: 5 });
    await userEvent.click(screen.getByText('Old Blaster'));
    expect(screen.getByText(ITEM_NOT_FOUND_WARNING)).toBeInTheDocument();
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    expect(harness.current().equipment[0].quantity).toBe(0);
    await userEvent.type(quantity, '3');
    expect(harness.current().equipment[0].quantity).toBe(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Old Blaster' }));
    expect(harness.current().equipment).toEqual([]);
  });
});

describe('CharacterBuilder: settings', () => {
  it('hit points, method, prerequisites, and clearing / restoring tweaks with their alerts', async () => {
    const alerts: string[] = [];
    const original = window.alert;
    window.alert = (message?: unknown) => void alerts.push(String(message));
    try {
      const start = fixtureCharacter([{ name: 'Fighter', levels: 1 }], { tweaks: { initiative: { bonus: 2 } } });
      const { harness } = renderBuilder(start, { initialStep: 1 });
      await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
      const dialog = screen.getByRole('dialog', { name: 'Settings' });
      await userEvent.click(within(within(dialog).getByRole('group', { name: 'Hit points' })).getByRole('radio', { name: 'Manual' }));
      expect(harness.current().settings.isFixedHitPoints).toBe(false);
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Point Buy' }));
      expect(harness.current().settings.abilityScoreMethod).toBe('Point Buy');
      expect(harness.current().baseAbilityScores.Constitution).toBe(0);
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Ignore' }));
      expect(harness.current().settings.isEnforcingForcePrerequisites).toBe(false);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Clear All Tweaks' }));
      expect(harness.current().tweaks).toEqual({});
      await userEvent.click(within(dialog).getByRole('button', { name: 'Undo Last Clear Tweaks' }));
      expect(harness.current().tweaks).toEqual({ initiative: { bonus: 2 } });
      expect(alerts).toEqual(['All tweaks cleared!', 'Tweaks restored!']);
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Undo Last Clear Tweaks' })).toBeDisabled());
    } finally {
      window.alert = original;
    }
  });

  it('Undo Last Clear Tweaks survives leaving the builder (and a reload) until it is used', async () => {
    localStorage.clear();
    const alerts: string[] = [];
    const original = window.alert;
    window.alert = (message?: unknown) => void alerts.push(String(message));
    try {
      const start = fixtureCharacter([{ name: 'Fighter', levels: 1 }], { localId: 'temp-tweaks001', tweaks: { initiative: { bonus: 2 } } });
      const first = renderBuilder(start, { initialStep: 1 });
      await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
      await userEvent.click(within(screen.getByRole('dialog', { name: 'Settings' })).getByRole('button', { name: 'Clear All Tweaks' }));
      const cleared = first.harness.current();
      expect(cleared.tweaks).toEqual({});
      // Leaving the builder unmounts it; coming back (or reloading) renders a new one.
      first.unmount();
      const again = renderBuilder(cleared, { initialStep: 1 });
      await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
      const dialog = screen.getByRole('dialog', { name: 'Settings' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Undo Last Clear Tweaks' }));
      expect(again.harness.current().tweaks).toEqual({ initiative: { bonus: 2 } });
      expect(alerts).toEqual(['All tweaks cleared!', 'Tweaks restored!']);
      again.unmount();
      // Used up: a later visit has nothing to undo.
      renderBuilder(again.harness.current(), { initialStep: 1 });
      await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
      expect(within(screen.getByRole('dialog', { name: 'Settings' })).getByRole('button', { name: 'Undo Last Clear Tweaks' })).toBeDisabled();
    } finally {
      window.alert = original;
    }
  });
});
