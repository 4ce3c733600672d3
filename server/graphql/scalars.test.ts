// The FeatureEffect scalar passes a valid effect through as stored and refuses a malformed one, naming the problem.
import { describe, expect, it } from 'vitest';
import { scalarResolvers } from './scalars.ts';

describe('FeatureEffect scalar', () => {
  const serialize = (value: unknown) => scalarResolvers.FeatureEffect.serialize(value);

  it('passes a valid effect through unchanged (defaults are not filled in)', () => {
    const effect = { kind: 'acBonus', value: 1 };
    expect(serialize(effect)).toBe(effect);
  });

  it('refuses an effect the vocabulary does not have, saying which field is wrong', () => {
    expect(() => serialize({ kind: 'resource', max: { value: 2 }, recovery: 'daily' })).toThrow(/^FeatureEffect: recovery: Invalid option/);
    expect(() => serialize({ kind: 'teleport' })).toThrow(/^FeatureEffect: kind: /);
  });
});
