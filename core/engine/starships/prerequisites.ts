// Prerequisites of modifications and ventures: reading the records' texts ("Ship size Medium or larger", "at least 3
// ranks in gunner") into checkable terms, checking them, and saying why one is not met ("Requires a Large ship or larger").
import { sameName } from '../../text/name-key.ts';
import { DEPLOYMENTS, STARSHIP_SIZES, type ModificationPrerequisite, type StarshipSize, type VenturePrerequisite } from '../../schemas/starship-mechanics.ts';

const SIZE_ORDER = new Map(STARSHIP_SIZES.map((size, i) => [size.toLowerCase(), i] as const));
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 };
const CATEGORY = /^(primary|secondary|tertiary|quaternary)(?:\s+or\s+(primary|secondary|tertiary|quaternary))?\s+weapons?$/i;
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

export interface ModificationNames {
  /** The loaded modification's own name for a written name, when there is one. */
  modification(name: string): string | undefined;
  isArmor(name: string): boolean;
}

/** Reads one written prerequisite; `undefined` when it names nothing the engine knows. */
function readModificationTerm(text: string, names: ModificationNames): ModificationPrerequisite[] | undefined {
  const part = text.trim().replace(/\s+/g, ' ');
  if (!part) return [];
  const size = /^ship size (\w+)(?: or (larger|smaller))?(?:,\s*(.+))?$/i.exec(part);
  if (size && SIZE_ORDER.has(size[1]!.toLowerCase())) {
    const term: ModificationPrerequisite = { kind: 'size', size: capital(size[1]!) as StarshipSize, compare: size[2] ? (size[2].toLowerCase() === 'larger' ? 'atLeast' : 'atMost') : 'exactly' };
    if (!size[3]) return [term];
    const rest = readModificationTerm(size[3], names);
    return rest ? [term, ...rest] : undefined;
  }
  const hardpoints = /^(a|an|one|two|three|four|\d+)?\s*hardpoints?$/i.exec(part);
  if (hardpoints) {
    const n = hardpoints[1] ? (NUMBER_WORDS[hardpoints[1].toLowerCase()] ?? Number(hardpoints[1])) : 1;
    const hardpoint = names.modification('Hardpoint') ?? 'Hardpoint';
    return [n > 1 ? { kind: 'modification', name: hardpoint, count: n } : { kind: 'modification', name: hardpoint }];
  }
  const category = CATEGORY.exec(part);
  if (category) {
    const categories = [category[1], category[2]].filter((c): c is string => !!c).map(capital) as ('Primary' | 'Secondary' | 'Tertiary' | 'Quaternary')[];
    return [{ kind: 'weapon', categories }];
  }
  const damage = /^weapon that deals (\w+) damage$/i.exec(part);
  if (damage) return [{ kind: 'weapon', damageType: capital(damage[1]!) }];
  if (names.isArmor(part)) return [{ kind: 'armor', name: part }];
  const mod = names.modification(part);
  if (mod) return [{ kind: 'modification', name: mod }];
  return undefined;
}

/**
 * Reads a modification record's prerequisites. Several may share one text, joined by ";" ("Deflection Armor;
 * Plating, Deflection MK I"); a text the engine cannot read becomes an `unchecked` term shown to the player.
 */
export function parseModificationPrerequisites(texts: readonly string[], names: ModificationNames): ModificationPrerequisite[] {
  const out: ModificationPrerequisite[] = [];
  for (const text of texts) {
    for (const part of text.split(';')) {
      if (!part.trim()) continue;
      out.push(...(readModificationTerm(part, names) ?? [{ kind: 'unchecked', text: part.trim() }]));
    }
  }
  return out;
}

const ORDINAL = /^(\d+)(?:st|nd|rd|th)$/i;

function readVentureTerm(text: string, isVenture: (name: string) => boolean): VenturePrerequisite | undefined {
  const part = text.trim().replace(/\s+/g, ' ');
  let m = /^rank (\d+)$/i.exec(part) ?? /^(\d+)(?:st|nd|rd|th) rank$/i.exec(part);
  if (m) return { kind: 'rank', minimum: Number(m[1]) };
  m = /^at least (\d+) ranks? in (\w+)$/i.exec(part);
  if (m) {
    const deployment = DEPLOYMENTS.find((d) => d.toLowerCase() === m![2]!.toLowerCase());
    if (deployment) return { kind: 'deploymentRank', deployment, minimum: Number(m[1]) };
  }
  m = /^(\w+) deployment$/i.exec(part);
  if (m) {
    const deployment = DEPLOYMENTS.find((d) => d.toLowerCase() === m![1]!.toLowerCase());
    if (deployment) return { kind: 'deploymentRank', deployment, minimum: 1 };
  }
  m = /^at least (\d+) levels? in ([a-z' -]+)$/i.exec(part);
  if (m) return { kind: 'classLevel', className: m[2]!.trim().replace(/\b\w/g, (c) => c.toUpperCase()), minimum: Number(m[1]) };
  m = /^the ability to cast (?:(\w+) level )?(force|tech|force or tech) powers$/i.exec(part);
  if (m) {
    const level = m[1] ? ORDINAL.exec(m[1]) : null;
    const power = m[2]!.toLowerCase() === 'force or tech' ? 'either' : (m[2]!.toLowerCase() as 'force' | 'tech');
    return level ? { kind: 'casting', power, level: Number(level[1]) } : { kind: 'casting', power };
  }
  if (isVenture(part)) return { kind: 'venture', name: part };
  return undefined;
}

/** Reads a venture record's prerequisites ("Rank 2", "at least 1 level in scholar", "Multitasker, Improved; Rank 5"). */
export function parseVenturePrerequisites(texts: readonly string[], names: { isVenture(name: string): boolean }): VenturePrerequisite[] {
  const out: VenturePrerequisite[] = [];
  for (const text of texts) {
    for (const part of text.split(';')) {
      if (!part.trim()) continue;
      out.push(readVentureTerm(part, names.isVenture) ?? { kind: 'unchecked', text: part.trim() });
    }
  }
  return out;
}

/** One prerequisite judged: met, not met (with the reason), or not judged (the engine cannot tell). */
export interface PrerequisiteResult {
  /** The prerequisite as the player reads it ("a Large ship or larger"). */
  text: string;
  met: boolean | null;
  /** Why it is not met ("Requires a Large ship or larger"); for unchecked terms, what the player must confirm. */
  reason?: string;
}

/** What a modification's prerequisites are checked against (the ship as computed so far). */
export interface ModificationFacts {
  size: StarshipSize;
  score(ability: string): number;
  /** How many copies of a modification (by name, compared without case or punctuation) are installed. */
  installed(name: string): number;
  /** Installed modifications whose name starts with a text (compared without case). */
  installedStartingWith(text: string): string[];
  armor: string | null;
  /** The weapons the prerequisite may look at: the one a weapon modification is fitted to, or every weapon aboard. */
  weapons: readonly { category: string | null; damageType: string | null; name: string }[];
  /** A weapon modification fitted to one weapon judges that weapon (and says so). */
  fittedWeapon: string | null;
}

const sizeIndex = (size: StarshipSize) => SIZE_ORDER.get(size.toLowerCase())!;
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

export function describeModificationPrerequisite(term: ModificationPrerequisite): string {
  switch (term.kind) {
    case 'size':
      return term.compare === 'exactly' ? `${article(term.size)} ${term.size} ship` : `${article(term.size)} ${term.size} ship or ${term.compare === 'atLeast' ? 'larger' : 'smaller'}`;
    case 'modification':
      return term.count && term.count > 1 ? `${term.count} ${term.name} modifications` : `the ${term.name} modification`;
    case 'noModification':
      return `no ${term.startsWith} modification`;
    case 'ability':
      return `${term.ability} ${term.minimum}`;
    case 'armor':
      return term.name.toLowerCase().endsWith('armor') ? capital(term.name) : `${capital(term.name)} armor`;
    case 'weapon': {
      const kinds = term.categories ? term.categories.map((c) => c.toLowerCase()).join(' or ') : '';
      const what = term.damageType ? `a weapon that deals ${term.damageType.toLowerCase()} damage` : `${article(kinds)} ${kinds} weapon`;
      return what;
    }
    case 'unchecked':
      return term.text;
  }
}

export function checkModificationPrerequisite(term: ModificationPrerequisite, facts: ModificationFacts): PrerequisiteResult {
  const text = describeModificationPrerequisite(term);
  const refuse = (detail?: string): PrerequisiteResult => ({ text, met: false, reason: `Requires ${text}${detail ? ` (${detail})` : ''}` });
  switch (term.kind) {
    case 'size': {
      const have = sizeIndex(facts.size);
      const want = sizeIndex(term.size);
      const ok = term.compare === 'atLeast' ? have >= want : term.compare === 'atMost' ? have <= want : have === want;
      return ok ? { text, met: true } : refuse(`the ship is ${facts.size}`);
    }
    case 'modification': {
      const have = facts.installed(term.name);
      const want = term.count ?? 1;
      return have >= want ? { text, met: true } : refuse(want > 1 ? `the ship has ${have}` : undefined);
    }
    case 'noModification': {
      const found = facts.installedStartingWith(term.startsWith);
      return found.length === 0 ? { text, met: true } : { text, met: false, reason: `Cannot be installed beside ${found[0]}` };
    }
    case 'ability': {
      const have = facts.score(term.ability);
      return have >= term.minimum ? { text, met: true } : refuse(`the ship has ${have}`);
    }
    case 'armor':
      return facts.armor && sameName(facts.armor, term.name) ? { text, met: true } : refuse(facts.armor ? `the ship has ${facts.armor}` : 'the ship has no armor');
    case 'weapon': {
      const fits = (w: ModificationFacts['weapons'][number]) =>
        (!term.categories || (w.category !== null && term.categories.some((c) => c.toLowerCase() === w.category!.toLowerCase()))) &&
        (!term.damageType || (w.damageType !== null && w.damageType.toLowerCase() === term.damageType.toLowerCase()));
      if (facts.weapons.some(fits)) return { text, met: true };
      return refuse(facts.fittedWeapon ? `it is fitted to ${facts.fittedWeapon}` : facts.weapons.length ? undefined : 'the ship has no weapon');
    }
    case 'unchecked':
      return { text, met: null, reason: `Check by hand: ${term.text}` };
  }
}

/** What a venture's prerequisites are checked against: the crewmember's ranks, and what the page knows of the character. */
export interface VentureFacts {
  totalRank: number;
  rankIn(deployment: string): number;
  ventures: readonly string[];
  /** Class levels by class name; undefined when unknown (a typed name, or the page did not say). */
  classLevels: Readonly<Record<string, number>> | undefined;
  /** Highest power level castable (0: none); undefined when unknown. */
  casting: { force: number; tech: number } | undefined;
}

export function describeVenturePrerequisite(term: VenturePrerequisite): string {
  switch (term.kind) {
    case 'rank':
      return `rank ${term.minimum}`;
    case 'deploymentRank':
      return `${term.minimum} ${term.minimum === 1 ? 'rank' : 'ranks'} in ${term.deployment.toLowerCase()}`;
    case 'classLevel':
      return `${term.minimum} ${term.minimum === 1 ? 'level' : 'levels'} in ${term.className}`;
    case 'casting': {
      const kind = term.power === 'either' ? 'force or tech' : term.power;
      return term.level ? `casting ${kind} powers of level ${term.level}` : `casting ${kind} powers`;
    }
    case 'venture':
      return `the ${term.name} venture`;
    case 'unchecked':
      return term.text;
  }
}

export function checkVenturePrerequisite(term: VenturePrerequisite, facts: VentureFacts): PrerequisiteResult {
  const text = describeVenturePrerequisite(term);
  const verdict = (ok: boolean, detail?: string): PrerequisiteResult => (ok ? { text, met: true } : { text, met: false, reason: `Requires ${text}${detail ? ` (${detail})` : ''}` });
  switch (term.kind) {
    case 'rank':
      return verdict(facts.totalRank >= term.minimum, `rank ${facts.totalRank}`);
    case 'deploymentRank':
      return verdict(facts.rankIn(term.deployment) >= term.minimum);
    case 'classLevel': {
      if (!facts.classLevels) return { text, met: null, reason: `Check by hand: ${text} (the character's classes are not known here)` };
      const have = Object.entries(facts.classLevels).find(([name]) => name.toLowerCase() === term.className.toLowerCase())?.[1] ?? 0;
      return verdict(have >= term.minimum);
    }
    case 'casting': {
      if (!facts.casting) return { text, met: null, reason: `Check by hand: ${text} (the character's powers are not known here)` };
      const level = term.power === 'force' ? facts.casting.force : term.power === 'tech' ? facts.casting.tech : Math.max(facts.casting.force, facts.casting.tech);
      return verdict(level >= (term.level ?? 1));
    }
    case 'venture':
      return verdict(facts.ventures.some((v) => sameName(v, term.name)));
    case 'unchecked':
      return { text, met: null, reason: `Check by hand: ${term.text}` };
  }
}
