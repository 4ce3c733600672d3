// The homebrew authoring pages in jsdom over a real document store (in-memory database, fake server, signed out):
// a pack is created by name, a species copied from an official one is refused while it keeps the official name
// (nothing stored changes), then renamed and made faster, saved, and shown with the fields that differ.
import { render, screen, waitFor, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { StoredHomebrewPack } from '../../../../../core/documents/adapters.ts';
import { FIXTURE_RULES, fixtureRules } from '../../../../../core/engine/test-support/fixture-rules.ts';
import type { RulesData } from '../../../../../core/engine/index.ts';
import { authStore, setAccessToken } from '../../../auth/auth-state.ts';
import { lightTheme } from '../../../lib/theme/themes.ts';
import { DOCUMENT_KIND_SPECS } from '../../../storage/document-kinds.ts';
import { DocumentStore } from '../../../storage/document-store.ts';
import { createMemoryDocuments } from '../../../storage/local-documents.ts';
import { FakeCloud } from '../../../storage/test-support/fake-cloud.ts';
import { DocumentStoreProvider } from '../../../storage/use-documents.ts';
import { HomebrewListPage } from './HomebrewListPage.tsx';
import { HomebrewPackPage } from './HomebrewPackPage.tsx';

vi.setConfig({ testTimeout: 120_000 });
const userEvent = user.setup({ delay: null });

// The fixture's Human with a Speed trait, as official species carry their speed.
const data: RulesData = {
  ...FIXTURE_RULES,
  species: FIXTURE_RULES.species.map((s) => (s.name === 'Human' ? { ...s, traits: [...s.traits, { name: 'Speed', description: 'Your walking speed is 30 feet.' }] } : s)),
};
const rules = fixtureRules();
vi.mock('../rules/use-tools-rules.ts', () => ({ useToolsRules: () => ({ rules, data, loading: false, gearLoading: false }) }));

afterEach(() => {
  setAccessToken(null);
  authStore.set({ isAuthLoading: false });
});

function setup() {
  const store = new DocumentStore<StoredHomebrewPack>({ kind: DOCUMENT_KIND_SPECS.homebrew, local: createMemoryDocuments<StoredHomebrewPack>([]), cloud: new FakeCloud(), isSignedIn: false, debounceMs: 20, retryBaseMs: 60_000 });
  setAccessToken(null);
  authStore.set({ isAuthLoading: false });
  const view = render(
    <ThemeProvider theme={lightTheme}>
      <DocumentStoreProvider stores={{ homebrew: store }}>
        <MemoryRouter initialEntries={['/tools/homebrew']}>
          <Routes>
            <Route path="/tools/homebrew" element={<HomebrewListPage />} />
            <Route path="/tools/homebrew/:packId" element={<HomebrewPackPage />} />
          </Routes>
        </MemoryRouter>
      </DocumentStoreProvider>
    </ThemeProvider>,
  );
  const stored = () => store.getSnapshot().documents;
  return { view, stored };
}

const field = (container: HTMLElement, id: string) => {
  const input = container.querySelector<HTMLInputElement>(`#${id}`);
  if (!input) throw new Error(`no form field #${id}`);
  return input;
};

describe('homebrew authoring', () => {
  it('creates a pack, refuses a copy under the official name, stores the renamed faster copy and shows what differs', async () => {
    const { view, stored } = setup();
    await userEvent.type(await screen.findByLabelText("New pack's name"), 'Outer Rim');
    await userEvent.click(screen.getByRole('button', { name: 'Create pack' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Outer Rim' }, { timeout: 10_000 })).toBeTruthy();
    expect(stored().map((p) => [p.name, p.entries.length])).toEqual([['Outer Rim', 0]]);

    await userEvent.selectOptions(screen.getByLabelText('Start from an official entry'), 'Human');
    await userEvent.click(screen.getByRole('button', { name: 'Copy into the pack' }));
    const editor = await screen.findByRole('region', { name: /New species: Human/ });
    expect(within(editor).getByLabelText('Differences from the official entry').textContent).toMatch(/same as the official Human/);

    // Saved under the official name: refused with the field and the reason, and the stored pack is unchanged.
    await userEvent.click(within(editor).getByRole('button', { name: 'Save entry' }));
    const refusal = await within(editor).findByRole('alert', { name: 'Entry refused' });
    expect(refusal.textContent).toContain('record.name');
    expect(refusal.textContent).toMatch(/"Human" is the name of an official species/);
    expect(stored()[0]!.entries).toEqual([]);

    const name = field(view.container, 'root_name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Rim Human');
    const speed = field(view.container, 'root_traits_1_description');
    expect(speed.value).toBe('Your walking speed is 30 feet.');
    await userEvent.clear(speed);
    await userEvent.type(speed, 'Your walking speed is 35 feet.');
    await waitFor(() => expect(within(editor).getByLabelText('Differences from the official entry').textContent).toBe('Differs from the official Human in: name, traits.'));
    await userEvent.click(within(editor).getByRole('button', { name: 'Save entry' }));

    await waitFor(() => expect(stored()[0]!.entries).toHaveLength(1));
    const [entry] = stored()[0]!.entries;
    expect(entry).toMatchObject({ type: 'species', copiedFrom: 'Human', record: { name: 'Rim Human', size: 'Medium', imageUrls: [] } });
    expect((entry!.record.traits as { name: string; description: string }[]).find((t) => t.name === 'Speed')?.description).toBe('Your walking speed is 35 feet.');
    const species = await screen.findByRole('region', { name: 'Species' });
    expect(within(species).getByText('Rim Human')).toBeTruthy();
    expect(within(species).getByText(/from Human/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /New species/ })).toBeNull();

    // Back on the list the pack counts its entry.
    await userEvent.click(screen.getByRole('link', { name: 'All packs' }));
    expect((await screen.findByRole('list', { name: 'Your homebrew packs' })).textContent).toContain('1 entry');
  });
});
