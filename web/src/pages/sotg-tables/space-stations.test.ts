import { describe, expect, it } from 'vitest';
import { splitSpaceStations } from './space-stations.ts';

describe('splitSpaceStations', () => {
  it('moves the variant section out, up to the next heading of its level', () => {
    const md = ['# Starships', 'Intro.', '## Variant: Space Stations', 'Stations text.', '### Detail', 'More.', '## Tiers', 'Tier text.'].join('\n');
    const { main, spaceStations } = splitSpaceStations(md);
    expect(spaceStations).toBe('## Variant: Space Stations\nStations text.\n### Detail\nMore.');
    expect(main).toBe('# Starships\nIntro.\n## Tiers\nTier text.');
  });
  it('takes the section to the end when it is last', () => {
    expect(splitSpaceStations('A\n## Variant: Space Stations\nB').spaceStations).toBe('## Variant: Space Stations\nB');
  });
  it('leaves a chapter without the section whole', () => {
    expect(splitSpaceStations('# Starships\nText')).toEqual({ main: '# Starships\nText', spaceStations: '' });
  });
});
