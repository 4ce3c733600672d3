// Every state change of the builder and the sheet as a pure function: builder edits, equipment, rests, health, casting, conditions, tweaks.
import { describe, expect, it } from 'vitest';
import { computeCharacter } from '../compute/compute-character.ts';
import { ITEM_NOT_FOUND_WARNING } from '../compute/equipment.ts';
import { isCastDisabled } from '../compute/casting.ts';
import { fixtureCharacter, fixtureRules } from '../test-support/fixture-rules.ts';
import { abilityIncreases, newImprovement, setAbilityScoreMethod, setImprovement } from './ability-scores.ts';
import { castPower } from './casting.ts';
import { addClass, deleteClass, setClassLevels } from './classes.ts';
import { setConditions, setExhaustion } from './conditions.ts';
import { addCustomEquipment, addEquipment, newCustomItem, removeEquipment, updateEquipment } from './equipment.ts';
import { setExperience } from './experience.ts';
import { damage, damageOfType, heal, setTemporaryHitPoints } from './health.ts';
import { longRest, shortRest } from './rest.ts';
import { setBackground, setBackgroundSkills, setSpecies } from './species-background.ts';
import { setCredits } from './stats.ts';
import { clearAllTweaks, restoreTweaks, setTweak, setTweakBonus, setTweakOverride } from './tweaks.ts';

const rules = fixtureRules();
const freeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    Object.freeze(value);
    for (const child of Object.values(value)) freeze(child);
  }
  return value;
};

describe('class edits', () => {
  it('raising levels fills hit points with the higher-level value and raises experience', () => {
    const start = freeze(fixtureCharacter([{ name: 'Fighter', levels: 2 }], { experiencePoints: 300 }));
    const next = setClassLevels(start, 0, 4, rules);
    expect(next.classes[0].hitPoints).toEqual([6, 6, 6]); // levels 2-4 of the first class
    expect(next.experiencePoints).toBe(2700); // level 4 needs 2700
    expect(start.classes[0].levels).toBe(2); // input untouched
  });
  it('lowering levels drops the archetype below 3, trims improvements, keeps higher experience', () => {
    const start = fixtureCharacter([{ name: 'Fighter', levels: 8, archetype: 'Tactical Specialist' }], { experiencePoints: 40000 });
    start.classes[0].abilityScoreImprovements = [newImprovement('Feat', 'Fixture Grit'), newImprovement('Ability Score Improvement')];
    const next = setClassLevels(start, 0, 2, rules);
    expect(next.classes[0]).toMatchObject({ levels: 2, hitPoints: [6], abilityScoreImprovements: [] });
    expect(next.classes[0].archetype).toBeUndefined();
    expect(next.experiencePoints).toBe(40000);
    // level 4 keeps one improvement
    expect(setClassLevels(start, 0, 5, rules).classes[0].abilityScoreImprovements).toHaveLength(1);
  });
  it('levels are limited to 20 minus the other classes', () => {
    const start = fixtureCharacter([{ name: 'Fighter', levels: 15 }, { name: 'Monk', levels: 2 }]);
    expect(setClassLevels(start, 1, 9, rules).classes[1].levels).toBe(5);
  });
  it('adding a class: level 1, empty list when first, one higher-level entry otherwise; experience for the next level', () => {
    const none = fixtureCharacter([]);
    const first = addClass(none, 'Consular', rules);
    expect(first.classes[0]).toEqual({ name: 'Consular', levels: 1, hitPoints: [], abilityScoreImprovements: [] });
    expect(first.experiencePoints).toBe(0);
    const second = addClass(first, 'Fighter', rules);
    expect(second.classes[1]).toEqual({ name: 'Fighter', levels: 1, hitPoints: [6], abilityScoreImprovements: [] });
    expect(second.experiencePoints).toBe(300);
  });
  it('deleting the first class removes the new first class its first hit point entry and resets experience', () => {
    const start = fixtureCharacter([{ name: 'Fighter', levels: 3 }, { name: 'Monk', levels: 2 }], { experiencePoints: 9000 });
    const next = deleteClass(start, 0, rules);
    expect(next.classes).toEqual([{ ...start.classes[1], hitPoints: [5] }]);
    expect(next.experiencePoints).toBe(300); // level 2
    expect(deleteClass(next, 0, rules).experiencePoints).toBe(0);
  });
});

describe('species, background, ability scores', () => {
  it('species change resets the option and choices; background change clears feat, feature and the skills, tools and languages it gave', () => {
    const start = fixtureCharacter([{ name: 'Fighter', levels: 1 }], {
      species: { name: 'Human', abilityScoreImprovementSelectedOption: 1, abilityScoreImprovement: { Strength: 1 } },
      background: { name: 'Spacer', feat: { name: 'Fixture Grit', type: 'Feat' }, feature: 'Fixture Haven', skills: ['Stealth'], languages: ['Huttese'], toolProficiencies: ['Mechanic kit'] },
    });
    expect(setSpecies(start, 'Ryn').species).toEqual({ name: 'Ryn', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} });
    const background = setBackground(start, 'Other').background;
    expect(background).toEqual({ name: 'Other', feature: '' });
    expect(setBackgroundSkills(start, ['Lore', 'Piloting', 'Lore']).background.skills).toEqual(['Lore', 'Piloting']);
  });
  it('method change resets every base score to 0', () => {
    const next = setAbilityScoreMethod(fixtureCharacter([]), 'Point Buy');
    expect(next.baseAbilityScores).toEqual({ Strength: 0, Dexterity: 0, Constitution: 0, Intelligence: 0, Wisdom: 0, Charisma: 0 });
    expect(next.settings.abilityScoreMethod).toBe('Point Buy');
  });
  it('improvement entries: feat is name-only, increases start empty, same ability twice is +2', () => {
    expect(newImprovement('Feat', 'Fixture Grit')).toEqual({ type: 'Feat', name: 'Fixture Grit' });
    expect(newImprovement('Ability Score Improvement')).toEqual({ type: 'Ability Score Improvement', abilitiesIncreased: [] });
    expect(abilityIncreases(['Strength', 'Strength'])).toEqual([{ name: 'Strength', value: 2 }]);
    expect(abilityIncreases(['Strength', 'Wisdom'])).toEqual([{ name: 'Strength', value: 1 }, { name: 'Wisdom', value: 1 }]);
    const next = setImprovement(fixtureCharacter([{ name: 'Fighter', levels: 4 }]), 0, 0, { type: 'Ability Score Improvement', abilitiesIncreased: abilityIncreases(['Strength', 'Strength']) });
    expect(computeCharacter(next, rules).abilityScores.Strength.value).toBe(12);
  });
});

describe('equipment', () => {
  it('add, edit (quantity normalised), remove', () => {
    let character = addEquipment(fixtureCharacter([{ name: 'Fighter', levels: 1 }]), { name: 'Vibrodagger', category: 'Equipment', quantity: '3', equipped: true });
    expect(character.equipment).toEqual([{ name: 'Vibrodagger', quantity: 3, category: 'Equipment', equipped: true }]);
    character = updateEquipment(character, 0, { quantity: -4 });
    expect(character.equipment[0].quantity).toBe(0);
    character = updateEquipment(character, 0, { quantity: 'lots' as unknown as number });
    expect(character.equipment[0].quantity).toBe(0);
    expect(removeEquipment(character, 0).equipment).toEqual([]);
  });
  it('an item missing from the rules stays listed with isFound false and the warning', () => {
    const character = addEquipment(fixtureCharacter([{ name: 'Fighter', levels: 1 }]), { name: 'Renamed Thing', category: 'Equipment', quantity: 2 });
    expect(computeCharacter(character, rules).equipment[0]).toEqual({
      name: 'Renamed Thing', quantity: 2, index: 0, equipped: false, attuned: false, isFound: false, category: 'Equipment', warning: ITEM_NOT_FOUND_WARNING,
    });
  });
  it('custom items get the defaults', () => {
    expect(newCustomItem('Trinket')).toEqual({ name: 'Trinket', quantity: 1, equipmentCategory: 'Gear', cost: 0, description: '', weight: 1 });
    expect(newCustomItem('Spear', { equipmentCategory: 'Weapon' })).toMatchObject({
      damageType: 'Kinetic', damageNumberOfDice: 1, equipped: false, tweaks: { toHit: { override: 0 }, damageDice: { dieSize: 4 }, damage: { override: 0 } },
    });
    expect(addCustomEquipment(fixtureCharacter([]), newCustomItem('Trinket')).customEquipment).toHaveLength(1);
  });
});

describe('rests', () => {
  const worn = () => {
    const character = fixtureCharacter([{ name: 'Fighter', levels: 6 }, { name: 'Engineer', levels: 4 }]);
    character.currentStats = {
      ...character.currentStats,
      hitPointsLost: 30, temporaryHitPoints: 4, techPointsUsed: 5, forcePointsUsed: 2, superiorityDiceUsed: 3,
      hitDiceUsed: { d10: 2, d8: 4 }, featuresTimesUsed: { 'Second Wind': 1, 'Action Surge': 1 },
      highLevelCasting: { level6: true, level7: false, level8: true, level9: false },
    };
    return freeze(character);
  };
  it('short rest: regains the rolled hit points, spends the chosen dice, resets tech points, superiority dice and short-rest features', () => {
    const next = shortRest(worn(), { hitDice: { d10: 3 }, hitPointsRegained: 14, shortRestFeatures: ['Second Wind'], maximumHitDice: { d10: 6, d8: 4 } });
    expect(next.currentStats).toMatchObject({
      hitPointsLost: 16, temporaryHitPoints: 4, techPointsUsed: 0, forcePointsUsed: 2, superiorityDiceUsed: 0,
      hitDiceUsed: { d10: 5, d8: 4 }, featuresTimesUsed: { 'Second Wind': 0, 'Action Surge': 1 },
    });
    // regained hit points never push lost below 0; spent dice are capped at the maximum
    expect(shortRest(worn(), { hitDice: { d8: 9 }, hitPointsRegained: 99, maximumHitDice: { d8: 4 } }).currentStats).toMatchObject({ hitPointsLost: 0, hitDiceUsed: { d8: 4 } });
  });
  it('long rest: resets everything and restores max(1, floor(level/2)) dice, largest first', () => {
    const next = longRest(worn());
    // level 10 -> 5 dice: d10 2 (all), then d8 3 of 4
    expect(next.currentStats).toMatchObject({
      hitPointsLost: 0, temporaryHitPoints: 0, techPointsUsed: 0, forcePointsUsed: 0, superiorityDiceUsed: 0,
      hitDiceUsed: { d10: 0, d8: 1 }, featuresTimesUsed: { 'Second Wind': 0, 'Action Surge': 0 },
      highLevelCasting: { level6: false, level7: false, level8: false, level9: false },
    });
    // level 1 still restores one die
    const one = fixtureCharacter([{ name: 'Fighter', levels: 1 }]);
    one.currentStats.hitDiceUsed = { d10: 1 };
    expect(longRest(one).currentStats.hitDiceUsed).toEqual({ d10: 0 });
  });
});

describe('heal, damage and temporary hit points', () => {
  const at = (lost: number, temporary = 0) => {
    const character = fixtureCharacter([{ name: 'Fighter', levels: 1 }]); // maximum 12
    character.currentStats = { ...character.currentStats, hitPointsLost: lost, temporaryHitPoints: temporary, deathSaves: { successes: 1, failures: 2 } };
    return character;
  };
  it('heal rises to the maximum and resets death saves', () => {
    expect(heal(at(5), 3).currentStats).toMatchObject({ hitPointsLost: 2, deathSaves: { successes: 0, failures: 0 } });
    expect(heal(at(5), 50).currentStats.hitPointsLost).toBe(0);
  });
  it('damage takes temporary hit points first', () => {
    expect(damage(at(0, 5), 3, 12).currentStats).toMatchObject({ temporaryHitPoints: 2, hitPointsLost: 0 });
    expect(damage(at(0, 5), 8, 12).currentStats).toMatchObject({ temporaryHitPoints: 0, hitPointsLost: 3 });
  });
  it('damage of a type meets the defenses: resisted halves (rounded down), immune takes none, untyped takes all; temporary hit points first', () => {
    const defenses = { resistances: ['Kinetic', 'Energy'], immunities: ['Poison'], vulnerabilities: ['Ion'] };
    const resisted = damageOfType(at(0, 2), 15, 'Kinetic', 40, defenses);
    expect(resisted.applied.explanation).toBe('15 kinetic damage, resisted: 7 taken');
    expect(resisted.character.currentStats).toMatchObject({ temporaryHitPoints: 0, hitPointsLost: 5 });
    expect(damageOfType(at(0), 9, 'Poison', 40, defenses)).toMatchObject({ applied: { taken: 0, outcome: 'immune' } });
    expect(damageOfType(at(0), 9, 'Ion', 40, defenses).character.currentStats.hitPointsLost).toBe(18);
    expect(damageOfType(at(0), 14, undefined, 40, defenses)).toMatchObject({ applied: { taken: 14, explanation: '14 damage: 14 taken' } });
  });
  it('damage stops at 0 hit points; massive damage (below zero by the maximum) sets 3 failures', () => {
    // current 12, 23 damage -> -11, not massive
    expect(damage(at(0), 23, 12).currentStats).toMatchObject({ hitPointsLost: 12, deathSaves: { successes: 1, failures: 2 } });
    // current 12, 24 damage -> -12 = -maximum: massive
    expect(damage(at(0), 24, 12).currentStats).toMatchObject({ hitPointsLost: 12, deathSaves: { successes: 1, failures: 3 } });
    // at 0 already, 12 more is massive
    expect(damage(at(12), 12, 12).currentStats.deathSaves.failures).toBe(3);
  });
  it('temporary hit points are set only when higher', () => {
    expect(setTemporaryHitPoints(at(0, 5), 3).currentStats.temporaryHitPoints).toBe(5);
    expect(setTemporaryHitPoints(at(0, 5), 8).currentStats.temporaryHitPoints).toBe(8);
  });
});

describe('casting at levels 1, 5, 6 and 9', () => {
  const caster = () => fixtureCharacter([{ name: 'Engineer', levels: 20 }]); // tech 2*20 + 1 = 41
  it('costs level + 1, capped at the maximum; 6-9 are marked until a long rest', () => {
    let character = castPower(caster(), 'Tech', 1, 41);
    expect(character.currentStats.techPointsUsed).toBe(2);
    character = castPower(character, 'Tech', 5, 41);
    expect(character.currentStats.techPointsUsed).toBe(8);
    character = castPower(character, 'Tech', 6, 41);
    expect(character.currentStats).toMatchObject({ techPointsUsed: 15, highLevelCasting: { level6: true, level9: false } });
    character = castPower(character, 'Tech', 9, 41);
    expect(character.currentStats).toMatchObject({ techPointsUsed: 25, highLevelCasting: { level6: true, level9: true } });
    expect(castPower({ ...character, currentStats: { ...character.currentStats, techPointsUsed: 38 } }, 'Tech', 5, 41).currentStats.techPointsUsed).toBe(41);
    expect(longRest(character).currentStats.highLevelCasting.level9).toBe(false);
  });
  it('the cast button is disabled when the cost reaches the remaining points or the level was used', () => {
    expect(isCastDisabled(1, 41, 0, undefined)).toBe(false);
    expect(isCastDisabled(5, 10, 4, undefined)).toBe(true); // cost 6 >= 6 remaining
    expect(isCastDisabled(5, 10, 3, undefined)).toBe(false); // cost 6 < 7
    expect(isCastDisabled(6, 41, 0, { level6: true, level7: false, level8: false, level9: false })).toBe(true);
    expect(isCastDisabled(9, 41, 0, { level6: true, level7: false, level8: false, level9: false })).toBe(false);
  });
});

describe('conditions, experience, tweaks, counters', () => {
  it('choosing Exhaustion sets 1 when it was 0; removing it sets 0', () => {
    const start = fixtureCharacter([]);
    const tired = setConditions(start, ['Prone', 'Exhaustion']);
    expect(tired.currentStats).toMatchObject({ conditions: ['Prone', 'Exhaustion'], exhaustion: 1 });
    expect(setConditions(setExhaustion(tired, 4), ['Exhaustion', 'Prone']).currentStats.exhaustion).toBe(4);
    expect(setConditions(tired, ['Prone']).currentStats.exhaustion).toBe(0);
    expect(setExhaustion(tired, 9).currentStats.exhaustion).toBe(6);
  });
  it('experience edit stores the unspent levels', () => {
    const start = fixtureCharacter([{ name: 'Fighter', levels: 2 }]);
    expect(setExperience(start, 6500, rules)).toMatchObject({ experiencePoints: 6500, currentStats: { unspentLevels: 3 } });
    expect(setExperience(start, 0, rules).currentStats.unspentLevels).toBe(0);
  });
  it('override clears bonus and vice versa; clear all and undo', () => {
    expect(setTweakOverride({ bonus: 2 }, 5)).toEqual({ bonus: null, override: 5 });
    expect(setTweakBonus({ override: 5 }, 2)).toEqual({ bonus: 2, override: null });
    const tweaked = setTweak(fixtureCharacter([{ name: 'Fighter', levels: 1 }]), 'abilityScores.Strength.score', { override: 18 });
    expect(tweaked.tweaks).toEqual({ abilityScores: { Strength: { score: { override: 18 } } } });
    const { character, previous } = clearAllTweaks(tweaked);
    expect(character.tweaks).toEqual({});
    expect(restoreTweaks(character, previous).tweaks).toEqual(tweaked.tweaks);
  });
  it('credits never below 0', () => {
    expect(setCredits(fixtureCharacter([]), -20).credits).toBe(0);
    expect(setCredits(fixtureCharacter([]), 125).credits).toBe(125);
  });
});
