// The encounter import dialog: a file the encounter engine cannot read lists what is wrong, field by field, and
// stores nothing; a good one is offered by name and handed over as the engine read it.
import { fireEvent, render, screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exportEncounter, newEncounter } from '../../../../../core/engine/encounters/index.ts';
import { withTheme } from '../sheet/test-support/render-sheet.tsx';
import { ImportEncounterDialog } from './ImportEncounterDialog.tsx';

vi.setConfig({ testTimeout: 30_000 });
const userEvent = user.setup({ delay: null });

describe('Import Encounter dialog', () => {
  it('names every problem of a file it cannot read, and imports a good one', async () => {
    const onLoad = vi.fn(async () => undefined);
    render(withTheme(<ImportEncounterDialog open onClose={() => undefined} onLoad={onLoad} />));
    const area = screen.getByLabelText("Or paste the encounter's JSON text");
    const importButton = () => screen.getByRole('button', { name: /^Import/ });
    expect(importButton()).toBeDisabled();

    fireEvent.change(area, { target: { value: 'not json' } });
    expect(within(screen.getByRole('list', { name: 'Problems in the file' })).getByRole('listitem')).toHaveTextContent(/^the file is not JSON/);
    const broken = { ...newEncounter('Broken'), party: { groups: [{ level: 0, count: 4 }], characters: [] }, monsters: [{ name: 'Blurrg', count: 3 }] };
    fireEvent.change(area, { target: { value: JSON.stringify(broken) } });
    const problems = within(screen.getByRole('list', { name: 'Problems in the file' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(problems).toEqual(expect.arrayContaining(['party.groups[0].level: must be a level from 1 to 20', expect.stringMatching(/^monsters\[0\]\.locked: /)]));
    expect(importButton()).toBeDisabled();

    const good = { ...newEncounter('Ambush at the Gate'), monsters: [{ name: 'Blurrg', count: 3, locked: false }] };
    await userEvent.upload(screen.getByLabelText('Encounter file (.json)'), new File([exportEncounter(good)], 'ambush.encounter.json', { type: 'application/json' }));
    expect(await screen.findByRole('button', { name: 'Import Ambush at the Gate' })).toBeEnabled();
    expect(screen.queryByRole('list', { name: 'Problems in the file' })).toBeNull();
    await userEvent.click(importButton());
    expect(onLoad).toHaveBeenCalledWith(good);
  });
});
