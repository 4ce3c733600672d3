// Quick actions and rolls on the live sheet in jsdom with the fixture rules: spending a superiority die (rolled into
// the tray, disabled when none are left), using a feature (only one the character does), and rolling a death save,
// which applies its result.
import { screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createCharacter, indexRules } from '../../../../../../core/engine/index.ts';
import { BUNDLED_RULES_DIR, loadRulesDir } from '../../../../../../core/engine/node/load-rules.ts';
import { fixtureCharacter } from '../../../../../../core/engine/test-support/fixture-rules.ts';
import { renderSheet } from '../test-support/render-sheet.tsx';

vi.setConfig({ testTimeout: 30_000 });
const userEvent = user.setup({ delay: null });
const latestRoll = () => screen.getByRole('status', { name: 'Latest roll' });

describe('quick actions', () => {
  it('spends a superiority die with one tap, rolls it and says what is left; disabled when none remain', async () => {
    const { harness } = renderSheet(fixtureCharacter([{ name: 'Fighter', levels: 3, archetype: 'Tactical Specialist' }], { name: 'Rook' }));
    const panel = screen.getByRole('region', { name: /^Superiority/ });
    const spend = within(panel).getByRole('button', { name: /^Spend d\d+$/ });
    const max = Number(/max (\d+)/.exec(panel.textContent ?? '')![1]);
    expect(max).toBeGreaterThan(0);
    await userEvent.click(spend);
    expect(harness.latest().currentStats.superiorityDiceUsed).toBe(1);
    const rolled = Number(/^Superiority die: d\d+ \((\d+)\) = \1/.exec(latestRoll().textContent ?? '')?.[1]);
    expect(rolled).toBeGreaterThan(0);
    expect(within(panel).getByRole('status')).toHaveTextContent(`Spent 1 superiority die (rolled ${rolled}), ${max - 1} of ${max} left.`);
    for (let used = 1; used < max; used++) await userEvent.click(spend);
    expect(harness.latest().currentStats.superiorityDiceUsed).toBe(max);
    expect(spend).toBeDisabled();
  });

  it('counts a feature use until the next rest', async () => {
    const { harness } = renderSheet(fixtureCharacter([{ name: 'Fighter', levels: 3 }], { name: 'Rook', customFeatures: [{ name: 'Second Wind', content: 'Our words.' }] }));
    const features = screen.getByRole('region', { name: /^Features/ });
    const use = within(features).getAllByRole('button', { name: /^Use / })[0];
    const name = use.getAttribute('aria-label')!.replace(/^Use /, '');
    await userEvent.click(use);
    await userEvent.click(within(features).getByRole('button', { name: `Use ${name} (used 1 since the last rest)` }));
    expect(harness.latest().currentStats.featuresTimesUsed[name]).toBe(2);
    expect(within(features).getByRole('status')).toHaveTextContent(`Used ${name}: 2 uses since the last rest.`);
  });

  it('only features the character does (an action, a reaction, a use per rest) or the player added get a Use tally', async () => {
    const rules = indexRules(loadRulesDir(BUNDLED_RULES_DIR));
    const berserker = {
      ...createCharacter(0, () => 0.5),
      name: 'Kessa',
      species: { name: 'Wookiee', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
      background: { name: 'Mercenary', feature: '' },
      baseAbilityScores: { Strength: 15, Dexterity: 14, Constitution: 13, Intelligence: 10, Wisdom: 12, Charisma: 8 },
      classes: [{ name: 'Berserker', levels: 3, hitPoints: [7, 7], abilityScoreImprovements: [] }],
      customFeatures: [{ name: 'Lucky Streak', content: 'Our words.' }],
    };
    renderSheet(berserker, {}, rules);
    const features = screen.getByRole('region', { name: /^Features/ });
    const uses = within(features).queryAllByRole('button', { name: /^Use / }).map((button) => button.getAttribute('aria-label'));
    for (const passive of ['Unarmored Defense', 'Danger Sense', 'Reckless Attack', 'Hide', 'Powerful Build']) {
      expect(features.textContent, passive).toContain(passive);
      expect(uses).not.toContain(`Use ${passive}`);
    }
    expect(uses).toContain('Use Lucky Streak');
    // Rage counts its uses with its own counter instead.
    expect(uses).not.toContain('Use Rage');
    // What is left open is worded as the builder words it.
    const left = screen.getAllByText(/^Left to you:/)[0]!.closest('details')!;
    expect(left).toHaveTextContent(/Berserker Instincts \(Berserker 2\): choose 2 options \(Acklay's Instinct, .*\) in the builder/);
    expect(left).not.toHaveTextContent('classOption');
  });

  it('a rolled death save at 0 hit points marks its success or failure (or brings the character back)', async () => {
    const { harness } = renderSheet(fixtureCharacter([{ name: 'Fighter', levels: 3 }], { name: 'Rook' }));
    await userEvent.click(screen.getByRole('button', { name: 'Damage' }));
    await userEvent.type(screen.getByLabelText('Damage taken'), '5');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Take Damage' })).getByRole('button', { name: 'Damage' }));
    await userEvent.click(screen.getByRole('button', { name: /^Damage$/ }));
    await userEvent.type(screen.getByLabelText('Damage taken'), '40');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Take Damage' })).getByRole('button', { name: 'Damage' }));
    await userEvent.click(screen.getByRole('button', { name: /Roll death save/ }));
    const [, face, outcome] = /^Death save: d20 \((\d+)\) = \d+ (.+)\.$/.exec(latestRoll().textContent ?? '')!;
    const saves = harness.latest().currentStats.deathSaves;
    const expected =
      Number(face) === 20 ? { successes: 0, failures: 0 } : Number(face) === 1 ? { successes: 0, failures: 2 } : Number(face) >= 10 ? { successes: 1, failures: 0 } : { successes: 0, failures: 1 };
    expect(saves).toEqual(expected);
    expect(outcome).toBe(Number(face) === 20 ? 'natural 20: back up with 1 hit point' : Number(face) === 1 ? 'natural 1: two failures' : Number(face) >= 10 ? 'success' : 'failure');
  });
});
