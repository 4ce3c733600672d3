// The pure rules of campaigns: how EACH and SPLIT share an award (a split's remainder is reported, never given or
// lost), when an award can be undone, who reads a journal entry, and what a campaign document may hold.
import { describe, expect, it } from 'vitest';
import { readCampaignContent, readsJournalEntry, shareAward, storedAmount, undoProblem, type AwardShare, type JournalEntry } from './campaigns.ts';

describe('campaign awards', () => {
  it('EACH gives everyone the amount; SPLIT divides it rounded down and reports the rest', () => {
    expect(shareAward('EACH', 300, 4)).toEqual({ each: 300, undistributed: 0 });
    expect(shareAward('SPLIT', 1001, 4)).toEqual({ each: 250, undistributed: 1 });
    expect(shareAward('SPLIT', 3, 4)).toEqual({ each: 0, undistributed: 3 });
    expect(shareAward('SPLIT', 10, 0)).toEqual({ each: 0, undistributed: 10 });
    for (const [amount, n] of [[7, 3], [100, 7], [0, 2]] as const) {
      const { each, undistributed } = shareAward('SPLIT', amount, n);
      expect(each * n + undistributed).toBe(amount);
    }
  });

  it('can be undone only while the fields it changed still hold what it left', () => {
    const share: AwardShare = { characterId: 'c', experience: 100, credits: 0, before: { experiencePoints: 200, credits: 5 }, after: { experiencePoints: 300, credits: 5 } };
    expect(undoProblem(share, { experiencePoints: 300, credits: 5 })).toBeUndefined();
    // Credits were not part of this award: a change to them does not block undoing the experience.
    expect(undoProblem(share, { experiencePoints: 300, credits: 99 })).toBeUndefined();
    expect(undoProblem(share, { experiencePoints: 350, credits: 5 })).toBe('its experience changed after the award');
    expect([storedAmount('12'), storedAmount(-3), storedAmount('x'), storedAmount(4.7)]).toEqual([12, 0, 0, 4]);
  });
});

describe('campaign documents and journal', () => {
  it('shows a game-master-only entry to the game master and its author only', () => {
    const entry: JournalEntry = { id: 'e', authorId: 'ana', at: '', visibility: 'GAME_MASTER', markdown: 'secret' };
    expect(readsJournalEntry(entry, { id: 'gm', isGameMaster: true })).toBe(true);
    expect(readsJournalEntry(entry, { id: 'ana', isGameMaster: false })).toBe(true);
    expect(readsJournalEntry(entry, { id: 'bo', isGameMaster: false })).toBe(false);
    expect(readsJournalEntry({ ...entry, visibility: 'ALL' }, { id: 'bo', isGameMaster: false })).toBe(true);
  });

  it('fills what a campaign document lacks and names what is wrong', () => {
    expect(readCampaignContent({ name: 'Rim' })).toEqual({ ok: true, value: { name: 'Rim', awards: [], journal: [] } });
    expect(readCampaignContent({ awards: 'none' })).toEqual({ ok: false, problem: 'jsonData\'s "awards" must be a list of awards (got string).' });
    expect(readCampaignContent({ journal: [{ id: 'e' }] })).toEqual({ ok: false, problem: 'jsonData\'s "journal[0]" must be an entry with an id and its Markdown text.' });
  });
});
