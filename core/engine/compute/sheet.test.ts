// Multiclass casting, hit points, experience, ability scores, attunement, completeness codes and sheet generation.
import { describe, expect, it, vi } from 'vitest';
import { blankCharacter } from '../character/default-character.ts';
import type { RawCharacter } from '../character/types.ts';
import { fixtureCharacter, fixtureRules } from '../test-support/fixture-rules.ts';
import { computeCharacter, generateSheet } from './compute-character.ts';
import { isAtAttunementLimit } from './attunement.ts';
import { EXPERIENCE_TOO_HIGH, EXPERIENCE_TOO_LOW } from './experience.ts';
import { validateCharacter } from './validation-code.ts';

const rules = fixtureRules();

describe('multiclass characters', () => {
  it('force/tech mix: Consular 5 / Engineer 5', () => {
    const sheet = computeCharacter(fixtureCharacter([{ name: 'Consular', levels: 5 }, { name: 'Engineer', levels: 5 }]), rules);
    // level 10 -> bonus 1 + ceil(10/4) = 4
    expect(sheet.proficiencyBonus).toBe(4);
    // HP: 6 + 4*4 (Consular 2-5) + 5*5 (Engineer) + 10*2 = 6 + 16 + 25 + 20 = 67
    expect(sheet.hitPoints.maximum).toBe(67);
    if (!sheet.forceCasting || !sheet.techCasting) throw new Error('both castings expected');
    // force 5*4 + 2 = 22, tech 5*2 + 1 = 11; caster level 5 each -> max power level 3
    expect(sheet.forceCasting.maxPoints).toBe(22);
    expect(sheet.techCasting.maxPoints).toBe(11);
    expect(sheet.forceCasting.maxPowerLevel).toBe(3);
    expect(sheet.techCasting.maxPowerLevel).toBe(3);
    // tech attack = Int 1 + 4 = 5, DC 13; light = Wis 2 + 4 = 6 (DC 14), dark = Cha 1 + 4 = 5, universal = 6
    expect(sheet.techCasting).toMatchObject({ attackModifier: 5, saveDC: 13 });
    expect(sheet.forceCasting).toMatchObject({ lightAttackModifier: 6, lightSaveDC: 14, darkAttackModifier: 5, darkSaveDC: 13, universalAttackModifier: 6, universalSaveDC: 14 });
    // hit dice d6 x5 and d8 x5
    expect(sheet.hitPoints.hitDice).toEqual([
      { size: 'd6', current: 5, maximum: 5 },
      { size: 'd8', current: 5, maximum: 5 },
    ]);
  });

  it('Guardian first level: a full caster only when it is the single class', () => {
    const alone = computeCharacter(fixtureCharacter([{ name: 'Guardian', levels: 1 }]), rules);
    expect(alone.forceCasting && alone.forceCasting.casterLevel).toBe(1);
    // Guardian 1 + Fighter 1: caster level 0.5 < 0.6 and no powers -> no force casting
    const mixed = computeCharacter(fixtureCharacter([{ name: 'Guardian', levels: 1 }, { name: 'Fighter', levels: 1 }]), rules);
    expect(mixed.forceCasting).toBe(false);
    // ... unless a power is known: then shown, points 1*2 + 2 = 4
    const withPower = fixtureCharacter([{ name: 'Guardian', levels: 1 }, { name: 'Fighter', levels: 1 }]);
    withPower.classes[0].forcePowers = ['Fixture Heal'];
    const shown = computeCharacter(withPower, rules);
    expect(shown.forceCasting && shown.forceCasting.maxPoints).toBe(4);
    expect(shown.forceCasting && shown.forceCasting.powersKnown.map((p) => p.name)).toEqual(['Fixture Heal']);
  });

  it('Fighter 3 / Scholar 3 / Scout 3 (Deadeye Technique): superiority dice add up, the die read at the levels together', () => {
    const sheet = computeCharacter(
      fixtureCharacter([{ name: 'Fighter', levels: 3 }, { name: 'Scholar', levels: 3 }, { name: 'Scout', levels: 3, archetype: 'Deadeye Technique' }]),
      rules,
    );
    // Fighter 3: 2 dice; Scholar 3: 2; Deadeye at 3: 2 -> 6 dice. Die: 9 levels together on the tables -> d8
    // (each class alone at 3rd level would have a d4).
    expect(sheet.superiority && sheet.superiority.maxDice).toBe(6);
    expect(sheet.superiority && sheet.superiority.diceSize).toBe('d8');
    // Scout tech half caster 3 -> 1.5 caster level -> shown, 3 + 1 = 4 points
    expect(sheet.techCasting && sheet.techCasting.maxPoints).toBe(4);
  });

  it('an archetype fraction replaces the class fraction: Operative 3 with a one-third tech archetype', () => {
    // one third: ceil(3/2) = 2 points + Int 1 = 3; caster level 1 -> shown, max power level 1
    const sheet = computeCharacter(fixtureCharacter([{ name: 'Operative', levels: 3, archetype: 'Saboteur Practice' }]), rules);
    expect(sheet.techCasting && sheet.techCasting.maxPoints).toBe(3);
    expect(sheet.techCasting && sheet.techCasting.maxPowerLevel).toBe(1);
  });
});

describe('hit points', () => {
  it('manual mode sums the stored values; fixed mode uses the class value', () => {
    const manual = fixtureCharacter([{ name: 'Fighter', levels: 3 }], { settings: { isFixedHitPoints: false, abilityScoreMethod: 'Manual', isEnforcingForcePrerequisites: true } });
    manual.classes[0].hitPoints = [9, 1];
    // 10 + 9 + 1 + 3*2 = 26
    expect(computeCharacter(manual, rules).hitPoints.maximum).toBe(26);
    // fixed: 10 + 2*6 + 6 = 28 whatever is stored
    expect(computeCharacter({ ...manual, settings: { ...manual.settings, isFixedHitPoints: true } }, rules).hitPoints.maximum).toBe(28);
  });
  it('current = maximum - lost (never below 0); tweaks change the maximum', () => {
    const character = fixtureCharacter([{ name: 'Fighter', levels: 1 }]);
    const hurt = { ...character, currentStats: { ...character.currentStats, hitPointsLost: 5, temporaryHitPoints: 3 } };
    expect(computeCharacter(hurt, rules).hitPoints).toMatchObject({ maximum: 12, current: 7, temporary: 3, isAtZero: false });
    const down = { ...character, currentStats: { ...character.currentStats, hitPointsLost: 40 } };
    expect(computeCharacter(down, rules).hitPoints).toMatchObject({ current: 0, isAtZero: true });
    expect(computeCharacter({ ...character, tweaks: { hitPoints: { maximum: { bonus: 5 } } } }, rules).hitPoints.maximum).toBe(17);
  });
  it('a long rest would restore max(1, floor(level / 2)) dice, largest first', () => {
    const character = fixtureCharacter([{ name: 'Fighter', levels: 5 }, { name: 'Engineer', levels: 5 }]);
    character.currentStats.hitDiceUsed = { d8: 3, d10: 4 };
    // level 10 -> 5 dice: all 4 d10 then 1 d8
    expect(computeCharacter(character, rules).hitPoints.resting.hitDiceRestored).toEqual([
      { size: 'd10', numRestored: 4 },
      { size: 'd8', numRestored: 1 },
    ]);
  });
});

describe('ability scores and skills', () => {
  it('base + fixed species increase + chosen increase + improvements, then tweaks', () => {
    const character = fixtureCharacter([{ name: 'Fighter', levels: 4 }], {
      species: { name: 'Ryn', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: { Intelligence: 2 } },
      tweaks: { abilityScores: { Wisdom: { score: { override: 20 } }, Charisma: { score: { bonus: 1 } } } },
    });
    character.classes[0].abilityScoreImprovements = [{ type: 'Ability Score Improvement', abilitiesIncreased: [{ name: 'Dexterity', value: 2 }] }];
    const sheet = computeCharacter(character, rules);
    // Dex 10 + 1 (Ryn fixed) + 2 (improvement) = 13; Int 12 + 2 (chosen) = 14; Wis overridden 20; Cha 12 + 1 = 13
    expect(sheet.abilityScores.Dexterity).toMatchObject({ value: 13, modifier: 1 });
    expect(sheet.abilityScores.Intelligence).toMatchObject({ value: 14, modifier: 2 });
    expect(sheet.abilityScores.Wisdom).toMatchObject({ value: 20, modifier: 5 });
    expect(sheet.abilityScores.Charisma).toMatchObject({ value: 13, modifier: 1 });
  });
  it('skills: proficient adds the bonus, expertise doubles it, expertise wins, tweaks apply last', () => {
    const character = fixtureCharacter([{ name: 'Operative', levels: 5 }], {
      customProficiencies: [{ name: 'Stealth', type: 'other', proficiencyLevel: 'proficient' }],
      tweaks: { abilityScores: { Dexterity: { skills: { Stealth: { proficiency: 'Expertise' }, Acrobatics: { bonus: 1 } } } } },
    });
    character.classes[0].skills = ['Perception'];
    const sheet = computeCharacter(character, rules);
    const skill = (ability: 'Dexterity' | 'Wisdom', name: string) => sheet.abilityScores[ability].skills.find((s) => s.name === name);
    // bonus 3: Perception Wis 2 + 3 = 5; Stealth Dex 0 + 2*3 = 6 (expertise wins); Acrobatics 0 + 1 tweak
    expect(skill('Wisdom', 'Perception')).toEqual({ name: 'Perception', proficiency: 'proficient', modifier: 5 });
    expect(skill('Dexterity', 'Stealth')).toEqual({ name: 'Stealth', proficiency: 'expertise', modifier: 6 });
    expect(skill('Dexterity', 'Acrobatics')).toEqual({ name: 'Acrobatics', proficiency: 'none', modifier: 1 });
    expect(sheet.passivePerception).toBe(15);
  });
  it('carrying capacity from Strength: 5x, 10x, 15x, 30x', () => {
    const sheet = computeCharacter(fixtureCharacter([{ name: 'Fighter', levels: 1 }], { baseAbilityScores: { Strength: 15, Dexterity: 10, Constitution: 14, Intelligence: 12, Wisdom: 14, Charisma: 12 } }), rules);
    expect(sheet.carryingCapacity).toEqual({ encumbered: 75, heavilyEncumbered: 150, maxCapacity: 225, pushDragLift: 450 });
  });
});

describe('experience', () => {
  it('matches, too low and too high, with the two messages; level 20 has no upper bound', () => {
    const at = (levels: number, experiencePoints: number) => computeCharacter(fixtureCharacter([{ name: 'Fighter', levels }], { experiencePoints }), rules).experiencePoints;
    expect(at(3, 900)).toEqual({ previousLevel: 900, current: 900, nextLevel: 2700, isCorrect: true, errorMessage: '' });
    expect(at(3, 899)).toMatchObject({ isCorrect: false, errorMessage: EXPERIENCE_TOO_LOW });
    expect(at(3, 2700)).toMatchObject({ isCorrect: false, errorMessage: EXPERIENCE_TOO_HIGH });
    expect(at(20, 999999)).toEqual({ previousLevel: 355000, current: 999999, nextLevel: 355000, isCorrect: true, errorMessage: '' });
  });
});

describe('attunement', () => {
  const attuned = (...names: string[]) => names.map((name) => ({ name, quantity: 1, category: 'EnhancedItem' as const, attuned: true }));
  it('maximum = proficiency bonus; legendary and artifact items count 2; non-attunement items count 0', () => {
    const sheet = computeCharacter(fixtureCharacter([{ name: 'Fighter', levels: 1 }], { equipment: attuned('Fixture Ring', 'Fixture Stim') }), rules);
    expect(sheet.attunement).toMatchObject({ current: 1, maximum: 2 });
    const full = computeCharacter(fixtureCharacter([{ name: 'Fighter', levels: 5 }], { equipment: attuned('Fixture Crown', 'Fixture Ring') }), rules);
    expect(full.attunement).toMatchObject({ current: 3, maximum: 3 });
    // at the limit: 3 + 1 > 3, and a legendary needs 2 more
    expect(isAtAttunementLimit(full.attunement.current, 1, full.attunement.maximum)).toBe(true);
    expect(isAtAttunementLimit(1, 2, 3)).toBe(false);
    expect(isAtAttunementLimit(2, 2, 3)).toBe(true);
  });
});

describe('completeness codes', () => {
  const complete = fixtureCharacter([{ name: 'Fighter', levels: 2 }]);
  const cases: [string, RawCharacter | null, number][] = [
    ['complete', complete, 0],
    ['no character', null, 1],
    ['no name', { ...complete, name: '' }, 2],
    ['no species', { ...complete, species: { ...complete.species, name: '' } }, 3],
    ['no class', { ...complete, classes: [] }, 4],
    ['hit points missing', { ...complete, classes: [{ ...complete.classes[0], hitPoints: [] }] }, 5],
    ['extra ability key', { ...complete, baseAbilityScores: { ...complete.baseAbilityScores, Luck: 3 } }, 6],
    ['ability at 0', { ...complete, baseAbilityScores: { ...complete.baseAbilityScores, Wisdom: 0 } }, 6],
    ['no background', { ...complete, background: { name: '' } }, 7],
    ['first failure wins', { ...complete, name: '', classes: [] }, 2],
  ];
  it.each(cases)('%s', (_, character, code) => {
    expect(validateCharacter(character).code).toBe(code);
  });
  it('a second class needs hit points for every level', () => {
    const two = fixtureCharacter([{ name: 'Fighter', levels: 2 }, { name: 'Monk', levels: 2 }]);
    expect(validateCharacter(two).code).toBe(0);
    expect(validateCharacter({ ...two, classes: [two.classes[0], { ...two.classes[1], hitPoints: [5] }] }).code).toBe(5);
  });
  it('the sheet is generated only at 0; a thrown error is logged with the builder version and nothing returned', () => {
    expect(generateSheet(blankCharacter(), rules).sheet).toBeUndefined();
    expect(generateSheet(complete, rules).sheet?.name).toBe('Fixture Hero');
    const log = vi.fn();
    const broken = { ...complete, builderVersion: '0.4.2' };
    // The completeness check never reads tweaks; the computation does, and fails.
    Object.defineProperty(broken, 'tweaks', { get: () => { throw new Error('boom'); } });
    const result = generateSheet(broken, rules, log);
    expect(result.sheet).toBeUndefined();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toContain('0.4.2');
  });
});

describe('unknown rules become warnings, not errors', () => {
  it('names the missing class, species, power and item', () => {
    const character = fixtureCharacter([{ name: 'Jedi Knight', levels: 1 }], {
      species: { name: 'Nobody', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
      customForcePowers: ['Lost Power'],
      equipment: [{ name: 'Lost Item', quantity: '2', category: 'Equipment' }],
    });
    const sheet = computeCharacter(character, rules);
    expect(sheet.warnings).toEqual(expect.arrayContaining(['Class not found: Jedi Knight', 'Species not found: Nobody', 'Power not found: Lost Power', 'Item not found: Lost Item']));
    expect(sheet.equipment[0]).toMatchObject({ name: 'Lost Item', quantity: 2, isFound: false, index: 0 });
  });
});

describe('languages', () => {
  it('one language written with a straight and a typographic apostrophe is listed once, in its first spelling', () => {
    const character = fixtureCharacter([{ name: 'Fighter', levels: 1 }], { customLanguages: ['Twi’leki', 'Huttese'] });
    const withBackground = { ...character, background: { ...character.background, languages: ["Twi'leki"] } } as RawCharacter;
    expect(computeCharacter(withBackground, rules).languages).toEqual(['Galactic Basic', "Twi'leki", 'Huttese']);
  });
});
