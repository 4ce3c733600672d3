import { describe, expect, it } from 'vitest';
import type { DieRoller } from '../../../../../../core/engine/index.ts';
import { appendToLog, makeRoll, ROLL_LOG_LIMIT, type RollContext } from './roll-log.ts';

function faces(...values: number[]): DieRoller {
  return () => {
    const value = values.shift();
    if (value === undefined) throw new Error('scripted faces ran out');
    return value;
  };
}

const calm: RollContext = { characterName: 'Kira Vos', conditions: [], exhaustion: 0 };
const stealth = { kind: 'd20', label: 'Stealth', modifier: 9, roll: { type: 'check' } } as const;

describe('sheet rolls', () => {
  it('writes the share line and keeps the chosen mode when no condition interferes', () => {
    const entry = makeRoll(1, stealth, 'normal', calm, faces(14));
    expect(entry.shareText).toBe('Kira Vos — Stealth: d20 (14) + 9 = 23');
    expect(entry.notes).toEqual([]);
  });

  it('a poisoned character rolls checks with disadvantage, and advantage then cancels out', () => {
    const poisoned = { ...calm, conditions: [{ name: 'Poisoned' }] };
    const plain = makeRoll(1, stealth, 'normal', poisoned, faces(15, 4));
    expect(plain.result.text).toBe('d20 disadvantage (15, 4) + 9 = 13');
    expect(plain.notes).toEqual(['Disadvantage from Poisoned']);
    const both = makeRoll(2, stealth, 'advantage', poisoned, faces(15));
    expect(both.result.text).toBe('d20 (15) + 9 = 24');
    expect(both.notes).toEqual(['Advantage cancelled by disadvantage from Poisoned']);
  });

  it('offers disadvantage for a condition that depends on the situation', () => {
    const frightened = { ...calm, conditions: [{ name: 'Frightened' }] };
    const entry = makeRoll(1, stealth, 'normal', frightened, faces(12));
    expect(entry.result.text).toBe('d20 (12) + 9 = 21');
    expect(entry.offered).toEqual([{ name: 'Frightened', conditional: true }]);
    expect(entry.notes).toEqual(['Frightened may give disadvantage']);
    const alsoPoisoned = makeRoll(2, stealth, 'normal', { ...frightened, conditions: [{ name: 'Poisoned' }, { name: 'Frightened' }] }, faces(12, 3));
    expect(alsoPoisoned.offered).toEqual([]);
    expect(alsoPoisoned.notes).toEqual(['Disadvantage from Poisoned']);
    const withAdvantage = makeRoll(3, stealth, 'advantage', frightened, faces(12, 3));
    expect(withAdvantage.offered).toEqual([]);
    expect(withAdvantage.notes).toEqual(['Frightened may cancel the advantage']);
  });

  it('a natural 20 on an attack invites critical damage, which doubles the dice only', () => {
    const attack = makeRoll(1, { kind: 'd20', label: 'Blaster attack', modifier: 5, roll: { type: 'attack' }, critical: { label: 'Blaster damage', notation: '1d8+3' } }, 'normal', calm, faces(20));
    expect(attack.notes).toEqual(['Natural 20: critical hit']);
    expect(attack.followUp).toEqual({ kind: 'dice', label: 'Blaster damage', notation: '1d8+3', critical: true });
    const damage = makeRoll(2, attack.followUp!, 'normal', calm, faces(2, 7));
    expect(damage.shareText).toBe('Kira Vos — Blaster damage (critical): 2d8 (2, 7) + 3 = 12');
  });

  it('a source of disadvantage the request names (a starship\'s system damage) applies like a condition', () => {
    const save = { kind: 'd20' as const, label: 'Dexterity save', modifier: 2, roll: { type: 'save' as const }, disadvantage: ['System damage 3'] };
    const entry = makeRoll(1, save, 'normal', calm, faces(15, 4));
    expect(entry.result.text).toBe('d20 disadvantage (15, 4) + 2 = 6');
    expect(entry.result.total).toBe(6);
    expect(entry.notes).toEqual(['Disadvantage from System damage 3']);
    expect(makeRoll(2, save, 'advantage', calm, faces(15, 4)).notes).toEqual(['Advantage cancelled by disadvantage from System damage 3']);
  });

  it('keeps the newest 50 rolls', () => {
    let log = [] as ReturnType<typeof appendToLog>;
    for (let id = 1; id <= ROLL_LOG_LIMIT + 5; id++) log = appendToLog(log, makeRoll(id, stealth, 'normal', calm, faces(10)));
    expect(log).toHaveLength(ROLL_LOG_LIMIT);
    expect(log[0].id).toBe(ROLL_LOG_LIMIT + 5);
    expect(log.at(-1)!.id).toBe(6);
  });
});
