// The share page in jsdom over a real Apollo client whose link answers as the server would: a character opens as
// its read-only sheet, follows the owner's next save at the next poll (only when the revision changed), stops when
// the link is revoked, says so for an unknown link, shows an encounter read-only with the engine's difficulty or as
// its players' view (asked for every second), and a starship as its printable sheet.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Observable } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { indexEncounterRules, newEncounter, type EncounterRuleInput } from '../../../../core/engine/encounters/index.ts';
import { fixtureCharacter, fixtureRules } from '../../../../core/engine/test-support/fixture-rules.ts';
import { BUNDLED_RULES_DIR } from '../../../../core/engine/node/load-rules.ts';
import { loadStarshipRulesDir } from '../../../../core/engine/node/load-starship-rules.ts';
import { indexStarshipRules, newStarship } from '../../../../core/engine/starships/index.ts';
import { seedRecords } from '../../../../tests/support/seed-data.ts';
import { lightTheme } from '../../lib/theme/themes.ts';
import { SharedDocumentPage } from './SharedDocumentPage.tsx';
import { nextSharedState, PLAYER_VIEW_POLL_MS, SHARE_POLL_MS, type SharedDocument } from './use-shared-document.ts';

vi.setConfig({ testTimeout: 30_000 });
const rules = fixtureRules();
vi.mock('../tools/rules/use-tools-rules.ts', () => ({ useToolsRules: () => ({ rules, loading: false }) }));
// The bundled starship rules, as the starship pages' query would bring them.
const shipRules = indexStarshipRules(loadStarshipRulesDir(BUNDLED_RULES_DIR));
vi.mock('../tools/starships/rules/use-starship-rules.ts', () => ({ useStarshipRules: () => ({ rules: shipRules, loading: false }) }));
// The encounter pages' rules data: the bundled catalogue and monsters, as the server would give them.
const encounterRules = indexEncounterRules(seedRecords<EncounterRuleInput>('encounterRules'));
const monsters = seedRecords<{ name: string; challengeRating: string; experiencePoints: number; types: string[] }>('monster');
vi.mock('../tools/encounters/use-encounter-data.ts', () => ({
  useEncounterData: () => ({ rules: encounterRules, monsters, findMonster: (name: string) => monsters.find((m) => m.name.toLowerCase() === name.toLowerCase()), loading: false }),
}));

const character = (name: string) => fixtureCharacter([{ name: 'Consular', levels: 3 }], { name });
const shared = (revision: number, name: string, kind = 'CHARACTER'): SharedDocument => ({
  token: 'tok',
  kind: kind as SharedDocument['kind'],
  view: 'FULL',
  jsonData: JSON.stringify(character(name)),
  revision,
  changedAt: '2026-11-27T07:00:00.000Z',
});

/** What the fake server answers now, and how many times it was asked. */
let answer: SharedDocument | null;
let asked = 0;

function open(token = 'tok') {
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        asked++;
        observer.next({ data: { sharedDocument: answer } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  return render(
    <ThemeProvider theme={lightTheme}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[`/shared/${token}`]}>
          <Routes>
            <Route path="/shared/:token" element={<SharedDocumentPage />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  asked = 0;
  // Advancing with real time too, so Testing Library's own waits still run.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('the share page', () => {
  it('shows the character read-only and follows the owner\'s saves until the link is revoked', async () => {
    answer = shared(1, 'Vela Doran');
    open();
    expect(await screen.findByRole('article', { name: 'Character sheet of Vela Doran' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Shared read-only' })).toHaveTextContent('Shared character, read-only.');
    expect(screen.queryByRole('button', { name: 'Edit Character' })).toBeNull();

    answer = shared(2, 'Vela Dawn');
    await act(() => vi.advanceTimersByTimeAsync(SHARE_POLL_MS));
    expect(await screen.findByRole('article', { name: 'Character sheet of Vela Dawn' })).toBeInTheDocument();

    answer = null;
    await act(() => vi.advanceTimersByTimeAsync(SHARE_POLL_MS));
    expect(await screen.findByText('Its owner has stopped sharing this: the link no longer opens anything.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    // Revoked is final: no more questions.
    const after = asked;
    await act(() => vi.advanceTimersByTimeAsync(SHARE_POLL_MS * 3));
    expect(asked).toBe(after);
  });

  it('says so for an unknown link', async () => {
    answer = null;
    open('nothing');
    expect(await screen.findByText(/This link does not open anything: it is unknown, or its owner revoked it/)).toBeInTheDocument();
  });

  it('shows an encounter\'s players\' view, asking every second, and follows the game master\'s next turn', async () => {
    const view = (round: number, current: string) => ({
      name: 'Ambush',
      round,
      started: true,
      currentName: current,
      combatants: [
        { id: 'c1', name: 'Kira', kind: 'character', current: current === 'Kira', hitPoints: { current: 30, max: 41, temp: 5 }, conditions: ['Prone'] },
        { id: 'c2', name: 'Nexu', kind: 'creature', current: current === 'Nexu', state: 'bloodied', conditions: [] },
      ],
    });
    answer = { ...shared(1, 'x', 'ENCOUNTER'), view: 'PLAYERS', jsonData: JSON.stringify(view(1, 'Kira')) };
    open();
    expect(await screen.findByTestId('player-view-turn')).toHaveTextContent("Round 1: Kira's turn");
    expect(screen.getByRole('listitem', { name: 'Kira' })).toHaveTextContent('HP 30 / 41 (+5 temporary)');
    expect(screen.getByRole('listitem', { name: 'Kira' })).toHaveTextContent('Prone');
    expect(screen.getByRole('listitem', { name: 'Kira' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('listitem', { name: 'Nexu' })).toHaveTextContent(/^NexuBloodied$/);
    const before = asked;
    answer = { ...answer, revision: 2, jsonData: JSON.stringify(view(1, 'Nexu')) };
    await act(() => vi.advanceTimersByTimeAsync(PLAYER_VIEW_POLL_MS));
    expect(asked).toBe(before + 1);
    expect(await screen.findByText("Round 1: Nexu's turn")).toBeInTheDocument();
  });

  it('shows an encounter read-only, judged by the engine (4 of level 5 against 3 Stormtroopers of CR 1/2: 3 x 100 XP x2 = 600, below the easy threshold of 1,000: trivial)', async () => {
    const encounter = { ...newEncounter('Ambush'), party: { groups: [{ level: 5, count: 4 }], characters: [] }, monsters: [{ name: 'Stormtrooper', count: 3, locked: false }], localId: 'temp-a' };
    answer = { ...shared(1, 'x', 'ENCOUNTER'), jsonData: JSON.stringify(encounter) };
    open();
    expect(await screen.findByRole('heading', { name: 'Ambush', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Shared read-only' })).toHaveTextContent('Shared encounter, read-only.');
    expect(screen.getByTestId('difficulty')).toHaveTextContent('Trivial');
    expect(screen.getByTestId('total-xp')).toHaveTextContent('300');
    expect(screen.getByTestId('adjusted-xp')).toHaveTextContent('600');
    expect(screen.getByRole('table', { name: 'Encounter monsters' })).toHaveTextContent('Stormtrooper');
    expect(document.querySelector('input, select, textarea')).toBeNull();
  });

  it('shows a starship as its printable sheet, read-only', async () => {
    const ship = { ...newStarship({ name: 'Ebon Hawk', size: 'Small' }), role: 'Courier', localId: 'temp-ebonhawk' };
    answer = { ...shared(1, 'x', 'STARSHIP'), jsonData: JSON.stringify(ship) };
    open();
    expect(await screen.findByRole('article', { name: 'Printable sheet of Ebon Hawk' })).toHaveTextContent('Small Courier, tier 0');
    expect(screen.getByRole('status', { name: 'Shared read-only' })).toHaveTextContent('Shared starship, read-only.');
    expect(screen.queryByRole('button', { name: 'Take damage' })).toBeNull();
  });

  it('says so when a shared encounter cannot be read', async () => {
    answer = { ...shared(1, 'x', 'ENCOUNTER'), jsonData: '{"name":"Ambush"}' };
    open();
    expect(await screen.findByText(/This shared encounter could not be read: .*version: must be 1/)).toBeInTheDocument();
  });
});

describe('nextSharedState', () => {
  it('keeps the shown copy when the revision did not change, and the last copy when a poll fails', () => {
    const first = nextSharedState({ status: 'loading' }, { document: shared(1, 'A') });
    expect(nextSharedState(first, { document: shared(1, 'A') })).toBe(first);
    const failed = nextSharedState(first, { error: 'offline' });
    expect(failed).toMatchObject({ status: 'shown', failure: 'offline', document: { revision: 1 } });
    expect(nextSharedState(failed, { document: shared(1, 'A') })).toEqual({ status: 'shown', document: shared(1, 'A') });
    expect(nextSharedState({ status: 'loading' }, { error: 'offline' })).toEqual({ status: 'failed', message: 'offline' });
    expect(nextSharedState(first, { document: null })).toEqual({ status: 'gone', wasShown: true });
  });
});
