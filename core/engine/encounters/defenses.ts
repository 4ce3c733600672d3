// A monster's damage defenses and condition immunities read from its record. The typed lists are taken as they are;
// the `*Other` texts are what the data could not type. Split from one stat-block line at its commas, they are joined
// back and cut at semicolons: "poison; kinetic, ion and energy from unenhanced weapons" is poison outright, and
// kinetic, ion and energy only from unenhanced weapons. A part naming types and nothing else is typed; a part with a
// qualifier ("from unenhanced weapons", "in solid form") is a conditional defense: its types and its text, applied
// only when the game master says the qualifier holds. "All except lightning" is every type but those named (and true
// damage).
import { DAMAGE_TYPES, parseDamageType, type DamageDefenses, type DamageType } from '../damage/damage-types.ts';
import { tidyText } from './behaviors.ts';

export type DefenseKind = 'resistance' | 'immunity' | 'vulnerability';

export interface ConditionalDefense {
  defense: DefenseKind;
  /** The types it names (none: a qualifier on all damage, "damage dealt by Force powers"). */
  types: DamageType[];
  /** The part as written: "kinetic and energy from unenhanced weapons". */
  text: string;
}

export interface MonsterDefenses extends Required<DamageDefenses> {
  resistances: DamageType[];
  immunities: DamageType[];
  vulnerabilities: DamageType[];
  conditional: ConditionalDefense[];
  /** Conditions it cannot suffer, by the catalogue's names where the text names one ('poison' is Poisoned). */
  conditionImmunities: string[];
  /** Texts read as neither a type nor a condition ("disease", "restrained in liquid form"). */
  notes: string[];
}

export interface DefenseFields {
  damageResistances?: readonly string[] | null;
  damageResistancesOther?: readonly string[] | null;
  damageImmunities?: readonly string[] | null;
  damageImmunitiesOther?: readonly string[] | null;
  damageVulnerabilities?: readonly string[] | null;
  damageVulnerabilitiesOther?: readonly string[] | null;
  conditionImmunities?: readonly string[] | null;
  conditionImmunitiesOther?: readonly string[] | null;
}

// A type's name followed by "power(s)" is the kind of power ("Force powers"), not force damage.
const TYPE_WORD = new RegExp(`\\b(${DAMAGE_TYPES.join('|')})\\b(?!\\s+powers?\\b)`, 'gi');

/** "All except lightning" spares the types named; true damage is never among "all", since it is by its name the
 *  damage that no defense reduces. */
const ALL_TYPES = DAMAGE_TYPES.filter((type) => type !== 'True');

/** The types a text names, in the order named, each once. */
function typesNamed(text: string): DamageType[] {
  return [...new Set([...text.matchAll(TYPE_WORD)].map((m) => parseDamageType(m[1])!))];
}

interface ReadList {
  typed: DamageType[];
  conditional: { types: DamageType[]; text: string }[];
  notes: string[];
}

function readDamageList(typed: readonly string[] | null | undefined, other: readonly string[] | null | undefined): ReadList {
  const result: ReadList = { typed: [], conditional: [], notes: [] };
  for (const entry of typed ?? []) {
    const type = parseDamageType(entry);
    if (type) result.typed.push(type);
    else if (tidyText(entry)) result.notes.push(tidyText(entry));
  }
  const joined = (other ?? []).map(tidyText).filter(Boolean).join(', ');
  for (const rawPart of joined.split(';')) {
    const part = rawPart.trim().replace(/\.$/, '').replace(/^and\s+/i, '');
    if (!part) continue;
    const except = /^all\s+(?:damage\s+)?(?:types\s+)?except\s+(.+)$/i.exec(part);
    if (except) {
      const spared = typesNamed(except[1]!);
      result.typed.push(...ALL_TYPES.filter((type) => !spared.includes(type)));
      continue;
    }
    const types = typesNamed(part);
    const qualifier = part.replace(TYPE_WORD, ' ').replace(/\b(and|or)\b|,/gi, ' ').trim();
    if (types.length && !qualifier) result.typed.push(...types);
    else result.conditional.push({ types, text: part });
  }
  result.typed = [...new Set(result.typed)];
  return result;
}

/** The condition a word names: the catalogue's name starting with it ('poison' -> 'Poisoned'), when exactly one does. */
function conditionFor(word: string, conditionNames: readonly string[]): string | undefined {
  const wanted = word.trim().toLowerCase();
  if (!wanted || /\s/.test(wanted)) return undefined;
  const matches = conditionNames.filter((name) => name.toLowerCase() === wanted || name.toLowerCase().startsWith(wanted));
  return matches.length === 1 ? matches[0] : undefined;
}

/** Reads the record's defenses; `conditionNames` are the catalogue's conditions (for the untyped immunity texts). */
export function readDefenses(record: DefenseFields, conditionNames: readonly string[]): MonsterDefenses {
  const resist = readDamageList(record.damageResistances, record.damageResistancesOther);
  const immune = readDamageList(record.damageImmunities, record.damageImmunitiesOther);
  const vulnerable = readDamageList(record.damageVulnerabilities, record.damageVulnerabilitiesOther);
  const conditionImmunities: string[] = [];
  const notes = [...resist.notes, ...immune.notes, ...vulnerable.notes];
  for (const entry of [...(record.conditionImmunities ?? []), ...(record.conditionImmunitiesOther ?? [])]) {
    const text = tidyText(entry);
    if (!text) continue;
    const condition = conditionFor(text, conditionNames);
    if (condition) {
      if (!conditionImmunities.includes(condition)) conditionImmunities.push(condition);
    } else notes.push(`condition immunity: ${text}`);
  }
  return {
    resistances: resist.typed,
    immunities: immune.typed,
    vulnerabilities: vulnerable.typed,
    conditional: [
      ...resist.conditional.map((c) => ({ defense: 'resistance' as const, ...c })),
      ...immune.conditional.map((c) => ({ defense: 'immunity' as const, ...c })),
      ...vulnerable.conditional.map((c) => ({ defense: 'vulnerability' as const, ...c })),
    ],
    conditionImmunities,
    notes,
  };
}

/** The defenses that apply to a hit: the typed ones, plus the conditional ones when their qualifier holds. */
export function defensesFor(defenses: Pick<MonsterDefenses, 'resistances' | 'immunities' | 'vulnerabilities' | 'conditional'>, qualifierHolds: boolean): Required<DamageDefenses> {
  const extra = (kind: DefenseKind) => (qualifierHolds ? defenses.conditional.filter((c) => c.defense === kind).flatMap((c) => c.types) : []);
  return {
    resistances: [...defenses.resistances, ...extra('resistance')],
    immunities: [...defenses.immunities, ...extra('immunity')],
    vulnerabilities: [...defenses.vulnerabilities, ...extra('vulnerability')],
  };
}
