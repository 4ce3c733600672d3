// Creature types, alignments and challenge ratings parsed into whole values, on examples and over every real monster.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API } from '../../../../tests/support/realdata.ts';
import { challengeRatingOptions, challengeRatingText, parseChallengeRating } from './challenge-rating.ts';
import { baseType, monsterKind } from '../../../../core/text/monster-kind.ts';
import { alignmentOptions, typeOptions } from './monster-options.ts';
import { typeLine } from './stat-block-text.ts';

describe('monsterKind', () => {
  it('puts a tag the data split at its comma back together, leaving no alignment', () => {
    expect(monsterKind({ types: ['humanoid (Villainous'], alignment: 'kaleesh)' })).toEqual({
      typeText: 'humanoid (Villainous, Kaleesh)',
      types: ['humanoid'],
      alignment: undefined,
      villainous: true,
    });
    expect(typeLine({ size: 'Medium', types: ['humanoid (Villainous'], alignment: 'kaleesh)' })).toBe('Medium humanoid (Villainous, Kaleesh)');
  });

  it('keeps ordinary types and alignments', () => {
    expect(monsterKind({ types: ['beast'], alignment: 'unaligned' })).toEqual({ typeText: 'beast', types: ['beast'], alignment: 'unaligned', villainous: false });
    expect(monsterKind({ types: ['beast', 'droid'], alignment: null })).toEqual({ typeText: 'beast, droid', types: ['beast', 'droid'], alignment: undefined, villainous: false });
  });

  it('shows and files a kind of creature, or a capitalised type, under its creature type', () => {
    expect(monsterKind({ types: ['Humanoid'], alignment: 'any alignment' })).toEqual({ typeText: 'humanoid', types: ['humanoid'], alignment: 'any alignment', villainous: false });
    expect(monsterKind({ types: ['human'], alignment: 'unaligned' })).toMatchObject({ typeText: 'humanoid', types: ['humanoid'] });
    expect(monsterKind({ types: ['tree'], alignment: 'unaligned' })).toMatchObject({ typeText: 'plant', types: ['plant'] });
    expect(monsterKind({ types: ['swarm of Tiny beasts'], alignment: null }).typeText).toBe('swarm of Tiny beasts');
  });

  it('files every swarm under swarm and drops tags from the base type', () => {
    expect(baseType('swarm of Tiny beasts')).toBe('swarm');
    expect(baseType('humanoid (twi’lek)')).toBe('humanoid');
  });
});

describe('challenge ratings shown and offered', () => {
  it("shows '-' for text that is no rating and leaves it out of the options", () => {
    expect(challengeRatingText('CR')).toBe('-');
    expect(challengeRatingText('1/4')).toBe('1/4');
    expect(challengeRatingOptions(['2', 'CR', '1/2', '', null])).toEqual(['1/2', '2']);
  });
});

interface RealMonster {
  name: string;
  types: string[];
  alignment: string | null;
  challengeRating: string;
}

describe.runIf(hasRealData('monster kinds over the real monsters'))('filter options over all real monsters', () => {
  const monsters = (): RealMonster[] => JSON.parse(readFileSync(resolve(REALDATA_API, 'monster.json'), 'utf8'));

  it('offers only whole creature types: lower-case words, no stray parentheses', () => {
    const options = typeOptions(monsters().map((m) => monsterKind(m).types));
    expect(options.length).toBeGreaterThan(5);
    for (const option of options) expect(option).toMatch(/^[a-z]+( [a-z]+)*$/);
    expect(options).toContain('humanoid');
    expect(options).toContain('swarm');
    // Creature types only: no kind of creature (human, tree) beside its type.
    expect(options).toEqual(['aberration', 'beast', 'construct', 'droid', 'elemental', 'humanoid', 'plant', 'swarm', 'undead']);
  });

  it('offers only alignments, none of them a piece of a type', () => {
    const options = alignmentOptions(monsters().map((m) => monsterKind(m).alignment));
    for (const option of options) expect(option).not.toMatch(/[()]/);
    expect(options.map((o) => o.toLowerCase())).not.toContain('kaleesh)');
  });

  it('offers only challenge ratings that parse, in numeric order, and every type line is balanced', () => {
    const list = monsters();
    const options = challengeRatingOptions(list.map((m) => m.challengeRating));
    for (const option of options) expect(parseChallengeRating(option)).not.toBeNaN();
    const values = options.map(parseChallengeRating);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(options).not.toContain('CR');
    for (const m of list) {
      const line = typeLine({ size: 'Medium', types: m.types, alignment: m.alignment });
      expect((line.match(/\(/g) ?? []).length, m.name).toBe((line.match(/\)/g) ?? []).length);
    }
  });
});
