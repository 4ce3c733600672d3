// The kinds table's own rules and each kind's adapter: distinct names, an adapter projection for every view the table
// lists, the same garbage refused for every kind, sizes counted in UTF-8 bytes.
import { describe, expect, it } from 'vitest';
import { CHARACTER_LIMIT, MAX_CHARACTER_JSON_BYTES } from '../engine/character/character-list.ts';
import { blankCharacter, BUILDER_VERSION } from '../engine/character/default-character.ts';
import { ENCOUNTER_RULES } from '../engine/test-support/encounter-rules.ts';
import { characterCombatant, createTrackerReducer, handCombatant, newEncounter, newTracker, type EncounterDocument } from '../engine/encounters/index.ts';
import { DOCUMENT_ADAPTERS, jsonDataProblem, projectForView, utf8ByteLength, withoutStorageFields } from './adapters.ts';
import { browserStorageNames, capitalized, DOCUMENT_KIND, DOCUMENT_KIND_NAMES, DOCUMENT_KINDS, documentKind, documentKindByEnum, limitErrorCode, offersView, SHARE_VIEWS } from './kinds.ts';

describe('the document kinds table', () => {
  it('lists characters first, with the limits the site has always had', () => {
    expect(DOCUMENT_KIND_NAMES).toEqual(['character', 'encounter', 'starship', 'campaign', 'homebrew']);
    expect(DOCUMENT_KIND.character).toMatchObject({ limit: 20, maxJsonBytes: 512 * 1024 });
    expect(DOCUMENT_KIND.encounter).toMatchObject({ limit: 50, maxJsonBytes: 512 * 1024 });
    expect(DOCUMENT_KIND.starship).toMatchObject({ limit: 20, maxJsonBytes: 256 * 1024 });
    expect(DOCUMENT_KIND.campaign).toMatchObject({ limit: 20, maxJsonBytes: 1024 * 1024 });
    expect(DOCUMENT_KIND.homebrew).toMatchObject({ limit: 20, maxJsonBytes: 2048 * 1024, views: ['FULL'] });
    // The character constants the tools import are the table's.
    expect(CHARACTER_LIMIT).toBe(DOCUMENT_KIND.character.limit);
    expect(MAX_CHARACTER_JSON_BYTES).toBe(DOCUMENT_KIND.character.maxJsonBytes);
  });

  it('gives every kind its own GraphQL names, enum value and limit error code', () => {
    const names = DOCUMENT_KINDS.flatMap(({ graphql }) => Object.values(graphql));
    expect(new Set(names).size).toBe(names.length);
    for (const def of DOCUMENT_KINDS) {
      expect(documentKind(def.kind)).toBe(def);
      expect(documentKindByEnum(def.graphql.enumValue)).toBe(def);
      expect(def.graphql.enumValue).toBe(def.kind.toUpperCase());
      expect(limitErrorCode(def)).toBe(`${def.graphql.enumValue}_LIMIT`);
    }
    expect(documentKind('toString')).toBeUndefined();
    expect(documentKind('characters')).toBeUndefined();
    expect(documentKindByEnum('character')).toBeUndefined();
  });

  it('keeps each kind\'s frozen storage key (the names browsers hold) and names unnamed documents alike', () => {
    expect(DOCUMENT_KINDS.map((def) => def.storageKey)).toEqual(['characters', 'encounters', 'starships', 'campaigns', 'homebrew']);
    expect(new Set(DOCUMENT_KINDS.map((def) => def.storageKey)).size).toBe(DOCUMENT_KINDS.length);
    for (const def of DOCUMENT_KINDS) {
      expect(browserStorageNames(def)).toEqual({ database: `sw5e-${def.storageKey}`, store: def.storageKey, channel: `sw5e-${def.storageKey}` });
      expect(def.label.unnamed).toBe(`Unnamed ${capitalized(def.label.singular)}`);
    }
  });

  it('offers FULL for every kind and PLAYERS for encounters only, each view with its adapter projection', () => {
    for (const def of DOCUMENT_KINDS) {
      expect(offersView(def, 'FULL')).toBe(true);
      expect(offersView(def, 'PLAYERS')).toBe(def.kind === 'encounter');
      expect(offersView(def, 'full')).toBe(false);
      expect(Object.keys(DOCUMENT_ADAPTERS[def.kind].views).sort()).toEqual([...def.views].sort());
      for (const view of def.views) expect(SHARE_VIEWS).toContain(view);
    }
  });
});

describe('the kind adapters', () => {
  it('refuse what no kind can store, naming the problem and the kind', () => {
    for (const kind of DOCUMENT_KIND_NAMES) {
      const { singular } = DOCUMENT_KIND[kind].label;
      expect(jsonDataProblem(kind, 42)).toBe(`jsonData must be a string holding the ${singular} as JSON text.`);
      expect(jsonDataProblem(kind, '{"name": "x"')).toMatch(/^jsonData is not valid JSON: /);
      expect(jsonDataProblem(kind, '[1]')).toMatch(new RegExp(`^jsonData must be a JSON object \\(an? ${singular}\\)\\.$`));
      expect(jsonDataProblem(kind, 'null')).toMatch(/must be a JSON object/);
      expect(jsonDataProblem(kind, '{"name": 7}')).toMatch(/"name" must be text/);
    }
    // Characters are opaque objects to the server; an encounter and a starship are read by their engines.
    for (const kind of ['character'] as const) {
      expect(jsonDataProblem(kind, '{"name": "Fine", "anything": [1, {"else": null}]}')).toBeNull();
      expect(jsonDataProblem(kind, '{}')).toBeNull();
    }
  });

  it('read an encounter in the engine’s format only, keeping the storage’s fields and naming every wrong field', () => {
    const encounter = { ...newEncounter('Ambush'), party: { groups: [{ level: 5, count: 4 }], characters: [] }, monsters: [{ name: 'Blurrg', count: 3, locked: false }] };
    const stored = { ...encounter, id: 'e1', userId: 'gm', localId: 'temp-ambush', changedAt: 12 };
    expect(jsonDataProblem('encounter', JSON.stringify(stored))).toBeNull();
    const parsed = DOCUMENT_ADAPTERS.encounter.parse(JSON.stringify(stored));
    expect(parsed).toEqual({ ok: true, value: stored });
    expect(withoutStorageFields(stored)).toEqual(encounter);

    expect(jsonDataProblem('encounter', '{}')).toMatch(/^jsonData is not an encounter: version: must be 1 .*; name: /);
    expect(jsonDataProblem('encounter', '{"name": "Fine", "anything": [1]}')).toMatch(/^jsonData is not an encounter: /);
    const wrong = { ...encounter, party: { groups: [{ level: 25, count: 4 }], characters: [] }, hitPoints: 3 };
    const problem = jsonDataProblem('encounter', JSON.stringify(wrong));
    expect(problem).toContain('party.groups[0].level: must be a level from 1 to 20');
    expect(problem).toContain('hitPoints');
  });

  it('measure the size in UTF-8 bytes against the kind’s limit', () => {
    for (const text of ['', 'abc', 'ü', '日本', '🚀', 'a\uD800b', '\uDC00', 'x'.repeat(1000) + 'Ω🚀']) {
      expect(utf8ByteLength(text), JSON.stringify(text)).toBe(Buffer.byteLength(text, 'utf8'));
    }
    const limit = DOCUMENT_KIND.starship.maxJsonBytes;
    const fits = JSON.stringify({ n: 'x'.repeat(limit - '{"n":""}'.length) });
    expect(utf8ByteLength(fits)).toBe(limit);
    // At the limit the size is no problem (this text is then refused for not being a starship, which is another matter).
    expect(jsonDataProblem('starship', fits)).not.toMatch(/too large/);
    // Two-byte characters: fewer characters than the limit, more bytes.
    const over = JSON.stringify({ n: 'ü'.repeat(limit / 2) });
    expect(jsonDataProblem('starship', over)).toBe(`jsonData is too large: ${utf8ByteLength(over)} bytes, at most ${limit} bytes (256 KB) are allowed for a starship.`);
    // The same bytes are within an encounter's larger size limit (those notes are past the notes' own length limit,
    // core/documents/input-limits.ts, which is another matter).
    expect(jsonDataProblem('encounter', JSON.stringify({ ...newEncounter('Long notes'), notes: 'ü'.repeat(limit / 2) }))).not.toMatch(/too large/);
  });

  it('stamp characters with the builder version and every kind with the change time', () => {
    const character = DOCUMENT_ADAPTERS.character.stamp({ ...blankCharacter(), builderVersion: '0.1.0' } as never, 7);
    expect(character).toMatchObject({ builderVersion: BUILDER_VERSION, changedAt: 7 });
    expect(DOCUMENT_ADAPTERS.encounter.stamp({ name: 'E' }, 8)).toEqual({ name: 'E', changedAt: 8 });
    expect(DOCUMENT_ADAPTERS.starship.stamp({ name: 'S' }, 9)).toEqual({ name: 'S', schemaVersion: 1, changedAt: 9 });
  });

  it('judge completeness: a character the sheet can compute; an encounter the engine reads; a named starship with its role and scores', () => {
    expect(DOCUMENT_ADAPTERS.character.isComplete(blankCharacter() as never)).toBe(false);
    expect(DOCUMENT_ADAPTERS.encounter.isComplete({ ...newEncounter('Ready'), localId: 'temp-ready', changedAt: 3 })).toBe(true);
    expect(DOCUMENT_ADAPTERS.encounter.isComplete({})).toBe(false);
    expect(DOCUMENT_ADAPTERS.encounter.isComplete({ ...newEncounter('Broken'), monsters: [{ name: 'Blurrg', count: 0, locked: false }] })).toBe(false);
    expect(DOCUMENT_ADAPTERS.starship.isComplete({})).toBe(false);
  });

  it('project each view: FULL is the stored text itself, PLAYERS of an encounter keeps no number', () => {
    const stored = JSON.stringify({ ...newEncounter('Ambush'), monsters: [{ name: 'Blurrg', count: 3, locked: false }], customMonsters: [{ id: 'c1', name: 'Gate Droid', challengeRating: '2', armorClass: 17, hitPoints: 52, initiativeBonus: 1, count: 1, locked: false }], localId: 'temp-a' });
    for (const kind of DOCUMENT_KIND_NAMES) expect(projectForView(kind, 'FULL', stored)).toBe(stored);
    const players = projectForView('encounter', 'PLAYERS', stored);
    expect(JSON.parse(players).name).toBe('Ambush');
    for (const secret of ['Blurrg', 'Gate Droid', '17', '52']) expect(players).not.toContain(secret);
    // A document the engine cannot read shows nothing.
    expect(projectForView('encounter', 'PLAYERS', '{"round":2}')).toBe('{}');
    expect(() => projectForView('character', 'PLAYERS', stored)).toThrow('A character has no PLAYERS view.');
  });

  it('project an encounter the engine reads, as stored (with the storage fields), to the players\' view: no monster number', () => {
    const reduce = createTrackerReducer(ENCOUNTER_RULES);
    let tracker = reduce(newTracker(), {
      type: 'add',
      combatants: [
        { ...handCombatant({ name: 'Blurrg', hitPoints: 52, armorClass: 13, initiativeBonus: 1 }), initiative: 17, initiativeRoll: 'd20 (16) + 1 = 17' },
        { ...handCombatant({ name: 'Lurker', hitPoints: 31, armorClass: 15 }), initiative: 9, hidden: true },
        { ...characterCombatant({ id: 'p1', name: 'Kira' }, { armorClass: 16, hitPoints: { current: 38, max: 41, temp: 0 }, passivePerception: 14, initiativeBonus: 3 }), initiative: 12 },
      ],
    });
    const id = (name: string) => tracker.combatants.find((c) => c.name === name)!.id;
    tracker = reduce(reduce(tracker, { type: 'start' }), { type: 'damage', id: id('Blurrg'), amount: 30 });
    const encounter: EncounterDocument = { ...newEncounter('Ambush at the ford'), tracker, notes: 'Lurker waits for round 3.' };
    const stored = JSON.stringify({ ...encounter, id: 'e1', userId: 'gm', localId: 'L1', changedAt: 1700000000000 });
    const view = JSON.parse(projectForView('encounter', 'PLAYERS', stored));
    expect(view).toEqual({
      name: 'Ambush at the ford',
      round: 1,
      started: true,
      currentName: 'Blurrg',
      combatants: [
        { id: id('Blurrg'), name: 'Blurrg', kind: 'creature', current: true, state: 'bloodied', conditions: [] },
        { id: id('Kira'), name: 'Kira', kind: 'character', current: false, hitPoints: { current: 38, max: 41, temp: 0 }, conditions: [] },
      ],
    });
    // Only the characters' hit points are numbers; the round is one too. No AC, no monster hit points, no notes.
    for (const secret of ['52', '22', '13', '15', '31', '17', 'Lurker', 'initiative', 'armorClass']) expect(JSON.stringify(view)).not.toContain(secret);
    expect(withoutStorageFields({ name: 'x', id: 'a', userId: 'b', localId: 'c', changedAt: 1, notes: '' })).toEqual({ name: 'x', notes: '' });
  });
});
