// The conflict question in jsdom over a real store (in-memory database, fake server that holds a newer revision):
// it opens by itself, names each field readably (or by its path) with both values, saves only once every field has a
// choice, and the choice reaches the server; "Decide later" keeps the edit here and the notice reopens the question.
import { render, screen, waitFor, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { createCharacter, type RawCharacter } from '../../../core/engine/index.ts';
import { authStore, setAccessToken } from '../auth/auth-state.ts';
import { lightTheme } from '../lib/theme/themes.ts';
import { conflictFieldLabel, describeValue } from './conflict-fields.ts';
import { DocumentConflictPrompt } from './DocumentConflicts.tsx';
import { DOCUMENT_KIND_SPECS } from './document-kinds.ts';
import { DocumentStore } from './document-store.ts';
import { createMemoryDocuments } from './local-documents.ts';
import { FakeCloud } from './test-support/fake-cloud.ts';
import { CharacterStoreProvider } from './use-documents.ts';

const CHARACTER = DOCUMENT_KIND_SPECS.character;
vi.setConfig({ testTimeout: 30_000 });
const userEvent = user.setup({ delay: null });

/** A signed-in store whose edit of Kira (name, credits, a feature's uses) met another device's save of the same fields. */
async function conflicted() {
  setAccessToken('header.payload.signature');
  authStore.set({ isAuthLoading: false });
  const cloud = new FakeCloud();
  const kira: RawCharacter = { ...createCharacter(1), name: 'Kira', localId: 'temp-kirakira1', credits: 10 };
  const seeded = cloud.seed(kira);
  const store = new DocumentStore<RawCharacter>({ kind: CHARACTER, local: createMemoryDocuments<RawCharacter>(), cloud, isSignedIn: true });
  await store.load();
  const stats = kira.currentStats;
  cloud.saveElsewhere(seeded.id, { ...kira, name: 'Kira Dawn', credits: 99, currentStats: { ...stats, featuresTimesUsed: { Rage: 2 } } });
  await store.save({ ...store.find(seeded.id)!, name: 'Kira Vel', credits: 250, notes: 'mine only', currentStats: { ...stats, featuresTimesUsed: { Rage: 1 } } }, 'now');
  await store.flush(seeded.id);
  expect(store.getSnapshot().conflicts).toHaveLength(1);
  render(
    <ThemeProvider theme={lightTheme}>
      <CharacterStoreProvider store={store}>
        <DocumentConflictPrompt kind="character" />
      </CharacterStoreProvider>
    </ThemeProvider>,
  );
  return { cloud, store, id: seeded.id };
}

afterEach(() => setAccessToken(null));

describe('the conflict question', () => {
  it('opens by itself with each field named and both values, and saves the choices once all are made', async () => {
    const { cloud, store, id } = await conflicted();
    const dialog = await screen.findByRole('dialog', { name: 'Character changed in two places' });
    const name = within(dialog).getByRole('group', { name: 'Name' });
    expect(within(name).getByRole('radio', { name: /Mine \(this browser\)\s*Kira Vel/ })).toBeInTheDocument();
    expect(within(name).getByRole('radio', { name: /Theirs \(the other device.*\)\s*Kira Dawn/ })).toBeInTheDocument();
    const credits = within(dialog).getByRole('group', { name: 'Credits' });
    expect(within(credits).getByText('250')).toBeInTheDocument();
    expect(within(credits).getByText('99')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Uses of Rage' })).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save choices' });
    expect(save).toBeDisabled();
    await userEvent.click(within(name).getByRole('radio', { name: /Theirs/ }));
    expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep all mine' }));
    expect(within(name).getByRole('radio', { name: /Mine/ })).toBeChecked();
    await userEvent.click(within(name).getByRole('radio', { name: /Theirs/ }));
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cloud.stored(id)).toMatchObject({ name: 'Kira Dawn', credits: 250, notes: 'mine only', currentStats: { featuresTimesUsed: { Rage: 1 } } });
    expect(store.getSnapshot().conflicts).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('"Decide later" keeps the edit here and sends nothing; the notice asks again', async () => {
    const { cloud, store, id } = await conflicted();
    const saves = cloud.count('save');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decide later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Kira Vel was changed on another device too, on the same fields.');
    expect(store.find(id)).toMatchObject({ name: 'Kira Vel', credits: 250 });
    expect(cloud.count('save')).toBe(saves);
    await userEvent.click(screen.getByRole('button', { name: 'Choose what to keep' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Take all theirs' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(cloud.stored(id)).toMatchObject({ name: 'Kira Dawn', credits: 99, notes: 'mine only' }));
  });
});

describe('field names and values', () => {
  it('names known character fields readably and others by their path', () => {
    expect(conflictFieldLabel(CHARACTER, ['currentStats', 'hitPointsLost'])).toBe('Hit points lost');
    expect(conflictFieldLabel(CHARACTER, ['credits'])).toBe('Credits');
    expect(conflictFieldLabel(CHARACTER, ['characteristics', 'Backstory'])).toBe('Backstory');
    expect(conflictFieldLabel(CHARACTER, ['tweaks', 'abilityScores', 'Dexterity'])).toBe('tweaks.abilityScores.Dexterity');
    expect(conflictFieldLabel(CHARACTER, [])).toBe('The whole character');
    expect(conflictFieldLabel(DOCUMENT_KIND_SPECS.encounter, ['round'])).toBe('round');
  });

  it('shows values as read, not as JSON', () => {
    expect(describeValue(undefined)).toBe('(not set)');
    expect(describeValue('')).toBe('(empty)');
    expect(describeValue(true)).toBe('Yes');
    expect(describeValue(12500)).toBe('12,500');
    expect(describeValue(['Prone', 'Stunned'])).toBe('Prone, Stunned');
    expect(describeValue([{ name: 'Blaster', quantity: 1 }, { name: 'Medpac', quantity: 3 }])).toBe('Blaster, Medpac ×3');
    expect(describeValue({ Rage: 2 })).toBe('Rage: 2');
  });
});
