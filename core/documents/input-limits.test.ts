// The one table of text and number limits: every field is named by its path, a document stored before the limits
// still reads, and the server's check (jsonDataProblem) and the sheet's inputs refuse what is past them.
import { describe, expect, it } from 'vitest';
import { newEncounter } from '../engine/encounters/document.ts';
import { readExperienceInput, readTweakInput } from '../engine/validation/sheet-inputs.ts';
import { DOCUMENT_ADAPTERS, jsonDataProblem } from './adapters.ts';
import { inputLimitProblems, MAX_EXPERIENCE, MAX_TWEAK, TEXT_LIMITS, textLimit } from './input-limits.ts';

const starship = (fields: Record<string, unknown>) => ({ kind: 'starship', schemaVersion: 1, size: 'Medium', tier: 0, ...fields });

describe('text limits', () => {
  it('names every text past its limit by its concrete path, and passes texts at the limit', () => {
    const character = {
      name: 'N'.repeat(TEXT_LIMITS.name + 1),
      notes: 'ok',
      characteristics: { Eyes: 'e'.repeat(101), Backstory: 'b'.repeat(TEXT_LIMITS.notes) },
      customEquipment: [{ name: 'fine' }, { name: 'i'.repeat(101), description: 'd'.repeat(TEXT_LIMITS.text + 1) }],
      customLanguages: ['Huttese', 'l'.repeat(101)],
    };
    expect(inputLimitProblems('character', character)).toEqual([
      'name is 61 characters long; at most 60 are allowed',
      'characteristics.Eyes is 101 characters long; at most 100 are allowed',
      'customEquipment[1].name is 101 characters long; at most 100 are allowed',
      'customEquipment[1].description is 5,001 characters long; at most 5,000 are allowed',
      'customLanguages[1] is 101 characters long; at most 100 are allowed',
    ]);
    expect(inputLimitProblems('character', { ...character, name: 'N'.repeat(60), characteristics: {}, customEquipment: [], customLanguages: [] })).toEqual([]);
    expect(inputLimitProblems('starship', starship({ name: 'S'.repeat(61), crew: [{ name: 'c'.repeat(61) }] }))).toEqual([
      'name is 61 characters long; at most 60 are allowed',
      'crew[0].name is 61 characters long; at most 60 are allowed',
    ]);
    expect(inputLimitProblems('encounter', { ...newEncounter('E'.repeat(61)) })).toEqual(['name is 61 characters long; at most 60 are allowed']);
  });

  it('the forms read each limit by the same path; an undeclared path is a mistake, not a limitless field', () => {
    expect(textLimit('character', 'name')).toBe(60);
    expect(textLimit('starship', 'notes')).toBe(TEXT_LIMITS.notes);
    expect(textLimit('character', 'characteristics.Backstory')).toBe(TEXT_LIMITS.notes);
    expect(textLimit('character', 'characteristics.Hair')).toBe(TEXT_LIMITS.label);
    expect(() => textLimit('encounter', 'title')).toThrow(/No text limit is declared for encounter field title/);
  });

  it('the server refuses a save past a limit with the field named; a document stored before the limits still reads', () => {
    const long = JSON.stringify({ name: 'N'.repeat(364) });
    expect(jsonDataProblem('character', long)).toBe(
      'jsonData has text or numbers past what a character may hold: name is 364 characters long; at most 60 are allowed.',
    );
    // Reading (a share view, the adapters' parse) never applies the limits: nothing stored is lost.
    expect(DOCUMENT_ADAPTERS.character.parse(long).ok).toBe(true);
    expect(jsonDataProblem('encounter', JSON.stringify(newEncounter('E'.repeat(61))))).toMatch(/^jsonData has text or numbers past what an encounter may hold: name is 61/);
  });
});

describe('number limits', () => {
  it('every tweak (the sheet’s and its items’) within ±999, experience from 0 to the limit', () => {
    const character = {
      experiencePoints: MAX_EXPERIENCE + 1,
      tweaks: { armorClass: { override: 25 }, abilityScores: { Dexterity: { skills: { Stealth: { bonus: 999_999_999_999 }, Acrobatics: { bonus: -1000 } } } } },
      equipment: [{ name: 'Blaster pistol', tweaks: { toHit: { bonus: MAX_TWEAK }, damage: { override: 5000 } } }],
    };
    expect(inputLimitProblems('character', character)).toEqual([
      'experiencePoints is 1000001; it must be from 0 to 1,000,000',
      'tweaks.abilityScores.Dexterity.skills.Stealth.bonus is 999999999999; a tweak is at most 999 either way',
      'tweaks.abilityScores.Dexterity.skills.Acrobatics.bonus is -1000; a tweak is at most 999 either way',
      'equipment[0].tweaks.damage.override is 5000; a tweak is at most 999 either way',
    ]);
    expect(inputLimitProblems('character', { experiencePoints: -5 })).toEqual(['experiencePoints is -5; it must be from 0 to 1,000,000']);
    expect(inputLimitProblems('character', { experiencePoints: 355_000, tweaks: { initiative: { bonus: -999 } } })).toEqual([]);
  });

  it('the sheet’s inputs refuse a tweak or experience past the limit with a message instead of rolling it', () => {
    expect(readTweakInput('999999999999')).toEqual({ error: 'A tweak is at most 999 either way.' });
    expect(readTweakInput('-1000')).toEqual({ error: 'A tweak is at most 999 either way.' });
    expect(readTweakInput(' -999 ')).toEqual({ value: -999 });
    expect(readTweakInput('')).toEqual({ value: null });
    expect(readTweakInput('1.5')).toEqual({ error: 'A tweak is a whole number, such as 2 or -1.' });
    expect(readExperienceInput('1000001')).toEqual({ error: 'Experience is at most 1,000,000.' });
    expect(readExperienceInput('355000')).toEqual({ value: 355_000 });
    expect(readExperienceInput('-3')).toEqual({ error: 'Experience is a whole number of 0 or more.' });
  });
});
