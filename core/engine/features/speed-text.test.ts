// Reading a speed out of a trait's text: a distance, a bare number after "speed is", or the walking speed itself.
import { describe, expect, it } from 'vitest';
import { speedInText } from './scaling.ts';

describe('speedInText', () => {
  it('reads "30 feet", a bare "speed is 25", and "equal to your walking speed"', () => {
    expect(speedInText('Your base walking speed is 30 feet.')).toBe(30);
    expect(speedInText('Your base walking speed is 25.')).toBe(25);
    expect(speedInText('You have a climbing speed equal to your walking speed.')).toBe('walk');
    expect(speedInText('You move quickly.')).toBeUndefined();
  });
});
