// A monster's creature type and alignment as the pages show and filter them. The data was split from a stat block
// line at every comma, which cuts a parenthesised tag in two: 'Medium humanoid (Villainous, Kaleesh)' arrived as the
// type 'humanoid (Villainous' and the alignment 'kaleesh)'. Here the pieces are put back together: the tail goes
// back into the type text and the monster has no alignment. Filters use the base types only ('humanoid'), and a
// swarm counts as the type 'swarm'. A few records name a kind of creature where the stat block names its creature type
// ('human', 'tree', 'Humanoid'): those are shown and filtered as the type ('humanoid', 'plant'); the records keep them.
// One reading for the monster table, the stat blocks and the encounter tools, so a filter finds the same monsters in
// all of them.

export interface MonsterKind {
  /** The type as the stat block prints it: 'humanoid (Villainous, Kaleesh)', 'swarm of Tiny beasts'. */
  typeText: string;
  /** Base creature types for the type filter, lower case: ['humanoid'], ['swarm']. */
  types: string[];
  /** The alignment, or undefined when the data has none. */
  alignment: string | undefined;
  /** The type carries the Villainous tag (such a monster has villainous hit point pools). */
  villainous: boolean;
}

const openParens = (text: string) => (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);

/** Splits at commas outside parentheses. */
function splitTopLevel(text: string): string[] {
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
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Kinds of creature the data writes in place of their creature type. */
const CREATURE_TYPE_OF: Readonly<Record<string, string>> = { human: 'humanoid', tree: 'plant' };

/** A type as the stat block prints it: its leading word in lower case and named by its creature type. */
function shownType(type: string): string {
  return type.replace(/^\p{L}+/u, (word) => {
    const lower = word.toLowerCase();
    return CREATURE_TYPE_OF[lower] ?? lower;
  });
}

/** 'humanoid (Villainous, Kaleesh)' -> 'humanoid'; 'swarm of Tiny beasts' -> 'swarm'; 'human' -> 'humanoid'. */
export function baseType(type: string): string {
  const bare = type.replace(/\([^)]*\)?/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  return /^swarm\b/.test(bare) ? 'swarm' : (CREATURE_TYPE_OF[bare] ?? bare);
}

export function monsterKind({ types, alignment }: { types: readonly string[] | null | undefined; alignment?: string | null }): MonsterKind {
  let typeText = [...new Set((types ?? []).map((t) => shownType(t.trim())).filter(Boolean))].join(', ');
  let rest = alignment?.trim() || undefined;
  // An unclosed tag in the type whose closing part sits in the alignment: the alignment is the tag's tail.
  if (rest && openParens(typeText) > 0 && openParens(rest) < 0) {
    typeText = `${typeText}, ${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
    rest = undefined;
  }
  const bases = [...new Set(splitTopLevel(typeText).map(baseType).filter(Boolean))];
  return { typeText, types: bases, alignment: rest, villainous: /\(\s*villainous\b/i.test(typeText) };
}

/** 'Gargantuan beast, unaligned'; 'Medium humanoid (Villainous, Kaleesh)' where the data split the tag. */
export function monsterTypeLine({ size, types, alignment }: { size: string; types: readonly string[] | null | undefined; alignment?: string | null }): string {
  const parsed = monsterKind({ types, alignment });
  const kind = [size, parsed.typeText].filter(Boolean).join(' ');
  return parsed.alignment ? `${kind}, ${parsed.alignment}` : kind;
}
