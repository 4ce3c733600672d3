// A class's proficiency lists arrive split at every comma, so one sentence naming a weapon class and a list of
// properties it must lack ("... that lack the heavy, burst, and two-handed properties") comes as several fragments. These helpers put the fragments back
// together into whole entries, and read the property conditions such an entry states.

/** An entry whose property list is still open: it names properties ("that lack the ...", "with the ...") and has not ended. */
const OPENS_PROPERTY_LIST = /\b(?:that lack|that have|without|with) the\b/i;
const CLOSES_PROPERTY_LIST = /\bpropert(?:y|ies)\s*$/i;
/** A fragment that only continues the previous one ("and two-handed properties", "or a shield"). */
const CONTINUES = /^(?:and|or)\b/i;

/** Whole entries from a list split at commas; lists that were never split come back unchanged. */
export function wholeProficiencyEntries(fragments: readonly string[] | null | undefined): string[] {
  const entries: string[] = [];
  let open = false;
  for (const raw of fragments ?? []) {
    const fragment = typeof raw === 'string' ? raw.trim() : '';
    if (!fragment) continue;
    if (entries.length > 0 && (open || CONTINUES.test(fragment))) {
      entries[entries.length - 1] += `, ${fragment}`;
    } else {
      entries.push(fragment);
    }
    const current = entries[entries.length - 1];
    open = OPENS_PROPERTY_LIST.test(current) && !CLOSES_PROPERTY_LIST.test(current);
  }
  return entries;
}

/** A weapon group limited by properties: "martial vibroweapons with the finesse property", "... that lack the heavy, ... properties". */
export interface PropertyLimitedGroup {
  /** The weapon group, squashed like a classification: "martialvibroweapon". */
  group: string;
  /** 'with': the weapon must have one of the properties; 'lack': it must have none of them. */
  mode: 'with' | 'lack';
  /** Property names in lower case ("two-handed", "strength"). */
  properties: string[];
}

const LIMITED = /^(simple|martial|exotic) (\w+?)s? (with|that lack) the (.+?) propert(?:y|ies)$/i;

export function propertyLimitedGroup(entry: string): PropertyLimitedGroup | undefined {
  const match = LIMITED.exec(entry.trim());
  if (!match) return undefined;
  const properties = match[4]
    .split(/\s*,\s*|\s+(?:and|or)\s+/i)
    .map((name) => name.replace(/^(?:and|or)\s+/i, '').trim().toLowerCase())
    .filter(Boolean);
  return { group: `${match[1]}${match[2]}`.toLowerCase(), mode: match[3].toLowerCase() === 'with' ? 'with' : 'lack', properties };
}

/** A weapon property's name without its number or range: "strength 15" -> "strength", "power cell (range 90/360)" -> "power cell". */
export function propertyName(property: string): string {
  return property.replace(/\(.*$/, '').replace(/\s*\d.*$/, '').trim().toLowerCase();
}
