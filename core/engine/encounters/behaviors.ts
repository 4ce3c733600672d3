// A monster's behaviors (traits, actions, reactions, legendary actions) read into what a table rolls and counts:
// attack bonuses, damage dice with their types, save and check DCs, other dice, a recharge rolled at the start of
// the creature's turn, uses per day (or rest, turn, maintenance) as counters, and the cost of a legendary action.
// The text stays as written; what looks rollable but could not be read is listed (`unread`) so it can be counted.
import { ABILITIES, type Ability } from '../character/types.ts';
import { parseDamageType, type DamageType } from '../damage/damage-types.ts';
import { formatTerms, parseDiceNotation } from '../dice/notation.ts';
import type { MonsterBehaviorRecord } from '../../schemas/index.ts';

export type BehaviorKind = MonsterBehaviorRecord['monsterBehaviorType'];

export interface AttackReading {
  /** 'Melee Weapon Attack', 'Ranged Weapon Attack', 'Tech power attack', 'Attack'. */
  kind: string;
  bonus: number;
  /** Reach, range and targets as written ('reach 5 ft., one target'). */
  detail?: string;
}

export interface DamageReading {
  /** Canonical dice notation ('2d6+3'); a flat amount is its number ('1'). */
  notation: string;
  /** The average the text states before the dice, when it does. */
  average?: number;
  /** Absent: untyped damage (it ignores defenses). */
  type?: DamageType;
}

export interface DcReading {
  /** 'save' (a saving throw), 'check' (an ability check), 'escape' (from a grapple), 'casting' (its powers' save DC). */
  kind: 'save' | 'check' | 'escape' | 'casting';
  dc: number;
  /** The ability of the save or check, when named. */
  ability?: Ability;
  /** The skill of a check, when named. */
  skill?: string;
}

export interface DiceReading {
  notation: string;
  average?: number;
}

export type UsesPer = 'day' | 'rest' | 'turn' | 'maintenance';

export interface UsesReading {
  /** Unique within the monster: the behavior's name, or 'behavior: power' for a power in a casting list. */
  key: string;
  label: string;
  count: number;
  per: UsesPer;
}

export interface BehaviorReading {
  name: string;
  kind: BehaviorKind;
  /** The description as written (whitespace tidied). */
  text: string;
  attacks: AttackReading[];
  damage: DamageReading[];
  dcs: DcReading[];
  /** Dice the text names that are not damage (a reduction, a bonus die). */
  dice: DiceReading[];
  /** Regains its use on a recharge die roll of `from` or more, at the start of the creature's turn. */
  recharge?: { from: number };
  uses: UsesReading[];
  /** Legendary actions this one costs (legendary behaviors only; 1 unless the record says more). */
  legendaryCost?: number;
  /** A restriction that is not a recharge, a use limit or a cost ('Solid Form Only'), kept as written. */
  restriction?: string;
  /** Parts that look rollable but were not read ('to hit' without a bonus, a DC without a number...). */
  unread: string[];
}

/** How a behavior's text was read: into rolls, as text with nothing to roll, or with rollable parts left unread. */
export type BehaviorStatus = 'rolls' | 'text' | 'unread';

export function behaviorStatus(reading: BehaviorReading): BehaviorStatus {
  if (reading.unread.length) return 'unread';
  const rolls = reading.attacks.length + reading.damage.length + reading.dcs.length + reading.dice.length + reading.uses.length + (reading.recharge ? 1 : 0);
  return rolls > 0 ? 'rolls' : 'text';
}

const ABILITY_WORDS: Record<string, Ability> = Object.fromEntries(
  ABILITIES.flatMap((ability) => [
    [ability.toLowerCase(), ability],
    [ability.slice(0, 3).toLowerCase(), ability],
  ]),
);
const abilityOf = (word: string | undefined): Ability | undefined => (word ? ABILITY_WORDS[word.toLowerCase()] : undefined);
const ABILITY = '(Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma|Str|Dex|Con|Int|Wis|Cha)';
// Dice with flat bonuses and further dice: '2d6 + 3', '1d8 + 5 plus 1d8'.
const DICE = '(\\d*\\s*d\\s*\\d+(?:\\s*(?:[+-]|plus)\\s*(?:\\d*\\s*d\\s*\\d+|\\d+)\\b)*)';

/** Dashes and the replacement character the data uses for them become '-'; runs of spaces one. */
export function tidyText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[\u2012-\u2015\u2212\uFFFD]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Canonical notation of dice as written ('1d6 +4' -> '1d6+4'); undefined when it is not dice notation. */
function notationOf(text: string): string | undefined {
  try {
    return formatTerms(parseDiceNotation(text.replace(/\bplus\b/gi, '+').replace(/\s+/g, '')));
  } catch {
    return undefined;
  }
}

interface Span {
  start: number;
  end: number;
}

/** Reads one pattern over the text, skipping matches inside spans already read; records what it read. */
function readAll(text: string, pattern: RegExp, spans: Span[], read: (match: RegExpExecArray) => boolean | void): void {
  for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))) {
    const start = match.index;
    const end = start + match[0].length;
    if (spans.some((span) => start < span.end && end > span.start)) continue;
    if (read(match as RegExpExecArray) !== false) spans.push({ start, end });
  }
}

/** Parts that look rollable: each must lie inside a span that was read. */
const ROLL_SIGNALS: readonly [RegExp, string][] = [
  [/to\s*hit/gi, 'an attack roll ("to hit") without a bonus'],
  [/\bDC\b/g, 'a DC without its number or what it is for'],
  [/\brecharge/gi, 'a recharge without its number'],
  [/\b\d+\s*\/\s*(?:day|rest|turn)\b/gi, 'a use limit'],
  [/\b\d*d\d+\b/gi, 'dice'],
];

interface ReadParts {
  attacks: AttackReading[];
  damage: DamageReading[];
  dcs: DcReading[];
  dice: DiceReading[];
  recharge?: { from: number };
  perPower: { count: number; per: UsesPer; powers: string[] }[];
  unread: string[];
}

/** Reads the rollable parts of a behavior's text. */
export function readRollText(input: string, linked?: string | null): ReadParts {
  const text = tidyText(input);
  const spans: Span[] = [];
  const parts: ReadParts = { attacks: [], damage: [], dcs: [], dice: [], perPower: [], unread: [] };

  // Attacks: "Melee Weapon Attack: +5 to hit, reach 5 ft., one target." (the colon and the comma are often missing).
  readAll(text, /\b((?:Melee|Ranged)(?:\s+or\s+(?:Melee|Ranged))?\s+(?:(?:Weapon|Tech|Force|Power|Spell)\s+)?Attack)\s*[:.]?\s*([+-])\s*(\d+)\s*to\s*hit\s*,?\s*((?:[^.:]|\bft\.)*?\b(?:targets?|creatures?)\b[^.:]*)?/gi, spans, (m) => {
    parts.attacks.push({ kind: titleCase(m[1]), bonus: Number(`${m[2]}${m[3]}`), ...(m[4]?.trim() ? { detail: m[4].trim().replace(/,$/, '') } : {}) });
  });
  // A caster's attack bonus: "+5 to hit with tech powers", "+7 to hit with power attacks".
  readAll(text, /([+-])\s*(\d+)\s*to\s*hit\s+with\s+(tech|force|power)\s+(?:powers|attacks)/gi, spans, (m) => {
    const source = m[3]!.toLowerCase();
    parts.attacks.push({ kind: source === 'power' ? 'Power attack' : `${titleCase(source)} power attack`, bonus: Number(`${m[1]}${m[2]}`) });
  });
  readAll(text, /([+-])\s*(\d+)\s*to\s*hit\b/gi, spans, (m) => {
    parts.attacks.push({ kind: 'Attack', bonus: Number(`${m[1]}${m[2]}`) });
  });

  // Damage: "13 (2d6 + 6) kinetic damage", "an extra 28 (8d6) damage", "1d6+5 energy damage", "1 kinetic damage".
  // A word before "damage" that names no damage type (a misspelling, or "toxin") leaves the damage untyped and is
  // listed as unread: the defenses cannot be applied to it.
  const damage = (notation: string | undefined, typeWord: string | undefined, average?: string) => {
    if (!notation) return false;
    const type = parseDamageType(typeWord);
    if (typeWord && !type) parts.unread.push(`a damage type: "${typeWord}" names none`);
    parts.damage.push({ notation, ...(average !== undefined ? { average: Number(average) } : {}), ...(type ? { type } : {}) });
    return true;
  };
  readAll(text, new RegExp(`\\b(\\d+)\\s*\\(\\s*${DICE}\\s*\\)\\s*(?:([a-z]+)\\s+)?damage`, 'gi'), spans, (m) => damage(notationOf(m[2]), m[3], m[1]));
  readAll(text, new RegExp(`${DICE}\\s+(?:([a-z]+)\\s+)?damage`, 'gi'), spans, (m) => damage(notationOf(m[1]), m[2]));
  readAll(text, /\b(\d+)\s+([a-z]+)\s+damage/gi, spans, (m) => (parseDamageType(m[2]) ? damage(m[1], m[2]) : false));

  // DCs: saves, checks, grapple escapes and a caster's save DC.
  readAll(text, new RegExp(`\\bDC\\s*(\\d+)\\s+${ABILITY}\\s+saving\\s+throw`, 'gi'), spans, (m) => void parts.dcs.push({ kind: 'save', dc: Number(m[1]), ability: abilityOf(m[2]) }));
  readAll(text, new RegExp(`${ABILITY}\\s+sav(?:ing\\s+throw|e)\\s*\\(\\s*DC\\s*(\\d+)\\s*\\)`, 'gi'), spans, (m) => void parts.dcs.push({ kind: 'save', dc: Number(m[2]), ability: abilityOf(m[1]) }));
  readAll(text, /\b(?:(?:tech|force|power|spell)\s+)?save\s+DC\s*(\d+)/gi, spans, (m) => void parts.dcs.push({ kind: 'casting', dc: Number(m[1]) }));
  readAll(text, /\bescape\s+DC\s*(\d+)/gi, spans, (m) => void parts.dcs.push({ kind: 'escape', dc: Number(m[1]) }));
  readAll(text, new RegExp(`\\bDC\\s*(\\d+)\\s+${ABILITY}(?:\\s+or\\s+${ABILITY})?\\s*(?:\\(([A-Za-z ]+)\\)\\s*)?check`, 'gi'), spans, (m) => {
    parts.dcs.push({ kind: 'check', dc: Number(m[1]), ability: abilityOf(m[2]), ...(m[4] ? { skill: m[4].trim() } : {}) });
    if (m[3]) parts.dcs.push({ kind: 'check', dc: Number(m[1]), ability: abilityOf(m[3]) });
  });
  readAll(text, /\bDC\s*(\d+)\s+([A-Z][a-z]+(?: of [A-Z][a-z]+)?|[A-Z][a-z]+ [A-Z][a-z]+)\s+check/g, spans, (m) => void parts.dcs.push({ kind: 'check', dc: Number(m[1]), skill: m[2] }));
  readAll(text, /\bsaving\s+throw\s*\(?\s*DC\s*(\d+)\s*\)?/gi, spans, (m) => void parts.dcs.push({ kind: 'save', dc: Number(m[1]) }));

  // A recharge written in the text: "(Recharge 5-6)", "(recharge 6)".
  readAll(text, /\brecharge\s*(\d)(?:\s*-\s*6)?\b/gi, spans, (m) => {
    parts.recharge ??= { from: Number(m[1]) };
  });
  // Casting lists with uses per day: "3/day each: darkness, fear". The linked text keeps one list per line.
  for (const list of castingLists(linked ? tidyLines(linked) : [text])) parts.perPower.push(list);
  readAll(text, /\b(\d+)\s*\/\s*(day|rest|turn|maintenance)\b(?:\s+each)?\s*:?/gi, spans, () => true);
  // Remaining dice: rolls of their own ("reduce the damage by 1d10+15", "add a d4").
  readAll(text, new RegExp(`(?:\\b(\\d+)\\s*\\(\\s*)?\\b${DICE}\\)?`, 'gi'), spans, (m) => {
    const notation = notationOf(m[2]);
    if (!notation) return false;
    parts.dice.push({ notation, ...(m[1] !== undefined ? { average: Number(m[1]) } : {}) });
  });
  readAll(text, /\ba\s+d(\d+)\b/gi, spans, (m) => void parts.dice.push({ notation: `1d${m[1]}` }));

  for (const [pattern, what] of ROLL_SIGNALS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      if (!spans.some((span) => start >= span.start && start < span.end)) parts.unread.push(`${what}: "${around(text, start)}"`);
    }
  }
  return parts;
}

/** The linked description's lines without their markdown links: one casting list per line. */
function tidyLines(linked: string): string[] {
  return linked
    .split(/\r?\n/)
    .map((line) => tidyText(line.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')))
    .filter(Boolean);
}

/** "3/day each: darkness, dominate mind" -> 3 uses per day of each power named; lists end at the next list. */
function castingLists(lines: readonly string[]): { count: number; per: UsesPer; powers: string[] }[] {
  const lists: { count: number; per: UsesPer; powers: string[] }[] = [];
  const boundary = /(?:\b\d+\s*\/\s*(?:day|rest)\b(?:\s+each)?\s*:|\bat[- ]will\s*:|\b\d+(?:st|nd|rd|th)[- ]level\b[^:]*:|\bcantrips?\b[^:]*:)/gi;
  for (const line of lines) {
    const marks = [...line.matchAll(boundary)];
    marks.forEach((mark, i) => {
      const head = /^(\d+)\s*\/\s*(day|rest)/i.exec(mark[0]);
      if (!head) return;
      const body = line.slice(mark.index + mark[0].length, marks[i + 1]?.index ?? line.length);
      // The list runs to the first full stop: prose after it ("The droid is a 5th-level techcaster") is not a power.
      const powers = body
        .split(/\.\s/)[0]!
        .split(/,|\band\b/)
        .map((name) => name.replace(/[.()]/g, '').trim())
        .filter((name) => name && name.split(' ').length <= 5);
      if (powers.length) lists.push({ count: Number(head[1]), per: head[2]!.toLowerCase() as UsesPer, powers });
    });
  }
  return lists;
}

/** 'melee or ranged weapon attack' -> 'Melee or Ranged Weapon Attack'. */
const titleCase = (text: string) => text.replace(/\s+/g, ' ').replace(/\b([a-z])([a-z]*)/gi, (word, first: string, rest: string) => (word.toLowerCase() === 'or' ? 'or' : first.toUpperCase() + rest.toLowerCase()));
const around = (text: string, at: number) => text.slice(Math.max(0, at - 20), at + 30).trim();

interface RestrictionReading {
  recharge?: { from: number };
  uses?: { count: number; per: UsesPer };
  legendaryCost?: number;
  rest?: string;
}

/** The record's `restrictions`: "Recharge 5-6", "3/Day", "Recharges after a Short or Long Rest", "Costs 2 Actions". */
export function readRestriction(input: string | null | undefined): RestrictionReading {
  const text = tidyText(input).replace(/\.$/, '');
  if (!text) return {};
  let match = /^recharge\s*(\d)(?:\s*-\s*6)?$/i.exec(text);
  if (match) return { recharge: { from: Number(match[1]) } };
  if (/^recharges?\s+after\s+(?:a\s+)?(?:short\s+or\s+)?long\s+rest$/i.test(text)) return { uses: { count: 1, per: 'rest' } };
  match = /^(\d+)\s*\/\s*(day|rest|turn|maintenance)\b\s*(.*)$/i.exec(text);
  if (match) return { uses: { count: Number(match[1]), per: match[2]!.toLowerCase() as UsesPer }, ...(match[3] ? { rest: match[3] } : {}) };
  match = /^costs?\s+(\d+)\s+actions?$/i.exec(text) ?? /^(\d+)\s+legendary\s+actions?$/i.exec(text);
  if (match) return { legendaryCost: Number(match[1]) };
  return { rest: text };
}

/** Reads one behavior of a monster's record. */
export function readBehavior(behavior: Pick<MonsterBehaviorRecord, 'name' | 'monsterBehaviorType' | 'description' | 'descriptionWithLinks' | 'restrictions' | 'attackType' | 'attackBonus' | 'damageRoll' | 'damageType'>): BehaviorReading {
  const name = tidyText(behavior.name).replace(/,$/, '');
  const text = tidyText(behavior.description);
  const fromText = readRollText(text, behavior.descriptionWithLinks && /\n/.test(behavior.descriptionWithLinks) ? behavior.descriptionWithLinks : undefined);
  const restriction = readRestriction(behavior.restrictions);
  // The name may carry the limit too: "Breath (Recharge 5-6)", "Grenade (2/Day)".
  const fromName = readRollText(name);

  const attacks = [...fromText.attacks];
  const damage = [...fromText.damage];
  // Where the text states no attack, the record's own fields may (an attack type with a bonus and dice).
  if (!attacks.length && behavior.attackType && behavior.attackType !== 'None' && behavior.attackBonus) {
    attacks.push({ kind: `${titleCase(behavior.attackType.replace(/([a-z])([A-Z])/g, '$1 $2'))} Attack`, bonus: behavior.attackBonus });
    const notation = behavior.damageRoll ? notationOf(behavior.damageRoll) : undefined;
    const type = parseDamageType(behavior.damageType);
    if (!damage.length && notation) damage.push({ notation, ...(type ? { type } : {}) });
  }

  const uses: UsesReading[] = [];
  const nameLimit = /\((\d+)\s*\/\s*(day|rest|turn|maintenance)\)/i.exec(name);
  const limit = restriction.uses ?? (nameLimit ? { count: Number(nameLimit[1]), per: nameLimit[2]!.toLowerCase() as UsesPer } : undefined);
  if (limit) uses.push({ key: name, label: name, ...limit });
  for (const list of fromText.perPower) {
    for (const power of list.powers) uses.push({ key: `${name}: ${power}`, label: power, count: list.count, per: list.per });
  }
  // A use limit written in the text's opening bracket ("Proton Torpedo (2/maintenance).") counts for the behavior.
  const textLimit = !limit && !fromText.perPower.length ? /^\(?[^.()]*\((\d+)\s*\/\s*(day|rest|turn|maintenance)\)/i.exec(text) : null;
  if (textLimit) uses.push({ key: name, label: name, count: Number(textLimit[1]), per: textLimit[2]!.toLowerCase() as UsesPer });

  const recharge = restriction.recharge ?? fromName.recharge ?? fromText.recharge;
  const kind = behavior.monsterBehaviorType;
  return {
    name,
    kind,
    text,
    attacks,
    damage,
    dcs: fromText.dcs,
    dice: fromText.dice,
    ...(recharge ? { recharge } : {}),
    uses,
    ...(kind === 'Legendary' ? { legendaryCost: restriction.legendaryCost ?? 1 } : {}),
    ...(restriction.rest ? { restriction: restriction.rest } : {}),
    unread: fromText.unread,
  };
}
