// The players' view of a running encounter over HTTP: a game master saves an encounter whose tracker holds monsters read
// from the server's own records and a party character, makes a PLAYERS share link of it, and anyone holding the link
// reads the turn order, whose turn, the round, the character's hit points and each monster's state in words; never a
// monster's hit points, armor class, initiative, defenses, stat block or the game master's notes, nor a hidden
// combatant. The link follows the game master's next save (a new revision), and the FULL link of the same encounter
// does carry the numbers (so the checks below can fail).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dieRoller, seededWords } from '../../core/engine/dice/random-source.ts';
import {
  characterCombatant,
  createTrackerReducer,
  indexEncounterRules,
  monsterCombatant,
  newEncounter,
  newTracker,
  readMonster,
  rollInitiative,
  type EncounterDocument,
  type EncounterRuleInput,
  type MonsterSource,
  type TrackerState,
} from '../../core/engine/encounters/index.ts';
import { MONSTER_FIELDS, RULE_FIELDS } from '../support/encounter-fixture.ts';
import { defaultClaims, startAuthServer, startTestIdp, type AuthServer, type TestIdp } from './auth-support.ts';

let idp: TestIdp;
let server: AuthServer;
const gm = () => idp.token(defaultClaims('game-master'));

beforeAll(async () => {
  idp = await startTestIdp();
  server = await startAuthServer(idp);
});

afterAll(async () => {
  await server?.stop();
  await idp?.close();
});

const SAVE = 'mutation ($input: EncounterInput!) { saveEncounter(input: $input) { id revision } }';
const SHARE = 'mutation ($id: ID!, $view: ShareView) { createShare(kind: ENCOUNTER, documentId: $id, view: $view) { token view } }';
const SHARED = 'query ($token: ID!) { sharedDocument(token: $token) { kind view jsonData revision } }';

describe('the PLAYERS share link of an encounter', () => {
  let tracker: TrackerState;
  let encounter: EncounterDocument;
  let stored: { id: string; revision: number };
  let players: string;
  let full: string;
  const reduce = { fn: undefined as unknown as ReturnType<typeof createTrackerReducer> };
  const id = (name: string) => tracker.combatants.find((c) => c.name === name)!.id;

  beforeAll(async () => {
    const rulesAnswer = await server.graphql(`{ encounterRules { ${RULE_FIELDS} } }`);
    expect(rulesAnswer.errors).toBeUndefined();
    const rules = indexEncounterRules(rulesAnswer.data.encounterRules as EncounterRuleInput[]);
    reduce.fn = createTrackerReducer(rules);
    const record = async (name: string) => {
      const answer = await server.graphql(`query ($name: String!) { monster(name: $name) { ${MONSTER_FIELDS} } }`, { name });
      expect(answer.errors).toBeUndefined();
      return readMonster(rules, answer.data.monster as MonsterSource);
    };
    const [hunter, nexu, sith] = await Promise.all([record('Bounty hunter'), record('Nexu'), record('Sith Lord')]);
    tracker = reduce.fn(newTracker(), {
      type: 'add',
      combatants: [
        monsterCombatant(hunter!),
        monsterCombatant(nexu!),
        { ...monsterCombatant(sith!), hidden: true },
        { ...characterCombatant({ id: 'p1', name: 'Kira Vos' }, { armorClass: 17, hitPoints: { current: 44, max: 47, temp: 3 }, passivePerception: 14, initiativeBonus: 3 }), initiative: 11 },
      ],
    });
    tracker = reduce.fn(tracker, rollInitiative(tracker, dieRoller(seededWords(7))));
    tracker = reduce.fn(tracker, { type: 'start' });
    tracker = reduce.fn(tracker, { type: 'damage', id: id('Nexu'), amount: 20, damageType: 'Kinetic' });
    tracker = reduce.fn(tracker, { type: 'addCondition', id: id('Bounty hunter'), name: 'Restrained', rounds: 2 });
    encounter = { ...newEncounter('Ambush in the canyon'), tracker, notes: 'The Sith Lord arrives in round 3 with 210 hit points.' };
    // As the browser stores it: with the storage's own fields.
    const saved = await server.graphql(SAVE, { input: { jsonData: JSON.stringify({ ...encounter, localId: 'L-1', changedAt: Date.now() }) } }, gm());
    expect(saved.errors).toBeUndefined();
    stored = saved.data.saveEncounter;
    players = (await server.graphql(SHARE, { id: stored.id, view: 'PLAYERS' }, gm())).data.createShare.token;
    full = (await server.graphql(SHARE, { id: stored.id, view: 'FULL' }, gm())).data.createShare.token;
  });

  it('shows the turn order, the round, whose turn, the character\'s hit points and the monsters\' states in words', async () => {
    const answer = await server.graphql(SHARED, { token: players });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.sharedDocument).toMatchObject({ kind: 'ENCOUNTER', view: 'PLAYERS', revision: 1 });
    const view = JSON.parse(answer.data.sharedDocument.jsonData);
    const visible = tracker.combatants.filter((c) => !c.hidden);
    // The seeded rolls put the hidden Sith Lord first: while it acts, the players see nobody's turn.
    const acting = tracker.combatants.find((c) => c.id === tracker.currentId)!;
    expect(acting.name).toBe('Sith Lord');
    expect(view).toMatchObject({ name: 'Ambush in the canyon', round: 1, started: true, currentName: null });
    expect(view.combatants.filter((c: { current: boolean }) => c.current)).toEqual([]);
    expect(view.combatants.map((c: { name: string }) => c.name)).toEqual(visible.map((c) => c.name));
    const byName = Object.fromEntries(view.combatants.map((c: { name: string }) => [c.name, c]));
    expect(byName['Kira Vos']).toEqual({ id: id('Kira Vos'), name: 'Kira Vos', kind: 'character', current: false, hitPoints: { current: 44, max: 47, temp: 3 }, conditions: [] });
    // The Nexu (60 hit points) took 20: hurt, not bloodied.
    expect(byName.Nexu).toMatchObject({ kind: 'creature', state: 'hurt', conditions: [] });
    expect(byName['Bounty hunter']).toMatchObject({ kind: 'creature', state: 'unhurt', conditions: ['Restrained'] });
  });

  it('never sends a monster\'s numbers, its stat block, the notes or a hidden combatant', async () => {
    const text = (await server.graphql(SHARED, { token: players })).data.sharedDocument.jsonData as string;
    const monsters = tracker.combatants.filter((c) => c.kind === 'monster');
    for (const field of ['armorClass', 'initiative', 'defenses', 'resistances', 'recharge', 'uses', 'legendary', 'log', 'notes', 'temp":0', 'max"', 'ref']) {
      // The character's hit points carry "max" and "temp": look for them only outside its entry.
      const outsideCharacter = text.replace(/"hitPoints":\{"current":44,"max":47,"temp":3\}/, '');
      expect(outsideCharacter, field).not.toContain(field);
    }
    for (const monster of monsters) {
      const view = JSON.parse(text);
      const entry = view.combatants.find((c: { name: string }) => c.name === monster.name);
      if (monster.hidden) expect(entry).toBeUndefined();
      else expect(Object.keys(entry).sort()).toEqual(['conditions', 'current', 'id', 'kind', 'name', 'state']);
    }
    // Nothing but the round and the character's hit points is a number.
    const numbers = [...text.matchAll(/:(-?\d+)/g)].map((m) => Number(m[1]));
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 3, 44, 47]);
    for (const secret of ['Sith Lord', '210', 'Capture Net', 'Unbending Will', 'arrives', 'd20']) expect(text).not.toContain(secret);

    // The FULL link of the same encounter holds all of them: what the PLAYERS view leaves out was there to leave.
    const everything = (await server.graphql(SHARED, { token: full })).data.sharedDocument.jsonData as string;
    for (const secret of ['Sith Lord', 'armorClass', 'Capture Net', 'arrives', 'd20']) expect(everything).toContain(secret);
  });

  it('follows the game master\'s next save: the next read has the new revision and the new state', async () => {
    const next = reduce.fn(tracker, { type: 'damage', id: id('Nexu'), amount: 40 });
    const saved = await server.graphql(SAVE, { input: { id: stored.id, baseRevision: stored.revision, jsonData: JSON.stringify({ ...encounter, tracker: next, localId: 'L-1', changedAt: Date.now() }) } }, gm());
    expect(saved.errors).toBeUndefined();
    const answer = (await server.graphql(SHARED, { token: players })).data.sharedDocument;
    expect(answer.revision).toBe(2);
    const nexu = JSON.parse(answer.jsonData).combatants.find((c: { name: string }) => c.name === 'Nexu');
    expect(nexu).toMatchObject({ state: 'defeated' });
  });
});
