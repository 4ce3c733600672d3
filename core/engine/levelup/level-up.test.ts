// The level-up engine against the real rules and the 16 real characters (read in hooks, only when present): a level
// up then a level down gives back the same sheet, figure for figure; hit points, prerequisites, required choices,
// multiclass casting and the level cap by the rules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API, REALDATA_CHARACTERS } from '../../../tests/support/realdata.ts';
import { blankCharacter } from '../character/default-character.ts';
import { normalizeCharacter } from '../character/import-character.ts';
import type { RawCharacter } from '../character/types.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { loadMulticlassPrerequisites } from '../node/load-multiclass-prerequisites.ts';
import { loadRulesDir } from '../node/load-rules.ts';
import { indexRules } from '../rules/index-rules.ts';
import { answeredChoice } from '../test-support/level-up-answers.ts';
import { improvementLevels } from '../transitions/classes.ts';
import { levelDown, levelUp, planLevelUp } from './level-up.ts';
import { reconstructHistory } from './history.ts';
import { minimumText } from './prerequisites.ts';
import { indexPrerequisites, LevelUpError, type LevelUpChoice, type LevelUpRules } from './types.ts';

let lr: LevelUpRules;
let characters: { file: string; character: RawCharacter }[] = [];

/** The refusal a call throws: its rule and message. */
function refusal(run: () => unknown): { rule: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof LevelUpError) return { rule: error.rule, message: error.message };
    throw error;
  }
  throw new Error('expected the level to be refused');
}

/** A level with every open choice answered by the first options. */
function up(character: RawCharacter, choice: LevelUpChoice): RawCharacter {
  return levelUp(character, lr, answeredChoice(character, lr, choice)).character;
}

/** A level-1 character of a class with the given scores (the rest 10), automation on, an existing species. */
function newCharacter(className: string, scores: Partial<Record<string, number>> = {}): RawCharacter {
  const blank = blankCharacter();
  const species = lr.rules.species.get('Human') ?? lr.rules.species.all[0]!;
  const base: RawCharacter = {
    ...blank,
    name: 'Test',
    species: { name: species.name, abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
    background: { name: lr.rules.backgrounds.all[0]!.name, feature: '' },
    settings: { ...blank.settings, abilityScoreMethod: 'Manual' },
    baseAbilityScores: { Strength: 10, Dexterity: 10, Constitution: 10, Intelligence: 10, Wisdom: 10, Charisma: 10, ...scores },
  };
  return up(base, { className });
}

/** A single-class character taken from level 1 to the level with every choice answered. */
function levelUpTo(className: string, level: number, scores: Partial<Record<string, number>>): RawCharacter {
  let character = newCharacter(className, scores);
  while (character.classes[0]!.levels < level) character = up(character, { className });
  return character;
}

const withoutHistory = ({ levelHistory: _ignored, ...rest }: RawCharacter) => rest;

describe.runIf(hasRealData('level up real data'))('level up and level down', () => {
  beforeAll(() => {
    lr = { rules: indexRules(loadRulesDir(REALDATA_API)), prerequisites: indexPrerequisites(loadMulticlassPrerequisites(REALDATA_API).rows) };
    characters = readdirSync(REALDATA_CHARACTERS)
      .filter((file) => file.endsWith('.json') && file !== 'INDEX.json')
      .sort()
      .map((file) => ({ file, character: normalizeCharacter(JSON.parse(readFileSync(join(REALDATA_CHARACTERS, file), 'utf8'))) }));
  });

  it('a level up then a level down gives back the same sheet for each of the 16 real characters', () => {
    expect(characters).toHaveLength(16);
    for (const { file, character } of characters) {
      const before = computeCharacter(character, lr.rules);
      const className = character.classes[0]!.name;
      const raised = up(character, { className });
      const after = computeCharacter(raised, lr.rules);
      expect(after.currentLevel, file).toBe(before.currentLevel + 1);
      expect(after.classes[0]!.levels, file).toBe(character.classes[0]!.levels + 1);
      expect(raised.levelHistory, file).toHaveLength(before.currentLevel + 1);
      expect(raised.levelHistory!.at(-1), file).toMatchObject({ level: before.currentLevel + 1, className, hitPoints: { method: 'average' } });
      const lowered = levelDown(raised, lr);
      expect(computeCharacter(lowered, lr.rules), file).toEqual(before);
      expect(withoutHistory(lowered), file).toEqual(withoutHistory(character));
      expect(lowered.levelHistory, file).toEqual(reconstructHistory(character, lr.rules));
    }
  });

  it('a level in a new class the character qualifies for comes off again just as cleanly', () => {
    let multiclassed = 0;
    for (const { file, character } of characters) {
      const held = new Set(character.classes.map((entry) => entry.name));
      const candidate = lr.rules.classes.all.find((c) => !held.has(c.name) && planLevelUp(character, lr, { className: c.name }).unmetPrerequisites.length === 0);
      if (!candidate) continue;
      const before = computeCharacter(character, lr.rules);
      const raised = up(character, { className: candidate.name });
      expect(raised.classes.at(-1), file).toMatchObject({ name: candidate.name, levels: 1, hitPoints: [candidate.hitPointsAtHigherLevelsNumber] });
      expect(computeCharacter(raised, lr.rules).hitPoints.hitDice.find((dice) => dice.size === `d${candidate.hitDiceDieType}`)!.maximum, file).toBe(
        (before.hitPoints.hitDice.find((dice) => dice.size === `d${candidate.hitDiceDieType}`)?.maximum ?? 0) + 1,
      );
      expect(computeCharacter(levelDown(raised, lr), lr.rules), file).toEqual(before);
      multiclassed++;
    }
    expect(multiclassed).toBeGreaterThan(8);
  });

  it('hit points: the average or a roll within the die, plus the Constitution modifier; a roll outside the die refused', () => {
    const consular = newCharacter('Consular', { Constitution: 14, Wisdom: 14 });
    expect(consular.levelHistory).toMatchObject([{ level: 1, className: 'Consular', classLevel: 1, hitPoints: { value: 6, method: 'first level' } }]);
    const first = computeCharacter(consular, lr.rules).hitPoints.maximum;
    expect(first).toBe(6 + 2);
    const answers = answeredChoice(consular, lr, { className: 'Consular' });
    const average = levelUp(consular, lr, answers);
    expect(computeCharacter(average.character, lr.rules).hitPoints.maximum).toBe(first + 4 + 2);
    expect(average.record.hitPoints).toEqual({ value: 4, method: 'average' });
    const rolled = levelUp(consular, lr, { ...answers, hitPoints: 1 });
    expect(computeCharacter(rolled.character, lr.rules).hitPoints.maximum).toBe(first + 1 + 2);
    expect(rolled.record.hitPoints).toEqual({ value: 1, method: 'roll' });
    expect(rolled.character.classes[0]!.hitPoints).toEqual([1]);
    for (const bad of [0, 7, 2.5, -1]) {
      expect(refusal(() => levelUp(consular, lr, { ...answers, hitPoints: bad }))).toEqual({
        rule: 'hit-point-roll',
        message: `A hit point roll for Consular (d6) must be a whole number from 1 to 6; got ${bad}.`,
      });
    }
    const fixed = { ...consular, settings: { ...consular.settings, isFixedHitPoints: true } };
    expect(refusal(() => levelUp(fixed, lr, { ...answers, hitPoints: 5 })).message).toContain('hit point setting Fixed');
    expect(computeCharacter(levelUp(fixed, lr, answers).character, lr.rules).hitPoints.maximum).toBe(first + 4 + 2);
  });

  it("every class's multiclass prerequisites, the held classes' and the new one's, naming the unmet minimum", () => {
    expect(lr.rules.classes.all.map((c) => c.name).filter((name) => !lr.prerequisites.has(name.toLowerCase()))).toEqual([]);
    // From a Berserker (Strength 13): each class refused while its abilities are 12, taken once each reaches 13.
    for (const target of lr.rules.classes.all.filter((c) => c.name !== 'Berserker')) {
      const requirements = lr.prerequisites.get(target.name.toLowerCase())!.requirements;
      const low = newCharacter('Berserker', { Strength: 13, ...Object.fromEntries(requirements.flatMap((r) => r.anyOf.filter((a) => a !== 'Strength').map((a) => [a, 12]))) });
      const unmet = requirements.filter((r) => !r.anyOf.includes('Strength'));
      if (unmet.length === 0) {
        // Fighter: Strength or Dexterity 13, met by the Berserker's Strength.
        expect(target.name).toBe('Fighter');
        expect(up(low, { className: 'Fighter' }).classes[1]!.name).toBe('Fighter');
        continue;
      }
      const refused = refusal(() => levelUp(low, lr, { className: target.name, hitPoints: 'average' }));
      expect(refused.rule, target.name).toBe('multiclass-prerequisite');
      for (const requirement of unmet) expect(refused.message, target.name).toContain(`${minimumText(requirement)} for ${target.name}`);
      const met = newCharacter('Berserker', { Strength: 13, ...Object.fromEntries(unmet.map((r) => [r.anyOf.at(-1)!, 13])) });
      expect(up(met, { className: target.name }).classes.map((c) => c.name), target.name).toEqual(['Berserker', target.name]);
    }
    // The held class's minimum counts too: an Engineer with Intelligence 12 cannot leave for a Fighter.
    const engineer = newCharacter('Engineer', { Intelligence: 12, Strength: 14 });
    expect(refusal(() => up(engineer, { className: 'Fighter' })).message).toBe(
      'Multiclassing into Fighter needs Intelligence 13 for Engineer (Intelligence is 12): a character must meet the ability minimums of every class it holds and of the new one.',
    );
    // Scout: Strength or Dexterity 13, and Intelligence 13.
    const fighter = newCharacter('Fighter', { Dexterity: 13, Intelligence: 12 });
    expect(refusal(() => up(fighter, { className: 'Scout' })).message).toContain('Intelligence 13 for Scout (Intelligence is 12)');
    expect(up({ ...fighter, baseAbilityScores: { ...fighter.baseAbilityScores, Intelligence: 13 } }, { className: 'Scout' }).classes[1]!.name).toBe('Scout');
    expect(refusal(() => up(fighter, { className: 'Jedi' }))).toMatchObject({ rule: 'unknown-class' });
  });

  it('the choices each class asks at their levels: archetype at 3rd, improvements at the table levels, fighting styles', () => {
    for (const classRule of lr.rules.classes.all) {
      let character = newCharacter(classRule.name, { Strength: 15, Dexterity: 15, Constitution: 14, Intelligence: 14, Wisdom: 14, Charisma: 12 });
      const asked: Record<string, number[]> = {};
      for (let level = 2; level <= 20; level++) {
        const plan = planLevelUp(character, lr, { className: classRule.name });
        for (const open of plan.open) (asked[open.rule] ??= []).push(level);
        const rule = plan.open.find((open) => open.rule === 'archetype' || open.rule === 'ability-score-improvement' || open.rule === 'fighting-style');
        // The level without its required choice is refused, naming the rule; nothing of the character changes.
        if (rule) {
          const frozen = JSON.stringify(character);
          const choice = answeredChoice(character, lr, { className: classRule.name });
          const missing = { ...choice, ...(rule.rule === 'archetype' ? { archetype: undefined } : rule.rule === 'fighting-style' ? { fightingStyle: undefined } : { abilityScoreImprovement: undefined }) };
          expect(refusal(() => levelUp(character, lr, missing)), `${classRule.name} ${level}`).toEqual({ rule: rule.rule, message: `${rule.label}: the level cannot be taken without it.` });
          expect(JSON.stringify(character)).toBe(frozen);
        }
        character = up(character, { className: classRule.name });
      }
      expect(asked.archetype, classRule.name).toEqual([3]);
      expect(asked['ability-score-improvement'], classRule.name).toEqual(improvementLevels(classRule));
      const styleLevels = asked['fighting-style'] ?? [];
      expect(styleLevels.length, classRule.name).toBeLessThanOrEqual(1);
      expect(refusal(() => levelUp(character, lr, { className: classRule.name }))).toEqual({ rule: 'max-level', message: 'Test is level 20: a character\'s level cannot pass 20.' });
      // Down all the way to level 1: the sheet of each level comes back.
      expect(character.levelHistory).toHaveLength(20);
      let lowered = character;
      for (let level = 20; level > 1; level--) lowered = levelDown(lowered, lr);
      expect(computeCharacter(lowered, lr.rules)).toEqual(computeCharacter(newCharacter(classRule.name, { Strength: 15, Dexterity: 15, Constitution: 14, Intelligence: 14, Wisdom: 14, Charisma: 12 }), lr.rules));
      expect(refusal(() => levelDown(lowered, lr))).toMatchObject({ rule: 'level-down' });
    }
  });

  it('the fighting styles of the classes that have one are asked at the level their feature comes', () => {
    const styleAt = (className: string) => {
      let character = newCharacter(className, { Strength: 15, Dexterity: 15 });
      if (character.classes[0]!.fightingStyle) return 1;
      for (let level = 2; level <= 5; level++) {
        if (planLevelUp(character, lr, { className }).open.some((open) => open.rule === 'fighting-style')) return level;
        character = up(character, { className });
      }
      return undefined;
    };
    expect(styleAt('Fighter')).toBe(1);
    expect(styleAt('Guardian')).toBe(2);
    expect(styleAt('Scout')).toBe(2);
    expect(styleAt('Consular')).toBeUndefined();
  });

  it("a multiclass caster's points and max power level combine by the rules", () => {
    // Engineer 8 / Scout 8: tech points 2 per Engineer level and 1 per Scout level plus Intelligence once.
    const trevalla = characters.find(({ file }) => file === 'beyond-trevalla.json')!.character;
    const before = computeCharacter(trevalla, lr.rules);
    const intelligence = before.abilityScores.Intelligence.modifier;
    expect(before.techCasting && before.techCasting.maxPoints).toBe(16 + 8 + intelligence);
    const scout = up(trevalla, { className: 'Scout' });
    const sheet = computeCharacter(scout, lr.rules);
    expect(sheet.techCasting && sheet.techCasting.maxPoints).toBe(16 + 9 + intelligence);
    // Engineer 8 x 9/9 + Scout 9 x 5/9 = 13: a 13th-level caster's max power level, 7.
    expect(sheet.techCasting && sheet.techCasting.maxPowerLevel).toBe(7);
    expect(sheet.proficiencyBonus).toBe(6);
    expect(sheet.hitPoints.hitDice).toEqual(expect.arrayContaining([expect.objectContaining({ size: 'd8', maximum: 8 }), expect.objectContaining({ size: 'd10', maximum: 9 })]));
    const engineer = computeCharacter(up(trevalla, { className: 'Engineer' }), lr.rules);
    expect(engineer.techCasting && engineer.techCasting.maxPoints).toBe(18 + 8 + intelligence);
    // A force caster and a tech caster keep their pools apart: Consular 1 added to an Engineer.
    const engineerOnly = newCharacter('Engineer', { Intelligence: 14, Wisdom: 14 });
    const both = computeCharacter(up(engineerOnly, { className: 'Consular' }), lr.rules);
    expect(both.forceCasting && both.forceCasting.maxPoints).toBe(4 + 2);
    expect(both.techCasting && both.techCasting.maxPoints).toBe(2 + 2);
  });

  it('max power level by the rules: one casting class reads its table; several add levels x (table maximum / 9), rounded down', () => {
    const scores = { Strength: 14, Dexterity: 14, Constitution: 14, Intelligence: 10, Wisdom: 14, Charisma: 10 };
    const levels = (character: RawCharacter, className: string, count: number) => {
      for (let i = 0; i < count; i++) character = up(character, { className });
      return character;
    };
    // A Sentinel's own table: 2nd-level powers at its 3rd level.
    const sentinel = levelUpTo('Sentinel', 3, scores);
    expect(computeCharacter(sentinel, lr.rules).forceCasting).toMatchObject({ maxPowerLevel: 2 });
    // Consular 6 / Sentinel 1: 6 x 9/9 + 1 x 7/9 = 6.78, read as 6th level: 3rd-level powers.
    const consular = levelUpTo('Consular', 6, scores);
    const both = computeCharacter(up(consular, { className: 'Sentinel' }), lr.rules);
    expect(both.forceCasting).toMatchObject({ maxPowerLevel: 3 });
    // Points: 4 per Consular level, 3 per Sentinel level, the Wisdom or Charisma modifier once.
    expect(both.forceCasting && both.forceCasting.maxPoints).toBe(6 * 4 + 3 + 2);
    // Berserker of the Marauder Approach 4 / Guardian 3: 4 x 4/9 + 3 x 5/9 = 3.44, read as 3rd level: 2nd-level powers.
    let berserker = levelUpTo('Berserker', 2, scores);
    berserker = levelUp(berserker, lr, { ...answeredChoice(berserker, lr, { className: 'Berserker', archetype: 'Marauder Approach' }) }).character;
    berserker = levelUp(berserker, lr, answeredChoice(berserker, lr, { className: 'Berserker' })).character;
    const marauder = computeCharacter(levels(berserker, 'Guardian', 3), lr.rules);
    expect(marauder.classText).toMatch(/^Berserker 4 \(Marauder Approach\), Guardian 3 \(/);
    expect(marauder.forceCasting).toMatchObject({ maxPowerLevel: 2 });
  });

  it('superiority dice pool by class, the die read at the superiority classes\' levels together', () => {
    // T-3P0: Scholar 3 / Scout 3 (Mastermind) / Fighter 4: Scholar and Fighter have superiority, 7 levels: d6
    // (each alone would have a d4); the Scout of another technique adds nothing.
    const t3p0 = characters.find(({ file }) => file === 'beyond-t3P0.json')!.character;
    const sheet = computeCharacter(t3p0, lr.rules);
    expect(sheet.superiority && sheet.superiority.diceSize).toBe('d6');
    const scholar = lr.rules.classes.get('Scholar')!.levelChanges!['3']!['Superiority Dice Quantity'];
    const fighter = lr.rules.classes.get('Fighter')!.levelChanges!['4']!['Superiority Dice Quantity'];
    expect(sheet.superiority && sheet.superiority.maxDice).toBe(Number(scholar) + Number(fighter));
  });

  it('records what it cannot know for a character without records, and refuses a level down that does not match them', () => {
    const t3p0 = characters.find(({ file }) => file === 'beyond-t3P0.json')!.character;
    const history = reconstructHistory(t3p0, lr.rules);
    expect(history).toHaveLength(10);
    expect(history[0]).toMatchObject({ level: 1, className: 'Scholar', classLevel: 1, hitPoints: { method: 'first level' } });
    expect(history[2]).toMatchObject({ className: 'Scholar', classLevel: 3, archetype: 'Politician Pursuit', unknown: expect.arrayContaining(['order', 'hit point method']) });
    expect(history.at(-1)).toMatchObject({ level: 10, className: 'Fighter', classLevel: 4, abilityScoreImprovement: t3p0.classes[2]!.abilityScoreImprovements[0] });
    const raised = up(t3p0, { className: 'Scout' });
    const edited = { ...raised, classes: raised.classes.map((entry) => (entry.name === 'Scout' ? { ...entry, levels: 2 } : entry)) };
    expect(refusal(() => levelDown(edited, lr))).toMatchObject({ rule: 'level-down', message: expect.stringContaining('changed outside level up') });
    // A rebuilt level comes off with what the class holds for it: the Fighter's 4th level and its improvement.
    const lowered = levelDown(t3p0, lr);
    expect(lowered.classes[2]).toMatchObject({ name: 'Fighter', levels: 3, abilityScoreImprovements: [] });
    expect(lowered.classes[2]!.hitPoints).toHaveLength(3);
  });

  it('a choice made where the level asks none is refused', () => {
    const consular = newCharacter('Consular', { Wisdom: 14 });
    expect(refusal(() => levelUp(consular, lr, { ...answeredChoice(consular, lr, { className: 'Consular' }), archetype: 'Way of Lightning' }))).toMatchObject({ rule: 'archetype' });
    expect(refusal(() => levelUp(consular, lr, { ...answeredChoice(consular, lr, { className: 'Consular' }), abilityScoreImprovement: { type: 'Feat', name: 'Ace Pilot' } }))).toMatchObject({ rule: 'ability-score-improvement' });
    const powers = answeredChoice(consular, lr, { className: 'Consular' }).powers ?? [];
    expect(powers.length).toBeGreaterThan(0);
    expect(refusal(() => levelUp(consular, lr, { className: 'Consular', powers: powers.slice(1) }))).toMatchObject({ rule: 'powers', message: expect.stringContaining('the level needs exactly') });
  });
});
