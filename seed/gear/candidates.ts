// Candidate gear-mechanics entries read from an enhanced item's numeric patterns ("+2 bonus to attack and damage
// rolls", "+1 bonus to AC while wearing", "gains the keen 1 property", "score becomes 19"). The generator
// (generate-cli.ts) writes them once into seed/data/gearMechanics.json; that file is then our own data, reviewed and
// edited by hand, and the tests check it against the real data (every number an entry states is in the item's text).
import type { GearEffect, GearMechanicsRecord, GearPrerequisite, ModificationKind } from '../../core/schemas/gear-mechanics.ts';

export interface ItemText {
  name: string;
  type: string;
  subtype?: string | null;
  text: string;
  prerequisite?: string | null;
}

const ABILITY = '(Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma)';
const DAMAGE = '(acid|cold|energy|fire|force|ion|kinetic|lightning|necrotic|poison|psychic|sonic|true)';
const STEPS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** Our own words for what the player applies at the table, by how the item is used. */
export const MANUAL_REASONS = {
  consumable: 'Used up when used: the player applies its effect at the table.',
  partly: 'Part of what it does happens in play (see its description): the player applies that part at the table.',
  wholly: 'What it does happens in play (see its description): the player applies it at the table.',
} as const;

/** One sentence's effects, or undefined when no pattern of ours reads it. */
type Reader = (sentence: string, item: ItemText) => GearEffect[] | undefined;

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

const readers: Reader[] = [
  (s) => {
    const m = /^(?:[^,]+, )?you (?:have|gain) a \+(\d+) bonus to attack and damage rolls/i.exec(s);
    return m ? [{ kind: 'weaponBonus', attack: Number(m[1]), damage: Number(m[1]) }] : undefined;
  },
  (s) => {
    const m = /^You have a \+(\d+) bonus to attack rolls and deal an additional (\d+d\d+) damage with this enhanced weapon\.?$/i.exec(s);
    return m ? [{ kind: 'weaponBonus', attack: Number(m[1]), extraDice: m[2]! }] : undefined;
  },
  (s) => {
    const m = /^(?:[^,]+, )?you (?:have|gain) a \+(\d+) bonus to attack rolls (?:made )?with this/i.exec(s);
    return m ? [{ kind: 'weaponBonus', attack: Number(m[1]) }] : undefined;
  },
  (s) => {
    const m = /^(?:[^,]+, )?you (?:have|gain) a \+(\d+) (?:bonus )?to damage rolls (?:made )?with this/i.exec(s);
    return m ? [{ kind: 'weaponBonus', damage: Number(m[1]) }] : undefined;
  },
  (s) => {
    const m = /^You have a \+(\d+) bonus to AC while (?:wearing|wielding) this (?:armor|shield)\.?$/i.exec(s);
    return m ? [{ kind: 'acBonus', value: Number(m[1]) }] : undefined;
  },
  (s) => {
    const m = /^Your base AC becomes (\d+)\.?$/i.exec(s);
    return m ? [{ kind: 'acBase', value: Number(m[1]) }] : undefined;
  },
  (s) => {
    const m = /^This (?:item|weapon|armor|shield|armor or shield|clothing) gains (?:the )?([a-z]+) (\d+) (?:armor )?property(?: \(suits chosen by the GM\))?\.?$/i.exec(s);
    return m ? [{ kind: 'property', name: capital(m[1]!), value: Number(m[2]) }] : undefined;
  },
  (s) => {
    const m = /^This (?:item|weapon|armor|shield|armor or shield|clothing) gains the ([a-z]+) property\.?$/i.exec(s);
    return m ? [{ kind: 'property', name: capital(m[1]!) }] : undefined;
  },
  // "If it already has the X property, its X number increases by N, to a maximum of M": the maximum of the gain above.
  (s) => (/^If it already has the [a-z]+ property, its [a-z]+ number increases by \d+, to a maximum of \d+\.?$/i.test(s) ? [] : undefined),
  (s) => {
    const m = new RegExp(`^Your ${ABILITY} score increases by (\\d+)(?:, to a maximum of (\\d+))?(?:, and your maximum for this score increases by (\\d+))?\\.?$`, 'i').exec(s);
    if (!m) return undefined;
    return [{ kind: 'abilityIncrease', ability: capital(m[1]!) as never, value: Number(m[2]), ...(m[3] ? { maximum: Number(m[3]) } : {}), ...(m[4] ? { maximumIncrease: Number(m[4]) } : {}) }];
  },
  (s) => {
    const m = new RegExp(`^(?:While (?:wearing|you wear) [^,]+, )?[Yy]our ${ABILITY} score (?:becomes|is) (\\d+)(?: while you wear [^.]+)?\\.?$`).exec(s);
    return m ? [{ kind: 'abilitySet', ability: capital(m[1]!) as never, value: Number(m[2]) }] : undefined;
  },
  // "It has no effect on you if your X is already N or higher": part of the score being set.
  (s) => (new RegExp(`^(?:It has no effect on you if your ${ABILITY} is already \\d+ or higher|If your ${ABILITY} is already equal to or greater than \\d+, it has no effect on you)\\.?$`, 'i').test(s) ? [] : undefined),
  (s) => {
    const m = /^While wearing (?:this|these) [a-z ]+, you have darkvision (?:to a range of|out to) (\d+) feet\.?$/i.exec(s);
    return m ? [{ kind: 'sense', sense: 'darkvision', range: Number(m[1]) }] : undefined;
  },
  (s) => {
    const m = new RegExp(`^Your level of proficiency in (.+?)( saving throws)? increases by (one|two|three|four|five|six) steps?\\b`, 'i').exec(s);
    if (!m) return undefined;
    const save = Boolean(m[2]);
    return [{ kind: 'proficiencyStep', category: save ? 'save' : 'skill', name: save ? capital(m[1]!) : m[1]!, steps: STEPS[m[3]!.toLowerCase()]! }];
  },
  (s) => {
    const m = /^While using this item as your focus, you gain a \+(\d+) bonus to (melee|ranged) (force|tech) attacks(?: and a -(\d+) penalty to (melee|ranged) (?:force|tech) attacks)?\.?$/i.exec(s);
    if (!m) return undefined;
    const casting = m[3]!.toLowerCase() as 'force' | 'tech';
    const on = (range: string) => (range.toLowerCase() === 'melee' ? 'meleeAttack' : 'rangedAttack') as 'meleeAttack' | 'rangedAttack';
    const effects: GearEffect[] = [{ kind: 'castingBonus', casting, on: on(m[2]!), value: Number(m[1]) }];
    if (m[4]) effects.push({ kind: 'castingBonus', casting, on: on(m[5]!), value: -Number(m[4]) });
    return effects;
  },
  (s) => {
    const m = new RegExp(`^While using this item as your focus, you gain a \\+(\\d+) bonus to the (force|tech) save DC of powers that require a ${ABILITY} saving throw\\.?$`, 'i').exec(s);
    return m ? [{ kind: 'castingBonus', casting: m[2]!.toLowerCase() as 'force' | 'tech', on: 'saveDc', value: Number(m[1]), save: capital(m[3]!) as never }] : undefined;
  },
  (s) => {
    const m = new RegExp(`^(?:While (?:wearing|wielding) [^,]+, )?[Yy]ou have resistance to ${DAMAGE} damage(?: while you (?:wear|wield) this [a-z]+)?\\.?$`).exec(s);
    return m ? [{ kind: 'resistance', damage: [capital(m[1]!)] }] : undefined;
  },
  (s) => {
    const m = /slots for ([a-z ]+?) modifications/i.exec(s);
    if (!m) return undefined;
    const kind = chassisKind(m[1]!);
    return kind ? [{ kind: 'chassis', accepts: kind }] : undefined;
  },
  (s) => (/^It can house modifications of [a-z]+ rarity or lower\.?$/i.test(s) ? [] : undefined),
];

/** The modification kind a chassis names ("blaster", "armor"), or a clothing chassis's own word. */
function chassisKind(words: string): ModificationKind | undefined {
  const w = words.toLowerCase().trim();
  if (/^(armor|shield)$/.test(w)) return 'armor';
  if (/^(cloak|clothing|handwraps|pants|tunic)$/.test(w)) return 'clothing';
  if (w === 'focus generator' || w === 'blaster' || w === 'lightweapon' || w === 'vibroweapon' || w === 'wristpad') return w;
  return undefined;
}

/** The item's prerequisite in our terms; undefined when it has none. */
export function readPrerequisite(text: string | null | undefined): GearPrerequisite | undefined {
  const t = (text ?? '').trim();
  if (!t) return undefined;
  let m = new RegExp(`^${ABILITY} (\\d+)$`, 'i').exec(t);
  if (m) return { kind: 'ability', ability: capital(m[1]!) as never, minimum: Number(m[2]) };
  m = /^Class (I|II|III|IV|V) droid$/i.exec(t);
  if (m) return { kind: 'droidClass', droidClass: m[1]!.toUpperCase() as never };
  m = /^At least (\d+) levels in ([a-z]+)$/i.exec(t);
  if (m) return { kind: 'classLevels', className: capital(m[2]!), levels: Number(m[1]) };
  m = /^Proficiency with (.+)$/i.exec(t);
  if (m) return { kind: 'proficiency', name: m[1]! };
  return { kind: 'item', what: t };
}

/** The text without flavour (italic paragraphs), attunement and prerequisite markers, split into sentences. */
export function sentences(text: string): string[] {
  const plain = text
    .replace(/_\*\*[^*]*\*\*_/g, ' ')
    .replace(/(^|\s)_[^_]+_(?=\s|$)/g, ' ')
    .replace(/\*\*\*[^*]+\*\*\*/g, ' ')
    .replace(/\r/g, '');
  return plain
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0 && /[a-z]/i.test(s));
}

/** The candidate entry of one item. */
export function candidateEntry(item: ItemText): GearMechanicsRecord {
  const requires = readPrerequisite(item.prerequisite);
  const base = { name: item.name, ...(requires ? { requires } : {}) };
  if (item.type === 'Consumable') return { ...base, effects: [], manual: MANUAL_REASONS.consumable };
  const effects: GearEffect[] = [];
  let unread = 0;
  for (const sentence of sentences(item.text)) {
    let read: GearEffect[] | undefined;
    for (const reader of readers) {
      read = reader(sentence, item);
      if (read) break;
    }
    if (read) effects.push(...read);
    else unread++;
  }
  // "If it already has the property, its number increases ... to a maximum of M": the gain's maximum.
  for (const effect of effects) {
    if (effect.kind !== 'property' || effect.value === undefined) continue;
    const m = new RegExp(`its ${effect.name} number increases by \\d+, to a maximum of (\\d+)`, 'i').exec(item.text);
    if (m) effect.maximum = Number(m[1]);
  }
  const darkvisionBonus = /increases? its range by (\d+) feet/i.exec(item.text);
  for (const effect of effects) if (effect.kind === 'sense' && darkvisionBonus) effect.orBonus = Number(darkvisionBonus[1]);
  if (darkvisionBonus) unread = Math.max(0, unread - 1);
  if (effects.length === 0) return { ...base, effects: [], manual: MANUAL_REASONS.wholly };
  return { ...base, effects, ...(unread > 0 ? { manual: MANUAL_REASONS.partly } : {}) };
}
