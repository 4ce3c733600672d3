// Background feat choices: a background's own options, or for the custom background the feats without a level prerequisite.
import { describe, expect, it } from 'vitest';
import { ALIGNMENTS, indexRules } from '../../../../../core/engine/index.ts';
import { FIXTURE_RULES } from '../../../../../core/engine/test-support/fixture-rules.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasRealData, REALDATA_API } from '../../../../../tests/support/realdata.ts';
import { backgroundFeatChoices, backgroundSkillChoice, CUSTOM_BACKGROUND } from './description-options.ts';

const rules = indexRules({
  ...FIXTURE_RULES,
  backgrounds: [
    ...FIXTURE_RULES.backgrounds,
    { name: 'Smuggler', featureName: 'Contacts', featureText: 'x', featOptions: [{ roll: 1, name: 'fixture grit' }, { roll: 2, name: 'Unknown Feat' }, { roll: 3, name: null }] },
  ],
});

describe('background feat choices', () => {
  it('custom background: feats whose prerequisite names no level', () => {
    expect(backgroundFeatChoices(CUSTOM_BACKGROUND, rules)).toEqual(['Fixture Grit']);
  });
  it("a background's options, spelled as the catalogue spells them; unknown names kept", () => {
    expect(backgroundFeatChoices('Smuggler', rules)).toEqual(['Fixture Grit', 'Unknown Feat']);
    expect(backgroundFeatChoices('Spacer', rules)).toEqual([]);
    expect(backgroundFeatChoices('Nowhere', rules)).toEqual([]);
  });
  it('nine alignments', () => {
    expect(ALIGNMENTS).toHaveLength(9);
  });
});

describe('background skill choices', () => {
  it("'Choose two from ...' offers those skills, pick two; 'and' and 'or' both separate", () => {
    expect(backgroundSkillChoice('Spacer', 'Choose two from Athletics, Lore, Sleight of Hand and Piloting', rules)).toEqual({
      count: 2,
      options: ['Athletics', 'Lore', 'Sleight of Hand', 'Piloting'],
    });
    expect(backgroundSkillChoice('Spacer', 'Choose one from Insight, or Stealth.', rules)).toEqual({ count: 1, options: ['Insight', 'Stealth'] });
  });
  it('a plain list grants exactly those; unknown names are dropped, never stored', () => {
    expect(backgroundSkillChoice('Spacer', 'Deception, Stealth', rules)).toEqual({ count: 2, options: ['Deception', 'Stealth'] });
    expect(backgroundSkillChoice('Spacer', 'Choose two from Stealth, Basket Weaving', rules)).toEqual({ count: 1, options: ['Stealth'] });
    expect(backgroundSkillChoice('Spacer', 'Fixture skills', rules)).toEqual({ count: 0, options: [] });
    expect(backgroundSkillChoice('Spacer', null, rules).count).toBe(0);
  });
  it('the custom background and "any" offer every skill', () => {
    const custom = backgroundSkillChoice(CUSTOM_BACKGROUND, null, rules);
    expect(custom.count).toBe(2);
    expect(custom.options).toHaveLength(18);
    expect(backgroundSkillChoice('Spacer', 'Choose three skills of any kind', rules)).toMatchObject({ count: 3 });
  });
  it.runIf(hasRealData('background skill choices'))('every real background offers two of four skills', () => {
    const backgrounds = JSON.parse(readFileSync(join(REALDATA_API, 'background.json'), 'utf8')) as { name: string; skillProficiencies: string }[];
    expect(backgrounds.length).toBeGreaterThan(50);
    for (const background of backgrounds) {
      expect(backgroundSkillChoice(background.name, background.skillProficiencies, rules), background.name).toMatchObject({ count: 2, options: expect.any(Array) });
      expect(backgroundSkillChoice(background.name, background.skillProficiencies, rules).options, background.name).toHaveLength(4);
    }
  });
});
