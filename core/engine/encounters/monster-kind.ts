// A monster's creature type as the encounter tools read and filter it. The data split each stat block's type line at
// every comma, so a tag in brackets can arrive cut in two: the type 'humanoid (Villainous' and the alignment
// 'kaleesh)'. The pieces are joined back; the filter uses base types only ('humanoid'), and a swarm is a 'swarm'.
// (The monster table's pages read types the same way in web/src/pages/monsters/monster-kind.ts.)

export interface MonsterKind {
  /** As a stat block prints it: 'humanoid (Villainous, Kaleesh)'. */
  typeText: string;
  /** Base types, lower case: ['humanoid']. */
  types: string[];
  alignment: string | undefined;
  /** The type carries the Villainous tag. */
  villainous: boolean;
}

const unclosed = (text: string) => (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);

/** Splits at commas outside brackets. */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** 'humanoid (Villainous, Kaleesh)' -> 'humanoid'; 'swarm of Tiny beasts' -> 'swarm'. */
export function baseCreatureType(type: string): string {
  const bare = type.replace(/\([^)]*\)?/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  return /^swarm\b/.test(bare) ? 'swarm' : bare;
}

export function monsterKind(record: { types?: readonly string[] | null; alignment?: string | null }): MonsterKind {
  let typeText = (record.types ?? []).map((t) => t.trim()).filter(Boolean).join(', ');
  let alignment = record.alignment?.trim() || undefined;
  // A tag left open in the type whose closing half sits in the alignment: the alignment is the tag's tail.
  if (alignment && unclosed(typeText) > 0 && unclosed(alignment) < 0) {
    typeText = `${typeText}, ${alignment.charAt(0).toUpperCase()}${alignment.slice(1)}`;
    alignment = undefined;
  }
  const types = [...new Set(topLevelParts(typeText).map(baseCreatureType).filter(Boolean))];
  return { typeText, types, alignment, villainous: /\(\s*villainous\b/i.test(typeText) };
}
