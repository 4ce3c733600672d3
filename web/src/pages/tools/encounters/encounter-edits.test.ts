// The builder's edits: each gives a document the encounter engine still reads, leaves the same object when nothing
// changes (so nothing is saved for nothing), and keeps within the document's bounds; share links read from what a
// game master pastes.
import { describe, expect, it } from 'vitest';
import { newEncounter, parseEncounterDocument, type EncounterDocument, type PartyCharacter } from '../../../../../core/engine/encounters/index.ts';
import {
  freshId,
  readCustomMonster,
  shareTokenFrom,
  withCustomMonsterAdded,
  withCustomMonsterChanged,
  withCustomMonsterRemoved,
  withMonsterAdded,
  withMonsterChanged,
  withMonsterRemoved,
  withPartyCharacterAdded,
  withPartyCharacterRefreshed,
  withPartyCharacterRemoved,
  withPartyGroupAdded,
  withPartyGroupChanged,
  withPartyGroupRemoved,
} from './encounter-edits.ts';

const RATINGS = ['0', '1/8', '1/4', '1/2', ...Array.from({ length: 30 }, (_, i) => String(i + 1))];
const valid = (doc: EncounterDocument) => expect(parseEncounterDocument(doc)).toEqual(doc);

describe('monster lines', () => {
  it('adds a record once and counts further adds on its line, in any letter case, up to 100', () => {
    let doc = withMonsterAdded(newEncounter('Ambush'), 'Blurrg');
    doc = withMonsterAdded(doc, 'blurrg', 2);
    doc = withMonsterAdded(doc, 'Anooba');
    expect(doc.monsters).toEqual([
      { name: 'Blurrg', count: 3, locked: false },
      { name: 'Anooba', count: 1, locked: false },
    ]);
    expect(withMonsterAdded(doc, 'Blurrg', 500).monsters[0]!.count).toBe(100);
    valid(doc);
  });

  it('changes a count (kept from 1 to 100), a lock and a rating, and removes a line; no change is the same document', () => {
    const doc = withMonsterAdded(newEncounter('A'), 'Blurrg', 3);
    expect(withMonsterChanged(doc, 'Blurrg', { count: 0 }).monsters[0]!.count).toBe(1);
    expect(withMonsterChanged(doc, 'Blurrg', { count: 3 })).toBe(doc);
    expect(withMonsterChanged(doc, 'Nobody', { count: 5 })).toBe(doc);
    const locked = withMonsterChanged(doc, 'Blurrg', { locked: true });
    expect(locked.monsters[0]).toEqual({ name: 'Blurrg', count: 3, locked: true });
    const rated = withMonsterChanged(locked, 'Blurrg', { challengeRating: '5' });
    expect(rated.monsters[0]!.challengeRating).toBe('5');
    expect(withMonsterChanged(rated, 'Blurrg', { challengeRating: undefined }).monsters[0]).not.toHaveProperty('challengeRating');
    valid(rated);
    expect(withMonsterRemoved(doc, 'blurrg').monsters).toEqual([]);
    expect(withMonsterRemoved(doc, 'Nobody')).toBe(doc);
  });
});

describe('the party', () => {
  it('types levels in: a level already listed gains characters (at most 20 a line); lines change and go', () => {
    let doc = withPartyGroupAdded(newEncounter('A'), 5, 4);
    doc = withPartyGroupAdded(doc, 3, 1);
    doc = withPartyGroupAdded(doc, 5, 2);
    expect(doc.party.groups).toEqual([
      { level: 5, count: 6 },
      { level: 3, count: 1 },
    ]);
    expect(withPartyGroupAdded(doc, 5, 30).party.groups[0]!.count).toBe(20);
    expect(withPartyGroupChanged(doc, 1, { level: 25 }).party.groups[1]).toEqual({ level: 20, count: 1 });
    expect(withPartyGroupChanged(doc, 1, { level: 3 })).toBe(doc);
    expect(withPartyGroupChanged(doc, 9, { level: 3 })).toBe(doc);
    expect(withPartyGroupRemoved(doc, 0).party.groups).toEqual([{ level: 3, count: 1 }]);
    valid(doc);
  });

  it('adds a character once per sheet, refreshes its numbers only when they changed, and removes it', () => {
    const kira: PartyCharacter = { id: 'pc-1', name: 'Kira', level: 5, source: 'shared', ref: 'token-aaaaaaaaaaaaaaaaaaaa', armorClass: 15, hitPoints: { current: 40, max: 40, temp: 0 }, passivePerception: 13, initiativeBonus: 2, dexterity: 14 };
    const doc = withPartyCharacterAdded(newEncounter('A'), kira);
    expect(withPartyCharacterAdded(doc, { ...kira, id: 'pc-2' })).toBe(doc);
    expect(withPartyCharacterRefreshed(doc, { ...kira })).toBe(doc);
    const hurt = withPartyCharacterRefreshed(doc, { ...kira, hitPoints: { current: 12, max: 40, temp: 0 }, level: 6 });
    expect(hurt.party.characters[0]).toMatchObject({ id: 'pc-1', level: 6, hitPoints: { current: 12 } });
    valid(hurt);
    expect(withPartyCharacterRemoved(hurt, 'pc-1').party.characters).toEqual([]);
    expect(withPartyCharacterRemoved(hurt, 'pc-9')).toBe(hurt);
  });

  it('makes ids that are not taken', () => {
    let calls = 0;
    const random = () => [0, 0, 0.5][calls++]!;
    const first = freshId('pc', [], () => 0);
    expect(freshId('pc', [first], random)).not.toBe(first);
    expect(first).toMatch(/^pc-[0-9a-z]{6}$/);
  });
});

describe('custom monsters', () => {
  it('reads the form, naming every wrong field, and adds, changes and removes the monster', () => {
    const wrong = readCustomMonster({ name: ' ', challengeRating: '3/4', armorClass: 'x', hitPoints: '0', initiativeBonus: '+30', count: '101' }, RATINGS);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(Object.keys(wrong.errors).sort()).toEqual(['armorClass', 'challengeRating', 'count', 'hitPoints', 'initiativeBonus', 'name']);
    const read = readCustomMonster({ name: ' Gate Droid ', challengeRating: '1/2', armorClass: '16', hitPoints: '22', initiativeBonus: '-1', count: '2' }, RATINGS);
    expect(read).toEqual({ ok: true, value: { name: 'Gate Droid', challengeRating: '1/2', armorClass: 16, hitPoints: 22, initiativeBonus: -1, count: 2 } });
    if (!read.ok) return;
    const doc = withCustomMonsterAdded(newEncounter('A'), read.value, 'cm-1');
    valid(doc);
    expect(withCustomMonsterChanged(doc, 'cm-1', { count: 0 }).customMonsters[0]!.count).toBe(1);
    expect(withCustomMonsterChanged(doc, 'cm-1', { count: 2 })).toBe(doc);
    expect(withCustomMonsterRemoved(doc, 'cm-1').customMonsters).toEqual([]);
  });
});

describe('share links pasted into the party', () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
  it('reads the token from an address of any site, or the token alone', () => {
    expect(shareTokenFrom(`https://sw5e.example/shared/${token}`)).toEqual({ token });
    expect(shareTokenFrom(`  http://127.0.0.1:4000/shared/${token}/ `)).toEqual({ token });
    expect(shareTokenFrom(`/shared/${token}`)).toEqual({ token });
    expect(shareTokenFrom(token)).toEqual({ token });
  });

  it('says what is wrong with anything else', () => {
    expect(shareTokenFrom('')).toEqual({ problem: expect.stringContaining('Paste the address') });
    expect(shareTokenFrom('https://sw5e.example/tools/mycharacters/abc')).toEqual({ problem: expect.stringContaining('not a share link') });
    expect(shareTokenFrom('https://sw5e.example/shared/short')).toEqual({ problem: expect.stringContaining('not a share link') });
  });
});
