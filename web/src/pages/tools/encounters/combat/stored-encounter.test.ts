// Reading the stored encounter for the tracker: the storage's fields set aside, every problem named, unchanged objects
// kept from the previous reading (so memoized rows skip re-rendering), and the page's own trackers taken as they are.
import { describe, expect, it } from 'vitest';
import { ENCOUNTER_RULES } from '../../../../../../core/engine/test-support/encounter-rules.ts';
import { createTrackerReducer, handCombatant, newEncounter, newTracker } from '../../../../../../core/engine/encounters/index.ts';
import type { DocumentTypes } from '../../../../storage/document-kinds.ts';

type Stored = DocumentTypes['encounter'];
import { readStoredEncounter, shareUnchanged, withStoredTracker } from './stored-encounter.ts';

const reduce = createTrackerReducer(ENCOUNTER_RULES);
const fight = () =>
  reduce(newTracker(), {
    type: 'add',
    combatants: [
      { ...handCombatant({ name: 'Ash', hitPoints: 20, armorClass: 12 }), initiative: 15 },
      { ...handCombatant({ name: 'Brin', hitPoints: 18, armorClass: 14 }), initiative: 9 },
    ],
  });
const stored = (extra: Record<string, unknown> = {}): Stored => ({ ...newEncounter('Ford'), tracker: fight(), id: 'e1', userId: 'gm', localId: 'L1', changedAt: 5, ...extra }) as Stored;

describe('reading a stored encounter', () => {
  it('sets the storage fields aside and reads the engine format', () => {
    const reading = readStoredEncounter(stored());
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.encounter.name).toBe('Ford');
    expect(reading.encounter).not.toHaveProperty('localId');
    expect(reading.encounter.tracker?.combatants.map((c) => c.name)).toEqual(['Ash', 'Brin']);
  });

  it('names every problem of a document the engine cannot read', () => {
    const reading = readStoredEncounter(stored({ version: 3, surprise: true }));
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems.join('\n')).toMatch(/version/);
    expect(reading.problems.join('\n')).toMatch(/surprise/);
  });

  it('keeps the objects of unchanged combatants from the previous reading', () => {
    const first = stored();
    const before = readStoredEncounter(first);
    if (!before.ok) throw new Error('unreadable');
    const [ash, brin] = before.encounter.tracker!.combatants;
    // Ash is hit, and the document comes back as JSON text (a copy from the server): every object in it is new.
    const again = JSON.parse(JSON.stringify({ ...first, tracker: reduce(before.encounter.tracker!, { type: 'damage', id: ash!.id, amount: 3 }) })) as Stored;
    const after = readStoredEncounter(again, { stored: first, encounter: before.encounter });
    if (!after.ok) throw new Error('unreadable');
    expect(after.encounter.tracker!.combatants[1]).toBe(brin);
    expect(after.encounter.tracker!.combatants[0]).not.toBe(before.encounter.tracker!.combatants[0]);
    expect(after.encounter.tracker!.combatants[0]!.hitPoints!.current).toBe(17);
    expect(after.encounter.party).toBe(before.encounter.party);
  });

  it('takes the page\'s own tracker as it is when nothing else changed, and reads again when something did', () => {
    const first = stored();
    const before = readStoredEncounter(first);
    if (!before.ok) throw new Error('unreadable');
    const next = reduce(before.encounter.tracker!, { type: 'start' });
    const written = { ...withStoredTracker(first, next), changedAt: 6 };
    const after = readStoredEncounter(written, { stored: first, encounter: before.encounter });
    expect(after.ok && after.encounter.tracker).toBe(next);
    // A tracker from elsewhere (not the reducer's on this page) is read and checked.
    const foreign = { ...first, tracker: { ...next, currentId: 'nobody' } } as Stored;
    const checked = readStoredEncounter(foreign, { stored: first, encounter: before.encounter });
    expect(checked.ok).toBe(false);
    // Another field changed beside the page's tracker: the whole document is read.
    const renamed = readStoredEncounter({ ...written, name: '' } as Stored, { stored: first, encounter: before.encounter });
    expect(renamed.ok).toBe(false);
  });

  it('shares equal parts and keeps different ones', () => {
    const a = { list: [{ id: 'x', n: 1 }, { id: 'y', n: 2 }], other: { k: 'v' } };
    const b = { list: [{ id: 'y', n: 2 }, { id: 'x', n: 3 }], other: { k: 'v' } };
    const shared = shareUnchanged(b, a);
    expect(shared.other).toBe(a.other);
    expect(shared.list[0]).toBe(a.list[1]);
    expect(shared.list[1]).not.toBe(a.list[0]);
    expect(shared.list[1]).toEqual({ id: 'x', n: 3 });
    expect(shareUnchanged(JSON.parse(JSON.stringify(a)), a)).toBe(a);
  });
});
