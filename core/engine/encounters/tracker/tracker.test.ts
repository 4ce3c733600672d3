// The combat tracker's reducer: initiative order and its ties, rolled initiative shared by same-name monsters, turns
// and rounds with defeated creatures skipped, conditions ending at the right turn across rounds (and coming back on a
// step back), damage with a type against defenses, temporary hit points, concentration DCs, recharges, uses,
// legendary and villainous actions, villainous pools, and a state that stays valid JSON for the encounter document.
import { describe, expect, it } from 'vitest';
import type { DieRoller } from '../../dice/random-source.ts';
import { ENCOUNTER_RULES as rules } from '../../test-support/encounter-rules.ts';
import { trackerStateSchema, type Combatant, type TrackerState } from '../document-schema.ts';
import { readMonster, type MonsterSource } from '../monster-reading.ts';
import type { NewCombatant, TrackerAction } from './actions.ts';
import { characterCombatant, customCombatant, handCombatant, monsterCombatant } from './combatants.ts';
import { createTrackerReducer, LOG_LIMIT, newTracker } from './reducer.ts';
import { nextTurn, rollInitiative } from './rolls.ts';

const reduce = createTrackerReducer(rules);
const run = (state: TrackerState, ...actions: TrackerAction[]) => actions.reduce(reduce, state);
const named = (state: TrackerState, name: string) => state.combatants.find((c) => c.name === name)!;
const order = (state: TrackerState) => state.combatants.map((c) => c.name);
const current = (state: TrackerState) => state.combatants.find((c) => c.id === state.currentId)?.name;
const conditions = (state: TrackerState, name: string) => named(state, name).conditions.map((c) => c.name);
/** A die roller that returns these faces in turn (and fails the test when it runs out). */
const faces = (...values: number[]): DieRoller => (sides) => {
  const face = values.shift();
  if (face === undefined || face > sides) throw new Error(`the test ran out of faces (or ${face} > d${sides})`);
  return face;
};

const hand = (name: string, initiative: number | null, extra: Partial<NewCombatant> = {}): NewCombatant => ({ ...handCombatant({ name, hitPoints: 20, armorClass: 12 }), initiative, ...extra });
const withThree = () => run(newTracker(), { type: 'add', combatants: [hand('Ash', 18), hand('Brin', 12), hand('Cato', 5)] });

const creature: MonsterSource = {
  name: 'Ion Hound',
  size: 'Medium',
  types: ['beast'],
  alignment: 'unaligned',
  armorClass: 13,
  hitPoints: 30,
  hitPointRoll: '4d8 + 12',
  strength: 14,
  dexterity: 16,
  constitution: 16,
  intelligence: 3,
  wisdom: 12,
  charisma: 6,
  damageImmunities: ['Poison'],
  damageResistances: ['Energy'],
  damageResistancesOther: ['kinetic from unenhanced weapons'],
  damageVulnerabilities: ['Ion'],
  conditionImmunities: ['Poisoned'],
  senses: ['passive Perception 13'],
  languages: [],
  challengeRating: '2',
  experiencePoints: 450,
  behaviors: [
    { name: 'Static Howl', monsterBehaviorType: 'Action', restrictions: 'Recharge 5-6', description: 'Each creature within 15 feet must make a DC 13 Constitution saving throw, taking 10 (3d6) lightning damage on a failed save.' },
    { name: 'Pounce', monsterBehaviorType: 'Trait', restrictions: '1/Turn', description: 'It deals an extra 3 (1d6) damage.' },
    { name: 'Flare', monsterBehaviorType: 'Action', restrictions: '2/Day', description: 'It flares.' },
    { name: 'Snap', monsterBehaviorType: 'Legendary', description: 'It snaps.' },
    { name: 'Lunge', monsterBehaviorType: 'Legendary', restrictions: 'Costs 2 Actions', description: 'It lunges.' },
  ],
};
const hound = readMonster(rules, creature);

describe('initiative order', () => {
  it('puts higher initiative first; ties go to the higher bonus, then Dexterity, then characters, then the order added', () => {
    const state = run(newTracker(), {
      type: 'add',
      combatants: [
        hand('Monster A', 15, { initiativeBonus: 2, dexterity: 14 }),
        hand('Unrolled', null),
        hand('Monster B', 15, { initiativeBonus: 3, dexterity: 16 }),
        hand('Monster C', 15, { initiativeBonus: 2, dexterity: 15 }),
        { ...characterCombatant({ id: 'p1', name: 'Kira' }, { armorClass: 15, hitPoints: { current: 30, max: 30, temp: 0 }, passivePerception: 12, initiativeBonus: 2, dexterity: 14 }), initiative: 15 },
        hand('Monster D', 15, { initiativeBonus: 2, dexterity: 14 }),
        hand('Fast', 21),
      ],
    });
    expect(order(state)).toEqual(['Fast', 'Monster B', 'Monster C', 'Kira', 'Monster A', 'Monster D', 'Unrolled']);
  });

  it('keeps the game master\'s own order among ties when initiative is entered again, and moves by hand', () => {
    let state = run(newTracker(), { type: 'add', combatants: [hand('One', 10), hand('Two', 10), hand('Three', 4)] });
    state = run(state, { type: 'move', id: named(state, 'Two').id, toIndex: 0 });
    expect(order(state)).toEqual(['Two', 'One', 'Three']);
    state = run(state, { type: 'setInitiative', id: named(state, 'Three').id, initiative: 12 });
    expect(order(state)).toEqual(['Three', 'Two', 'One']);
    expect(named(state, 'Three').initiativeRoll).toBeUndefined();
  });

  it('rolls d20 + bonus for everyone but the characters; same-name monsters share one roll; advantage shows both dice', () => {
    let state = run(newTracker(), {
      type: 'add',
      combatants: [
        monsterCombatant(hound, { hitPoints: 'average' }, 'Ion Hound 1'),
        monsterCombatant(hound, { hitPoints: 'average' }, 'Ion Hound 2'),
        { ...customCombatant({ id: 'm1', name: 'Scrap Golem', challengeRating: '1', armorClass: 12, hitPoints: 25, initiativeBonus: -1, count: 1, locked: false }), initiativeAdvantage: true },
        characterCombatant({ id: 'p1', name: 'Kira' }, { armorClass: 15, hitPoints: { current: 30, max: 30, temp: 0 }, passivePerception: 12, initiativeBonus: 3 }),
      ],
    });
    const action = rollInitiative(state, faces(14, 9, 17));
    expect(action.rolls).toEqual([
      { id: named(state, 'Ion Hound 1').id, initiative: 17, roll: 'd20 (14) + 3 = 17' },
      { id: named(state, 'Ion Hound 2').id, initiative: 17, roll: 'd20 (14) + 3 = 17 (shared)' },
      { id: named(state, 'Scrap Golem').id, initiative: 16, roll: 'd20 advantage (9, 17) - 1 = 16' },
    ]);
    state = run(state, action, { type: 'setInitiative', id: named(state, 'Kira').id, initiative: 19 });
    expect(order(state)).toEqual(['Kira', 'Ion Hound 1', 'Ion Hound 2', 'Scrap Golem']);
    // A character's initiative rolled from its sheet's bonus, when the player asks the tracker to roll it.
    expect(rollInitiative(state, faces(12), { ids: [named(state, 'Kira').id] }).rolls).toEqual([{ id: named(state, 'Kira').id, initiative: 15, roll: 'd20 (12) + 3 = 15' }]);
    // Each its own roll when the game master asks.
    expect(rollInitiative(state, faces(2, 20), { shareGroups: false, ids: [named(state, 'Ion Hound 1').id, named(state, 'Ion Hound 2').id] }).rolls.map((r) => r.initiative)).toEqual([5, 23]);
  });
});

describe('turns and rounds', () => {
  it('goes round the order, counts rounds, skips the defeated and steps back across a round', () => {
    let state = run(withThree(), { type: 'start' });
    expect([state.round, current(state)]).toEqual([1, 'Ash']);
    state = run(state, { type: 'nextTurn' });
    expect([state.round, current(state)]).toEqual([1, 'Brin']);
    state = run(state, { type: 'setDefeated', id: named(state, 'Cato').id, defeated: true }, { type: 'nextTurn' });
    expect([state.round, current(state)]).toEqual([2, 'Ash']);
    state = run(state, { type: 'previousTurn' });
    expect([state.round, current(state)]).toEqual([1, 'Brin']);
    state = run(state, { type: 'previousTurn' }, { type: 'previousTurn' });
    // Nothing before the first turn of round 1.
    expect([state.round, current(state)]).toEqual([1, 'Ash']);
    state = run(state, { type: 'end' });
    expect([state.round, state.currentId]).toEqual([0, null]);
    expect(state.log.at(-1)!.text).toBe('Combat ends after round 1.');
  });

  it('starts with the first creature standing, and hands the turn on when its owner leaves', () => {
    let state = withThree();
    state = run(state, { type: 'setDefeated', id: named(state, 'Ash').id, defeated: true }, { type: 'nextTurn' });
    expect([state.round, current(state)]).toEqual([1, 'Brin']);
    state = run(state, { type: 'remove', id: named(state, 'Brin').id });
    expect([state.round, current(state), order(state)]).toEqual([1, 'Cato', ['Ash', 'Cato']]);
  });
});

describe('conditions with a duration', () => {
  it('end at the end of the affected creature\'s last turn, counting its turns that begin after they were applied', () => {
    let state = run(withThree(), { type: 'start' });
    const ash = named(state, 'Ash').id;
    const cato = named(state, 'Cato').id;
    // Round 1, Ash's turn: Cato is stunned for 1 round (its turn this round has not begun) -> ends as Cato's round-1 turn ends.
    // Ash frightens itself for 2 rounds (its own turn has begun) -> its turns in rounds 2 and 3; ends as round 3's ends.
    state = run(state, { type: 'addCondition', id: cato, name: 'stunned', rounds: 1, sourceId: ash }, { type: 'addCondition', id: ash, name: 'Frightened', rounds: 2 });
    expect(named(state, 'Cato').conditions).toEqual([{ name: 'Stunned', rounds: 1, endsAt: { round: 1, combatantId: cato }, sourceId: ash }]);
    expect(named(state, 'Ash').conditions[0]!.endsAt).toEqual({ round: 3, combatantId: ash });

    const timeline: string[] = [];
    for (let turn = 0; turn < 9; turn++) {
      state = run(state, { type: 'nextTurn' });
      timeline.push(`${state.round}:${current(state)} Ash[${conditions(state, 'Ash')}] Cato[${conditions(state, 'Cato')}]`);
    }
    expect(timeline).toEqual([
      '1:Brin Ash[Frightened] Cato[Stunned]',
      '1:Cato Ash[Frightened] Cato[Stunned]',
      '2:Ash Ash[Frightened] Cato[]',
      '2:Brin Ash[Frightened] Cato[]',
      '2:Cato Ash[Frightened] Cato[]',
      '3:Ash Ash[Frightened] Cato[]',
      '3:Brin Ash[] Cato[]',
      '3:Cato Ash[] Cato[]',
      '4:Ash Ash[] Cato[]',
    ]);
    expect(state.log.map((l) => l.text)).toContain('Cato is no longer stunned (1 round over).');
  });

  it('applied before combat, count from the creature\'s first turn; a step back brings an ended one back', () => {
    let state = withThree();
    const brin = named(state, 'Brin').id;
    state = run(state, { type: 'addCondition', id: brin, name: 'Prone', rounds: 1 }, { type: 'start' }, { type: 'nextTurn' });
    expect(conditions(state, 'Brin')).toEqual(['Prone']);
    state = run(state, { type: 'nextTurn' });
    expect(conditions(state, 'Brin')).toEqual([]);
    state = run(state, { type: 'previousTurn' });
    expect([current(state), conditions(state, 'Brin')]).toEqual(['Brin', ['Prone']]);
    state = run(state, { type: 'nextTurn' });
    expect(conditions(state, 'Brin')).toEqual([]);
  });

  it('stay until removed without a duration; levels are kept within the condition\'s range; immunity refuses one', () => {
    let state = run(newTracker(), { type: 'add', combatants: [monsterCombatant(hound)] });
    const id = state.combatants[0]!.id;
    state = run(state, { type: 'addCondition', id, name: 'Exhaustion', level: 9 }, { type: 'addCondition', id, name: 'Marked' }, { type: 'addCondition', id, name: 'poisoned', rounds: 3 });
    expect(state.combatants[0]!.conditions).toEqual([{ name: 'Exhaustion', level: 6 }, { name: 'Marked' }]);
    expect(state.log.at(-1)!.text).toBe('Ion Hound is immune to being poisoned.');
    state = run(state, { type: 'removeCondition', id, name: 'marked' });
    expect(state.combatants[0]!.conditions.map((c) => c.name)).toEqual(['Exhaustion']);
  });
});

describe('hit points', () => {
  const houndState = () => run(newTracker(), { type: 'add', combatants: [monsterCombatant(hound)] });

  it('applies the record\'s defenses to typed damage: resisted, immune, vulnerable, untyped, and conditional on request', () => {
    let state = houndState();
    const id = state.combatants[0]!.id;
    const hp = () => state.combatants[0]!.hitPoints!.current;
    state = run(state, { type: 'damage', id, amount: 9, damageType: 'Energy' });
    expect(hp()).toBe(26); // 9 energy, resisted: 4
    state = run(state, { type: 'damage', id, amount: 12, damageType: 'Poison' });
    expect(hp()).toBe(26); // immune
    state = run(state, { type: 'damage', id, amount: 3, damageType: 'Ion' });
    expect(hp()).toBe(20); // vulnerable: 6
    state = run(state, { type: 'damage', id, amount: 5, damageType: 'Kinetic' });
    expect(hp()).toBe(15); // kinetic in full without the qualifier
    state = run(state, { type: 'damage', id, amount: 5, damageType: 'Kinetic', qualifierHolds: true });
    expect(hp()).toBe(13); // from an unenhanced weapon: resisted, 2
    state = run(state, { type: 'damage', id, amount: 3 });
    expect(hp()).toBe(10); // untyped
    expect(state.log.slice(-6).map((l) => l.text)).toEqual([
      'Ion Hound takes 9 energy damage, resisted: 4 taken.',
      'Ion Hound takes 12 poison damage, immune: 0 taken.',
      'Ion Hound takes 3 ion damage, vulnerable: 6 taken.',
      'Ion Hound takes 5 kinetic damage: 5 taken.',
      'Ion Hound takes 5 kinetic damage, resisted: 2 taken.',
      'Ion Hound takes 3 damage: 3 taken.',
    ]);
  });

  it('spends temporary hit points first; they do not add up; a monster at 0 is defeated and skipped; healing brings it back', () => {
    let state = run(houndState(), { type: 'add', combatants: [hand('Ally', 1)] });
    const id = named(state, 'Ion Hound').id;
    state = run(state, { type: 'tempHitPoints', id, amount: 5 }, { type: 'tempHitPoints', id, amount: 3 });
    expect(named(state, 'Ion Hound').hitPoints).toEqual({ current: 30, max: 30, temp: 5 });
    state = run(state, { type: 'damage', id, amount: 8, damageType: 'Kinetic' });
    expect(named(state, 'Ion Hound').hitPoints).toEqual({ current: 27, max: 30, temp: 0 });
    state = run(state, { type: 'damage', id, amount: 40, damageType: 'Fire' });
    expect(named(state, 'Ion Hound')).toMatchObject({ hitPoints: { current: 0 }, defeated: true });
    state = run(state, { type: 'start' });
    expect(current(state)).toBe('Ally');
    state = run(state, { type: 'nextTurn' });
    expect([state.round, current(state)]).toEqual([2, 'Ally']);
    state = run(state, { type: 'heal', id, amount: 4 });
    expect(named(state, 'Ion Hound')).toMatchObject({ hitPoints: { current: 4 }, defeated: false });
  });

  it('leaves a character at 0 unconscious but in the order, notes a failed death save when hit, and wakes it when healed', () => {
    let state = run(newTracker(), {
      type: 'add',
      combatants: [{ ...characterCombatant({ id: 'p1', name: 'Kira' }, { armorClass: 15, hitPoints: { current: 12, max: 30, temp: 0 }, passivePerception: 12, initiativeBonus: 2 }), initiative: 10 }, hand('Raider', 5)],
    });
    const kira = named(state, 'Kira').id;
    state = run(state, { type: 'damage', id: kira, amount: 20, damageType: 'Energy' });
    expect(named(state, 'Kira')).toMatchObject({ hitPoints: { current: 0 }, defeated: false, conditions: [{ name: 'Unconscious', automatic: true }] });
    state = run(state, { type: 'start' });
    expect(current(state)).toBe('Kira');
    state = run(state, { type: 'damage', id: kira, amount: 2 });
    expect(state.log.at(-1)!.text).toBe('Kira is hit at 0 hit points: one failed death save (two on a critical hit).');
    state = run(state, { type: 'heal', id: kira, amount: 5 });
    expect(named(state, 'Kira')).toMatchObject({ hitPoints: { current: 5 }, conditions: [] });
  });

  it('owes a concentration save per hit, DC 10 or half the damage taken; a failed save, 0 hit points or incapacitation ends it', () => {
    let state = run(newTracker(), { type: 'add', combatants: [hand('Adept', 10, { hitPoints: { current: 60, max: 60, temp: 0 } })] });
    const id = state.combatants[0]!.id;
    state = run(state, { type: 'concentrate', id, on: 'force barrier' }, { type: 'damage', id, amount: 7 }, { type: 'damage', id, amount: 25 });
    expect(state.combatants[0]!.concentrationSaves).toEqual([10, 12]);
    expect(state.log.at(-1)!.text).toBe('Adept must make a DC 12 Constitution save to keep concentrating on force barrier.');
    state = run(state, { type: 'concentrationSave', id, kept: true });
    expect(state.combatants[0]).toMatchObject({ concentration: { on: 'force barrier' }, concentrationSaves: [12] });
    state = run(state, { type: 'concentrationSave', id, kept: false });
    expect(state.combatants[0]!.concentration).toBeUndefined();
    state = run(state, { type: 'concentrate', id, on: 'slow' }, { type: 'addCondition', id, name: 'Stunned' });
    expect(state.combatants[0]!.concentration).toBeUndefined();
    expect(state.log.at(-1)!.text).toBe('Adept is incapacitated and loses concentration on slow.');
    state = run(state, { type: 'concentrate', id, on: 'slow' }, { type: 'damage', id, amount: 100 });
    expect(state.combatants[0]).toMatchObject({ concentrationSaves: [], defeated: true });
    expect(state.combatants[0]!.concentration).toBeUndefined();
  });

  it('tracks a villain\'s pools: damage stays in the active pool, a depleted pool costs a villainous action and resets recharges', () => {
    const villain = readMonster(rules, { ...creature, name: 'Warlord', hitPoints: 20, behaviors: [...creature.behaviors, { name: 'Villainous Hit Points', monsterBehaviorType: 'Trait', description: 'Several pools.' }] });
    let state = run(newTracker(), { type: 'add', combatants: [monsterCombatant(villain, { hitPoints: 'average', pools: 3 })] });
    const id = state.combatants[0]!.id;
    expect(state.combatants[0]).toMatchObject({ hitPoints: { current: 20, max: 20 }, pools: { count: 3, depleted: 0 }, villainousActions: { max: 2, left: 2 } });
    state = run(state, { type: 'useAbility', id, key: 'Static Howl' }, { type: 'damage', id, amount: 26, damageType: 'Kinetic' });
    // 26 against a pool of 20: the pool is depleted, the 6 beyond it are lost; the next pool is full.
    expect(state.combatants[0]).toMatchObject({ hitPoints: { current: 20 }, pools: { depleted: 1 }, villainousActions: { max: 1, left: 1 }, defeated: false, recharge: [{ name: 'Static Howl', available: true }] });
    state = run(state, { type: 'heal', id, amount: 50 }, { type: 'damage', id, amount: 20 }, { type: 'damage', id, amount: 19 });
    expect(state.combatants[0]).toMatchObject({ hitPoints: { current: 1 }, pools: { depleted: 2 }, villainousActions: { max: 0, left: 0 } });
    state = run(state, { type: 'damage', id, amount: 5 });
    expect(state.combatants[0]).toMatchObject({ hitPoints: { current: 0 }, pools: { depleted: 3 }, defeated: true });
  });
});

describe('at the start of a turn', () => {
  it('rolls the recharge of spent abilities, restores legendary and villainous actions, and resets once-per-turn uses', () => {
    let state = run(newTracker(), { type: 'add', combatants: [{ ...monsterCombatant(hound), initiative: 15 }, hand('Kira', 10)] });
    const id = named(state, 'Ion Hound').id;
    state = run(state, { type: 'start' }, { type: 'useAbility', id, key: 'Static Howl' }, { type: 'useAbility', id, key: 'Pounce' }, { type: 'useAbility', id, key: 'Flare' });
    expect(named(state, 'Ion Hound').uses).toEqual([
      { key: 'Pounce', label: 'Pounce', max: 1, used: 1, per: 'turn' },
      { key: 'Flare', label: 'Flare', max: 2, used: 1, per: 'day' },
    ]);
    // A use already spent this turn cannot be spent again.
    expect(run(state, { type: 'useAbility', id, key: 'Pounce' })).toBe(state);
    // Kira's turn: the hound's once-per-turn use comes back; it spends legendary actions.
    state = run(state, nextTurn(state, faces(), rules), { type: 'spendLegendary', id, cost: 2, action: 'Ion Surge' }, { type: 'spendLegendary', id, cost: 1 });
    expect(named(state, 'Ion Hound')).toMatchObject({ legendary: { max: 3, left: 0 }, uses: [{ key: 'Pounce', used: 0 }, { key: 'Flare', used: 1 }] });
    // The log names the legendary action used (an action recorded before names were kept gives the count only).
    expect(state.log.map((l) => l.text).slice(-2)).toEqual(['Ion Hound uses Ion Surge (2 legendary actions, 1 left this round).', 'Ion Hound spends 1 legendary action (0 left this round).']);
    expect(run(state, { type: 'spendLegendary', id, cost: 1 })).toBe(state);
    // The hound's turn: its recharge die shows 4 (not enough for 5-6), its legendary actions come back.
    const action = nextTurn(state, faces(4), rules);
    expect(action).toEqual({ type: 'nextTurn', rechargeRolls: [{ id, name: 'Static Howl', roll: 4 }] });
    state = run(state, action);
    expect(named(state, 'Ion Hound')).toMatchObject({ legendary: { left: 3 }, recharge: [{ name: 'Static Howl', available: false }] });
    expect(state.log.map((l) => l.text)).toContain('Ion Hound: the recharge die for Static Howl shows 4: still spent.');
    state = run(state, nextTurn(state, faces(), rules));
    state = run(state, nextTurn(state, faces(6), rules));
    expect(named(state, 'Ion Hound').recharge).toEqual([{ name: 'Static Howl', from: 5, available: true }]);
  });
});

describe('the state', () => {
  it('is valid JSON for the encounter document after a fight, and the same after a round trip', () => {
    let state = run(newTracker(), { type: 'add', combatants: [monsterCombatant(hound), hand('Kira', 10)] });
    const id = named(state, 'Ion Hound').id;
    state = run(state, rollInitiative(state, faces(11, 8)), { type: 'start' }, { type: 'damage', id, amount: 7, damageType: 'Ion' }, { type: 'addCondition', id, name: 'Prone', rounds: 2 }, { type: 'nextTurn' });
    const parsed = trackerStateSchema.parse(JSON.parse(JSON.stringify(state)));
    expect(parsed).toEqual(state);
  });

  it('keeps the last entries of its log only', () => {
    let state = newTracker();
    for (let i = 0; i < LOG_LIMIT + 5; i++) state = run(state, { type: 'note', text: `line ${i}` });
    expect(state.log).toHaveLength(LOG_LIMIT);
    expect(state.log[0]!.text).toBe('line 5');
  });

  it('ignores actions naming nobody, and names taken twice get a number', () => {
    const state = withThree();
    expect(run(state, { type: 'damage', id: 'nobody', amount: 5 })).toBe(state);
    const more = run(state, { type: 'add', combatants: [hand('Ash', null), hand('Ash', null)] });
    expect(order(more).slice(-2)).toEqual(['Ash 2', 'Ash 3']);
    const ids = new Set(more.combatants.map((c: Combatant) => c.id));
    expect(ids.size).toBe(5);
  });
});
