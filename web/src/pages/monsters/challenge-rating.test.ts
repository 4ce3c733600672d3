import { describe, expect, it } from 'vitest';
import { challengeRatingOptions, compareChallengeRatings, parseChallengeRating, withinChallengeRating } from './challenge-rating.ts';

describe('parseChallengeRating', () => {
  it('parses whole numbers, decimals and fractions', () => {
    expect(['0', '1/8', '1/4', '1/2', '3', '20', '0.5', ' 1 / 2 '].map(parseChallengeRating)).toEqual([0, 0.125, 0.25, 0.5, 3, 20, 0.5, 0.5]);
  });
  it('gives NaN for text that is no rating', () => {
    expect(parseChallengeRating('CR')).toBeNaN();
    expect(parseChallengeRating('')).toBeNaN();
    expect(parseChallengeRating(null)).toBeNaN();
    expect(parseChallengeRating('1/0')).toBeNaN();
  });
});

describe('compareChallengeRatings', () => {
  it('sorts numerically, not as text, with unparsable ratings last', () => {
    const sorted = ['10', '2', '1/2', 'CR', '1/8', '0', '1', '1/4', '20'].sort(compareChallengeRatings);
    expect(sorted).toEqual(['0', '1/8', '1/4', '1/2', '1', '2', '10', '20', 'CR']);
  });
});

describe('challengeRatingOptions', () => {
  it('lists distinct ratings in numeric order', () => {
    expect(challengeRatingOptions(['3', '1/2', '3', null, '', '11', '1/4'])).toEqual(['1/4', '1/2', '3', '11']);
  });
});

describe('withinChallengeRating', () => {
  it('keeps ratings from the lower end up and to the upper end down, compared as numbers', () => {
    expect(withinChallengeRating('1/2', 'from', ['1/4'])).toBe(true);
    expect(withinChallengeRating('1/8', 'from', ['1/4'])).toBe(false);
    expect(withinChallengeRating('0.5', 'to', ['1/2'])).toBe(true);
    expect(withinChallengeRating('12', 'to', ['2'])).toBe(false);
    expect(withinChallengeRating('2', 'from', ['2'])).toBe(true);
  });
  it('leaves a monster without a rating outside any range, and keeps all without a choice', () => {
    expect(withinChallengeRating('CR', 'from', ['0'])).toBe(false);
    expect(withinChallengeRating('CR', 'to', [])).toBe(true);
    expect(withinChallengeRating('7', 'from', [])).toBe(true);
  });
});
