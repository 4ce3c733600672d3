// Reading a class's and a background's starting equipment from the rules text: each line of the class either names
// fixed items or offers options "(a) ... or (b) ...", each option names items and sometimes credits, and an item may
// itself offer alternatives ("a blaster rifle or simple blaster"). Every item is matched to the equipment list when
// its name (singular, "clothes, common" for "common clothes", or its last word: "belt pouch" is a pouch) is there; a
// phrase naming a kind of equipment ("a vibroweapon", "a simple blaster", "a gaming set", "tools") becomes a picker of
// that kind's items; the rest become custom items with a note, so nothing the text names is dropped.
import { canChooseEquipped } from '../validation/equipment.ts';
import type { IndexedRules } from './index-rules.ts';

/** One item to add: from the equipment list (catalogue) or as a custom item with a note saying why. */
export interface StartingItem {
  name: string;
  quantity: number;
  catalogue: boolean;
  /** A listed weapon, armor or shield: one the character can wear or hold (canChooseEquipped). */
  equippable?: boolean;
  /** Why it is a custom item, and what the text adds in parentheses ("one of your choice"). */
  note?: string;
}

/** A piece of an option: one item, or alternatives the player picks between (index 0 when not asked). */
export interface StartingPiece {
  text: string;
  alternatives: StartingItem[];
  /** The piece names a kind of equipment: its alternatives are every item of that kind. */
  kind?: string;
}

export interface StartingOption {
  /** "a", "b", ... for an option of a choice; "" for a line without options. */
  label: string;
  text: string;
  pieces: StartingPiece[];
  credits: number;
}

/** One line of the list: a single option (fixed items) or a choice between options. */
export interface StartingLine {
  text: string;
  options: StartingOption[];
}

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twenty: 20 };
const COUNT = String.raw`(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|\d+)`;

/** Markdown emphasis and list markers removed, spaces collapsed, no trailing full stop. */
function plain(text: string): string {
  return text
    .replace(/^\s*[-*]\s+/, '')
    .replace(/[*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;]+$/, '');
}

/** Splits at a pattern only outside parentheses. */
function splitTopLevel(text: string, separator: RegExp): string[] {
  const masked = text.replace(/\([^()]*\)/g, (group) => group.replace(/[^()]/g, '\u0000'));
  const parts: string[] = [];
  let start = 0;
  for (const match of masked.matchAll(new RegExp(separator.source, 'gi'))) {
    parts.push(text.slice(start, match.index));
    start = match.index! + match[0].length;
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '' && !/^(and|or|plus)$/i.test(part));
}

/** The option markers "(a)", "(b)": text between them is one option; a line without them is one fixed option. */
function splitOptions(line: string): { label: string; text: string }[] {
  const markers = [...line.matchAll(/\(([a-z])\)/g)];
  if (markers.length < 2) return [{ label: '', text: line }];
  return markers.map((marker, i) => {
    const end = i + 1 < markers.length ? markers[i + 1].index : line.length;
    const text = line
      .slice(marker.index! + marker[0].length, end)
      .trim()
      .replace(/[\s,]+(?:or|and)$/i, '')
      .replace(/[\s,]+$/, '');
    return { label: marker[1], text };
  });
}

/** The equipment record a phrase names: as written, singular, or "Noun, adjective" (the list's clothes). */
function findEquipment(phrase: string, rules: IndexedRules): string | undefined {
  const candidates = [phrase, phrase.replace(/es$/i, ''), phrase.replace(/s$/i, '')];
  const words = phrase.split(' ');
  if (words.length >= 2) {
    const noun = words[words.length - 1];
    const adjective = words.slice(0, -1).join(' ');
    candidates.push(`${noun}, ${adjective}`);
  }
  for (const candidate of candidates) {
    const found = rules.equipment.get(candidate);
    if (found) return found.name;
  }
  // "belt pouch", "iron pot": the last word alone, for things the list stocks under their plain noun.
  if (words.length >= 2 && !/\b(?:weapon|blaster|lightweapon|vibroweapon|armor|shield|kit|set|instrument|implements|tools?)s?$/i.test(phrase)) {
    const noun = words[words.length - 1];
    const found = rules.equipment.get(noun) ?? rules.equipment.get(noun.replace(/s$/i, ''));
    if (found && ['Storage', 'Clothing', 'Utility'].includes(found.equipmentCategory)) return found.name;
  }
  return undefined;
}

const WEAPON_KIND = /^(?:(simple|martial|exotic)\s+)?(blaster|vibroweapon|lightweapon)s?$/;

/**
 * The items a kind of equipment stands for: weapons of a class ("vibroweapon": simple and martial ones, "simple
 * blaster"), gaming sets, musical instruments, kits, tools (artisan's implements and kits). Undefined when the phrase
 * names no kind.
 */
function itemsOfKind(phrase: string, rules: IndexedRules): string[] | undefined {
  const all = rules.equipment.all;
  const names = (keep: (item: (typeof all)[number]) => boolean) => all.filter(keep).map((item) => item.name).sort((a, b) => a.localeCompare(b));
  const weapon = WEAPON_KIND.exec(phrase);
  if (weapon) {
    const noun = weapon[2].charAt(0).toUpperCase() + weapon[2].slice(1);
    const classes = weapon[1] ? [`${weapon[1].charAt(0).toUpperCase()}${weapon[1].slice(1)}${noun}`] : [`Simple${noun}`, `Martial${noun}`];
    return names((item) => item.equipmentCategory === 'Weapon' && classes.includes(item.weaponClassification ?? ''));
  }
  if (/\bgaming sets?\b/.test(phrase)) return names((item) => item.equipmentCategory === 'GamingSet');
  if (/\binstruments?\b/.test(phrase)) return names((item) => item.equipmentCategory === 'MusicalInstrument');
  if (/\bkits?\b/.test(phrase)) return names((item) => item.equipmentCategory === 'Kit');
  if (/\b(?:tools?|implements)\b/.test(phrase)) return names((item) => item.equipmentCategory === 'Tool' || item.equipmentCategory === 'Kit');
  return undefined;
}

/**
 * A phrase naming kinds of equipment, alone or as alternatives ("simple lightweapons or vibroweapons": a simple
 * adjective carries to the later kinds), as every item it may be; undefined unless every alternative is a kind or a
 * listed item and at least one is a kind.
 */
function kindPicker(phrase: string, rules: IndexedRules): string[] | undefined {
  const parts = splitTopLevel(phrase.toLowerCase(), /\s+or\s+/).map((part) => part.replace(/^(?:a|an|one|any|single|type of|set of)\s+/, '').trim());
  const adjective = /^(simple|martial|exotic)\s/.exec(parts[0] ?? '')?.[1];
  let kinds = 0;
  const items: string[] = [];
  for (const part of parts) {
    const withAdjective = adjective && !/^(simple|martial|exotic)\s/.test(part) && WEAPON_KIND.test(part) ? `${adjective} ${part}` : part;
    const ofKind = itemsOfKind(withAdjective, rules);
    if (ofKind?.length) {
      kinds++;
      items.push(...ofKind);
      continue;
    }
    const named = findEquipment(part, rules);
    if (!named) return undefined;
    items.push(named);
  }
  return kinds > 0 ? [...new Set(items)] : undefined;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "two techaxes" -> 2 and "techaxes"; "a pair of vibrodaggers" -> 2; "a set of binders" -> 1 and "binders". */
function quantityOf(phrase: string): { quantity: number; rest: string } {
  const pair = /^(?:a\s+)?pair of\s+/i.exec(phrase);
  if (pair) return { quantity: 2, rest: phrase.slice(pair[0].length) };
  const count = new RegExp(`^(?:any\\s+)?(${COUNT})\\s+(?:set of\\s+)?`, 'i').exec(phrase);
  if (count) {
    const word = count[1].toLowerCase();
    return { quantity: NUMBER_WORDS[word] ?? Number(word), rest: phrase.slice(count[0].length) };
  }
  return { quantity: 1, rest: phrase.replace(/^(?:the|your|some)\s+/i, '') };
}

/** One item phrase (no alternatives) resolved against the equipment list. */
function resolveItem(phrase: string, quantity: number, rules: IndexedRules, source: string, notes: string[]): StartingItem {
  const name = phrase.trim();
  const found = findEquipment(name, rules);
  if (found) {
    const equippable = canChooseEquipped({ category: 'Equipment', data: rules.equipment.get(found)! });
    return { name: found, quantity, catalogue: true, ...(equippable ? { equippable } : {}), ...(notes.length ? { note: notes.join('; ') } : {}) };
  }
  const why = `Starting equipment of ${source}: not in the equipment list, so added as a custom item (pick the exact item in Add Equipment if there is one)`;
  return { name: capitalise(name), quantity, catalogue: false, note: [why, ...notes].join('; ') };
}

/**
 * A piece of text naming one item, alternatives ("a light or medium physical shield") or a kind of equipment ("two
 * vibroweapons": two pickers of vibroweapons, so each may be a different one).
 */
function resolvePiece(text: string, rules: IndexedRules, source: string): StartingPiece[] {
  const notes: string[] = [];
  // What the text says about the item rather than naming it becomes its note.
  let phrase = text
    .replace(/\s*\(([^()]*)\)/g, (_, inner: string) => {
      notes.push(inner.trim());
      return '';
    })
    .replace(/\s+(?:with which you are proficient|you are proficient with|in which you are proficient|of your choice|you can play|for your chosen tool proficiency)\b/gi, (found) => {
      notes.push(found.trim());
      return '';
    })
    .replace(/^(?:carried\s+)/i, '')
    .trim();
  const { quantity, rest } = quantityOf(phrase);
  phrase = rest;
  const ofKind = findEquipment(phrase, rules) ? undefined : kindPicker(phrase, rules);
  if (ofKind) {
    const alternatives = ofKind.map((name) => resolveItem(name, 1, rules, source, notes));
    return Array.from({ length: Math.max(1, quantity) }, () => ({ text, alternatives, kind: phrase }));
  }
  const parts = splitTopLevel(phrase, /\s+or\s+/);
  if (parts.length > 1) {
    // "light or medium physical shield": the shorter alternatives share the last one's noun.
    const last = parts[parts.length - 1].split(' ');
    const alternatives = parts.map((part, i) => {
      const words = part.split(' ');
      const shared = i < parts.length - 1 && words.length < last.length ? `${part} ${last.slice(words.length).join(' ')}` : part;
      return findEquipment(shared, rules) ? shared : part;
    });
    const resolved = alternatives.map((alternative) => resolveItem(quantityOf(alternative).rest, quantity, rules, source, notes));
    // Alternatives are offered only when the list knows one of them; otherwise the words are one custom item.
    if (resolved.some((item) => item.catalogue)) return [{ text, alternatives: resolved }];
  }
  return [{ text, alternatives: [resolveItem(phrase, quantity, rules, source, notes)] }];
}

/** Credits an option names ("a belt pouch holding 150 cr"): the amount, and the container left as an item. */
function takeCredits(piece: string): { credits: number; rest: string } {
  // Only an amount closing the piece is money carried; "jewelry worth 100 cr from ..." is an item.
  const amount = /(\d[\d,]*)\s*cr\)?$/i.exec(piece);
  if (!amount) return { credits: 0, rest: piece };
  const credits = Number(amount[1].replace(/,/g, ''));
  // The container ("a pouch containing ...") stays an item; "(100 cr)" after words about money, or a bare amount, is only credits.
  const container = /^(.*?)\s+(?:containing|holding|with)\s+/i.exec(piece);
  return { credits, rest: container ? container[1].trim() : '' };
}

function parseOption(label: string, text: string, rules: IndexedRules, source: string): StartingOption {
  const option: StartingOption = { label, text, pieces: [], credits: 0 };
  const pieces = splitTopLevel(text, new RegExp(String.raw`\s*,\s*(?:and\s+|plus\s+)?|\s+(?:and|plus|carried with|with|including)\s+(?=(?:${COUNT}|any|pair|set)\b)`));
  for (const raw of pieces) {
    const { credits, rest } = takeCredits(raw);
    option.credits += credits;
    if (rest) option.pieces.push(...resolvePiece(rest, rules, source));
  }
  return option;
}

/** A class's equipment lines (the rules' `equipmentLines`), each with its options. */
export function parseClassEquipment(lines: readonly string[] | null | undefined, rules: IndexedRules, className: string): StartingLine[] {
  return (lines ?? [])
    .map(plain)
    .filter(Boolean)
    .map((line) => ({ text: line, options: splitOptions(line).map(({ label, text }) => parseOption(label, text, rules, `the ${className}`)) }));
}

/** A background's equipment (one sentence of items and credits) as one fixed line; none when the text is empty. */
export function parseBackgroundEquipment(text: string | null | undefined, rules: IndexedRules, backgroundName: string): StartingLine[] {
  const line = plain(text ?? '');
  return line ? [{ text: line, options: [parseOption('', line, rules, `the ${backgroundName} background`)] }] : [];
}

/** The player's picks: per line the option's position, per "line.option.piece" the alternative's (0 when absent). */
export interface StartingSelection {
  options: Record<number, number>;
  alternatives: Record<string, number>;
}

/**
 * The items and credits a selection adds, each item once with the quantities added up, and the pickers of a kind of
 * equipment still unanswered (such a picker adds nothing until an item is picked: no item of a kind is a fair default).
 */
export function selectedStartingEquipment(lines: readonly StartingLine[], selection: StartingSelection): { items: StartingItem[]; credits: number; unchosen: string[] } {
  const items: StartingItem[] = [];
  const unchosen: string[] = [];
  let credits = 0;
  lines.forEach((line, lineIndex) => {
    const optionIndex = line.options[selection.options[lineIndex] ?? 0] ? (selection.options[lineIndex] ?? 0) : 0;
    const option = line.options[optionIndex];
    if (!option) return;
    credits += option.credits;
    option.pieces.forEach((piece, pieceIndex) => {
      const picked = selection.alternatives[alternativeKey(lineIndex, optionIndex, pieceIndex)];
      if (piece.kind && piece.alternatives[picked ?? -1] === undefined) {
        unchosen.push(piece.text);
        return;
      }
      const item = piece.alternatives[picked ?? 0] ?? piece.alternatives[0];
      if (!item) return;
      // The same item named on two lines (power cells with a rifle and with a pistol) is one entry.
      const same = items.findIndex((held) => held.name === item.name && held.catalogue === item.catalogue);
      if (same >= 0) items[same] = { ...items[same], quantity: items[same].quantity + item.quantity };
      else items.push(item);
    });
  });
  return { items, credits, unchosen };
}

/** The key of a piece's alternative in StartingSelection.alternatives. */
export function alternativeKey(line: number, option: number, piece: number): string {
  return `${line}.${option}.${piece}`;
}
