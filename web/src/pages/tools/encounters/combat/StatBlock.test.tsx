// A monster's stat block in the tracker: its speeds close as one sentence (a record's "ft." is not doubled), and using
// a legendary action tells the tracker which one, so the log names it.
import { render, screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readBehavior } from '../../../../../../core/engine/encounters/behaviors.ts';
import { ENCOUNTER_RULES } from '../../../../../../core/engine/test-support/encounter-rules.ts';
import { readMonster, type MonsterSource } from '../../../../../../core/engine/encounters/monster-reading.ts';
import { monsterCombatant } from '../../../../../../core/engine/encounters/tracker/combatants.ts';
import type { Combatant } from '../../../../../../core/engine/encounters/index.ts';
import { DiceActionsContext, type DiceActions } from '../../sheet/dice/dice-context.ts';
import { withTheme } from '../../sheet/test-support/render-sheet.tsx';
import { StatBlock } from './StatBlock.tsx';

const userEvent = user.setup({ delay: null });
type Behavior = Parameters<typeof readBehavior>[0];
const behavior = (fields: Partial<Behavior> & { name: string; description: string }): Behavior => ({ monsterBehaviorType: 'Action', restrictions: null, descriptionWithLinks: null, attackType: 'None', attackBonus: 0, damageRoll: null, damageType: 'Unknown', ...fields });

const record: MonsterSource = {
  name: 'Dune Stalker',
  size: 'Large',
  types: ['beast'],
  alignment: 'unaligned',
  armorClass: 15,
  armorType: 'natural armor',
  hitPoints: 52,
  hitPointRoll: '7d10 + 14',
  speeds: '40 ft., burrow 20 ft.',
  strength: 18,
  dexterity: 14,
  constitution: 15,
  intelligence: 3,
  wisdom: 12,
  charisma: 6,
  dexterityModifier: 2,
  savingThrows: [],
  skills: [],
  damageImmunities: [],
  damageResistances: [],
  damageVulnerabilities: [],
  conditionImmunities: [],
  senses: ['tremorsense 60 ft.'],
  languages: [],
  challengeRating: '4',
  experiencePoints: 1100,
  behaviors: [behavior({ name: 'Tail Sweep', monsterBehaviorType: 'Legendary', description: 'It sweeps its tail.' })],
};

describe('stat block', () => {
  it('ends the speeds and senses with one full stop, and a legendary action used is dispatched by name', async () => {
    const reading = readMonster(ENCOUNTER_RULES, record);
    const combatant = { ...monsterCombatant(reading), id: 'c1', conditions: [], concentrationSaves: [], defeated: false, hidden: false, initiative: 12 } as Combatant;
    const dispatch = vi.fn();
    const dice = { roll: vi.fn(), setMode: vi.fn(), clearLog: vi.fn() } as unknown as DiceActions;
    render(
      withTheme(
        <DiceActionsContext.Provider value={dice}>
          <StatBlock combatant={combatant} reading={reading} dispatch={dispatch} />
        </DiceActionsContext.Provider>,
      ),
    );
    const block = screen.getByRole('region', { name: 'Stat block of Dune Stalker' });
    expect(block.textContent).toMatch(/Speed 40 ft\., burrow 20 ft\.(?!\.)/);
    expect(block.textContent).toContain('Senses: tremorsense 60 ft. ');
    expect(block.textContent).not.toMatch(/\.\./);
    await userEvent.click(within(block).getByRole('button', { name: /^Use Tail Sweep/ }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'spendLegendary', id: 'c1', cost: 1, action: 'Tail Sweep' });
  });
});
