import { describe, expect, it } from 'vitest';
import { archetypeName } from './archetype-name.ts';

describe('archetypeName', () => {
  it('shows the version the data writes in brackets beside the name, spelled right', () => {
    expect(archetypeName('Beastmaster Approach (Companion)')).toEqual({ name: 'Beastmaster Approach', version: 'companion version' });
    expect(archetypeName('Cybertech Engineering (Depreciated)')).toEqual({ name: 'Cybertech Engineering', version: 'deprecated version' });
    expect(archetypeName('Cybertech Engineering (Old)')).toEqual({ name: 'Cybertech Engineering', version: 'old version' });
  });
  it('leaves other names, brackets that are part of them included', () => {
    expect(archetypeName('Beastmaster Approach')).toEqual({ name: 'Beastmaster Approach' });
    expect(archetypeName('Path of Witchcraft (Variant)')).toEqual({ name: 'Path of Witchcraft (Variant)' });
  });
});
