// Changing a past level's choices against the real rules (read in hooks, only when present): the level is judged by
// what was valid at it, every later level is taken again, a later choice the change broke is kept and flagged, and
// per-level hit points from features are shown on the plan and kept on the record.
import { beforeAll, describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API } from '../../../tests/support/realdata.ts';
import { blankCharacter } from '../character/default-character.ts';
import type { RawCharacter } from '../character/types.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { loadMulticlassPrerequisites } from '../node/load-multiclass-prerequisites.ts';
import { loadRulesDir } from '../node/load-rules.ts';
import { indexRules } from '../rules/index-rules.ts';
import { answeredChoice } from '../test-support/level-up-answers.ts';
import { changeLevel, pastLevel } from './change-level.ts';
import { levelUp, planLevelUp } from './level-up.ts';
import { indexPrerequisites, LevelUpError, type LevelUpChoice, type LevelUpRules } from './types.ts';

let lr: LevelUpRules;

function up(character: RawCharacter, choice: LevelUpChoice): RawCharacter {
  return levelUp(character, lr, answeredChoice(character, lr, choice)).character;
}

function character(className: string, level: number, species = 'Human', scores: Record<string, number> = {}): RawCharacter {
  const blank = blankCharacter();
  let next: RawCharacter = {
    ...blank,
    name: 'Test',
    species: { name: species, abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
    background: { name: lr.rules.backgrounds.all[0]!.name, feature: '' },
    settings: { ...blank.settings, abilityScoreMethod: 'Manual' },
    baseAbilityScores: { Strength: 12, Dexterity: 12, Constitution: 12, Intelligence: 12, Wisdom: 14, Charisma: 12, ...scores },
  };
  for (let i = 0; i < level; i++) next = up(next, { className });
  return next;
}

function refusal(run: () => unknown): { rule: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof LevelUpError) return { rule: error.rule, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe.runIf(hasRealData('change a past level'))('changing a past level', () => {
  beforeAll(() => {
    lr = { rules: indexRules(loadRulesDir(REALDATA_API)), prerequisites: indexPrerequisites(loadMulticlassPrerequisites(REALDATA_API).rows) };
  });

  it('taking a past level again with its own choices gives back the same character', () => {
    const consular = character('Consular', 6);
    for (const level of [2, 3, 4, 6]) {
      const past = pastLevel(consular, lr, level);
      expect(past.record.level).toBe(level);
      const again = changeLevel(consular, lr, level, past.choice);
      expect(again.problems).toEqual([]);
      expect(again.character).toEqual(consular);
    }
  });

  it('offers what was valid at that level and applies the change, keeping every later level', () => {
    const consular = character('Consular', 6);
    const past = pastLevel(consular, lr, 4);
    // Judged at level 4: the improvement is asked there, an archetype is not.
    expect(past.plan.open.map((open) => open.rule)).toContain('ability-score-improvement');
    expect(past.plan.open.map((open) => open.rule)).not.toContain('archetype');
    expect(refusal(() => changeLevel(consular, lr, 4, { ...past.choice, archetype: past.record.archetype ?? 'Way of the Sage' }))).toMatchObject({ rule: 'archetype' });
    const before = computeCharacter(consular, lr.rules).abilityScores;
    const choice: LevelUpChoice = { ...past.choice, abilityScoreImprovement: { type: 'Ability Score Improvement', abilitiesIncreased: [{ name: 'Charisma', value: 2 }] } };
    const changed = changeLevel(consular, lr, 4, choice);
    const after = computeCharacter(changed.character, lr.rules).abilityScores;
    expect(after.Charisma.value - before.Charisma.value).toBe(2);
    expect(changed.character.levelHistory).toHaveLength(6);
    expect(changed.character.levelHistory![3]!.abilityScoreImprovement).toEqual(choice.abilityScoreImprovement);
    expect(changed.character.levelHistory!.slice(4)).toEqual(consular.levelHistory!.slice(4));
    expect(changed.character.classes[0]!.forcePowers).toEqual(consular.classes[0]!.forcePowers);
  });

  it("flags a later choice the change made invalid, keeping it on the sheet and the record", () => {
    // Level 3 learns 1st-level powers only, which level 2 could have learned too.
    const atTwo = character('Consular', 2);
    const third = answeredChoice(atTwo, lr, { className: 'Consular' });
    const asked3 = planLevelUp(atTwo, lr, third).open.find((open) => open.rule === 'powers')!;
    const firstLevel = asked3.options!.filter((name) => lr.rules.powers.get(name)?.level === 1).slice(-asked3.count);
    const consular = levelUp(atTwo, lr, { ...third, powers: firstLevel }).character;
    const second = pastLevel(consular, lr, 2);
    const askedAt2 = second.plan.open.find((open) => open.rule === 'powers')!;
    // Level 2 now learns one of level 3's powers: level 3 then learns it twice.
    const later = consular.levelHistory![2]!;
    const laterPowers = later.forcePowers!;
    const taken = laterPowers[0]!;
    expect(askedAt2.options).toContain(taken);
    const powers = [taken, ...second.choice.powers!.filter((name) => name !== taken).slice(0, askedAt2.count - 1)];
    const changed = changeLevel(consular, lr, 2, { ...second.choice, powers });
    expect(changed.problems).toHaveLength(1);
    expect(changed.problems[0]).toMatchObject({ level: later.level, problems: [{ rule: 'powers', message: expect.stringMatching(/cannot be chosen/) }] });
    const flaggedRecord = changed.character.levelHistory![later.level - 1]!;
    expect(flaggedRecord.forcePowers).toEqual(laterPowers);
    expect(flaggedRecord.problems).toEqual(changed.problems[0]!.problems);
    expect(changed.character.classes[0]!.forcePowers!.filter((name) => name === taken)).toHaveLength(2);
    // Choosing again at that level clears the flag.
    const flagged = pastLevel(changed.character, lr, later.level);
    const fixed = changeLevel(changed.character, lr, later.level, { ...flagged.choice, powers: answeredChoice(flagged.before, lr, { className: 'Consular' }).powers! });
    expect(fixed.problems).toEqual([]);
    expect(fixed.character.levelHistory![later.level - 1]!.problems).toBeUndefined();
  });

  it('refuses the first level, a level not held, another class and a choice that was not valid at that level', () => {
    const fighter = character('Fighter', 3);
    expect(refusal(() => changeLevel(fighter, lr, 1, { className: 'Fighter' }))).toMatchObject({ rule: 'change-level', message: expect.stringMatching(/builder/) });
    expect(refusal(() => changeLevel(fighter, lr, 4, { className: 'Fighter' }))).toMatchObject({ rule: 'change-level', message: expect.stringMatching(/levels 2 to 3/) });
    expect(refusal(() => changeLevel(fighter, lr, 2, { className: 'Consular' }))).toMatchObject({ rule: 'change-level', message: expect.stringMatching(/taken in Fighter/) });
    expect(refusal(() => changeLevel(fighter, lr, 2, { ...pastLevel(fighter, lr, 2).choice, hitPoints: 11 }))).toMatchObject({ rule: 'hit-point-roll' });
    // Nothing changed on the character given.
    expect(fighter.levelHistory).toHaveLength(3);
  });

  it('a per-level hit point bonus from a species trait shows on the plan and is kept on the record', () => {
    const gamorrean = character('Fighter', 1, 'Gamorrean');
    const human = character('Fighter', 1, 'Human');
    expect(planLevelUp(gamorrean, lr, { className: 'Fighter' }).featureHitPoints).toBe(1);
    expect(planLevelUp(human, lr, { className: 'Fighter' }).featureHitPoints).toBe(0);
    const raised = levelUp(gamorrean, lr, answeredChoice(gamorrean, lr, { className: 'Fighter' }));
    expect(raised.record.featureHitPoints).toBe(1);
    const gain = computeCharacter(raised.character, lr.rules).hitPoints.maximum - computeCharacter(gamorrean, lr.rules).hitPoints.maximum;
    const constitution = computeCharacter(gamorrean, lr.rules).abilityScores.Constitution.modifier;
    expect(gain).toBe(raised.record.hitPoints.value + constitution + 1);
  });
});
