// Hand-made feature mechanics on the fixture rules, for tests of what features do to the sheet: a level-3 Berserker
// with an armor formula (Hide Plates), +1 AC, +10 ft. of speed, two attacks and Wrath (2 uses per long rest, switching
// on Wrathful: +2 melee Strength damage, resistant to Kinetic); the Human walks 25 ft. (from the trait's text), sees
// 60 ft. in the dark, flies at its walking speed and has +1 hit point per level.
import type { RawCharacter } from '../character/types.ts';
import { indexRules } from '../rules/index-rules.ts';
import type { FeatureMechanicsRule, FeatureRule } from '../rules/types.ts';
import { fixtureCharacter, FIXTURE_RULES } from './fixture-rules.ts';

const feature = (name: string, source: FeatureRule['source'] = 'Class', sourceName = 'Berserker', text = 'placeholder'): FeatureRule => ({ name, level: 1, source, sourceName, text });
const entry = (name: string, effects: FeatureMechanicsRule['effects'], source: FeatureMechanicsRule['source'] = 'Class', sourceName = 'Berserker'): FeatureMechanicsRule => ({ source, sourceName, name, effects });

export const FEATURE_FIXTURE_RULES = indexRules({
  ...FIXTURE_RULES,
  features: [
    feature('Hide Plates'),
    feature('Steady Guard'),
    feature('Long Legs'),
    feature('Double Swing'),
    feature('Wrath'),
    feature('Speed', 'Species', 'Human', 'Your walking speed is 25 feet.'),
    feature('Dark Sight', 'Species', 'Human', 'You see in the dark within 60 feet of you.'),
    feature('Glider', 'Species', 'Human'),
    feature('Sturdy', 'Species', 'Human'),
  ],
  featureMechanics: [
    entry('Hide Plates', [{ kind: 'acFormula', base: 10, abilities: ['Dexterity', 'Constitution'], when: 'noArmor' }]),
    entry('Steady Guard', [{ kind: 'acBonus', value: 1 }]),
    entry('Long Legs', [{ kind: 'speed', mode: 'walk', bonus: { value: 10 } }]),
    entry('Double Swing', [{ kind: 'extraAttack', attacks: 2 }]),
    entry('Wrath', [
      { kind: 'resource', max: { value: 2 }, recovery: 'long' },
      { kind: 'toggle', name: 'Wrathful', uses: 'Wrath', effects: [{ kind: 'damageBonus', value: { value: 2 }, on: 'meleeStrength' }, { kind: 'resistance', damage: ['Kinetic'] }] },
    ]),
    entry('Speed', [{ kind: 'speed', mode: 'walk', set: 'text' }], 'Species', '*'),
    entry('Dark Sight', [{ kind: 'sense', sense: 'darkvision', range: 'text' }], 'Species', 'Human'),
    entry('Glider', [{ kind: 'speed', mode: 'fly', set: 'walk' }], 'Species', 'Human'),
    entry('Sturdy', [{ kind: 'hitPoints', perLevel: 1 }], 'Species', 'Human'),
  ],
});

export const automatedBerserker = (patch: Partial<RawCharacter> = {}): RawCharacter => {
  const character = fixtureCharacter([{ name: 'Berserker', levels: 3 }], patch);
  return { ...character, settings: { ...character.settings, isAutomatingFeatures: true } };
};
