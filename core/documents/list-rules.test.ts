// The rules every list of the user's documents shares, over each kind's entry: the look-up by address id, the search
// and its order, the count and search thresholds and the limit texts.
import { describe, expect, it } from 'vitest';
import { DOCUMENT_KIND } from './kinds.ts';
import { countLabel, countText, filterDocuments, findDocument, isAtLimit, limitTooltip, noMatchText, showsCount, showsSearch } from './list-rules.ts';

describe('the document lists', () => {
  it('find by id: the cloud id first, then the local id', () => {
    const list = [{ name: 'A', localId: 'x1' }, { name: 'B', id: 'x1' }];
    expect(findDocument(list, 'x1')?.name).toBe('B');
    expect(findDocument(list, 'zz')).toBeUndefined();
  });

  it('filter by a part of the name in any case, newest change first', () => {
    const characters = [{ name: 'Han', changedAt: 1 }, { name: 'hana', changedAt: 3 }, { name: 'Leia', changedAt: 2 }];
    expect(filterDocuments(characters, 'HAN').map((c) => c.name)).toEqual(['hana', 'Han']);
    const ships = [{ name: 'Ebon Hawk', changedAt: 1 }, { name: 'Outrider', changedAt: 3 }, { name: 'Hawk-bat', changedAt: 2 }];
    expect(filterDocuments(ships, 'hawk').map((s) => s.name)).toEqual(['Hawk-bat', 'Ebon Hawk']);
    expect(filterDocuments(ships, '').map((s) => s.name)).toEqual(['Outrider', 'Hawk-bat', 'Ebon Hawk']);
    expect(filterDocuments([{ changedAt: 1 }, { name: 'x' }], '')).toHaveLength(2);
  });

  it('show the count and the search from the sizes the lists always had, and say the limit', () => {
    const { character, starship, encounter } = DOCUMENT_KIND;
    expect([isAtLimit(character, 19), isAtLimit(character, 20), isAtLimit(character, 21)]).toEqual([false, true, true]);
    expect([showsCount(character, 14), showsCount(character, 15)]).toEqual([false, true]);
    expect([showsSearch(character, 5), showsSearch(character, 6)]).toEqual([false, true]);
    expect(countText(starship, 14)).toBeUndefined();
    expect(countText(starship, 15)).toBe('15 / 20');
    expect(countLabel(character, 15)).toBe('15 of 20 characters');
    // Encounters: the count once three quarters of 50 are kept; no search.
    expect([countText(encounter, 37), countText(encounter, 38)]).toEqual([undefined, '38 / 50']);
    expect(showsSearch(encounter, 49)).toBe(false);
    expect(limitTooltip(character)).toBe('20 Character Limit');
    expect(limitTooltip(starship)).toBe('20 Starship Limit');
    expect(noMatchText(character)).toBe('No characters found with filter.');
    expect(noMatchText(starship)).toBe('No starships found with filter.');
  });
});
