// The one text-cleaning rule of the site: the rules data carries U+FFFD (the replacement character) where the
// original export mangled a dash, and every text the site shows must show a dash there instead. Markdown, table
// cells, stat blocks and level tables all receive their text through cleanText, either directly or through the
// GraphQL answer clean-up below (cleanStrings), which every rules query passes.

const REPLACEMENT = /\uFFFD/g;

/** The text as it should be shown: each replacement character becomes '-'. */
export function cleanText(text: string): string {
  return text.includes('\uFFFD') ? text.replace(REPLACEMENT, '-') : text;
}

/**
 * A copy of a JSON value with cleanText applied to every string inside it (object keys too: level tables are keyed
 * by column names). Values without any replacement character are returned as they are, so nothing is copied for
 * the common case.
 */
export function cleanStrings<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const cleaned = cleanStrings(item);
      if (cleaned !== item) changed = true;
      return cleaned;
    });
    return (changed ? next : value) as T;
  }
  if (value && typeof value === 'object') {
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const cleanKey = cleanText(key);
      const cleaned = cleanStrings(item);
      if (cleanKey !== key || cleaned !== item) changed = true;
      next[cleanKey] = cleaned;
    }
    return (changed ? next : value) as T;
  }
  return value;
}

/** Words kept in lower case inside a title-cased name. */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/**
 * A record's name as shown: a name the data writes wholly in capitals ('AMPHIBIOUS SYSTEMS') in title case, as every
 * other name is written. A single short word in capitals is an abbreviation (AAT, BKG, SLAM) and stays as it is.
 */
export function displayName(name: string): string {
  if (name !== name.toUpperCase() || !/\p{Lu}/u.test(name)) return name;
  const words = name.trim().split(/\s+/);
  if (words.length === 1 && words[0]!.length <= 4) return name;
  let first = true;
  return name.toLowerCase().replace(/\p{L}+/gu, (word) => {
    const keep = !first && MINOR_WORDS.has(word);
    first = false;
    return keep ? word : word.charAt(0).toUpperCase() + word.slice(1);
  });
}
