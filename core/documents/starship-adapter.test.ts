// The starship kind's adapter, which the server and the browser share: a stored starship is read by the starship
// engine (defaults filled in, every problem named by its path), keeps the storage's own fields beside it, is stamped
// with its format and change time, and is complete once named, with a role and six scores.
import { describe, expect, it } from 'vitest';
import { newStarship } from '../engine/starships/ship-document.ts';
import { DOCUMENT_ADAPTERS, jsonDataProblem, parseStoredStarship, starshipAdapter } from './adapters.ts';

const ship = (patch: Record<string, unknown> = {}) => JSON.stringify({ ...newStarship({ name: 'Ebon Hawk' }), ...patch });

describe('the starship adapter', () => {
  it('reads a ship with its defaults and keeps the storage fields beside it', () => {
    const parsed = starshipAdapter.parse(JSON.stringify({ kind: 'starship', schemaVersion: 1, size: 'Small', tier: 1, id: 'cloud-1', userId: 'u-1', localId: 'temp-abc', changedAt: 5 }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toMatchObject({ size: 'Small', tier: 1, name: '', crew: [], state: { hullPointsLost: 0 }, id: 'cloud-1', userId: 'u-1', localId: 'temp-abc', changedAt: 5 });
  });

  it('refuses what is not a starship, naming each problem by its path', () => {
    expect(jsonDataProblem('starship', '{}')).toMatch(/^jsonData is not a starship: kind: .*; schemaVersion: .*; size: .*; tier: /);
    expect(jsonDataProblem('starship', ship({ size: 'Colossal' }))).toMatch(/^jsonData is not a starship: size: /);
    expect(jsonDataProblem('starship', ship({ tier: 9 }))).toMatch(/tier: /);
    expect(jsonDataProblem('starship', ship({ hp: 10 }))).toMatch(/Unrecognized key.*"hp"/);
    // A character is no starship.
    expect(jsonDataProblem('starship', JSON.stringify({ name: 'Kira', classes: [{ name: 'Scout', levels: 1 }] }))).toMatch(/^jsonData is not a starship: /);
    expect(jsonDataProblem('starship', ship({ localId: 7 }))).toBe('jsonData\'s "localId" must be a text (got number).');
    expect(jsonDataProblem('starship', ship({ changedAt: 'yesterday' }))).toBe('jsonData\'s "changedAt" must be a number (got string).');
    expect(jsonDataProblem('starship', ship())).toBeNull();
  });

  it('refuses a ship saved by a newer version of the site rather than half-reading it', () => {
    expect(jsonDataProblem('starship', ship({ schemaVersion: 2 }))).toMatch(/saved by a newer version of the site \(format 2\)/);
  });

  it('stamps the format and the change time', () => {
    const parsed = parseStoredStarship(JSON.parse(ship()));
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(starshipAdapter.stamp(parsed.value, 42)).toMatchObject({ name: 'Ebon Hawk', schemaVersion: 1, changedAt: 42 });
  });

  it('is complete once named, with a construction role and all six scores assigned', () => {
    const scores = { Strength: 15, Dexterity: 14, Constitution: 13, Intelligence: 12, Wisdom: 10, Charisma: 8 };
    const complete = { ...JSON.parse(ship()), role: 'Freighter', abilityScores: { method: 'standardArray', assigned: scores } };
    expect(DOCUMENT_ADAPTERS.starship.isComplete(complete)).toBe(true);
    expect(DOCUMENT_ADAPTERS.starship.isComplete({ ...complete, name: '  ' })).toBe(false);
    expect(DOCUMENT_ADAPTERS.starship.isComplete({ ...complete, role: null })).toBe(false);
    const { Charisma: _left, ...five } = scores;
    expect(DOCUMENT_ADAPTERS.starship.isComplete({ ...complete, abilityScores: { method: 'standardArray', assigned: five } })).toBe(false);
  });
});
