// The print view in jsdom: controls, the known issues, the pages it renders and the player name on page one.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../../../lib/theme/themes.ts';
import type { RawCharacter } from '../../../../../core/engine/index.ts';
import { fixtureCharacter, fixtureRules } from '../../../../../core/engine/test-support/fixture-rules.ts';
import { KNOWN_ISSUES, PrintView } from './PrintView.tsx';

const rules = fixtureRules();
// Rendering four sheet pages in jsdom is slow on a shared machine; typing without delays keeps it reasonable.
vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

function show(character: RawCharacter | undefined, onPrint = vi.fn(), attribution?: string) {
  render(
    <ThemeProvider theme={lightTheme}>
      <PrintView character={character} rules={rules} onPrint={onPrint} attribution={attribution} />
    </ThemeProvider>,
  );
  return onPrint;
}

describe('PrintView', () => {
  it('without a character: the controls, the known issues and "No character loaded"', () => {
    show(undefined);
    expect(screen.getByText('No character loaded')).toBeInTheDocument();
    expect(screen.getByLabelText('Player Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    const issues = within(screen.getByRole('heading', { name: 'Known Issues' }).parentElement!).getAllByRole('listitem');
    expect(issues.map((item) => item.textContent)).toEqual([...KNOWN_ISSUES]);
    expect(issues).toHaveLength(5);
  });

  it('renders pages 1 to 3 with the character and the player name; Print prints', async () => {
    const onPrint = show(fixtureCharacter([{ name: 'Fighter', levels: 2 }], { name: 'Kira Vale' }));
    expect(screen.queryByText('No character loaded')).toBeNull();
    const pages = screen.getAllByRole('article');
    expect(pages.map((page) => page.getAttribute('aria-label'))).toEqual(['Sheet page 1', 'Sheet page 2', 'Sheet page 3']);
    for (const page of pages) expect(within(page).getByText('Kira Vale')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Player Name'), 'Ana');
    expect(pages[0].querySelector('[data-field="playerName"]')).toHaveTextContent('Ana');
    // the template is drawn (our own SVG), the values sit over it
    expect(pages[0].querySelector('svg')?.textContent).toContain('PROFICIENCY BONUS');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(onPrint).toHaveBeenCalledTimes(1);
  });

  it('adds the power page for a caster', () => {
    const consular = fixtureCharacter([{ name: 'Consular', levels: 3 }], { name: 'Seer' });
    consular.classes[0].forcePowers = ['Fixture Push', 'Fixture Heal'];
    show(consular);
    const power = screen.getByRole('article', { name: 'Power page' });
    expect(within(power).getByText('Fixture Push (Universal)')).toBeInTheDocument();
    expect(within(power).getByText('Fixture Heal (Light)')).toBeInTheDocument();
  });

  it('prints the sources\' attribution along the bottom of every page', () => {
    show(fixtureCharacter([{ name: 'Fighter', levels: 1 }], { name: 'Kira Vale' }), vi.fn(), 'PHB, EC: By the community.');
    for (const page of screen.getAllByRole('article')) expect(page.querySelector('[data-attribution]')).toHaveTextContent('PHB, EC: By the community.');
  });

  it('prints no attribution line when there is none to print', () => {
    show(fixtureCharacter([{ name: 'Fighter', levels: 1 }], { name: 'Kira Vale' }));
    for (const page of screen.getAllByRole('article')) expect(page.querySelector('[data-attribution]')).toBeNull();
  });
});
