// How two names written by different hands are known to be the same: the one comparison every name match uses (rules
// records joined to our catalogues, a character's languages, proficiencies, prerequisites, a ship's equipment).

const cache = new Map<string, string>();

/**
 * The key a name compares by. Case, spacing, accents, typographic quotes and punctuation between words do not count
 * (the data writes "Plating,Reinforced  Mk II" beside "Plating, Reinforced Mk II", "Twi'leki" beside "Twi’leki"), but a
 * separator between two digits does: "class 1.5" and "class 15" are different hyperdrives. Any such separator becomes
 * one dot, so "1.5", "1,5" and "1 5" read alike.
 */
export function nameKey(name: string): string {
  let key = cache.get(name);
  if (key === undefined) {
    const words =
      name
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? [];
    key = words.reduce((joined, word) => joined + (/\d$/.test(joined) && /^\d/.test(word) ? '.' : '') + word, '');
    // Names come from the rules data and the documents: a bounded set, remembered while it stays small.
    if (cache.size < 20_000) cache.set(name, key);
  }
  return key;
}

export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

/** The list without entries naming the same thing twice; the first spelling stays. */
export function uniqueNames(names: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of names) {
    const key = nameKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}
