// The tool and language proficiencies a background grants, read from its texts (a kind of tool such as a gaming set, a
// choice between named kits, a number of languages of the player's choice): what it gives outright and what the player
// picks. The builder stores the result in the character's background (toolProficiencies, languages), which the engine
// has always read.
import type { IndexedRules } from './index-rules.ts';
import type { EquipmentRule } from './types.ts';
import { sameName } from '../../text/name-key.ts';

/** One pick the background asks for (or, with a single option, gives): how many, from which tools. */
export interface ToolSlot {
  count: number;
  /** The tools to choose from, spelled as the equipment list spells them (a name the list lacks is kept as written). */
  from: string[];
}

export interface BackgroundLanguages {
  /** Languages named outright ("Mando'a"). */
  fixed: string[];
  /** How many languages of the player's choice. */
  choose: number;
}

const TOOL_CATEGORIES = new Set(['Tool', 'Kit', 'MusicalInstrument', 'GamingSet']);
const COUNTS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 };

/** The tools of a kind the text names ("gaming set", "musical instrument", "artisan's implements", "tool"), if it names one. */
function toolsOfKind(phrase: string, tools: readonly EquipmentRule[]): string[] | undefined {
  const byCategory = (category: string) => tools.filter((tool) => tool.equipmentCategory === category).map((tool) => tool.name);
  if (/\bgaming sets?\b/.test(phrase)) return byCategory('GamingSet');
  if (/\b(musical )?instruments?\b/.test(phrase)) return byCategory('MusicalInstrument');
  if (/\bartisan'?s? (implements|tools)\b/.test(phrase)) return byCategory('Tool');
  if (/^(tools?|kits?|specialist'?s? kits?)$/.test(phrase)) return tools.map((tool) => tool.name);
  return undefined;
}

/** One part of a tool text ("a demolitions kit", "one type of gaming set") as the tools it may be. */
function readPart(part: string, rules: IndexedRules, tools: readonly EquipmentRule[]): string[] {
  const phrase = part
    .trim()
    .replace(/^(?:and|or|plus)\s+/, '')
    .replace(/\s+of your choice$/, '')
    .replace(/^(?:a|an|any|one|two|three)\s+/, '')
    .replace(/^(?:type|types|set|sets|kind)\s+of\s+/, '')
    .trim();
  if (!phrase) return [];
  const named = rules.equipment.get(phrase) ?? rules.equipment.get(phrase.replace(/\btools\b/, 'implements'));
  if (named && TOOL_CATEGORIES.has(named.equipmentCategory)) return [named.name];
  const kind = toolsOfKind(phrase, tools);
  if (kind?.length) return kind;
  // A tool the equipment list does not know is kept as the text writes it, capitalised like a name.
  return [phrase.charAt(0).toUpperCase() + phrase.slice(1)];
}

const unique = (names: string[]) => [...new Set(names)];

/**
 * The tool picks of a background's text, in order. "X, Y or Z" is one pick among them; "X and Y" or "X, Y" two
 * picks; "choose two from X, Y, and Z" and "two of your choice of X, Y, or Z" two picks from the list; "one of your
 * choice" any tool; a kind ("one type of gaming set") a pick among that kind's tools. A pick with one option is a
 * tool the background gives outright.
 */
export function backgroundToolSlots(text: string | null | undefined, rules: IndexedRules): ToolSlot[] {
  const tools = rules.equipment.all.filter((item) => TOOL_CATEGORIES.has(item.equipmentCategory));
  let rest = (text ?? '').toLowerCase().replace(/\(pick one\)/g, '').replace(/\.\s*$/, '').trim();
  if (!rest || rest === 'none') return [];
  const slots: ToolSlot[] = [];
  // A list introduced by "choose two from", "two of your choice of", "your choice of" runs to the end of the text.
  const list = /(?:^|,\s*|\s+and\s+|\s+plus\s+)(?:choose (\w+) from|(\w+) of your choice(?: of)?|your choice(?: of)?)\s*(.*)$/.exec(rest);
  let tail: ToolSlot | undefined;
  if (list) {
    const count = COUNTS[list[1] ?? list[2] ?? 'one'] ?? 1;
    const parts = list[3].split(/,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+/).filter((part) => part.trim());
    const from = parts.length ? unique(parts.flatMap((part) => readPart(part, rules, tools))) : tools.map((tool) => tool.name);
    tail = { count, from };
    rest = rest.slice(0, list.index).trim();
  }
  for (const clause of rest.split(/,?\s+and\s+|,?\s+plus\s+/).filter((part) => part.trim())) {
    if (/\bor\b/.test(clause)) {
      slots.push({ count: 1, from: unique(clause.split(/,\s*(?:or\s+)?|\s+or\s+/).flatMap((part) => readPart(part, rules, tools))) });
      continue;
    }
    for (const part of clause.split(/,\s*/).filter((piece) => piece.trim())) {
      const count = COUNTS[/^(\w+)\s/.exec(part.trim())?.[1] ?? ''] ?? 1;
      slots.push({ count: /gaming sets|instruments|implements|kits|tools/.test(part) ? count : 1, from: readPart(part, rules, tools) });
    }
  }
  if (tail) slots.push(tail);
  return slots.filter((slot) => slot.from.length > 0);
}

/** "One of your choice", "Two of your choice", "Mando'a": the languages a background names and how many it lets the player pick. */
export function backgroundLanguages(text: string | null | undefined): BackgroundLanguages {
  const clean = (text ?? '').trim().replace(/\.$/, '');
  if (!clean || /^none$/i.test(clean)) return { fixed: [], choose: 0 };
  const choice = /\b(one|two|three|four)\b[^,]*\bof your choice\b/i.exec(clean);
  const fixed = clean
    .replace(choice?.[0] ?? '\u0000', '')
    .split(/,|\band\b|\bplus\b/i)
    .map((part) => part.trim())
    .filter((part) => part && !/choice/i.test(part));
  return { fixed, choose: choice ? (COUNTS[choice[1].toLowerCase()] ?? 1) : 0 };
}

/** Each pick of the background with what the character holds for it: the stored tools, taken in order by the first pick they fit. */
export function backgroundToolPicks(slots: readonly ToolSlot[], stored: readonly string[] | undefined): { slot: ToolSlot; chosen: string[] }[] {
  const left = [...(stored ?? [])];
  return slots.map((slot) => {
    const chosen: string[] = [];
    for (const name of [...left]) {
      if (chosen.length >= slot.count) break;
      const match = slot.from.find((option) => sameName(option, name));
      if (!match) continue;
      chosen.push(match);
      left.splice(left.indexOf(name), 1);
    }
    return { slot, chosen };
  });
}
