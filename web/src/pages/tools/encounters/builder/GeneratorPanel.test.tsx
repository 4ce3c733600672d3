// The generator replaces the monsters the game master picked by hand; Undo brings them back, and is offered only while
// the list is still the draw's (an edit made since is the game master's own).
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';
import { useState } from 'react';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { newEncounter } from '../../../../../../core/engine/encounters/index.ts';
import { ENCOUNTER_RULES } from '../../../../../../core/engine/test-support/encounter-rules.ts';
import type { StoredEncounter } from '../../../../storage/document-kinds.ts';
import { withTheme } from '../../sheet/test-support/render-sheet.tsx';
import type { BuilderMonster } from '../use-encounter-data.ts';
import { GeneratorPanel } from './GeneratorPanel.tsx';

vi.setConfig({ testTimeout: 30_000 });
const userEvent = user.setup({ delay: null });

const monster = (name: string, challengeRating: string, experiencePoints: number): BuilderMonster => ({
  name,
  size: 'Medium',
  types: ['humanoid'],
  alignment: null,
  challengeRating,
  experiencePoints,
  armorClass: 12,
  hitPoints: 20,
  dexterityModifier: 1,
  contentSource: null,
});
const MONSTERS = [monster('Thug', '1/2', 100), monster('Raider', '1', 200), monster('Veteran', '3', 700), monster('Scout', '1/4', 50)];

// The generator asks the server for nothing until words are typed: a link that is never reached.
const client = new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => new Observable((observer) => observer.error(new Error('no request expected')))) });

function Harness({ initial }: { initial: StoredEncounter }) {
  const [doc, setDoc] = useState(initial);
  return (
    <>
      <output data-testid="monsters">{doc.monsters.map((m) => `${m.name} x${m.count}${m.locked ? ' (locked)' : ''}`).join(', ')}</output>
      <GeneratorPanel doc={doc} rules={ENCOUNTER_RULES} monsters={MONSTERS} findMonster={(name) => MONSTERS.find((m) => m.name === name)} change={(edit) => setDoc((d) => edit(d))} />
    </>
  );
}

describe('encounter generator', () => {
  it('Undo brings back the hand-picked monsters a draw replaced, and is gone once used', async () => {
    const initial: StoredEncounter = { ...newEncounter('Ambush'), party: { groups: [{ level: 3, count: 4 }], characters: [] }, monsters: [{ name: 'Scout', count: 3, locked: false }] };
    render(withTheme(<ApolloProvider client={client}><Harness initial={initial} /></ApolloProvider>));
    const panel = screen.getByRole('region', { name: 'Generator' });
    expect(within(panel).queryByRole('button', { name: /^Undo/ })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Generate' }));
    // The draw for four level 3 characters replaces the unlocked scouts (whatever it drew).
    expect(panel).toHaveTextContent(/Proposed:|The closest proposal is in place/);
    await userEvent.click(within(panel).getByRole('button', { name: /^Undo/ }));
    expect(screen.getByTestId('monsters')).toHaveTextContent(/^Scout x3$/);
    expect(within(panel).queryByRole('button', { name: /^Undo/ })).toBeNull();
  });
});
