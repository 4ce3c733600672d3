// The character page's decisions in jsdom, over a real character store (in-memory database, fake server): builder or
// sheet and at which step, 'Character not found', the title, and signed in: saving, the Save Character button and a
// failed save that keeps the edit and says so. The builder is replaced by a probe (it is another module's).
import { render, screen, waitFor, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../../lib/theme/themes.ts';
import { authStore, setAccessToken } from '../../auth/auth-state.ts';
import { blankCharacter, createCharacter, type RawCharacter } from '../../../../core/engine/index.ts';
import { fixtureCharacter, fixtureRules } from '../../../../core/engine/test-support/fixture-rules.ts';
import { DOCUMENT_KIND_SPECS } from '../../storage/document-kinds.ts';
import { DocumentStore } from '../../storage/document-store.ts';
import { createMemoryDocuments } from '../../storage/local-documents.ts';
import { FakeCloud } from '../../storage/test-support/fake-cloud.ts';
import { DocumentStoreProvider } from '../../storage/use-documents.ts';
import type { StoredHomebrewPack } from '../../../../core/documents/adapters.ts';
import { CharacterPage } from './CharacterPage.tsx';

vi.setConfig({ testTimeout: 30_000 });
const userEvent = user.setup({ delay: null });
const rules = fixtureRules();

vi.mock('./rules/use-tools-rules.ts', () => ({ useToolsRules: () => ({ rules, loading: false }) }));
vi.mock('./builder/CharacterBuilder.tsx', () => ({
  CharacterBuilder: (props: { initialStep: number; character: RawCharacter; onViewSheet(): void; onChange(next: RawCharacter): void; onDelete(): void; isDirty?: boolean }) => (
    <section aria-label="Builder probe" data-step={props.initialStep} data-dirty={String(props.isDirty)}>
      <button type="button" onClick={() => props.onChange({ ...props.character, name: 'Renamed' })}>
        Probe edit
      </button>
      <button type="button" onClick={props.onViewSheet}>
        Probe sheet
      </button>
      <button type="button" onClick={props.onDelete}>
        Probe delete
      </button>
    </section>
  ),
}));

function setup(characters: RawCharacter[], signedIn = false) {
  const cloud = new FakeCloud();
  const db = createMemoryDocuments<RawCharacter>(characters.map((character) => ({ document: character, pendingUpload: !character.id })));
  const store = new DocumentStore<RawCharacter>({ kind: DOCUMENT_KIND_SPECS.character, local: db, cloud, isSignedIn: signedIn, debounceMs: 20, retryBaseMs: 60_000 });
  // The user's homebrew packs (none here): the page reads them for the character's enabled packs.
  const packs = new DocumentStore<StoredHomebrewPack>({ kind: DOCUMENT_KIND_SPECS.homebrew, local: createMemoryDocuments<StoredHomebrewPack>([]), cloud: new FakeCloud(), isSignedIn: signedIn, debounceMs: 20, retryBaseMs: 60_000 });
  const stores = { character: store, homebrew: packs };
  setAccessToken(signedIn ? 'header.payload.signature' : null);
  authStore.set({ isAuthLoading: false });
  const open = (id: string, search = '') =>
    render(
      <ThemeProvider theme={lightTheme}>
        <DocumentStoreProvider stores={stores}>
          <MemoryRouter initialEntries={[`/tools/mycharacters/${id}${search}`]}>
            <Routes>
              <Route path="/tools/mycharacters" element={<p>The list</p>} />
              <Route path="/tools/mycharacters/:characterId" element={<CharacterPage />} />
            </Routes>
          </MemoryRouter>
        </DocumentStoreProvider>
      </ThemeProvider>,
    );
  return { cloud, db, store, open };
}

const complete = () => fixtureCharacter([{ name: 'Consular', levels: 3 }], { name: 'Vela Doran', localId: 'temp-velavela1' });

beforeEach(() => {
  window.alert = vi.fn();
});
afterEach(() => {
  setAccessToken(null);
  authStore.set({ isAuthLoading: false });
});

describe('character page', () => {
  it('shows the sheet of a complete character, titled with its name, with the back button', async () => {
    const { open } = setup([complete()]);
    open('temp-velavela1');
    expect(await screen.findByRole('article', { name: 'Character sheet of Vela Doran' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My Characters' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Vela Doran | SW5E'));
    expect(screen.getByText('Saved in this browser only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Character' })).toBeNull();
  });

  it('an empty character opens the builder at step 0, an incomplete one at step 1; Edit Character goes back to it', async () => {
    const empty = { ...createCharacter(), localId: 'temp-emptyempt' };
    const partial = { ...blankCharacter(), name: 'Half Done', localId: 'temp-halfhalf1' };
    const first = setup([empty, partial]);
    first.open('temp-emptyempt', '?isNew=true');
    expect(await screen.findByRole('region', { name: 'Builder probe' })).toHaveAttribute('data-step', '0');
    await waitFor(() => expect(document.title).toBe('Characters | SW5E'));
    first.store.dispose();
    document.body.innerHTML = '';

    setup([partial]).open('temp-halfhalf1');
    expect(await screen.findByRole('region', { name: 'Builder probe' })).toHaveAttribute('data-step', '1');
  });

  it('a complete character returns to the sheet from the builder, and Edit Character reopens it at step 1', async () => {
    const { open } = setup([complete()]);
    open('temp-velavela1');
    const summary = await screen.findByRole('region', { name: 'Character summary' });
    await userEvent.click(within(summary).getByRole('button', { name: 'Edit Character' }));
    expect(screen.getByRole('region', { name: 'Builder probe' })).toHaveAttribute('data-step', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Probe sheet' }));
    expect(await screen.findByRole('article', { name: 'Character sheet of Vela Doran' })).toBeInTheDocument();
  });

  it('a missing character alerts "Character not found" and goes back to the list', async () => {
    setup([complete()]).open('temp-missing00');
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(window.alert).toHaveBeenCalledWith('Character not found');
  });

  it('deleting the character returns to the list without a "Character not found" alert', async () => {
    const partial = { ...blankCharacter(), name: 'Half Done', localId: 'temp-halfhalf1' };
    const { db, open } = setup([partial]);
    open('temp-halfhalf1');
    await userEvent.click(await screen.findByRole('button', { name: 'Probe delete' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(await db.readAll()).toEqual([]);
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('a character naming rules the data lacks shows a warning for each and logs one console line each', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const base = fixtureCharacter([{ name: 'Fighter', levels: 3 }], { name: 'Stray Import', localId: 'temp-stray0001' });
      const character: RawCharacter = {
        ...base,
        species: { name: 'Nobody', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
        background: { name: 'Lost Life', feature: '', feat: { name: 'Lost Feat' } },
        classes: [
          { ...base.classes[0], archetype: { name: 'Lost Path' }, maneuvers: ['Lost Move'] },
          { name: 'Jedi Knight', levels: 1, hitPoints: [5], abilityScoreImprovements: [], forcePowers: ['Lost Power'] },
        ],
      } as RawCharacter;
      setup([character]).open('temp-stray0001');
      const list = await screen.findByRole('list', { name: 'Missing rules data' });
      const expected = [
        ['class', 'Jedi Knight'],
        ['archetype', 'Lost Path'],
        ['species', 'Nobody'],
        ['background', 'Lost Life'],
        ['feat', 'Lost Feat'],
        ['power', 'Lost Power'],
        ['maneuver', 'Lost Move'],
      ];
      for (const [kind, name] of expected) {
        expect(within(list).getByText(`Warning: No data found for the ${kind} "${name}". It may have been renamed or removed from the core rules.`)).toBeInTheDocument();
      }
      const logged = warn.mock.calls.map((call) => String(call[0]));
      for (const line of ['Class not found: Jedi Knight', 'Species not found: Nobody', 'Archetype not found: Lost Path', 'Background not found: Lost Life', 'Feat not found: Lost Feat', 'Power not found: Lost Power', 'Maneuver not found: Lost Move']) {
        expect(logged).toContain(line);
      }
    } finally {
      warn.mockRestore();
    }
  });

  it('a custom background is no missing rule', async () => {
    const character = fixtureCharacter([{ name: 'Fighter', levels: 1 }], { name: 'Own Past', localId: 'temp-ownpast01', background: { name: 'Custom', feature: '' } });
    setup([character]).open('temp-ownpast01');
    expect(await screen.findByRole('article', { name: 'Character sheet of Own Past' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Missing rules data' })).toBeNull();
  });

  it('finds a character by its cloud id as well as its localId', async () => {
    setup([{ ...complete(), id: 'cloud-7', userId: 'user-1' }]).open('cloud-7');
    expect(await screen.findByRole('article', { name: 'Character sheet of Vela Doran' })).toBeInTheDocument();
  });
});

describe('character page, signed in', () => {
  it('reloaded while the session is restored, a cloud character says "Signing in…", never "Saved in this browser only", until the session is known', async () => {
    const { cloud, store, open } = setup([{ ...complete(), id: 'cloud-1', userId: 'user-1' }]);
    expect(cloud.seed(complete()).id).toBe('cloud-1');
    // A reload: this browser holds a session (the hint), whose token is still being fetched.
    authStore.set({ isAuthLoading: true });
    open('cloud-1');
    expect(await screen.findByRole('article', { name: 'Character sheet of Vela Doran' })).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent('Signing in…');
    expect(screen.queryByText('Saved in this browser only')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Character' })).toBeNull();
    // The token arrives: signed in, the store follows, and the status is the cloud's.
    setAccessToken('header.payload.signature');
    authStore.set({ isAuthLoading: false });
    await store.setSignedIn(true);
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved to the cloud'));
    expect(screen.getByRole('button', { name: 'Save Character' })).toBeInTheDocument();
  });

  it('when the restore ends signed out, the page says where the character is: this browser only', async () => {
    const { open } = setup([{ ...complete(), id: 'cloud-1', userId: 'user-1' }]);
    authStore.set({ isAuthLoading: true });
    open('cloud-1');
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Signing in…'));
    authStore.set({ isAuthLoading: false });
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved in this browser only'));
  });

  it('sheet edits go to the server after the debounce; builder edits wait and mark dirty until Save Character', async () => {
    const { cloud, open } = setup([complete()], true);
    open('temp-velavela1');
    const summary = await screen.findByRole('region', { name: 'Character summary' });
    await waitFor(() => expect(screen.getByText('Saved to the cloud')).toBeInTheDocument());
    await userEvent.click(within(summary).getByRole('button', { name: 'Damage' }));
    await userEvent.type(screen.getByLabelText('Damage taken'), '3');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Take Damage' })).getByRole('button', { name: 'Damage' }));
    await waitFor(() => expect(cloud.count('save')).toBe(1));
    await waitFor(() => expect(screen.getByText('Saved to the cloud')).toBeInTheDocument());
    const id = [...cloud.records.keys()][0];
    expect(cloud.stored(id)).toMatchObject({ currentStats: { hitPointsLost: 3 } });

    await userEvent.click(within(summary).getByRole('button', { name: 'Edit Character' }));
    await userEvent.click(screen.getByRole('button', { name: 'Probe edit' }));
    expect(screen.getByRole('region', { name: 'Builder probe' })).toHaveAttribute('data-dirty', 'true');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cloud.count('save')).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save Character' }));
    await waitFor(() => expect(cloud.stored(id)).toMatchObject({ name: 'Renamed' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Builder probe' })).toHaveAttribute('data-dirty', 'false'));
  });

  it('a failed save keeps the edit in this browser, says so, and Retry now sends it', async () => {
    const { cloud, db, open } = setup([complete()], true);
    open('temp-velavela1');
    const summary = await screen.findByRole('region', { name: 'Character summary' });
    await waitFor(() => expect(screen.getByText('Saved to the cloud')).toBeInTheDocument());
    cloud.failNext('offline', 1, 'No connection to the server (Failed to fetch).');
    await userEvent.click(within(summary).getByRole('button', { name: 'Damage' }));
    await userEvent.type(screen.getByLabelText('Damage taken'), '4');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Take Damage' })).getByRole('button', { name: 'Damage' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your latest changes could not be saved to the cloud: No connection to the server (Failed to fetch). They are kept in this browser; trying again in');
    expect(screen.getByText('Not saved to the cloud')).toBeInTheDocument();
    expect(db.records.get('temp-velavela1')).toMatchObject({ pendingUpload: true, document: { currentStats: { hitPointsLost: 4 } } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(screen.getByText('Saved to the cloud')).toBeInTheDocument());
    expect(db.records.get('temp-velavela1')?.pendingUpload).toBe(false);
  });
});
