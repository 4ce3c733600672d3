// The encounter engine on the real data's 271 monsters: every rating maps to XP (the one record whose rating is no
// rating is named), every record whose XP disagrees is the list docs/encounters.md gives, every behavior is read into
// rolls or counted as text with the counts docs/encounters.md records, and every monster starts in the tracker and
// goes through a round of rolls, damage of every type and conditions without error.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API, repoRoot } from '../../../tests/support/realdata.ts';
import { DAMAGE_TYPES } from '../damage/damage-types.ts';
import { dieRoller, seededWords } from '../dice/random-source.ts';
import type { MonsterRecord } from '../../schemas/index.ts';
import { ENCOUNTER_RULES as rules } from '../test-support/encounter-rules.ts';
import { behaviorStatus } from './behaviors.ts';
import { trackerStateSchema } from './document-schema.ts';
import { readChallengeRating, readMonster } from './monster-reading.ts';
import { monsterCombatant } from './tracker/combatants.ts';
import { createTrackerReducer, newTracker } from './tracker/reducer.ts';
import { nextTurn, rollInitiative } from './tracker/rolls.ts';

const DOC = readFileSync(join(repoRoot, 'docs/encounters.md'), 'utf8');

/** The figure docs/encounters.md gives in a table row starting with this label. */
function documented(label: string): number {
  const row = new RegExp(`^\\| ${label.replace(/[()]/g, '\\$&')} \\| ([\\d,]+) \\|`, 'm').exec(DOC);
  if (!row) throw new Error(`docs/encounters.md has no row "| ${label} | ... |"`);
  return Number(row[1]!.replace(/,/g, ''));
}

/** The names docs/encounters.md lists under a heading, one per bullet ("- Anooba: ..."). */
function documentedNames(heading: string): string[] {
  const section = DOC.split(`\n### ${heading}\n`)[1]?.split('\n#')[0];
  if (!section) throw new Error(`docs/encounters.md has no section "### ${heading}"`);
  return [...section.matchAll(/^- (.+?):/gm)].map((m) => m[1]!);
}

describe.runIf(hasRealData('encounter engine on the real monsters'))('the real monsters', () => {
  // Read in a hook, never while vitest collects: without the data the suite steps aside instead of failing to load.
  let monsters: MonsterRecord[];
  beforeAll(() => {
    monsters = JSON.parse(readFileSync(join(REALDATA_API, 'monster.json'), 'utf8')) as MonsterRecord[];
  });

  it('are 271, and every rating maps to the XP of its row; the record whose rating is none is named', () => {
    expect(monsters).toHaveLength(271);
    const unreadable = monsters.filter((m) => readChallengeRating(rules, m).from !== 'rating');
    expect(unreadable.map((m) => m.name)).toEqual(["B'omarr Brain Walker"]);
    expect(readChallengeRating(rules, unreadable[0]!)).toMatchObject({ from: 'none', xp: 0, recordXp: 3 });
    for (const monster of monsters.filter((m) => !unreadable.includes(m))) {
      const reading = readChallengeRating(rules, monster);
      expect(reading.xp, monster.name).toBe(rules.challengeRatings.find((row) => row.rating === monster.challengeRating.trim())!.xp);
    }
  });

  it('whose record states another XP than their rating are the ones docs/encounters.md lists', () => {
    const disagreeing = monsters.filter((m) => readChallengeRating(rules, m).recordXp !== undefined && readChallengeRating(rules, m).from === 'rating').map((m) => m.name);
    expect(disagreeing).toEqual(documentedNames('Records whose XP disagrees with their rating'));
  });

  it('have every behavior read into rolls or counted as text, with the counts docs/encounters.md records', () => {
    const readings = monsters.flatMap((m) => readMonster(rules, m).behaviors);
    const count = (status: string) => readings.filter((b) => behaviorStatus(b) === status).length;
    expect(readings.length).toBe(documented('behaviors in all'));
    expect(count('rolls')).toBe(documented('read into rolls'));
    expect(count('text')).toBe(documented('text with nothing to roll'));
    expect(count('unread')).toBe(documented('with a part left unread'));
    expect(count('rolls') + count('text') + count('unread')).toBe(readings.length);
    expect(readings.reduce((n, b) => n + b.attacks.length, 0)).toBe(documented('attack rolls'));
    expect(readings.reduce((n, b) => n + b.damage.length, 0)).toBe(documented('damage rolls'));
    expect(readings.reduce((n, b) => n + b.damage.filter((d) => d.type).length, 0)).toBe(documented('damage rolls with a type'));
    expect(readings.reduce((n, b) => n + b.dcs.length, 0)).toBe(documented('DCs'));
    expect(readings.filter((b) => b.recharge).length).toBe(documented('recharge abilities'));
    expect(readings.reduce((n, b) => n + b.uses.length, 0)).toBe(documented('use counters'));
    expect(readings.filter((b) => b.restriction).length).toBe(documented('restrictions kept as text'));
  });

  it('have the conditional defenses, legendary actions and villains docs/encounters.md counts', () => {
    const readings = monsters.map((m) => readMonster(rules, m));
    expect(readings.filter((r) => r.defenses.conditional.length).length).toBe(25);
    expect(readings.reduce((n, r) => n + r.defenses.conditional.length, 0)).toBe(26);
    expect(readings.filter((r) => r.legendaryActions).length).toBe(21);
    expect(readings.filter((r) => r.villainous).map((r) => r.name)).toEqual(['Cyborg Khagan']);
    expect(DOC).toContain('25 monsters have conditional defenses\n(26 in all');
    expect(DOC).toContain('21 have legendary actions; one, Cyborg Khagan, is villainous.');
  });

  it('all start in the tracker, roll initiative, take damage of every type and conditions, and go round twice', () => {
    const reduce = createTrackerReducer(rules);
    const roller = dieRoller(seededWords(271));
    let state = newTracker();
    for (const monster of monsters) {
      const reading = readMonster(rules, monster);
      const combatant = monsterCombatant(reading, { hitPoints: 'rolled', roller });
      expect(combatant.hitPoints!.max, monster.name).toBeGreaterThan(0);
      state = reduce(state, { type: 'add', combatants: [combatant] });
    }
    expect(state.combatants).toHaveLength(271);
    state = reduce(state, rollInitiative(state, roller));
    expect(state.combatants.every((c) => c.initiative !== null)).toBe(true);
    state = reduce(state, { type: 'start' });
    for (const [i, combatant] of state.combatants.entries()) {
      for (const recharge of combatant.recharge) state = reduce(state, { type: 'useAbility', id: combatant.id, key: recharge.name });
      state = reduce(state, { type: 'damage', id: combatant.id, amount: 3, damageType: DAMAGE_TYPES[i % DAMAGE_TYPES.length] });
      state = reduce(state, { type: 'addCondition', id: combatant.id, name: 'Prone', rounds: 1 });
    }
    for (let turn = 0; turn < 2 * state.combatants.length; turn++) state = reduce(state, nextTurn(state, roller, rules));
    expect(state.round).toBeGreaterThanOrEqual(3);
    expect(state.combatants.every((c) => !c.conditions.some((x) => x.name === 'Prone'))).toBe(true);
    expect(() => trackerStateSchema.parse(JSON.parse(JSON.stringify(state)))).not.toThrow();
  });
});
