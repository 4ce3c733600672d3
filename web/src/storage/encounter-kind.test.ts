// The encounter kind as the browser's storage sees it: a server copy is read only in the engine's format, the export
// file holds the encounter alone (it imports again as a new one), and the conflict dialog names its fields.
import { describe, expect, it } from 'vitest';
import { importEncounter, newEncounter } from '../../../core/engine/encounters/document.ts';
import { DOCUMENT_KIND_SPECS } from './document-kinds.ts';

const spec = DOCUMENT_KIND_SPECS.encounter;

describe('the encounter kind in the browser', () => {
  it('reads a server copy with its storage fields, and names what is wrong with one it cannot read', () => {
    const stored = { ...newEncounter('Ambush'), monsters: [{ name: 'Blurrg', count: 3, locked: true }], id: 'e1', userId: 'gm', localId: 'temp-ambush000', changedAt: 5 };
    expect(spec.fromJson(JSON.stringify(stored))).toEqual(stored);
    expect(() => spec.fromJson(JSON.stringify({ ...stored, monsters: [{ name: 'Blurrg', count: 0, locked: true }] }))).toThrow(/monsters\[0\]\.count/);
  });

  it('exports the encounter alone under its name, and the file imports as the same encounter', () => {
    const encounter = { ...newEncounter('Ambush at the Gate'), party: { groups: [{ level: 5, count: 4 }], characters: [] }, notes: 'Night.' };
    const file = spec.exportFile({ ...encounter, id: 'e1', userId: 'gm', localId: 'temp-ambush000', changedAt: 5 });
    expect(file.name).toBe('Ambush_at_the_Gate.encounter.json');
    expect(file.text).not.toMatch(/localId|userId|changedAt|"id"/);
    expect(importEncounter(file.text)).toEqual(encounter);
  });

  it('stamps the change time, keeps an encounter the engine cannot read from the server, and names fields', () => {
    expect(spec.stamp({ ...newEncounter('A'), localId: 'temp-a' }, 42)).toMatchObject({ name: 'A', changedAt: 42 });
    expect(spec.isComplete({ ...newEncounter('A'), localId: 'temp-a' })).toBe(true);
    expect(spec.isComplete({ ...newEncounter('A'), name: '' })).toBe(false);
    expect(spec.fieldLabel(['party', 'groups'])).toBe('Party levels typed in');
    expect(spec.fieldLabel(['generator', 'target'])).toBe('Generator settings: target');
    expect(spec.fieldLabel(['tracker', 'round'])).toBe('Combat tracker: round');
    expect(spec.fieldLabel(['unknown'])).toBeUndefined();
    // The kinds table names every kind alike: "Unnamed Character", "Unnamed Encounter", "Unnamed Starship".
    expect(spec.def.label.unnamed).toBe('Unnamed Encounter');
  });
});
