// The combat page in jsdom over a real encounter store (in-memory database) and a real Apollo client whose link answers
// from the bundled rules data: a quick combat on an empty encounter (a monster from its record and someone typed in),
// initiative, damage of a type the monster resists, its uses and legendary actions as counters, a concentration
// reminder with its DC, a condition ending after its rounds; every change kept in the stored encounter, which a fresh
// page reads back as it was left (the legendary actions come back at the start of its turn).
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Observable } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newEncounter, parseEncounterDocument } from '../../../../../../core/engine/encounters/index.ts';
import { withoutStorageFields } from '../../../../../../core/documents/adapters.ts';
import { MonstersTableDocument, TrackerEncounterRulesDocument, TrackerMonsterDocument } from '../../../../gql/graphql.ts';
import { authStore, setAccessToken } from '../../../../auth/auth-state.ts';
import { lightTheme } from '../../../../lib/theme/themes.ts';
import { DOCUMENT_KIND_SPECS, type DocumentTypes } from '../../../../storage/document-kinds.ts';

type Stored = DocumentTypes['encounter'];
import { DocumentStore } from '../../../../storage/document-store.ts';
import { createMemoryDocuments } from '../../../../storage/local-documents.ts';
import { FakeCloud } from '../../../../storage/test-support/fake-cloud.ts';
import { DocumentStoreProvider } from '../../../../storage/use-documents.ts';
import { CombatPage } from './CombatPage.tsx';

vi.setConfig({ testTimeout: 60_000 });
const userEvent = user.setup({ delay: null });
const seed = (file: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../../seed/data', file), 'utf8')) as Record<string, unknown>[];
const RULES = seed('encounterRules.json');
const MONSTERS = seed('monster.json');

/** The value as the query selects it (every selected field, null where the data has none, fragments spread), with type names. */
function select(selection: SelectionSetNode, value: Record<string, unknown>, typename: string, fragments: ReadonlyMap<string, SelectionSetNode>): Record<string, unknown> {
  const out: Record<string, unknown> = { __typename: typename };
  for (const node of selection.selections) {
    if (node.kind === Kind.FRAGMENT_SPREAD) {
      Object.assign(out, select(fragments.get(node.name.value)!, value, typename, fragments));
      continue;
    }
    if (node.kind !== Kind.FIELD || node.name.value === '__typename') continue;
    const field = value[node.name.value] ?? null;
    out[node.name.value] = node.selectionSet && Array.isArray(field) ? field.map((item) => select(node.selectionSet!, item as Record<string, unknown>, 'MonsterBehavior', fragments)) : field;
  }
  return out;
}

/** What an operation's root field selects, read from a record as the server would answer it. */
const selectRoot = (document: DocumentNode, value: Record<string, unknown>, typename: string) => {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error('not an operation');
  const field = operation.selectionSet.selections[0]!;
  if (field.kind !== Kind.FIELD || !field.selectionSet) throw new Error('no selection');
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])));
  return select(field.selectionSet, value, typename, fragments);
};

function client() {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName;
        let data: Record<string, unknown>;
        if (name === 'TrackerEncounterRules') data = { encounterRules: RULES.map((row) => selectRoot(TrackerEncounterRulesDocument, row, 'EncounterRule')) };
        else if (name === 'TrackerMonster') {
          const record = MONSTERS.find((m) => m.name === operation.variables.name);
          data = { monster: record ? selectRoot(TrackerMonsterDocument, record, 'Monster') : null };
        } else if (name === 'MonstersTable') data = { monsters: MONSTERS.map((m) => selectRoot(MonstersTableDocument, m, 'Monster')) };
        else throw new Error(`unexpected operation ${name}`);
        observer.next({ data });
        observer.complete();
      }),
  );
  return new ApolloClient({ cache: new InMemoryCache(), link });
}

function setup() {
  const db = createMemoryDocuments<Stored>([{ document: { ...newEncounter('Cantina brawl'), localId: 'temp-brawl0001' } as Stored, pendingUpload: true }]);
  const store = new DocumentStore<Stored>({ kind: DOCUMENT_KIND_SPECS.encounter, local: db, cloud: new FakeCloud(), isSignedIn: false });
  setAccessToken(null);
  authStore.set({ isAuthLoading: false });
  const apollo = client();
  const open = () =>
    render(
      <ThemeProvider theme={lightTheme}>
        <ApolloProvider client={apollo}>
          <DocumentStoreProvider stores={{ encounter: store }}>
            <MemoryRouter initialEntries={['/tools/encounters/temp-brawl0001/combat']}>
              <Routes>
                <Route path="/tools/encounters/:encounterId/combat" element={<CombatPage />} />
              </Routes>
            </MemoryRouter>
          </DocumentStoreProvider>
        </ApolloProvider>
      </ThemeProvider>,
    );
  return { db, store, open };
}

afterEach(() => authStore.set({ isAuthLoading: false }));

const order = () => screen.getByRole('list', { name: 'Turn order' });
const row = (name: string) => within(order()).getByRole('listitem', { name });
const panelOf = (name: string) => screen.getByRole('region', { name: `${name} (selected)` });

describe('the combat page', () => {
  it('runs a quick combat on an empty encounter and keeps it in the stored encounter', async () => {
    const { db, open } = setup();
    const page = open();
    expect(await screen.findByText(/a quick combat\. Add everyone by hand below/)).toBeInTheDocument();

    // A monster from its record, and someone typed in.
    const monsters = screen.getByRole('form', { name: 'Add monsters' });
    await userEvent.type(within(monsters).getByLabelText('Monster'), 'Sith Lord');
    await userEvent.click(within(monsters).getByRole('button', { name: 'Add monsters' }));
    await screen.findByRole('list', { name: 'Turn order' });
    const hand = screen.getByRole('form', { name: 'Add by hand' });
    await userEvent.type(within(hand).getByLabelText('Name'), 'Ash');
    await userEvent.type(within(hand).getByLabelText('Initiative bonus'), '2');
    await userEvent.type(within(hand).getByLabelText('Armor class'), '12');
    await userEvent.type(within(hand).getByLabelText('Hit points'), '30');
    await userEvent.click(within(hand).getByRole('button', { name: 'Add' }));
    expect(within(order()).getAllByTestId('combatant')).toHaveLength(2);
    expect(row('Sith Lord')).toHaveTextContent('AC 19');
    expect(row('Sith Lord')).toHaveTextContent('HP 210 / 210');

    // Initiative: the monster's rolled and shown as rolled, Ash's typed in; higher first.
    await userEvent.click(screen.getByRole('button', { name: 'Roll initiative for the monsters' }));
    expect(row('Sith Lord')).toHaveTextContent(/d20 \(\d+\) \+ 5 = \d+/);
    const rolled = Number((within(row('Sith Lord')).getByLabelText('Initiative of Sith Lord') as HTMLInputElement).value);
    const ash = within(row('Ash')).getByLabelText('Initiative of Ash');
    await userEvent.type(ash, `${rolled + 1}{Enter}`);
    expect(within(order()).getAllByTestId('combatant').map((li) => li.getAttribute('aria-label'))).toEqual(['Ash', 'Sith Lord']);
    await userEvent.click(screen.getByRole('button', { name: 'Start combat' }));
    expect(screen.getByTestId('turn')).toHaveTextContent("Round 1: Ash's turn");

    // The Sith Lord resists lightning: half is taken, and the page says so. Its stat block has its rolls.
    await userEvent.click(within(row('Sith Lord')).getByRole('button', { name: 'Sith Lord' }));
    const lord = await screen.findByRole('region', { name: 'Sith Lord (selected)' });
    await userEvent.type(within(lord).getByLabelText('Amount'), '14');
    await userEvent.selectOptions(within(lord).getByLabelText('Damage type'), 'Lightning');
    await userEvent.click(within(lord).getByRole('button', { name: 'Damage' }));
    expect(within(lord).getByTestId('what-happened')).toHaveTextContent('Sith Lord takes 14 lightning damage, resisted: 7 taken.');
    expect(row('Sith Lord')).toHaveTextContent('HP 203 / 210');
    const block = within(lord).getByRole('region', { name: 'Stat block of Sith Lord' });
    expect(within(block).getAllByRole('button', { name: /^Roll .* attack, \+\d+ to hit$/ }).length).toBeGreaterThan(0);
    expect(within(block).getByRole('button', { name: /^Roll Constitution save/ })).toBeInTheDocument();
    // Uses per day are counters; legendary actions a counter per round, spent by their cost.
    expect(block).toHaveTextContent('Unbending Will: 3 of 3 left per day');
    await userEvent.click(within(block).getByRole('button', { name: 'Use Unbending Will' }));
    expect(within(panelOf('Sith Lord')).getByRole('region', { name: 'Stat block of Sith Lord' })).toHaveTextContent('Unbending Will: 2 of 3 left per day');
    expect(within(panelOf('Sith Lord')).getByRole('heading', { name: /^Legendary actions/ })).toHaveTextContent('Legendary actions: 3 of 3 left this round');
    await userEvent.click(within(panelOf('Sith Lord')).getByRole('button', { name: 'Use Dark Grip (2 legendary actions)' }));
    expect(within(panelOf('Sith Lord')).getByRole('heading', { name: /^Legendary actions/ })).toHaveTextContent('Legendary actions: 1 of 3 left this round');
    expect(within(panelOf('Sith Lord')).getByRole('button', { name: 'Use Dark Grip (2 legendary actions)' })).toBeDisabled();

    // Ash concentrates and takes 24: a DC 12 Constitution save is owed.
    await userEvent.click(within(row('Ash')).getByRole('button', { name: 'Ash' }));
    const panel = await screen.findByRole('region', { name: 'Ash (selected)' });
    await userEvent.type(within(panel).getByLabelText('Concentrating on'), 'a force barrier');
    await userEvent.click(within(panel).getByRole('button', { name: 'Concentrate' }));
    await userEvent.type(within(panel).getByLabelText('Amount'), '24');
    await userEvent.click(within(panel).getByRole('button', { name: 'Damage' }));
    expect(within(panelOf('Ash')).getByRole('alert')).toHaveTextContent('DC 12 Constitution save to keep concentrating');
    expect(row('Ash')).toHaveTextContent('DC 12 save owed');

    // Restrained for 1 round during its own turn: it holds through the Sith Lord's turn and ends with Ash's next one.
    await userEvent.selectOptions(within(panelOf('Ash')).getByLabelText('Condition'), 'Restrained');
    await userEvent.type(within(panelOf('Ash')).getByLabelText('Rounds (blank: until removed)'), '1');
    await userEvent.click(within(panelOf('Ash')).getByRole('button', { name: 'Add condition' }));
    expect(row('Ash')).toHaveTextContent('Restrained (to round 2)');
    await userEvent.click(screen.getByRole('button', { name: 'Next turn' }));
    expect(screen.getByTestId('turn')).toHaveTextContent("Round 1: Sith Lord's turn");
    expect(row('Ash')).toHaveTextContent('Restrained');
    await userEvent.click(screen.getByRole('button', { name: 'Next turn' }));
    expect(screen.getByTestId('turn')).toHaveTextContent("Round 2: Ash's turn");
    expect(row('Ash')).toHaveTextContent('Restrained');
    await userEvent.click(screen.getByRole('button', { name: 'Next turn' }));
    expect(row('Ash')).not.toHaveTextContent('Restrained');
    expect(screen.getByRole('region', { name: 'Combat log' })).toHaveTextContent('Ash is no longer restrained (1 round over).');

    // Every change is in the stored encounter, which the engine reads back; a fresh page shows the same fight.
    const [record] = await db.readAll();
    const stored = parseEncounterDocument(withoutStorageFields(record!.document as unknown as Record<string, unknown>));
    expect(stored.tracker).toMatchObject({ round: 2 });
    expect(stored.tracker!.combatants.find((c) => c.name === 'Sith Lord')!.hitPoints).toEqual({ current: 203, max: 210, temp: 0 });
    page.unmount();
    await act(async () => undefined);
    open();
    expect(await screen.findByTestId('turn')).toHaveTextContent("Round 2: Sith Lord's turn");
    expect(row('Sith Lord')).toHaveTextContent('HP 203 / 210');
    // Its turn began: its legendary actions came back; the day's uses did not.
    const back = await screen.findByRole('region', { name: 'Stat block of Sith Lord' });
    expect(within(back).getByRole('heading', { name: /^Legendary actions/ })).toHaveTextContent('Legendary actions: 3 of 3 left this round');
    expect(back).toHaveTextContent('Unbending Will: 2 of 3 left per day');
  });

  it('says what is wrong with an encounter the tracker cannot read, and loses nothing', async () => {
    // Not an encounter of this format: the storage holds it as it is.
    const db = createMemoryDocuments<Stored>([{ document: { name: 'Old format', localId: 'temp-oldold01', monsters: 'three' } as unknown as Stored, pendingUpload: true }]);
    const store = new DocumentStore<Stored>({ kind: DOCUMENT_KIND_SPECS.encounter, local: db, cloud: new FakeCloud(), isSignedIn: false });
    render(
      <ThemeProvider theme={lightTheme}>
        <ApolloProvider client={client()}>
          <DocumentStoreProvider stores={{ encounter: store }}>
            <MemoryRouter initialEntries={['/tools/encounters/temp-oldold01/combat']}>
              <Routes>
                <Route path="/tools/encounters/:encounterId/combat" element={<CombatPage />} />
              </Routes>
            </MemoryRouter>
          </DocumentStoreProvider>
        </ApolloProvider>
      </ThemeProvider>,
    );
    expect(await screen.findByText('This encounter cannot be read by the tracker:')).toBeInTheDocument();
    expect(screen.getByText(/^monsters: /)).toBeInTheDocument();
    expect((await db.readAll())[0]!.document).toEqual({ name: 'Old format', localId: 'temp-oldold01', monsters: 'three' });
  });
});
