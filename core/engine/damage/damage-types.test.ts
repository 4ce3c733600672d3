import { describe, expect, it } from 'vitest';
import { applyDamageType, DAMAGE_TYPES, parseDamageType } from './damage-types.ts';

describe('applyDamageType', () => {
  const raging = { resistances: ['Kinetic', 'Energy'] };

  it('halves resisted damage, rounding down (15 kinetic while raging: 7)', () => {
    expect(applyDamageType(15, 'Kinetic', raging)).toMatchObject({ dealt: 15, taken: 7, outcome: 'resisted', explanation: '15 kinetic damage, resisted: 7 taken' });
  });

  it('takes damage of a type the creature does not resist in full', () => {
    expect(applyDamageType(14, 'Fire', raging)).toMatchObject({ taken: 14, outcome: 'normal', explanation: '14 fire damage: 14 taken' });
  });

  it('ignores every defense for untyped damage', () => {
    expect(applyDamageType(14, undefined, { immunities: ['Kinetic'], resistances: ['Energy'] })).toMatchObject({ taken: 14, outcome: 'untyped' });
  });

  it('takes nothing of a type the creature is immune to, whatever else it has', () => {
    expect(applyDamageType(30, 'Poison', { immunities: ['poison'], vulnerabilities: ['Poison'] })).toMatchObject({ taken: 0, outcome: 'immune' });
  });

  it('doubles damage of a type the creature is vulnerable to', () => {
    expect(applyDamageType(9, 'Ion', { vulnerabilities: ['Ion'] })).toMatchObject({ taken: 18, outcome: 'vulnerable' });
  });

  it('halves then doubles when the creature both resists and is vulnerable (7 -> 3 -> 6)', () => {
    expect(applyDamageType(7, 'Cold', { resistances: ['Cold'], vulnerabilities: ['Cold'] })).toMatchObject({ taken: 6, outcome: 'resisted and vulnerable' });
  });

  it('counts a resistance held twice once', () => {
    expect(applyDamageType(20, 'Energy', { resistances: ['Energy', 'energy'] }).taken).toBe(10);
  });

  it('never takes negative or fractional damage', () => {
    expect(applyDamageType(-3, 'Acid', {}).taken).toBe(0);
    expect(applyDamageType(5.9, 'Acid', {}).taken).toBe(5);
  });
});

describe('parseDamageType', () => {
  it('reads every type in any letter case and refuses other words', () => {
    for (const type of DAMAGE_TYPES) expect(parseDamageType(` ${type.toUpperCase()} `)).toBe(type);
    expect(parseDamageType('Unknown')).toBeUndefined();
    expect(parseDamageType('')).toBeUndefined();
  });
});
