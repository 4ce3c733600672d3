// Property-based invariants: hit points never below 0, the proficiency formula, rests never raise used resources,
// and export/import is identity.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importCharacter } from '../character/import-character.ts';
import { characterToJson } from '../export/file-export.ts';
import { fixtureCharacter, fixtureRules, FIXTURE_CLASSES } from '../test-support/fixture-rules.ts';
import { damage, heal, setTemporaryHitPoints } from '../transitions/health.ts';
import { longRest, shortRest } from '../transitions/rest.ts';
import { computeCharacter } from './compute-character.ts';

const rules = fixtureRules();
const classNames = FIXTURE_CLASSES.map((c) => c.name);

/** One to three distinct classes whose levels add up to at most 20. */
const classesArb = fc
  .uniqueArray(fc.constantFrom(...classNames), { minLength: 1, maxLength: 3 })
  .chain((names) => fc.tuple(...names.map(() => fc.integer({ min: 1, max: 6 }))).map((levels) => names.map((name, i) => ({ name, levels: levels[i] }))));

describe('invariants', () => {
  it('hit points never go below 0 (and never above the maximum) under any heal/damage/THP sequence', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('damage' as const), amount: fc.integer({ min: 0, max: 400 }) }),
      fc.record({ kind: fc.constant('heal' as const), amount: fc.integer({ min: 0, max: 400 }) }),
      fc.record({ kind: fc.constant('thp' as const), amount: fc.integer({ min: 0, max: 40 }) }),
    );
    fc.assert(
      fc.property(classesArb, fc.array(op, { maxLength: 25 }), (classes, ops) => {
        let character = fixtureCharacter(classes);
        const maximum = computeCharacter(character, rules).hitPoints.maximum;
        for (const { kind, amount } of ops) {
          character = kind === 'damage' ? damage(character, amount, maximum) : kind === 'heal' ? heal(character, amount) : setTemporaryHitPoints(character, amount);
          const hp = computeCharacter(character, rules).hitPoints;
          if (hp.current < 0 || hp.current > hp.maximum || hp.temporary < 0) return false;
        }
        return true;
      }),
      { numRuns: 150 },
    );
  });

  it('proficiency bonus = 1 + ceil(level / 4)', () => {
    fc.assert(
      fc.property(classesArb, (classes) => {
        const level = classes.reduce((sum, c) => sum + c.levels, 0);
        return computeCharacter(fixtureCharacter(classes), rules).proficiencyBonus === 1 + Math.ceil(level / 4);
      }),
    );
  });

  it('rests never raise used resources', () => {
    const stats = fc.record({
      hitPointsLost: fc.nat(200),
      temporaryHitPoints: fc.nat(30),
      techPointsUsed: fc.nat(50),
      forcePointsUsed: fc.nat(50),
      superiorityDiceUsed: fc.nat(10),
      d8: fc.nat(10),
      d10: fc.nat(10),
      featureUses: fc.nat(5),
    });
    fc.assert(
      fc.property(classesArb, stats, fc.nat(60), (classes, s, regained) => {
        const character = fixtureCharacter(classes);
        character.currentStats = {
          ...character.currentStats,
          hitPointsLost: s.hitPointsLost,
          temporaryHitPoints: s.temporaryHitPoints,
          techPointsUsed: s.techPointsUsed,
          forcePointsUsed: s.forcePointsUsed,
          superiorityDiceUsed: s.superiorityDiceUsed,
          hitDiceUsed: { d8: s.d8, d10: s.d10 },
          featuresTimesUsed: { 'Some Feature': s.featureUses },
        };
        for (const rested of [longRest(character), shortRest(character, { hitDice: {}, hitPointsRegained: regained, shortRestFeatures: ['Some Feature'] })]) {
          const before = character.currentStats;
          const after = rested.currentStats;
          const keys = ['hitPointsLost', 'techPointsUsed', 'forcePointsUsed', 'superiorityDiceUsed'] as const;
          if (keys.some((key) => after[key] > before[key] || after[key] < 0)) return false;
          if ((after.hitDiceUsed.d8 ?? 0) > s.d8 || (after.hitDiceUsed.d10 ?? 0) > s.d10) return false;
          if ((after.hitDiceUsed.d8 ?? 0) < 0 || (after.hitDiceUsed.d10 ?? 0) < 0) return false;
          if (after.featuresTimesUsed['Some Feature'] > s.featureUses) return false;
        }
        return true;
      }),
      { numRuns: 200 },
    );
  });

  it('export -> import is identity', () => {
    fc.assert(
      fc.property(
        classesArb,
        fc.string(),
        fc.nat(400000),
        fc.integer({ min: -5, max: 1_000_000 }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !['__proto__', 'constructor'].includes(k)), fc.jsonValue()),
        (classes, name, experiencePoints, credits, extra) => {
          const character = { ...fixtureCharacter(classes, { name, experiencePoints, credits, createdAt: 5 }), notes: JSON.stringify(extra) };
          expect(importCharacter(characterToJson(character))).toEqual(character);
        },
      ),
      { numRuns: 100 },
    );
  });
});
