// Damage with a type against a creature's defenses (resistance, immunity, vulnerability): the one rule the
// character sheet, the encounter tracker and the starship sheet all apply.
//
// The rule: an immune creature takes nothing of that type; resistance halves the damage (rounded down); vulnerability
// doubles it. Resistance and vulnerability to the same type both apply (halved, then doubled), and several sources of
// the same defense count once. Untyped damage ignores every defense.

/** The game's damage types, as the rules data writes them. */
export const DAMAGE_TYPES = ['Acid', 'Cold', 'Energy', 'Fire', 'Force', 'Ion', 'Kinetic', 'Lightning', 'Necrotic', 'Poison', 'Psychic', 'Sonic', 'True'] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** Damage types held by a creature, in any letter case (the data writes "Kinetic", features may write "kinetic"). */
export interface DamageDefenses {
  resistances?: readonly string[];
  immunities?: readonly string[];
  vulnerabilities?: readonly string[];
}

export type DamageOutcome = 'untyped' | 'normal' | 'immune' | 'resisted' | 'vulnerable' | 'resisted and vulnerable';

export interface AppliedDamage {
  /** The damage as rolled or typed in. */
  dealt: number;
  /** What the creature takes after its defenses. */
  taken: number;
  type: DamageType | undefined;
  outcome: DamageOutcome;
  /** One line for the player: "14 kinetic damage, resisted: 7 taken". */
  explanation: string;
}

/** The canonical spelling of a damage type, or undefined when the text names none. */
export function parseDamageType(text: string | undefined | null): DamageType | undefined {
  if (!text) return undefined;
  const wanted = text.trim().toLowerCase();
  return DAMAGE_TYPES.find((type) => type.toLowerCase() === wanted);
}

const holds = (list: readonly string[] | undefined, type: DamageType) => (list ?? []).some((entry) => parseDamageType(entry) === type);

/** Applies a creature's defenses to damage of one type (`type` undefined: untyped, taken in full). */
export function applyDamageType(amount: number, type: DamageType | undefined, defenses: DamageDefenses): AppliedDamage {
  const dealt = Math.max(0, Math.floor(amount));
  const label = type ? `${dealt} ${type.toLowerCase()} damage` : `${dealt} damage`;
  if (!type) return { dealt, taken: dealt, type, outcome: 'untyped', explanation: `${label}: ${dealt} taken` };
  if (holds(defenses.immunities, type)) return { dealt, taken: 0, type, outcome: 'immune', explanation: `${label}, immune: 0 taken` };
  const resisted = holds(defenses.resistances, type);
  const vulnerable = holds(defenses.vulnerabilities, type);
  let taken = dealt;
  if (resisted) taken = Math.floor(taken / 2);
  if (vulnerable) taken *= 2;
  const outcome: DamageOutcome = resisted && vulnerable ? 'resisted and vulnerable' : resisted ? 'resisted' : vulnerable ? 'vulnerable' : 'normal';
  const how = outcome === 'normal' ? '' : `, ${outcome}`;
  return { dealt, taken, type, outcome, explanation: `${label}${how}: ${taken} taken` };
}
