// A three-way merge of JSON documents by path: two edits made from the same base (one in this browser, one that
// reached the server from elsewhere) are combined field by field, and what both changed differently is reported as a
// conflict for the person who made them to settle. Pure: no clock, no storage, no knowledge of any document kind.
//
// The rule, at each path:
// - both sides hold the same value: that value;
// - one side left the base's value untouched: the other side's value (a change, an addition or a removal);
// - both changed it, and both are objects: the same rule for each key of either;
// - otherwise (two different changes): a conflict, and the merged document keeps this browser's value there until
//   someone chooses.
// Arrays are whole values. Their elements carry no identity of their own (a list of items, of classes, of hit point
// rolls): matching elements by position turns a removal on one side and an edit on the other into a wrong pairing, so
// two different changes to one list are one conflict, never a guess.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
type JsonObject = { [key: string]: JsonValue };

/** A path of object keys from the document's root (arrays are never entered). */
export type JsonPath = readonly string[];

export interface MergeConflict {
  path: JsonPath;
  /** undefined: the field did not exist (in the base) or was removed (on that side). */
  base: JsonValue | undefined;
  mine: JsonValue | undefined;
  theirs: JsonValue | undefined;
}

export interface MergeResult {
  /** Both sides' changes where they do not collide; this browser's value at each conflict. */
  merged: JsonValue | undefined;
  conflicts: MergeConflict[];
}

export type ConflictChoice = 'mine' | 'theirs';

const isObject = (value: JsonValue | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Structural equality of JSON values (key order does not matter; a key holding undefined counts as absent). */
export function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => jsonEqual(item, b[index]));
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!jsonEqual(a[key], b[key])) return false;
  return true;
}

/** A stable text key for a path (choices are keyed by it). */
export const pathKey = (path: JsonPath): string => JSON.stringify(path);

function mergeAt(base: JsonValue | undefined, mine: JsonValue | undefined, theirs: JsonValue | undefined, path: string[], conflicts: MergeConflict[]): JsonValue | undefined {
  if (jsonEqual(mine, theirs)) return mine;
  if (jsonEqual(base, mine)) return theirs;
  if (jsonEqual(base, theirs)) return mine;
  if (isObject(mine) && isObject(theirs)) {
    // A key both sides added (no base object) is compared with an empty base: added differently is a conflict.
    const from: JsonObject = isObject(base) ? base : {};
    const merged: JsonObject = {};
    const keys = [...Object.keys(mine), ...Object.keys(theirs).filter((key) => !(key in mine))];
    for (const key of keys) {
      const value = mergeAt(from[key], mine[key], theirs[key], [...path, key], conflicts);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  conflicts.push({ path, base, mine, theirs });
  return mine;
}

/**
 * Merges two edits of one document made from `base`. With no base (unknown: an edit kept from before bases were
 * recorded), every field the two sides hold differently is a conflict.
 */
export function threeWayMerge(base: JsonValue | undefined, mine: JsonValue | undefined, theirs: JsonValue | undefined): MergeResult {
  const conflicts: MergeConflict[] = [];
  const merged = mergeAt(base, mine, theirs, [], conflicts);
  return { merged, conflicts };
}

/** The value at a path, or undefined when it (or an object on the way) is absent. */
export function valueAt(root: JsonValue | undefined, path: JsonPath): JsonValue | undefined {
  let value = root;
  for (const key of path) {
    if (!isObject(value)) return undefined;
    value = value[key];
  }
  return value;
}

/** A copy with the value at the path replaced (undefined removes the key); objects on the way are created. */
export function withValueAt(root: JsonValue | undefined, path: JsonPath, value: JsonValue | undefined): JsonValue | undefined {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string, ...string[]];
  const object: JsonObject = isObject(root) ? { ...root } : {};
  const next = withValueAt(object[key], rest, value);
  if (next === undefined) delete object[key];
  else object[key] = next;
  return object;
}

/**
 * The merged document with each conflict settled: 'theirs' takes the server's value at that path, 'mine' (and a
 * conflict without a choice) keeps this browser's.
 */
export function resolveMerge(result: MergeResult, choices: Readonly<Record<string, ConflictChoice>>): JsonValue | undefined {
  let document = result.merged;
  for (const conflict of result.conflicts) {
    if (choices[pathKey(conflict.path)] === 'theirs') document = withValueAt(document, conflict.path, conflict.theirs);
  }
  return document;
}
