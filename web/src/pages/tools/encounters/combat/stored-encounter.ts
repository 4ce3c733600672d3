// The encounter document as the combat tracker reads it from the storage and writes it back. The stored copy carries
// the storage's own fields (ids, change time) beside the encounter engine's format; `readStored` reads the rest with
// the engine, naming every problem. A reading shares every unchanged object with the previous one, so the tracker's memoized rows only
// re-render for the combatants that changed; the trackers this page made itself are taken as they are (they come
// from the engine's reducer, which only ever makes valid ones), without reading the whole document again.
import { readStored, STORAGE_FIELDS, type JsonObject } from '../../../../../../core/documents/adapters.ts';
import type { EncounterDocument, TrackerState } from '../../../../../../core/engine/encounters/index.ts';
import type { DocumentTypes } from '../../../../storage/document-kinds.ts';

/** An encounter as the storage hands it over (the engine's document with the storage's fields). */
type Stored = DocumentTypes['encounter'];

export type EncounterReading = { ok: true; encounter: EncounterDocument } | { ok: false; problems: readonly string[] };

/** Trackers the reducer made on this page: valid by construction. */
const ownTrackers = new WeakSet<TrackerState>();

/** Marks a tracker as the reducer's own (see readStoredEncounter). */
export function trustTracker(tracker: TrackerState): TrackerState {
  ownTrackers.add(tracker);
  return tracker;
}

/** `next`, with every part deeply equal to the same part of `previous` replaced by that part (so unchanged objects keep their identity). */
export function shareUnchanged<T>(next: T, previous: unknown): T {
  if (Object.is(next, previous)) return next;
  if (typeof next !== 'object' || next === null || typeof previous !== 'object' || previous === null) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(previous)) return next;
    // Combatants are matched by id (an insert or a move keeps each one's object); other items by position.
    const byId = new Map<unknown, unknown>();
    for (const item of previous) if (item && typeof item === 'object' && 'id' in item) byId.set((item as { id: unknown }).id, item);
    let same = next.length === previous.length;
    const items = next.map((item, i) => {
      const match = item && typeof item === 'object' && 'id' in item && byId.has((item as { id: unknown }).id) ? byId.get((item as { id: unknown }).id) : previous[i];
      const shared = shareUnchanged(item, match);
      if (shared !== previous[i]) same = false;
      return shared;
    });
    return (same ? previous : items) as T;
  }
  if (Array.isArray(previous)) return next;
  const before = previous as Record<string, unknown>;
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(before).length;
  const result: Record<string, unknown> = {};
  for (const key of keys) {
    const shared = shareUnchanged((next as Record<string, unknown>)[key], before[key]);
    if (shared !== before[key] || !(key in before)) same = false;
    result[key] = shared;
  }
  return (same ? previous : result) as T;
}

export interface PreviousReading {
  stored: Stored;
  encounter: EncounterDocument;
}

/** Reads a stored encounter; `previous` lends its unchanged objects (and spares a full read after the page's own edit). */
export function readStoredEncounter(stored: Stored, previous?: PreviousReading): EncounterReading {
  const tracker = (stored as unknown as JsonObject).tracker as TrackerState | null | undefined;
  if (previous && tracker && ownTrackers.has(tracker) && onlyTrackerChanged(stored, previous.stored)) {
    return { ok: true, encounter: { ...previous.encounter, tracker } };
  }
  const read = readStored('encounter', stored);
  if (!read.ok) return { ok: false, problems: read.problems };
  return { ok: true, encounter: previous ? shareUnchanged(read.value, previous.encounter) : read.value };
}

const STORAGE_OWN = new Set<string>([...STORAGE_FIELDS, 'tracker']);

/** The two stored copies differ at most in the tracker and the storage's own fields. */
function onlyTrackerChanged(next: Stored, before: Stored): boolean {
  const [a, b] = [next as unknown as JsonObject, before as unknown as JsonObject];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!STORAGE_OWN.has(key) && a[key] !== b[key]) return false;
  return true;
}

/** The stored copy with a new tracker (the storage's fields kept). */
export function withStoredTracker(stored: Stored, tracker: TrackerState): Stored {
  return { ...stored, tracker: trustTracker(tracker) };
}
