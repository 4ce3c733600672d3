import { describe, expect, it } from 'vitest';
import { archetypeCasterType, matchesCasterType } from './archetype-caster-type-filter.ts';

describe('archetypeCasterType', () => {
  it("prefers the archetype's own casting, then the class's", () => {
    expect(archetypeCasterType({ casterType: 'Force', classCasterType: 'None' })).toBe('Force');
    expect(archetypeCasterType({ casterType: 'None', classCasterType: 'Tech' })).toBe('Tech');
    expect(archetypeCasterType({ casterType: 'Tech', classCasterType: 'Force' })).toBe('Tech');
  });
  it('is None when neither casts or the fields are missing', () => {
    expect(archetypeCasterType({ casterType: 'None', classCasterType: 'None' })).toBe('None');
    expect(archetypeCasterType({})).toBe('None');
  });
});

describe('matchesCasterType', () => {
  it('None matches archetypes without a caster type', () => {
    expect(matchesCasterType({ casterType: 'None', classCasterType: 'None' }, ['None'])).toBe(true);
    expect(matchesCasterType({}, ['None'])).toBe(true);
    expect(matchesCasterType({ casterType: 'None', classCasterType: 'Force' }, ['None'])).toBe(false);
  });
  it('matches any of several selected types', () => {
    expect(matchesCasterType({ casterType: 'Tech' }, ['Force', 'Tech'])).toBe(true);
    expect(matchesCasterType({ classCasterType: 'Force' }, ['Tech'])).toBe(false);
    expect(matchesCasterType({}, [])).toBe(true);
  });
});
