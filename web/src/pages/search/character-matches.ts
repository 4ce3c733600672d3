// The user's own characters on the search results page: matched in the browser against the characters it
// already holds (this browser's and, signed in, the cloud ones it has fetched); nothing is sent anywhere.
import type { RawCharacter } from '../../../../core/engine/index.ts';

export interface CharacterMatch {
  character: RawCharacter;
  /** 'Name', 'Species', 'Class' or 'Notes': where the words were found (the first such place). */
  matchedField: string;
  /** What that field says, e.g. 'Sentinel 3 (Ataru Form)', or the part of the notes around the first word. */
  detail: string;
}

/** Words as the server's search reads them: lower case, apostrophes dropped, other punctuation separating. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const NOTES_AROUND = 50;

/** The fields a character is matched on, in the order their match is reported. */
function fieldsOf(c: RawCharacter): { label: string; text: string }[] {
  const classes = (c.classes ?? []).map((k) => `${k.name} ${k.levels}${k.archetype?.name ? ` (${k.archetype.name})` : ''}`).join(', ');
  return [
    { label: 'Name', text: c.name ?? '' },
    { label: 'Species', text: c.species?.name ?? '' },
    { label: 'Class', text: classes },
    { label: 'Notes', text: c.notes ?? '' },
  ];
}

/**
 * Characters where every word of the text begins a word of the name, species, classes (with archetypes) or notes,
 * taken together. A character with every word in one field reports that field; otherwise the first field with any.
 */
export function matchCharacters(characters: readonly RawCharacter[], text: string): CharacterMatch[] {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const out: CharacterMatch[] = [];
  for (const character of characters) {
    const fields = fieldsOf(character).map((f) => ({ ...f, words: searchWords(f.text) }));
    const has = (fieldWords: string[], w: string) => fieldWords.some((x) => x.startsWith(w));
    if (!words.every((w) => fields.some((f) => has(f.words, w)))) continue;
    const field = fields.find((f) => words.every((w) => has(f.words, w))) ?? fields.find((f) => words.some((w) => has(f.words, w)))!;
    out.push({ character, matchedField: field.label, detail: field.label === 'Notes' ? notesExtract(field.text, words) : field.text });
  }
  return out;
}

function notesExtract(notes: string, words: string[]): string {
  const lower = notes.toLowerCase();
  const at = Math.max(0, Math.min(...words.map((w) => lower.indexOf(w)).filter((i) => i >= 0)));
  const start = Math.max(0, at - NOTES_AROUND);
  const end = Math.min(notes.length, at + NOTES_AROUND * 2);
  return `${start > 0 ? '\u2026' : ''}${notes.slice(start, end).trim()}${end < notes.length ? '\u2026' : ''}`;
}
