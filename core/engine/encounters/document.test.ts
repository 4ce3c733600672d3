// The encounter document and what is projected from it: a new one, reading one with errors that name the field,
// export and import, its difficulty and its fight's combatants, and the players' view, which never carries a
// creature's numbers or its stat block.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MonsterRecord } from '../../schemas/index.ts';
import { ENCOUNTER_RULES as rules } from '../test-support/encounter-rules.ts';
import { dieRoller, seededWords } from '../dice/random-source.ts';
import { combatantsForEncounter, encounterDifficulty, encounterFileName, EncounterDocumentError, exportEncounter, importEncounter, keptForGenerator, newEncounter, parseEncounterDocument, withProposal } from './document.ts';
import { generateEncounter, generatorCandidates } from './generator.ts';
import type { EncounterDocument } from './document-schema.ts';
import { readMonster } from './monster-reading.ts';
import { creatureState, playerView } from './player-view.ts';
import { createTrackerReducer, newTracker } from './tracker/reducer.ts';

const MONSTERS = JSON.parse(readFileSync(join(import.meta.dirname, '../../../seed/data/monster.json'), 'utf8')) as MonsterRecord[];
const find = (name: string) => MONSTERS.find((m) => m.name.toLowerCase() === name.toLowerCase());
const reduce = createTrackerReducer(rules);

const encounter = (): EncounterDocument => ({
  ...newEncounter('Ambush at the well'),
  party: {
    groups: [{ level: 3, count: 2 }],
    characters: [{ id: 'p1', name: 'Kira', level: 4, source: 'local', ref: 'local-7', armorClass: 16, hitPoints: { current: 31, max: 31, temp: 0 }, passivePerception: 13, initiativeBonus: 3, dexterity: 16 }],
  },
  monsters: [
    { name: 'Tusken raider', count: 2, locked: true },
    { name: 'Dewback', count: 1, locked: false },
  ],
  customMonsters: [{ id: 'm1', name: 'Sand Wraith', challengeRating: '1/2', armorClass: 12, hitPoints: 15, initiativeBonus: 2, count: 1, locked: false }],
});

describe('the encounter document', () => {
  it('starts empty, and a new one is valid', () => {
    expect(newEncounter()).toEqual({ version: 1, name: 'New encounter', party: { groups: [], characters: [] }, monsters: [], customMonsters: [], tracker: null, notes: '' });
    expect(parseEncounterDocument(newEncounter())).toEqual(newEncounter());
  });

  it('exports and imports, unchanged, with the fight under way', () => {
    let doc = encounter();
    const readings = new Map(doc.monsters.map((m) => [m.name, readMonster(rules, find(m.name)!)]));
    let tracker = reduce(newTracker(), { type: 'add', combatants: combatantsForEncounter(doc, { hitPoints: 'average', readings }).combatants });
    tracker = reduce(reduce(tracker, { type: 'start' }), { type: 'damage', id: tracker.combatants[0]!.id, amount: 4, damageType: 'Kinetic' });
    doc = { ...doc, tracker, notes: 'They wait behind the rocks.', loot: [{ name: 'Sundering Vibroaxe', rarity: 'Legendary', givenTo: 'Kira Vos' }, { name: 'Basic Stimpac', rarity: 'Standard' }] };
    expect(importEncounter(exportEncounter(doc))).toEqual(doc);
    expect(() => importEncounter(exportEncounter({ ...doc, loot: [{ name: '', rarity: 'Standard' }] }))).toThrow(/loot/);
    expect(encounterFileName(doc)).toBe('Ambush_at_the_well.encounter.json');
  });

  it('names what is wrong and where, and keeps nothing unknown quietly', () => {
    const bad = { ...encounter(), party: { groups: [{ level: 25, count: 1 }], characters: [] }, monsters: [{ name: 'Jawa', count: 0, locked: false }], extra: 1 };
    let error: EncounterDocumentError | undefined;
    try {
      parseEncounterDocument(bad);
    } catch (caught) {
      error = caught as EncounterDocumentError;
    }
    expect(error).toBeInstanceOf(EncounterDocumentError);
    expect(error!.issues).toEqual(expect.arrayContaining(['party.groups[0].level: must be a level from 1 to 20', expect.stringMatching(/^monsters\[0\]\.count: /), expect.stringMatching(/^\(the document\): .*extra/)]));
    expect(() => importEncounter('{ not json')).toThrow(/the file is not JSON/);
    expect(() => parseEncounterDocument({ ...encounter(), version: 2 })).toThrow('version: must be 1 (the encounter format this site reads)');
    const tracker = { ...newTracker(), round: 2, currentId: 'c9' };
    expect(() => parseEncounterDocument({ ...encounter(), tracker })).toThrow('tracker.currentId: "c9" is no combatant of the tracker');
  });

  it('has the difficulty of its party against its monsters and custom monsters', () => {
    // Party 3, 3, 4: thresholds 75+75+125 = 275, 150+150+250 = 550, 225+225+375 = 825, 400+400+500 = 1300.
    // 2 x 200 (CR 1) + 450 (CR 2) + 100 (CR 1/2) = 950; four monsters: x2 = 1900: deadly.
    const result = encounterDifficulty(rules, encounter(), find);
    expect(result).toMatchObject({ party: { levels: [3, 3, 4], thresholds: { easy: 275, medium: 550, hard: 825, deadly: 1300 } }, totalXp: 950, multiplier: 2, adjustedXp: 1900, difficulty: 'deadly', missing: [] });
    const override = encounterDifficulty(rules, { ...encounter(), monsters: [{ name: 'Dewback', count: 1, locked: false, challengeRating: '1' }, { name: 'Gone', count: 1, locked: false }] }, find);
    expect(override.monsters[0]).toMatchObject({ name: 'Dewback', challengeRating: '1', xp: 200 });
    expect(override.missing).toEqual(['Gone']);
  });

  it('rerolls around what it keeps: locked monsters and custom ones stay, the unlocked ones are replaced by the proposal', () => {
    const doc = encounter();
    const kept = keptForGenerator(rules, doc, find);
    expect(kept).toEqual([
      { name: 'Tusken raider', challengeRating: '1', count: 2 },
      { name: 'Sand Wraith', challengeRating: '1/2', count: 1 },
    ]);
    const levels = [3, 3, 4];
    const result = generateEncounter(rules, { levels, target: 'hard', candidates: generatorCandidates(rules, MONSTERS, { types: ['beast'] }), locked: kept, roller: dieRoller(seededWords(5)) });
    expect(result.landed).toBe(true);
    const next = withProposal(doc, result);
    expect(next.monsters[0]).toEqual({ name: 'Tusken raider', count: 2, locked: true });
    expect(next.monsters.slice(1)).toEqual(result.monsters.map((m) => ({ name: m.name, count: m.count, locked: false })));
    expect(next.customMonsters).toEqual(doc.customMonsters);
    expect(encounterDifficulty(rules, next, find).difficulty).toBe('hard');
  });

  it('starts its fight: each monster as many times as its count, custom monsters, and characters with numbers', () => {
    const doc = { ...encounter(), party: { ...encounter().party, characters: [...encounter().party.characters, { id: 'p2', name: 'Orin', level: 3, source: 'shared' as const, ref: 'token' }] } };
    const readings = new Map([['Tusken raider', readMonster(rules, find('Tusken raider')!)]]);
    const { combatants, skipped } = combatantsForEncounter(doc, { hitPoints: 'average', readings });
    expect(combatants.map((c) => [c.kind, c.name])).toEqual([
      ['monster', 'Tusken raider 1'],
      ['monster', 'Tusken raider 2'],
      ['custom', 'Sand Wraith'],
      ['character', 'Kira'],
    ]);
    expect(skipped).toEqual(['Dewback', 'Orin']);
  });
});

describe('the players\' view', () => {
  const fight = () => {
    const doc = encounter();
    const readings = new Map(doc.monsters.map((m) => [m.name, readMonster(rules, find(m.name)!)]));
    let tracker = reduce(newTracker(), { type: 'add', combatants: combatantsForEncounter(doc, { hitPoints: 'average', readings }).combatants });
    const id = (name: string) => tracker.combatants.find((c) => c.name === name)!.id;
    for (const [name, initiative] of [['Kira', 18], ['Tusken raider 1', 15], ['Tusken raider 2', 15], ['Dewback', 9], ['Sand Wraith', 4]] as const) tracker = reduce(tracker, { type: 'setInitiative', id: id(name), initiative });
    tracker = [
      { type: 'start' },
      { type: 'damage', id: id('Kira'), amount: 6, damageType: 'Kinetic' },
      { type: 'damage', id: id('Tusken raider 1'), amount: 1 },
      // The dewback's 42 hit points less 21: exactly half, bloodied.
      { type: 'damage', id: id('Dewback'), amount: 21 },
      { type: 'damage', id: id('Tusken raider 2'), amount: 100 },
      { type: 'addCondition', id: id('Dewback'), name: 'Prone', rounds: 2 },
      { type: 'setHidden', id: id('Sand Wraith'), hidden: true },
      { type: 'nextTurn' },
    ].reduce((state, action) => reduce(state, action as never), tracker);
    return { ...doc, tracker };
  };

  it('shows the order, whose turn, the round, the characters\' hit points and the creatures\' state in words', () => {
    expect(playerView(fight())).toEqual({
      name: 'Ambush at the well',
      round: 1,
      started: true,
      currentName: 'Tusken raider 1',
      combatants: [
        { id: 'c5', name: 'Kira', kind: 'character', current: false, hitPoints: { current: 25, max: 31, temp: 0 }, conditions: [] },
        { id: 'c1', name: 'Tusken raider 1', kind: 'creature', current: true, state: 'hurt', conditions: [] },
        { id: 'c2', name: 'Tusken raider 2', kind: 'creature', current: false, state: 'defeated', conditions: [] },
        { id: 'c3', name: 'Dewback', kind: 'creature', current: false, state: 'bloodied', conditions: ['Prone'] },
      ],
    });
  });

  it('carries no creature number: no initiative, armor class, hit points, defenses or stat block', () => {
    const doc = fight();
    const view = playerView(doc);
    const creatures = view.combatants.filter((c) => c.kind === 'creature');
    for (const creature of creatures) expect(Object.keys(creature).sort()).toEqual(['conditions', 'current', 'id', 'kind', 'name', 'state']);
    // No digit in anything said about a creature but its name and opaque id.
    for (const creature of creatures) expect(JSON.stringify({ ...creature, id: '', name: '' })).not.toMatch(/\d/);
    const text = JSON.stringify(view);
    for (const hidden of ['Sand Wraith', 'armorClass', 'initiative', 'resist', 'Kinetic', 'passivePerception', 'log', 'recharge']) expect(text).not.toContain(hidden);
  });

  it('is empty before the tracker exists, and names no turn while a hidden creature acts', () => {
    expect(playerView(encounter())).toEqual({ name: 'Ambush at the well', round: 0, started: false, currentName: null, combatants: [] });
    const doc = fight();
    const tracker = reduce(doc.tracker!, { type: 'setHidden', id: doc.tracker!.currentId!, hidden: true });
    expect(playerView({ ...doc, tracker })).toMatchObject({ currentName: null });
  });

  it('words a creature\'s state: unhurt at its maximum, hurt above half, bloodied at half or below, defeated', () => {
    const at = (current: number, max = 20) => creatureState({ defeated: current === 0, hitPoints: { current, max, temp: 0 } });
    expect([at(20), at(11), at(10), at(1), at(0)]).toEqual(['unhurt', 'hurt', 'bloodied', 'bloodied', 'defeated']);
    // A villain with 3 pools of 20, one depleted and 15 in the active one: 15 + 20 of 60 is above half.
    expect(creatureState({ defeated: false, hitPoints: { current: 15, max: 20, temp: 0 }, pools: { count: 3, depleted: 1 } })).toBe('hurt');
    expect(creatureState({ defeated: false, hitPoints: { current: 10, max: 20, temp: 0 }, pools: { count: 3, depleted: 1 } })).toBe('bloodied');
    expect(creatureState({ defeated: false })).toBeUndefined();
  });
});
