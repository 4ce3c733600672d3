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
