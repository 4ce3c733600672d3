// The browser's starship kind: a server copy becomes the document the pages use (the engine's defaults filled in,
// the storage's fields kept), garbage is refused by name, and the export file holds the engine's document alone,
// which the starship command reads back.
import { describe, expect, it } from 'vitest';
import { newStarship, parseStarshipJson } from '../../../core/engine/starships/index.ts';
import { DOCUMENT_KIND_SPECS, starshipFileName } from './document-kinds.ts';

const spec = DOCUMENT_KIND_SPECS.starship;

describe('the starship kind in the browser', () => {
  it('reads a server copy with its defaults and keeps the storage fields', () => {
    const ship = spec.fromJson(JSON.stringify({ kind: 'starship', schemaVersion: 1, size: 'Large', tier: 2, name: 'Outrider', localId: 'temp-outrider', changedAt: 9 }));
    expect(ship).toMatchObject({ name: 'Outrider', size: 'Large', tier: 2, weapons: [], localId: 'temp-outrider', changedAt: 9 });
    expect(() => spec.fromJson('{"name":"Kira","classes":[]}')).toThrow(/^jsonData is not a starship: kind: /);
  });

  it('exports the engine document without the storage fields, under a camel-cased name', () => {
    const stored = { ...newStarship({ name: 'Ebon Hawk' }), id: 'cloud-1', userId: 'u', localId: 'temp-ebonhawk', changedAt: 5 };
    const file = spec.exportFile(stored);
    expect(file.name).toBe('ebonHawk.json');
    expect(JSON.parse(file.text)).not.toHaveProperty('localId');
    expect(parseStarshipJson(file.text)).toEqual(newStarship({ name: 'Ebon Hawk' }));
    expect(starshipFileName({ name: '' })).toBe('unnamedStarship.json');
    expect(starshipFileName({ name: "Millennium Falcon (Han's)" })).toBe('millenniumFalconHanS.json');
  });

  it('names a ship\'s fields in the conflict dialog', () => {
    expect(spec.fieldLabel(['state', 'hullPointsLost'])).toBe('Hull points lost');
    expect(spec.fieldLabel(['abilityScores', 'assigned', 'Wisdom'])).toBe('Wisdom score');
    expect(spec.fieldLabel(['state', 'powerDiceUsed', 'engines'])).toBe('Power dice spent (engines)');
    expect(spec.fieldLabel(['mystery'])).toBeUndefined();
  });
});
