// The XP method on the bundled catalogue: thresholds and day budgets for every level, XP for every rating, the
// multiplier for every count with the party-size shifts, and worked encounters derived by hand.
import { describe, expect, it } from 'vitest';
import { ENCOUNTER_RULES as rules } from '../test-support/encounter-rules.ts';
import { challengeRatingRow, challengeRatingValue, xpForChallengeRating } from './challenge-rating.ts';
import { adventuringDayBudget, difficultyFor, encounterMultiplier, evaluateEncounter, levelRow, partyThresholds } from './difficulty.ts';

// [level, easy, medium, hard, deadly, adventuring day] as the rules' tables give them.
const LEVELS: [number, number, number, number, number, number][] = [
  [1, 25, 50, 75, 100, 300],
  [2, 50, 100, 150, 200, 600],
  [3, 75, 150, 225, 400, 1200],
  [4, 125, 250, 375, 500, 1700],
  [5, 250, 500, 750, 1100, 3500],
  [6, 300, 600, 900, 1400, 4000],
  [7, 350, 750, 1100, 1700, 5000],
  [8, 450, 900, 1400, 2100, 6000],
  [9, 550, 1100, 1600, 2400, 7500],
  [10, 600, 1200, 1900, 2800, 9000],
  [11, 800, 1600, 2400, 3600, 10500],
  [12, 1000, 2000, 3000, 4500, 11500],
  [13, 1100, 2200, 3400, 5100, 13500],
  [14, 1250, 2500, 3800, 5700, 15000],
  [15, 1400, 2800, 4300, 6400, 18000],
  [16, 1600, 3200, 4800, 7200, 20000],
  [17, 2000, 3900, 5900, 8800, 25000],
  [18, 2100, 4200, 6300, 9500, 27000],
  [19, 2400, 4900, 7300, 10900, 30000],
  [20, 2800, 5700, 8500, 12700, 40000],
];

const XP: [string, number][] = [
  ['0', 10], ['1/8', 25], ['1/4', 50], ['1/2', 100], ['1', 200], ['2', 450], ['3', 700], ['4', 1100], ['5', 1800], ['6', 2300],
  ['7', 2900], ['8', 3900], ['9', 5000], ['10', 5900], ['11', 7200], ['12', 8400], ['13', 10000], ['14', 11500], ['15', 13000],
  ['16', 15000], ['17', 18000], ['18', 20000], ['19', 22000], ['20', 25000], ['21', 33000], ['22', 41000], ['23', 50000],
  ['24', 62000], ['25', 75000], ['26', 90000], ['27', 105000], ['28', 120000], ['29', 135000], ['30', 155000],
];

describe('thresholds and budgets', () => {
  it.each(LEVELS)('level %i: easy %i, medium %i, hard %i, deadly %i; a day of %i', (level, easy, medium, hard, deadly, day) => {
    expect(partyThresholds(rules, [level])).toEqual({ easy, medium, hard, deadly });
    expect(adventuringDayBudget(rules, [level])).toBe(day);
  });

  it('sums the rows of a mixed party', () => {
    // 1 + 1 + 2 + 3: easy 25+25+50+75 = 175, medium 50+50+100+150 = 350, hard 75+75+150+225 = 525, deadly 100+100+200+400 = 800.
    expect(partyThresholds(rules, [1, 1, 2, 3])).toEqual({ easy: 175, medium: 350, hard: 525, deadly: 800 });
    // 300 + 300 + 600 + 1200
    expect(adventuringDayBudget(rules, [1, 1, 2, 3])).toBe(2400);
  });

  it('refuses a level that is not one, naming it', () => {
    expect(() => levelRow(rules, 21)).toThrow('Character level 21 is not a level: use a whole number from 1 to 20.');
    expect(() => partyThresholds(rules, [5, 0])).toThrow('Character level 0 is not a level');
    expect(() => partyThresholds(rules, [2.5])).toThrow('Character level 2.5 is not a level');
  });
});

describe('challenge ratings', () => {
  it.each(XP)('CR %s is worth %i XP', (rating, xp) => {
    expect(xpForChallengeRating(rules, rating)).toBe(xp);
  });

  it('reads ratings written as fractions or decimals, and nothing else', () => {
    expect(challengeRatingValue('1/8')).toBe(0.125);
    expect(challengeRatingRow(rules, '0.25')?.rating).toBe('1/4');
    expect(challengeRatingRow(rules, 0.5)?.xp).toBe(100);
    expect(challengeRatingRow(rules, ' 12 ')?.xp).toBe(8400);
    expect(challengeRatingRow(rules, 'CR')).toBeUndefined();
    expect(challengeRatingRow(rules, '31')).toBeUndefined();
    expect(challengeRatingRow(rules, '1/3')).toBeUndefined();
    expect(() => xpForChallengeRating(rules, 'CR')).toThrow('"CR" is not a challenge rating');
  });
});

describe('the multiplier', () => {
  const BASE: [number, number][] = [[1, 1], [2, 1.5], [3, 2], [6, 2], [7, 2.5], [10, 2.5], [11, 3], [14, 3], [15, 4], [40, 4]];
  const STEPS = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5];

  it.each(BASE)('%i monster(s) facing three to five characters: x%s', (count, multiplier) => {
    for (const size of [3, 4, 5]) expect(encounterMultiplier(rules, count, size)).toEqual({ multiplier, countMultiplier: multiplier, shift: 0 });
  });

  it.each(BASE)('%i monster(s): one step up for one or two characters, one step down for six or more', (count, multiplier) => {
    const step = STEPS.indexOf(multiplier);
    for (const size of [1, 2]) expect(encounterMultiplier(rules, count, size)).toEqual({ multiplier: STEPS[step + 1], countMultiplier: multiplier, shift: 1 });
    for (const size of [6, 8, 12]) expect(encounterMultiplier(rules, count, size)).toEqual({ multiplier: STEPS[step - 1], countMultiplier: multiplier, shift: -1 });
  });

  it('reaches the two extra ends only through the shift: x0.5 and x5', () => {
    expect(encounterMultiplier(rules, 1, 6).multiplier).toBe(0.5);
    expect(encounterMultiplier(rules, 15, 2).multiplier).toBe(5);
  });

  it('is x1 with no monsters', () => {
    expect(encounterMultiplier(rules, 0, 2)).toEqual({ multiplier: 1, countMultiplier: 1, shift: 0 });
  });
});

describe('worked encounters', () => {
  it('four 5th-level characters against two wampas and four stormtroopers: deadly', () => {
    // Thresholds: 4 x (250, 500, 750, 1100) = 1000, 2000, 3000, 4400. XP: 2 x 1800 (CR 5) + 4 x 100 (CR 1/2) = 4000.
    // Six monsters: x2, so 8000 adjusted, past 4400: deadly. The day: 4 x 3500 = 14000.
    const result = evaluateEncounter(rules, [5, 5, 5, 5], [
      { name: 'Wampa', challengeRating: '5', count: 2 },
      { name: 'Stormtrooper', challengeRating: '1/2', count: 4 },
    ]);
    expect(result).toMatchObject({ party: { size: 4, thresholds: { easy: 1000, medium: 2000, hard: 3000, deadly: 4400 } }, monsterCount: 6, totalXp: 4000, multiplier: 2, adjustedXp: 8000, difficulty: 'deadly', dailyBudget: 14000 });
    expect(result.next).toBeUndefined();
    expect(result.shareOfDailyBudget).toBeCloseTo(8000 / 14000);
  });

  it('two 3rd-level characters against one dewback: hard, the small party stepping the multiplier up', () => {
    // Thresholds: 2 x (75, 150, 225, 400) = 150, 300, 450, 800. One CR 2 monster: 450 XP; x1 stepped up to x1.5 = 675.
    // 675 reaches hard (450), not deadly (800): 125 more would make it deadly.
    expect(evaluateEncounter(rules, [3, 3], [{ name: 'Dewback', challengeRating: '2', count: 1 }])).toMatchObject({
      totalXp: 450,
      multiplier: 1.5,
      countMultiplier: 1,
      multiplierShift: 1,
      adjustedXp: 675,
      difficulty: 'hard',
      next: { difficulty: 'deadly', adjustedXpNeeded: 125 },
      dailyBudget: 2400,
    });
  });

  it('six 1st-level characters against one mynock: trivial, at x0.5', () => {
    // Thresholds: 6 x (25, 50, 75, 100) = 150, 300, 450, 600. One CR 1/8: 25 XP, x1 stepped down to x0.5 = 12.5: below easy.
    expect(evaluateEncounter(rules, [1, 1, 1, 1, 1, 1], [{ name: 'Mynock', challengeRating: '1/8', count: 1 }])).toMatchObject({
      totalXp: 25,
      multiplier: 0.5,
      adjustedXp: 12.5,
      difficulty: 'trivial',
      next: { difficulty: 'easy', adjustedXpNeeded: 137.5 },
    });
  });

  it('a mixed party against a tusken raider and two jawas: hard', () => {
    // Thresholds of 1, 1, 2, 3: 175, 350, 525, 800. XP: 200 (CR 1) + 2 x 50 (CR 1/4) = 300; three monsters: x2 = 600.
    expect(evaluateEncounter(rules, [1, 1, 2, 3], [
      { name: 'Tusken raider', challengeRating: '1', count: 1 },
      { name: 'Jawa', challengeRating: '1/4', count: 2 },
    ])).toMatchObject({ totalXp: 300, multiplier: 2, adjustedXp: 600, difficulty: 'hard' });
  });

  it('derives XP from the rating and notes where the record says otherwise; a rating that is none counts for nothing', () => {
    // Anooba-like: CR 1 with a record of 100 XP counts 200. A record rated "CR" counts 0 but still counts as a monster:
    // two monsters, x1.5 -> 300 adjusted.
    const result = evaluateEncounter(rules, [2, 2, 2], [
      { name: 'Anooba', challengeRating: '1', count: 1, recordXp: 100 },
      { name: 'Broken record', challengeRating: 'CR', count: 1, recordXp: 3 },
    ]);
    expect(result.monsters).toEqual([
      { name: 'Anooba', challengeRating: '1', xp: 200, count: 1, totalXp: 200, recordXp: 100, note: 'Its record says 100 XP; challenge rating 1 is worth 200 XP, which is used.' },
      { name: 'Broken record', challengeRating: 'CR', xp: 0, count: 1, totalXp: 0, note: '"CR" is not a challenge rating, so it counts for no XP: give it a rating.' },
    ]);
    expect(result).toMatchObject({ monsterCount: 2, totalXp: 200, multiplier: 1.5, adjustedXp: 300 });
  });

  it('has no difficulty without a party, and refuses a count that is not one', () => {
    expect(evaluateEncounter(rules, [], [{ name: 'Wampa', challengeRating: '5', count: 1 }])).toMatchObject({ difficulty: null, dailyBudget: 0, shareOfDailyBudget: 0 });
    expect(() => evaluateEncounter(rules, [1], [{ name: 'Wampa', challengeRating: '5', count: 0 }])).toThrow('"Wampa" has a count of 0');
  });

  it('names the highest threshold reached, exactly at a threshold too', () => {
    const thresholds = { easy: 100, medium: 200, hard: 300, deadly: 400 };
    expect([99, 100, 199, 200, 300, 399, 400, 5000].map((xp) => difficultyFor(xp, thresholds))).toEqual(['trivial', 'easy', 'easy', 'medium', 'hard', 'hard', 'deadly', 'deadly']);
  });
});
