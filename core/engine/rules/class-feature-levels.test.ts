// A class feature is gained from the level the class table lists it at: earlier than its record when the table says
// so (the record keeps its own level), as the record says when they agree; the text's "Starting at Nth level" when
// the table is silent; and a feature the table lists without a record comes from the class text.
import { describe, expect, it } from 'vitest';
import { alignClassFeatureLevels, featureNameKey, tableFeatureLevels, type ClassFeature } from './class-feature-levels.ts';
import type { ClassRule, FeatureRule } from './types.ts';

const tester = (rows: Record<number, string>, classFeatureText = ''): Pick<ClassRule, 'name' | 'levelChanges' | 'classFeatureText'> => ({
  name: 'Tester',
  classFeatureText,
  levelChanges: Object.fromEntries(Object.entries(rows).map(([level, features]) => [level, { Level: `${level}`, Features: features }])),
});
const feature = (name: string, level: number, text = ''): FeatureRule => ({ name, level, text, source: 'Class', sourceName: 'Tester' });
const gained = (features: ClassFeature[]) => features.map(({ record, from }) => `${record.name} ${record.level} from ${from}`);

describe('class feature levels from the class table', () => {
  it('reads the Features column, dropping qualifiers and blank cells', () => {
    const read = tableFeatureLevels(tester({ 1: 'Rage, Sage Advice (long rest)', 2: '—', 9: '3', 13: 'Sage Advice (short rest), Infuse Item (1)' }));
    expect(Object.fromEntries(read)).toEqual({ rage: [1], sageadvice: [1, 13], infuseitem: [13] });
    expect(featureNameKey("Loth-cat's Instinct")).toBe('lothcatsinstinct');
  });

  it('a record stored above the table level is gained from it (Focus stored at 11, listed at 2)', () => {
    expect(gained(alignClassFeatureLevels(tester({ 2: 'Focus, Vows', 11: 'Order feature' }), [feature('Focus', 11), feature('Vows', 2)]))).toEqual(['Focus 11 from 2', 'Vows 2 from 2']);
  });

  it('a record the table also lists at its own level keeps that level for the catalogue, gained earlier (Sage Advice 2 and 13)', () => {
    expect(gained(alignClassFeatureLevels(tester({ 2: 'Sage Advice (long rest)', 13: 'Sage Advice (short rest)' }), [feature('Sage Advice', 13)]))).toEqual(['Sage Advice 13 from 2']);
  });

  it('agreeing records and features at several levels stay; only the lowest record of a name is gained earlier', () => {
    const features = [feature('Vows', 2), feature('Vows', 7), feature('Brutal Critical', 9), feature('Late', 5)];
    expect(gained(alignClassFeatureLevels(tester({ 2: 'Vows', 9: 'Brutal Critical (one die)', 13: 'Brutal Critical (two dice)', 7: 'Late' }), features))).toEqual([
      'Vows 2 from 2',
      'Vows 7 from 7',
      'Brutal Critical 9 from 9',
      'Late 5 from 5',
    ]);
  });

  it('a feature the table does not list is gained from the level its text names, when lower', () => {
    const features = [feature('Quiet', 6, 'Starting at 3rd level, you move silently.'), feature('Loud', 6, 'At 9th level, you shout.')];
    expect(gained(alignClassFeatureLevels(tester({ 1: 'Other' }), features))).toEqual(['Quiet 6 from 3', 'Loud 6 from 6']);
  });

  it('a feature the table lists without a record is read from the class text (Tech Mastery)', () => {
    const text = '### Tech Mastery\nYou master two powers.\n\n### Other\nMore.';
    const aligned = alignClassFeatureLevels(tester({ 1: 'Other', 20: 'Tech Mastery' }, text), [feature('Other', 1)]);
    expect(gained(aligned)).toEqual(['Other 1 from 1', 'Tech Mastery 20 from 20']);
    expect(aligned[1].record).toMatchObject({ source: 'Class', sourceName: 'Tester', text: 'You master two powers.' });
  });
});
