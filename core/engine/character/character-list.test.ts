// My Characters list helpers: lookup order, filter and sort, limits, summary, save stamping and upsert.
import { describe, expect, it } from 'vitest';
import { blankCharacter, BUILDER_VERSION, isEmptyCharacter } from './default-character.ts';
import { characterSummary, filterCharacters, findCharacterById, isAtCharacterLimit, showsCharacterCount, showsCharacterSearch, stampForSave, upsertCharacter } from './character-list.ts';

const make = (name: string, extra: object = {}) => ({ ...blankCharacter(), name, ...extra });

describe('character list', () => {
  it('lookup by id matches the cloud id first, then the local id', () => {
    const list = [make('A', { localId: 'x1' }), make('B', { id: 'x1' })];
    expect(findCharacterById(list, 'x1')?.name).toBe('B');
    expect(findCharacterById(list, 'zz')).toBeUndefined();
  });
  it('filters case-insensitively and sorts by changedAt descending', () => {
    const list = [make('Han', { changedAt: 1 }), make('hana', { changedAt: 3 }), make('Leia', { changedAt: 2 })];
    expect(filterCharacters(list, 'HAN').map((c) => c.name)).toEqual(['hana', 'Han']);
  });
  it('limits and thresholds', () => {
    expect([isAtCharacterLimit(19), isAtCharacterLimit(20), isAtCharacterLimit(21)]).toEqual([false, true, true]);
    expect([showsCharacterCount(14), showsCharacterCount(15)]).toEqual([false, true]);
    expect([showsCharacterSearch(5), showsCharacterSearch(6)]).toEqual([false, true]);
  });
  it('summary line', () => {
    expect(characterSummary(blankCharacter())).toBe('No species or classes chosen.');
    expect(characterSummary(make('X', { species: { name: 'Human', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} }, classes: [{ name: 'Scout', levels: 2, hitPoints: [6], abilityScoreImprovements: [] }] }))).toBe('Human Scout 2');
  });
  it('save stamps the version and time; upsert matches id, then localId, else appends', () => {
    expect(stampForSave({ ...blankCharacter(), builderVersion: '0.1.0' }, 7)).toMatchObject({ builderVersion: BUILDER_VERSION, changedAt: 7 });
    const list = [make('A', { id: 'c1', localId: 'l1' }), make('B', { localId: 'l2' })];
    expect(upsertCharacter(list, make('A2', { id: 'c1' })).map((c) => c.name)).toEqual(['A2', 'B']);
    expect(upsertCharacter(list, make('B2', { localId: 'l2' })).map((c) => c.name)).toEqual(['A', 'B2']);
    expect(upsertCharacter(list, make('C', { localId: 'l3' })).map((c) => c.name)).toEqual(['A', 'B', 'C']);
  });
  it('an empty character equals the blank template once id, user, version and time fields are ignored', () => {
    expect(isEmptyCharacter({ ...blankCharacter(), localId: 'temp-abc', builderVersion: '0.5.0', createdAt: 3 })).toBe(true);
    expect(isEmptyCharacter(make('Named'))).toBe(false);
  });
});
