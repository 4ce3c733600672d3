// Which URL hashes name a record for the hash modal (kept apart from the modal so the layout can decide cheaply
// whether to load the modal's code at all).
import { hashTarget } from './use-hash-scroll.ts';

/**
 * The record name a hash may hold, or undefined when it is a heading anchor or a control hash: anchors made by
 * headingSlug are lower case with hyphens, while power and table names carry capitals ('#Force%20Push').
 */
export function hashRecordName(hash: string): string | undefined {
  const target = hashTarget(hash);
  if (!target || target === 'logged-out') return undefined;
  // Sign-in redirect responses ('#code=...&state=...') are parameters, not names.
  if (target.includes('=')) return undefined;
  if (!/\p{Lu}/u.test(target)) return undefined;
  return target;
}
