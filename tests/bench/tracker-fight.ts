// The fight both combat tracker benchmarks measure (the reducer's and the page's): 20 combatants (16 bundled monsters
// read from their records with rolled hit points, 4 player characters), started, everyone prone for 3 rounds, and a
// full log of 300 lines. Seeded, so every run starts from the same state.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dieRoller, seededWords, type DieRoller } from '../../core/engine/dice/random-source.ts';
import {
  characterCombatant,
  createTrackerReducer,
  indexEncounterRules,
  monsterCombatant,
  newTracker,
  readMonster,
  rollInitiative,
  type EncounterRuleInput,
  type TrackerState,
} from '../../core/engine/encounters/index.ts';
import type { MonsterRecord } from '../../core/schemas/index.ts';
import { repoRoot } from '../support/realdata.ts';

export function benchmarkFight() {
  const seed = (file: string) => JSON.parse(readFileSync(join(repoRoot, 'seed/data', file), 'utf8'));
  const rules = indexEncounterRules(seed('encounterRules.json') as EncounterRuleInput[]);
  const monsters = (seed('monster.json') as MonsterRecord[]).slice(0, 16);
  const reduce = createTrackerReducer(rules);
  const roller: DieRoller = dieRoller(seededWords(20));
  let state: TrackerState = reduce(newTracker(), {
    type: 'add',
    combatants: [
      ...monsters.map((m) => monsterCombatant(readMonster(rules, m), { hitPoints: 'rolled', roller })),
      ...['Kira', 'Orin', 'Tal', 'Vex'].map((name, i) => characterCombatant({ id: `p${i}`, name }, { armorClass: 15, hitPoints: { current: 60, max: 60, temp: 0 }, passivePerception: 13, initiativeBonus: i })),
    ],
  });
  state = reduce(state, rollInitiative(state, roller, { ids: state.combatants.map((c) => c.id) }));
  state = reduce(state, { type: 'start' });
  for (const c of state.combatants) state = reduce(state, { type: 'addCondition', id: c.id, name: 'Prone', rounds: 3 });
  for (let i = 0; i < 300; i++) state = reduce(state, { type: 'note', text: `warm-up line ${i}` });
  return { rules, reduce, roller, state };
}
