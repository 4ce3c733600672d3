// Background feat choices: a background's own options, or for the custom background the feats without a level prerequisite.
import { describe, expect, it } from 'vitest';
import { indexRules } from '../../../engine/index.ts';
import { FIXTURE_RULES } from '../../../engine/test-support/fixture-rules.ts';
import { ALIGNMENTS, backgroundFeatChoices, CUSTOM_BACKGROUND } from './description-options.ts';

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
