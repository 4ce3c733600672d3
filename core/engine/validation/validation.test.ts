// Section-5 validations and their exact messages.
import { describe, expect, it } from 'vitest';
import { fixtureCharacter, fixtureRules, FIXTURE_RULES } from '../test-support/fixture-rules.ts';
import {
  POINT_BUY_BUDGET,
  POINT_BUY_COSTS,
  pointBuyOptions,
  pointBuyRemaining,
  purchaseProblems,
  purchaseRefusal,
  speciesChoiceSlots,
  speciesOptionLabel,
  standardArrayOptions,
  validateManualScore,
  parseManualScore,
  validateSpeciesChoice,
} from './ability-scores.ts';
import { archetypeOptions, availableClasses, canAddClass, hitPointChoices, maxLevelsForClass } from './classes.ts';
import { canAttune, canChooseAttuned, canChooseEquipped, changeDialogCategory, changeDialogSelection, changeDialogType, normalizeQuantity, parseAddQuantity } from './equipment.ts';
import { maneuverChoices, maneuverHome, maneuversKnownLimit, qualifiesForManeuvers, toggleManeuver } from './maneuvers.ts';
import { powerChoices, powersKnownLimit } from './powers.ts';
import { isExpertiseAllowed, proficiencyType } from './proficiency-types.ts';
import {
  adjustResult,
  canAddFeat,
  canAddFeature,
  canAddLanguage,
  clampShortRestDice,
  customBackgroundFeatOptions,
  isAddCustomItemDisabled,
  isAdjustApplyDisabled,
  isHealthAmountDisabled,
  isProficiencyOffered,
  isRollTotalDisabled,
  isVttExportDisabled,
  parseTweakInput,
} from './sheet-inputs.ts';
import { isLoadableCharacterText } from '../character/import-character.ts';

const rules = fixtureRules();

describe('ability scores', () => {
  it('manual scores: below 21 and above 0', () => {
    expect(validateManualScore(21)).toBe('Must be less than 21');
    expect(validateManualScore(0)).toBe('Must be greater than 0');
    expect(validateManualScore(20)).toBe(true);
    expect(validateManualScore(1)).toBe(true);
  });
  it('manual score text: only a whole number from 1 to 20 parses; blank is no score yet', () => {
    expect(parseManualScore('17')).toEqual({ score: 17 });
    expect(parseManualScore(' 20 ')).toEqual({ score: 20 });
    expect(parseManualScore('')).toEqual({ score: 0 });
    expect(parseManualScore('21')).toEqual({ error: 'Must be less than 21' });
    expect(parseManualScore('0')).toEqual({ error: 'Must be greater than 0' });
    expect(parseManualScore('12.5')).toEqual({ error: 'Must be a whole number' });
    expect(parseManualScore('abc')).toEqual({ error: 'Must be a whole number' });
    expect(parseManualScore('1e1')).toEqual({ error: 'Must be a whole number' });
  });
  it('point buy: 27 points, the cost table, only affordable choices', () => {
    expect([8, 9, 10, 11, 12, 13, 14, 15].map((score) => POINT_BUY_COSTS[score])).toEqual([0, 1, 2, 3, 4, 5, 7, 9]);
    expect(POINT_BUY_BUDGET).toBe(27);
    // 15, 15, 15 cost 27 -> nothing left; another ability can only stay at 8
    const scores = { Strength: 15, Dexterity: 15, Constitution: 15, Intelligence: 8, Wisdom: 8, Charisma: 8 };
    expect(pointBuyRemaining(scores)).toBe(0);
    expect(pointBuyOptions(scores, 'Intelligence')).toEqual([8]);
    // Strength's own 9 points return when choosing for it
    expect(pointBuyOptions(scores, 'Strength')).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    // 13, 13, 13, 12, 12, 12 -> 5*3 + 4*3 = 27
    expect(pointBuyRemaining({ Strength: 13, Dexterity: 13, Constitution: 13, Intelligence: 12, Wisdom: 12, Charisma: 12 })).toBe(0);
    // 15, 15, 14 cost 9 + 9 + 7 = 25: with 2 left a score at 8 may go to 10 (cost 2) but not 11 (cost 3)
    expect(pointBuyOptions({ Strength: 15, Dexterity: 15, Constitution: 14, Intelligence: 8, Wisdom: 8, Charisma: 8 }, 'Wisdom')).toEqual([8, 9, 10]);
  });
  it('standard array: each value once', () => {
    expect(standardArrayOptions({ Strength: 15, Dexterity: 14 }, 'Constitution')).toEqual([13, 12, 10, 8]);
    expect(standardArrayOptions({ Strength: 15, Dexterity: 14 }, 'Strength')).toEqual([15, 13, 12, 10, 8]);
  });
  it('the purchase rules count over the list of abilities they are given (a ship passes its own)', () => {
    const ship = ['Strength', 'Dexterity', 'Constitution', 'Intelligence', 'Wisdom', 'Charisma'] as const;
    expect(purchaseRefusal('standardArray', { Strength: 15 }, 'Dexterity', 9, ship)).toEqual({ kind: 'notInArray' });
    expect(purchaseRefusal('standardArray', { Strength: 15 }, 'Dexterity', 15, ship)).toEqual({ kind: 'alreadyUsed', by: 'Strength' });
    expect(purchaseRefusal('standardArray', { Strength: 15 }, 'Strength', 15, ship)).toBeUndefined();
    expect(purchaseRefusal('pointBuy', {}, 'Wisdom', 16, ship)).toEqual({ kind: 'notForSale' });
    // 15, 15, 15 cost 27: a fourth score above 8 is one point too many.
    expect(purchaseRefusal('pointBuy', { Strength: 15, Dexterity: 15, Constitution: 15 }, 'Wisdom', 9, ship)).toEqual({ kind: 'overBudget', cost: 1, spent: 28 });
    expect(purchaseRefusal('pointBuy', { Strength: 15, Dexterity: 15, Constitution: 15 }, 'Wisdom', 8, ship)).toBeUndefined();
    // Only the listed abilities count: a score outside the list costs nothing.
    expect(pointBuyRemaining({ Strength: 15, Dexterity: 15 }, ['Strength'])).toBe(POINT_BUY_BUDGET - 9);
    // The standard array: an earlier ability keeps its value, a later one repeating it is refused, as is 9.
    expect(purchaseProblems('standardArray', { Strength: 15, Dexterity: 15, Constitution: 9, Wisdom: 8 }, ship)).toEqual({ refused: ['Dexterity', 'Constitution'], spent: 0 });
    expect(purchaseProblems('pointBuy', { Strength: 15, Dexterity: 16, Wisdom: 10 }, ship)).toEqual({ refused: ['Dexterity'], spent: 11 });
  });
  it('species choices: too many picks give the message; option labels', () => {
    const human = rules.species.get('Human');
    expect(speciesOptionLabel(human, 0)).toBe('Any one increases by 2, and any two increase by 1');
    expect(speciesOptionLabel(human, 1)).toBe('Any four increase by 1');
    expect(speciesChoiceSlots(human, 0).map((slot) => [slot.amount, slot.count])).toEqual([[2, 1], [1, 2]]);
    expect(validateSpeciesChoice(human, 0, { Strength: 2, Wisdom: 1, Charisma: 1 })).toBe(true);
    expect(validateSpeciesChoice(human, 0, { Strength: 2, Wisdom: 2 })).toBe('Too many ability scores selected');
    expect(validateSpeciesChoice(human, 1, { Strength: 1, Wisdom: 1, Charisma: 1, Dexterity: 1, Constitution: 1 })).toBe('Too many ability scores selected');
    const ryn = rules.species.get('Ryn');
    expect(validateSpeciesChoice(ryn, 0, { Intelligence: 2 })).toBe(true);
    expect(validateSpeciesChoice(ryn, 0, { Intelligence: 2, Charisma: 2 })).toBe('Too many ability scores selected');
  });
});

describe('classes', () => {
  const character = fixtureCharacter([{ name: 'Fighter', levels: 12 }, { name: 'Monk', levels: 5 }]);
  it('excludes held classes; levels up to 20 minus the others; add hidden at 20', () => {
    expect(availableClasses(character, rules).map((c) => c.name)).not.toContain('Fighter');
    expect(availableClasses(character, rules)).toHaveLength(8);
    expect(maxLevelsForClass(character, 1)).toBe(8);
    expect(canAddClass(character)).toBe(true);
    expect(canAddClass(fixtureCharacter([{ name: 'Fighter', levels: 20 }]))).toBe(false);
  });
  it('archetypes from class level 3, only the class own; hit point choices 1 to the die', () => {
    expect(archetypeOptions(rules, 'Scout', 2)).toEqual([]);
    expect(archetypeOptions(rules, 'Scout', 3).map((a) => a.name)).toEqual(['Deadeye Technique']);
    expect(hitPointChoices(rules.classes.get('Fighter'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('powers', () => {
  it('limit from the class table; prerequisites enforced; known elsewhere disabled; level filter', () => {
    const character = fixtureCharacter([{ name: 'Consular', levels: 1 }, { name: 'Sentinel', levels: 1 }]);
    expect(powersKnownLimit(rules, character.classes[0], 'Force')).toBe(9);
    character.classes[1].forcePowers = ['Fixture Choke'];
    const choices = powerChoices(character, rules, 0, 'Force');
    // Consular 1: max power level 1 -> levels 0 and 1 only
    expect(choices.map((c) => c.power.name)).toEqual(['Fixture Push', 'Fixture Heal', 'Fixture Choke']);
    expect(choices.find((c) => c.power.name === 'Fixture Choke')).toMatchObject({ isDisabled: true, reason: 'known elsewhere' });
    const high = fixtureCharacter([{ name: 'Consular', levels: 11 }]);
    const greater = powerChoices(high, rules, 0, 'Force').find((c) => c.power.name === 'Fixture Greater Push');
    expect(greater).toMatchObject({ isDisabled: true, reason: 'prerequisite' });
    high.settings.isEnforcingForcePrerequisites = false;
    expect(powerChoices(high, rules, 0, 'Force').find((c) => c.power.name === 'Fixture Greater Push')?.isDisabled).toBe(false);
    expect(powerChoices(high, rules, 0, 'Force', { alignments: ['Light'] }).map((c) => c.power.name)).toEqual(['Fixture Heal']);
  });
  it('at the known count, unselected powers are disabled', () => {
    const character = fixtureCharacter([{ name: 'Scout', levels: 2 }]); // Tech Powers Known 3 at level 2
    character.classes[0].techPowers = ['Fixture Spark', 'Fixture Shield', 'Fixture Overload'];
    const choices = powerChoices(character, rules, 0, 'Tech');
    expect(choices.filter((c) => c.isDisabled).every((c) => c.reason === 'limit')).toBe(true);
  });
});

describe('maneuvers', () => {
  it('who qualifies, and where the choice is made', () => {
    expect(qualifiesForManeuvers({ name: 'Fighter' })).toBe(true);
    expect(qualifiesForManeuvers({ name: 'Scholar' })).toBe(true);
    expect(qualifiesForManeuvers({ name: 'Scout' })).toBe(false);
    expect(qualifiesForManeuvers({ name: 'Scout', archetype: { name: 'Deadeye Technique' } })).toBe(true);
    expect(qualifiesForManeuvers({ name: 'Monk' })).toBe(false);
    expect(maneuverHome({ name: 'Fighter', archetype: { name: 'Tactical Specialist' } })).toBe('class');
    expect(maneuverHome({ name: 'Scholar' })).toBe('class');
    expect(maneuverHome({ name: 'Scout', archetype: { name: 'Deadeye Technique' } })).toBe('archetype');
    expect(maneuverHome({ name: 'Monk' })).toBeUndefined();
  });
  it('a Fighter with a maneuver archetype has one list: class and archetype picks count against the one limit', () => {
    const character = fixtureCharacter([{ name: 'Fighter', levels: 3, archetype: 'Tactical Specialist' }]);
    const limit = maneuversKnownLimit(rules, character.classes[0]);
    expect(limit).toBe(2);
    let next = character;
    for (const choice of maneuverChoices(next, rules, 0).slice(0, limit)) next = toggleManeuver(next, 0, choice.maneuver.name, true);
    expect(next.classes[0].maneuvers).toHaveLength(2);
    expect(next.classes[0].archetype?.maneuvers).toBeUndefined();
    expect(maneuverChoices(next, rules, 0).filter((c) => !c.isSelected).every((c) => c.isDisabled)).toBe(true);
    // An older character holding picks on the archetype too: they count, and dropping one removes it there.
    const older = { ...next, classes: [{ ...next.classes[0], maneuvers: ['Fixture Feint'], archetype: { name: 'Tactical Specialist', maneuvers: ['Fixture Rally'] } }] };
    expect(maneuverChoices(older, rules, 0).filter((c) => c.isSelected).map((c) => c.maneuver.name).sort()).toEqual(['Fixture Feint', 'Fixture Rally']);
    expect(toggleManeuver(older, 0, 'Fixture Rally', false).classes[0].archetype?.maneuvers).toEqual([]);
  });
  it('count limited to Maneuvers Known', () => {
    const character = fixtureCharacter([{ name: 'Scholar', levels: 1 }]); // 1 + floor(1/2) = 1 known
    character.classes[0].maneuvers = ['Fixture Feint'];
    expect(maneuverChoices(character, rules, 0).map((c) => c.isDisabled)).toEqual([false, true, true]);
  });
});

describe('sheet inputs', () => {
  it('custom background feats exclude level prerequisites', () => {
    expect(customBackgroundFeatOptions(FIXTURE_RULES.feats).map((f) => f.name)).toEqual(['Fixture Grit']);
  });
  it('import text must parse as non-empty JSON', () => {
    expect(isLoadableCharacterText('')).toBe(false);
    expect(isLoadableCharacterText('{}')).toBe(false);
    expect(isLoadableCharacterText('[1]')).toBe(false);
    expect(isLoadableCharacterText('{"name":')).toBe(false);
    expect(isLoadableCharacterText('{"name":"X"}')).toBe(true);
  });
  it('custom item Add: needs a name and a quantity of 1 or more', () => {
    expect(isAddCustomItemDisabled('', 1)).toBe(true);
    expect(isAddCustomItemDisabled('', 0)).toBe(true);
    expect(isAddCustomItemDisabled('Rope', 0)).toBe(true);
    expect(isAddCustomItemDisabled('Rope', 1)).toBe(false);
  });
  it('quantity when adding an item: a whole number of 1 or more', () => {
    expect(parseAddQuantity('2')).toEqual({ quantity: 2 });
    expect(parseAddQuantity(' 12 ')).toEqual({ quantity: 12 });
    for (const bad of ['', 'two', '0', '1.5', '-1', '2x']) expect(parseAddQuantity(bad), bad).toEqual({ error: 'Quantity must be a whole number of 1 or more' });
  });
  it('quantities: integers floored at 0, non-numbers 0', () => {
    expect([normalizeQuantity('9'), normalizeQuantity(2.7), normalizeQuantity(-3), normalizeQuantity('x'), normalizeQuantity(null)]).toEqual([9, 2, 0, 0, 0]);
  });
  it('adjust dialogs: subtract and set never below 0, add has no floor; apply disabled on no change or empty', () => {
    expect(adjustResult(5, 9, 'subtract')).toBe(0);
    expect(adjustResult(5, -9, 'set')).toBe(0);
    expect(adjustResult(5, -9, 'add')).toBe(-4);
    expect(isAdjustApplyDisabled(5, '', 'add')).toBe(true);
    expect(isAdjustApplyDisabled(5, 5, 'set')).toBe(true);
    expect(isAdjustApplyDisabled(5, 0, 'add')).toBe(true);
    expect(isAdjustApplyDisabled(5, 1, 'add')).toBe(false);
  });
  it('feature, feat, language and proficiency additions', () => {
    expect(canAddFeature('')).toBe(false);
    expect(canAddFeature('Grit')).toBe(true);
    expect(canAddLanguage('  ')).toBe(false);
    expect(canAddFeat('', [])).toBe(false);
    expect(canAddFeat('Fixture Grit', ['Fixture Grit'])).toBe(false);
    expect(canAddFeat('Fixture Grit', [])).toBe(true);
    expect(isProficiencyOffered('mechanic kit', ['Mechanic Kit'])).toBe(false);
    expect(isProficiencyOffered('Mandoviol', ['Mechanic Kit'])).toBe(true);
  });
  it('equipped only for weapons and armor; attuned only for attunement items within the limit; dialog resets', () => {
    const dagger = { category: 'Equipment' as const, data: rules.equipment.get('Vibrodagger')! };
    const pack = { category: 'Equipment' as const, data: rules.equipment.get('Backpack')! };
    const crown = { category: 'EnhancedItem' as const, data: rules.enhancedItems.get('Fixture Crown')! };
    const stim = { category: 'EnhancedItem' as const, data: rules.enhancedItems.get('Fixture Stim')! };
    expect([canChooseEquipped(dagger), canChooseEquipped(pack)]).toEqual([true, false]);
    // Enhanced items work while worn or installed; consumables and loose modifications never do.
    const enhanced = (type: string) => ({ category: 'EnhancedItem' as const, data: { name: 'x', type, requiresAttunement: false, rarityOptions: ['Standard' as const] } });
    expect(['AdventuringGear', 'CyberneticAugmentation', 'Consumable', 'ItemModification'].map((type) => canChooseEquipped(enhanced(type)))).toEqual([true, true, false, false]);
    expect([canChooseAttuned(crown), canChooseAttuned(stim), canChooseAttuned(dagger)]).toEqual([true, false, false]);
    expect(canAttune(crown, 1, 3)).toBe(true); // 1 + 2 = 3
    expect(canAttune(crown, 2, 3)).toBe(false); // 2 + 2 > 3
    const state = { category: 'Weapon', type: 'Blaster', selection: 'Blaster pistol', attuned: true, equipped: true };
    expect(changeDialogCategory(state, 'Armor')).toMatchObject({ type: '', selection: '' });
    expect(changeDialogType(state, 'Vibro')).toMatchObject({ type: 'Vibro', selection: '' });
    expect(changeDialogSelection(state, 'Vibrodagger')).toMatchObject({ selection: 'Vibrodagger', attuned: false });
  });
  it('tweak inputs are integers or null; die sizes', () => {
    expect([parseTweakInput('3'), parseTweakInput('-2'), parseTweakInput('abc'), parseTweakInput('1.5'), parseTweakInput('')]).toEqual([3, -2, null, null, null]);
  });
  it('heal/damage/THP disabled at 0 or empty; short rest dice capped; roll total needs dice; VTT export needs code 0', () => {
    expect([isHealthAmountDisabled(0), isHealthAmountDisabled(''), isHealthAmountDisabled(3)]).toEqual([true, true, false]);
    expect(clampShortRestDice(5, 3)).toBe(3);
    expect(isRollTotalDisabled({ d8: 0 })).toBe(true);
    expect(isRollTotalDisabled({ d8: 1 })).toBe(false);
    expect([isVttExportDisabled(0), isVttExportDisabled(4)]).toEqual([false, true]);
  });
  it('proficiency type by where the name is found; expertise only for tools, instruments, kits and gaming sets', () => {
    expect(proficiencyType('Mechanic kit', rules)).toBe('tool');
    expect(proficiencyType('Mandoviol', rules)).toBe('tool');
    expect(proficiencyType('Vibroaxe', rules)).toBe('weapon');
    expect(proficiencyType('Simple blasters', rules)).toBe('weapon');
    expect(proficiencyType('Combat suit', rules)).toBe('armor');
    expect(proficiencyType('Medium armor', rules)).toBe('armor');
    expect(proficiencyType('martial vibroweapons with the finesse property', rules)).toBe('weapon');
    expect(proficiencyType('Backpack', rules)).toBe('other');
    expect(proficiencyType('Sabacc', rules)).toBe('other');
    expect([isExpertiseAllowed('Mandoviol', rules), isExpertiseAllowed('Vibroaxe', rules)]).toEqual([true, false]);
  });
});
