// The character's list facts: summary, save stamping, emptiness (the rules every list shares: core/documents/list-rules.test.ts).
import { describe, expect, it } from 'vitest';
import { blankCharacter, BUILDER_VERSION, isEmptyCharacter } from './default-character.ts';
import { characterSummary, stampForSave } from './character-list.ts';

const make = (name: string, extra: object = {}) => ({ ...blankCharacter(), name, ...extra });

describe('character list', () => {
  it('summary line', () => {
    expect(characterSummary(blankCharacter())).toBe('No species or classes chosen.');
    expect(characterSummary(make('X', { species: { name: 'Human', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} }, classes: [{ name: 'Scout', levels: 2, hitPoints: [6], abilityScoreImprovements: [] }] }))).toBe('Human Scout 2');
  });
  it('save stamps the version and time', () => {
    expect(stampForSave({ ...blankCharacter(), builderVersion: '0.1.0' }, 7)).toMatchObject({ builderVersion: BUILDER_VERSION, changedAt: 7 });
  });
  it('an empty character equals the blank template once id, user, version and time fields are ignored', () => {
    expect(isEmptyCharacter({ ...blankCharacter(), localId: 'temp-abc', builderVersion: '0.5.0', createdAt: 3 })).toBe(true);
    expect(isEmptyCharacter(make('Named'))).toBe(false);
  });
});
