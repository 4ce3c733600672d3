// One describe per filter rule of the powers tables.
import { describe, expect, it } from 'vitest';
import { castingPeriods, matchesCastingPeriod } from './power-casting-period-filter.ts';
import { matchesConcentration } from './power-concentration-filter.ts';
import { matchesDuration } from './power-duration-filter.ts';
import { levelOption, matchesPowerLevel } from './power-level-filter.ts';
import { matchesRange } from './power-range-filter.ts';

describe('matchesPowerLevel', () => {
  it('treats an empty or zero level as At-will', () => {
    expect(levelOption(0)).toBe('At-will');
    expect(levelOption(null)).toBe('At-will');
    expect(matchesPowerLevel(0, ['At-will'])).toBe(true);
    expect(matchesPowerLevel(undefined, ['At-will'])).toBe(true);
    expect(matchesPowerLevel(1, ['At-will'])).toBe(false);
  });
  it('matches numbered levels', () => {
    expect(matchesPowerLevel(3, ['1', '3'])).toBe(true);
    expect(matchesPowerLevel(3, ['At-will', '9'])).toBe(false);
    expect(matchesPowerLevel(9, [])).toBe(true);
  });
});

describe('matchesConcentration', () => {
  it('Yes keeps concentration powers, No the others', () => {
    expect(matchesConcentration(true, ['Yes'])).toBe(true);
    expect(matchesConcentration(false, ['Yes'])).toBe(false);
    expect(matchesConcentration(false, ['No'])).toBe(true);
    expect(matchesConcentration(true, ['No'])).toBe(false);
    expect(matchesConcentration(true, [])).toBe(true);
  });
});

describe('matchesCastingPeriod', () => {
  it('reads the plain period before a comma and each or-alternative', () => {
    expect(castingPeriods('1 reaction, which you take when you are hit')).toEqual(['1 reaction']);
    expect(castingPeriods('1 action or 8 hours')).toEqual(['1 action', '8 hours']);
  });
  it('matches the chosen periods exactly', () => {
    expect(matchesCastingPeriod('1 reaction, which you take when you fall', ['1 reaction'])).toBe(true);
    expect(matchesCastingPeriod('1 action or 8 hours', ['8 hours'])).toBe(true);
    expect(matchesCastingPeriod('10 minutes', ['1 minute'])).toBe(false);
    expect(matchesCastingPeriod('1 bonus action', ['1 action'])).toBe(false);
    expect(matchesCastingPeriod(null, ['1 action'])).toBe(false);
    expect(matchesCastingPeriod(null, [])).toBe(true);
  });
});

describe('matchesRange', () => {
  it('ignores an area in brackets', () => {
    expect(matchesRange('Self (15-foot cone)', ['Self'])).toBe(true);
    expect(matchesRange('120 feet (30-foot cube)', ['120 feet'])).toBe(true);
  });
  it('matches whole ranges only', () => {
    expect(matchesRange('60 feet', ['60 feet', 'Touch'])).toBe(true);
    expect(matchesRange('60 feet', ['30 feet'])).toBe(false);
    expect(matchesRange('Touch', [])).toBe(true);
  });
});

describe('matchesDuration', () => {
  it('reads concentration durations without "up to"', () => {
    expect(matchesDuration('up to 1 minute', ['1 minute'])).toBe(true);
    expect(matchesDuration('Up to 1 hour', ['1 hour'])).toBe(true);
  });
  it('matches each alternative, and only whole durations', () => {
    expect(matchesDuration('Until dispelled or triggered', ['Until dispelled'])).toBe(true);
    expect(matchesDuration('1 round', ['1 hour'])).toBe(false);
    expect(matchesDuration('10 minutes', ['1 minute'])).toBe(false);
    expect(matchesDuration('Instantaneous', ['Instantaneous'])).toBe(true);
    expect(matchesDuration(null, [])).toBe(true);
  });
});
