// The encounter pages' words for the engine's numbers, checked against the bundled rules catalogue and a worked
// encounter: four level 5 characters against three Blurrgs (CR 2, 450 XP) and an Anooba (CR 1, 200 XP; its record
// says 100): total 1,550, four monsters x2, adjusted 3,100, hard (3,000 <= 3,100 < 4,400), day budget 4 x 3,500.
import { describe, expect, it } from 'vitest';
import { indexEncounterRules, newEncounter, type EncounterRuleInput } from '../../../../../core/engine/encounters/index.ts';
import { dayFillText, dayShareText, encountersPerDay, formatXp, judgeEncounter, monstersSummary, multiplierReason, partySummary } from './encounter-summary.ts';
import { seedRecords } from '../../../../../tests/support/seed-data.ts';
import { sheetDetails, saveDcText } from './party-sheets.ts';

const rules = indexEncounterRules(seedRecords<EncounterRuleInput>('encounterRules'));
const records = new Map([
  ['blurrg', { name: 'Blurrg', challengeRating: '2', experiencePoints: 450 }],
  ['anooba', { name: 'Anooba', challengeRating: '1', experiencePoints: 100 }],
]);
const find = (name: string) => records.get(name.toLowerCase());

describe('the difficulty in words', () => {
  it('judges a document with the engine and explains the multiplier', () => {
    const doc = { ...newEncounter('Ambush'), party: { groups: [{ level: 5, count: 4 }], characters: [] }, monsters: [{ name: 'Blurrg', count: 3, locked: false }, { name: 'anooba', count: 1, locked: false }] };
    const judged = judgeEncounter(rules, doc, find)!;
    expect(judged).toMatchObject({ totalXp: 1550, multiplier: 2, adjustedXp: 3100, difficulty: 'hard', dailyBudget: 14000, next: { difficulty: 'deadly', adjustedXpNeeded: 1300 } });
    expect(judged.monsters[1]).toMatchObject({ name: 'Anooba', xp: 200, recordXp: 100 });
    expect(multiplierReason(judged)).toBe('×2 for 4 monsters');
    expect(dayShareText(judged.shareOfDailyBudget)).toBe('22%');
    expect(encountersPerDay(judged.shareOfDailyBudget)).toBe(4);
    // Two characters: one step up; six: one step down.
    const pair = judgeEncounter(rules, { ...doc, party: { groups: [{ level: 5, count: 2 }], characters: [] } }, find)!;
    expect(multiplierReason(pair)).toBe('×2 for 4 monsters, one step up to ×2.5 for a party of 2');
    const six = judgeEncounter(rules, { ...doc, party: { groups: [{ level: 5, count: 6 }], characters: [] } }, find)!;
    expect(multiplierReason(six)).toBe('×2 for 4 monsters, one step down to ×1.5 for a party of 6');
    expect(formatXp(six.adjustedXp)).toBe('2,325');
    expect(formatXp(1237.5)).toBe('1,237.5');
  });

  it('puts the party and the monsters in a line each', () => {
    expect(partySummary({ groups: [], characters: [] })).toBe('No party yet');
    expect(partySummary({ groups: [{ level: 5, count: 4 }], characters: [] })).toBe('4 characters, level 5');
    expect(partySummary({ groups: [{ level: 3, count: 1 }], characters: [{ id: 'a', name: 'Kira', level: 7, source: 'local', ref: 'x' }] })).toBe('2 characters, levels 3–7');
    expect(monstersSummary({ monsters: [], customMonsters: [] })).toBe('No monsters yet');
    expect(monstersSummary({ monsters: [{ name: 'Blurrg', count: 1, locked: false }], customMonsters: [] })).toBe('1 monster');
    expect(monstersSummary({ monsters: [{ name: 'Blurrg', count: 3, locked: false }], customMonsters: [{ id: 'c', name: 'Droid', challengeRating: '1', armorClass: 1, hitPoints: 1, initiativeBonus: 0, count: 2, locked: false }] })).toBe(
      '5 monsters (2 kinds)',
    );
    expect(dayShareText(0)).toBe('0%');
    expect(dayShareText(0.001)).toBe('<1%');
    expect(encountersPerDay(0)).toBeUndefined();
    expect(dayFillText(0)).toBeUndefined();
    expect(dayFillText(0.22)).toBe("About 4 encounters like this one fill the party's day between long rests.");
    expect(dayFillText(0.55)).toMatch(/^Most of the party's day/);
    expect(dayFillText(1.2)).toBe("More than the party's whole day between long rests.");
  });
});

describe('a sheet in the party view', () => {
  it('lists save DCs (one per kind only where they differ), languages and conditions with exhaustion', () => {
    const details = sheetDetails({
      techCasting: { saveDC: 14 } as never,
      forceCasting: { lightSaveDC: 13, darkSaveDC: 12, universalSaveDC: 13 } as never,
      superiority: { physical: { saveDC: 15, modifier: 0 }, mental: { saveDC: 15, modifier: 0 }, general: { saveDC: 15, modifier: 0 } } as never,
      languages: ['Galactic Basic', 'Huttese'],
      conditions: [{ name: 'Poisoned', description: '' }],
      exhaustion: 2,
    });
    expect(saveDcText(details.saveDcs)).toBe('Tech 14 · Force (light) 13 · Force (dark) 12 · Force (universal) 13 · Maneuvers 15');
    expect(details.languages).toEqual(['Galactic Basic', 'Huttese']);
    expect(details.conditions).toEqual(['Poisoned', 'Exhaustion 2']);
    expect(sheetDetails({ techCasting: false, forceCasting: false, superiority: false, languages: [], conditions: [], exhaustion: 0 })).toEqual({ saveDcs: [], languages: [], conditions: [] });
  });
});
