// The custom scalars pass valid values through as stored and refuse malformed ones, naming the problem.
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

describe('StarshipRules scalar', () => {
  const serialize = (value: unknown) => scalarResolvers.StarshipRules.serialize(value);

  it('passes the rules of any kind of catalogue entry through unchanged', () => {
    const shield = { type: 'Shield', cost: 4650, capacity: [3, 2], regeneration: [2, 3] };
    expect(serialize(shield)).toBe(shield);
    const modification = { effects: [{ kind: 'hardpoint' }] };
    expect(serialize(modification)).toBe(modification);
  });

  it('refuses rules no kind of entry has', () => {
    expect(() => serialize({ type: 'Shield', cost: 1, capacity: [0, 2], regeneration: [1, 1] })).toThrow(/^StarshipRules: is not the rules of any kind of starship catalogue entry/);
  });
});
