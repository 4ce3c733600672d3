// Campaigns: what a game master's campaign document holds, the bounds on what sits beside it (members, invites), and
// the pure rules of an award (how EACH and SPLIT share experience and credits, and when an award can be undone).
// Plain data and pure functions: the server's campaign service and the browser's pages read the same rules.

/** Most characters one campaign holds (each summary is computed by the rules engine on every dashboard read). */
export const MAX_CAMPAIGN_MEMBERS = 12;
/** Most open invite links one campaign keeps at once. */
export const MAX_CAMPAIGN_INVITES = 10;
/** Awards the campaign's log keeps; an older one drops off (and can no longer be undone) when a new one is added. */
export const MAX_CAMPAIGN_LOG = 200;
/** The longest campaign name. */
export const MAX_CAMPAIGN_NAME_LENGTH = 120;
/** The largest amount of experience or credits one award may give (each, or in total when split). */
export const MAX_AWARD_AMOUNT = 10_000_000;
/** The longest an invite may stay open (30 days), and how long one stays open when nothing is said (7 days). */
export const MAX_INVITE_DAYS = 30;
export const DEFAULT_INVITE_DAYS = 7;

/** Most journal entries a campaign keeps, and the longest entry (Markdown characters). */
export const MAX_JOURNAL_ENTRIES = 500;
export const MAX_JOURNAL_ENTRY_LENGTH = 20_000;

export type AwardSplit = 'EACH' | 'SPLIT';

/** Who reads a journal entry: every member, or the game master only (and its author). */
export type JournalVisibility = 'ALL' | 'GAME_MASTER';

/** One session journal entry, in Markdown. */
export interface JournalEntry {
  id: string;
  /** Who wrote it (the game master or a member's player). */
  authorId: string;
  at: string;
  editedAt?: string;
  visibility: JournalVisibility;
  markdown: string;
}

/** Whether `viewer` reads the entry: the game master reads every one, a player those for all and their own. */
export function readsJournalEntry(entry: JournalEntry, viewer: { id: string; isGameMaster: boolean }): boolean {
  return viewer.isGameMaster || entry.visibility === 'ALL' || entry.authorId === viewer.id;
}

/** What one character received from an award, and what its fields held just before and just after. */
export interface AwardShare {
  characterId: string;
  experience: number;
  credits: number;
  before: { experiencePoints: number; credits: number };
  after: { experiencePoints: number; credits: number };
}

/** One award as the campaign's log keeps it. */
export interface AwardEntry {
  id: string;
  /** When it was given (ISO 8601, the server's clock) and by whom (the game master's id). */
  at: string;
  by: string;
  split: AwardSplit;
  /** The amounts asked for: each member's, or the total to share. */
  experience: number;
  credits: number;
  shares: AwardShare[];
  /** What a split could not share equally (the rest of the division); never given to anyone, never lost. */
  undistributed: { experience: number; credits: number };
  /** Set once the game master took the award back. */
  undoneAt?: string;
}

/** The game master's campaign document: its name, the awards' log and the journal. Members and invites are kept beside it. */
export interface CampaignContent {
  name: string;
  awards: AwardEntry[];
  journal: JournalEntry[];
}

/** How an award shares its amounts among `recipients` characters: each one's part and what is left over. */
export function shareAward(split: AwardSplit, amount: number, recipients: number): { each: number; undistributed: number } {
  if (recipients <= 0) return { each: 0, undistributed: amount };
  if (split === 'EACH') return { each: amount, undistributed: 0 };
  const each = Math.floor(amount / recipients);
  return { each, undistributed: amount - each * recipients };
}

/** The whole number a character stores in a numeric field (experience, credits); anything else counts as 0. */
export function storedAmount(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
}

/**
 * Why an award can no longer be undone for one character, or undefined when it can: the fields it changed must still
 * hold what the award left in them (a later change, by the player or another award, makes undoing a guess).
 */
export function undoProblem(share: AwardShare, current: { experiencePoints?: unknown; credits?: unknown }): string | undefined {
  const changed: string[] = [];
  if (share.experience !== 0 && storedAmount(current.experiencePoints) !== share.after.experiencePoints) changed.push('experience');
  if (share.credits !== 0 && storedAmount(current.credits) !== share.after.credits) changed.push('credits');
  return changed.length ? `its ${changed.join(' and ')} changed after the award` : undefined;
}

/** Reads the campaign document's content, filling what an older or hand-made document lacks; names what is wrong. */
export function readCampaignContent(document: Record<string, unknown>): { ok: true; value: CampaignContent } | { ok: false; problem: string } {
  const { name, awards, journal } = document;
  if (name !== undefined && name !== null && typeof name !== 'string') return { ok: false, problem: `jsonData's "name" must be text (got ${typeof name}).` };
  if (awards !== undefined && !Array.isArray(awards)) return { ok: false, problem: `jsonData's "awards" must be a list of awards (got ${typeof awards}).` };
  const list = (awards ?? []) as unknown[];
  const bad = list.findIndex((entry) => typeof entry !== 'object' || entry === null || typeof (entry as AwardEntry).id !== 'string' || !Array.isArray((entry as AwardEntry).shares));
  if (bad >= 0) return { ok: false, problem: `jsonData's "awards[${bad}]" must be an award with an id and its shares.` };
  if (journal !== undefined && !Array.isArray(journal)) return { ok: false, problem: `jsonData's "journal" must be a list of entries (got ${typeof journal}).` };
  const entries = (journal ?? []) as unknown[];
  const badEntry = entries.findIndex((entry) => typeof entry !== 'object' || entry === null || typeof (entry as JournalEntry).id !== 'string' || typeof (entry as JournalEntry).markdown !== 'string');
  if (badEntry >= 0) return { ok: false, problem: `jsonData's "journal[${badEntry}]" must be an entry with an id and its Markdown text.` };
  return { ok: true, value: { name: typeof name === 'string' ? name : '', awards: list as AwardEntry[], journal: entries as JournalEntry[] } };
}
