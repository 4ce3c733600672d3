// The starship page in jsdom over a real starship store (in-memory database, fake server) and the bundled rules: the
// Save Starship button follows where the ship is (never asking to save a ship the cloud already holds), the builder's
// steps are ticked only when done, the equipment step lists hyperdrives by class with the price the size pays, and the
// print view writes every tracked number, 0 included.
import { render, screen, waitFor, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../../../lib/theme/themes.ts';
import { authStore, setAccessToken } from '../../../auth/auth-state.ts';
import { computeStarship, indexStarshipRules, newStarship } from '../../../../../core/engine/starships/index.ts';
import { loadStarshipRulesDir } from '../../../../../core/engine/node/load-starship-rules.ts';
import { BUNDLED_RULES_DIR } from '../../../../../core/engine/node/load-rules.ts';
import type { StoredStarship } from '../../../../../core/documents/adapters.ts';
import { DOCUMENT_KIND_SPECS } from '../../../storage/document-kinds.ts';
import { DocumentStore } from '../../../storage/document-store.ts';
import { createMemoryDocuments } from '../../../storage/local-documents.ts';
import { FakeCloud } from '../../../storage/test-support/fake-cloud.ts';
import { DocumentStoreProvider } from '../../../storage/use-documents.ts';
import { StarshipPage } from './StarshipPage.tsx';
import { StarshipPrintView } from './print/StarshipPrintView.tsx';

vi.setConfig({ testTimeout: 30_000 });
const userEvent = user.setup({ delay: null });
const bundled = indexStarshipRules(loadStarshipRulesDir(BUNDLED_RULES_DIR));
// The bundled records hold three hyperdrives; the real data's class 1.5 and 15 sit side by side, as here.
const rules = indexStarshipRules({
  ...bundled.data,
  equipment: [...bundled.data.equipment, { name: 'Hyperdrive, class 15', type: 'Hyperdrive', cost: 0 } as never, { name: 'Hyperdrive, class 1.5', type: 'Hyperdrive', cost: 12500 } as never],
});

vi.mock('./rules/use-starship-rules.ts', () => ({ useStarshipRules: () => ({ rules, loading: false }) }));
vi.mock('./crew/use-crew-facts.ts', () => ({ useCrewFacts: () => ({ facts: {}, characters: [], missing: [] }) }));

function setup(signedIn: boolean) {
  const cloud = new FakeCloud();
  const db = createMemoryDocuments<StoredStarship>([]);
  const store = new DocumentStore<StoredStarship>({ kind: DOCUMENT_KIND_SPECS.starship, local: db, cloud, isSignedIn: signedIn, debounceMs: 20, retryBaseMs: 60_000 });
  setAccessToken(signedIn ? 'header.payload.signature' : null);
  authStore.set({ isAuthLoading: false });
  const open = (id: string) =>
    render(
      <ThemeProvider theme={lightTheme}>
        <DocumentStoreProvider stores={{ starship: store }}>
          <MemoryRouter initialEntries={[`/tools/starships/${id}`]}>
            <Routes>
              <Route path="/tools/starships" element={<p>The list</p>} />
              <Route path="/tools/starships/:starshipId" element={<StarshipPage />} />
            </Routes>
          </MemoryRouter>
        </DocumentStoreProvider>
      </ThemeProvider>,
    );
  return { cloud, store, open };
}

beforeEach(() => {
  window.alert = vi.fn();
});
afterEach(() => {
  setAccessToken(null);
  authStore.set({ isAuthLoading: false });
});

const stepLabels = () => within(screen.getByRole('navigation', { name: 'Builder steps' })).getAllByRole('button').map((b) => b.getAttribute('aria-label'));

describe('starship page', () => {
  it('a new ship saved to the cloud says so and offers no Save Starship; a held builder edit does', async () => {
    const { cloud, store, open } = setup(true);
    const added = await store.add(newStarship() as StoredStarship);
    open(added.localId!);
    await waitFor(() => expect(cloud.count('save')).toBe(1));
    await waitFor(() => expect(screen.getByText('Saved to the cloud')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save Starship' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Starship name'), 'Kestrel');
    await waitFor(() => expect(screen.getByText('Unsaved changes')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save Starship' }));
    await waitFor(() => expect(screen.getByText('Saved to the cloud')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save Starship' })).toBeDisabled();
  });

  it("ticks the steps that ask for nothing (tier improvements, weapons, cargo) only once they are opened", async () => {
    const { store, open } = setup(false);
    const added = await store.add(newStarship() as StoredStarship);
    open(added.localId!);
    await screen.findByRole('navigation', { name: 'Builder steps' });
    expect(stepLabels().filter((label) => label?.endsWith('(complete)'))).toEqual(['Step 1: Size and Tier (complete)']);
    await userEvent.click(screen.getByRole('button', { name: 'Step 4: Tier Improvements' }));
    await userEvent.click(screen.getByRole('button', { name: /^Step 5: Saving Throws/ }));
    expect(stepLabels()).toContain('Step 4: Tier Improvements (complete)');
    expect(stepLabels()).toContain('Step 7: Weapons');
  });

  it('lists hyperdrives by class as numbers, with the price a Medium ship pays, and installs the one chosen', async () => {
    const { store, open } = setup(false);
    const added = await store.add(newStarship({ size: 'Medium' }) as StoredStarship);
    open(added.localId!);
    await userEvent.click(await screen.findByRole('button', { name: /^Step 6: Equipment/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Install a Hyperdrive Slot' }));
    const select = screen.getByLabelText('Hyperdrive') as HTMLSelectElement;
    const options = [...select.options].map((o) => o.textContent);
    expect(options.filter((o) => o?.startsWith('Hyperdrive'))).toEqual([
      'Hyperdrive, class 0.75 (class 0.75 · 25,000 cr, 50,000 cr on a medium ship)',
      'Hyperdrive, class 1.0 (class 1 · 15,000 cr, 30,000 cr on a medium ship)',
      'Hyperdrive, class 1.5 (class 1.5 · 12,500 cr, 25,000 cr on a medium ship)',
      'Hyperdrive, class 2 (class 2 · 10,000 cr, 20,000 cr on a medium ship)',
      'Hyperdrive, class 15 (class 15 · 500 cr, 1,000 cr on a medium ship)',
    ]);
    await userEvent.selectOptions(select, 'Hyperdrive, class 1.5');
    expect(screen.getByRole('region', { name: 'What the equipment makes of the ship' })).toHaveTextContent('Hyperdrive: Hyperdrive, class 1.5 (class 1.5)');
    expect(screen.getByRole('region', { name: 'What the equipment makes of the ship' })).toHaveTextContent('at 2 times their listed price for a medium ship');
  });

  it('the print view writes 0 for the hull and shields lost and the dice spent', () => {
    const ship = { ...newStarship({ size: 'Medium' }), name: 'Kestrel' } as StoredStarship;
    render(
      <ThemeProvider theme={lightTheme}>
        <StarshipPrintView ship={ship} computed={computeStarship(ship, rules)} />
      </ThemeProvider>,
    );
    for (const line of ['Hull lost: 0', 'Shields lost: 0', 'Hull dice spent: 0', 'Shield dice spent: 0']) expect(screen.getByText(line)).toBeInTheDocument();
  });
});
