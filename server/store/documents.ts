// Document handling shared by both store adapters: what an import may contain, and read-only results.
import type { Doc } from './port.ts';
import { isPlainObject } from './filter.ts';

/**
 * Throws unless `doc` can be stored as given: a plain object without `_id` (the MongoDB adapter uses `_id`
 * for its own bookkeeping, so the embedded store refuses it too, keeping both backends alike).
 */
export function checkImportDoc(doc: unknown, resource: string, index: number): asserts doc is Doc {
  if (!isPlainObject(doc)) {
    const kind = doc === null ? 'null' : Array.isArray(doc) ? 'an array' : typeof doc;
    throw new Error(`Document ${index} of "${resource}" is not an object (got ${kind}); nothing was replaced.`);
  }
  if (Object.prototype.hasOwnProperty.call(doc, '_id')) {
    throw new Error(`Document ${index} of "${resource}" has an "_id" field, which the store reserves; nothing was replaced.`);
  }
}

/**
 * Freezes a parsed document and everything inside it. Results are shared between callers (the embedded
 * store caches them), so a caller that changes one by mistake gets a TypeError instead of corrupting others.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
