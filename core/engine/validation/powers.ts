// Power choices: how many a class knows, up to which level, prerequisites (when enforced) and duplicates.
import type { CharacterClass, RawCharacter } from '../character/types.ts';
import { MAX_POWER_LEVEL, tableMaxPowerLevel, type CastingType } from '../compute/casting.ts';
import { tableNumber } from '../compute/level-tables.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { PowerRule } from '../rules/types.ts';

function tableFor(rules: IndexedRules, entry: CharacterClass) {
  return { classRule: rules.classes.get(entry.name), archetype: entry.archetype ? rules.archetypes.get(entry.archetype.name) : undefined };
}

/** Powers of a type the class entry may know at its level (class table, else archetype table; 0 when neither says). */
export function powersKnownLimit(rules: IndexedRules, entry: CharacterClass, type: CastingType): number {
  const { classRule, archetype } = tableFor(rules, entry);
  const column = `${type} Powers Known`;
  return (classRule?.casterType === type ? tableNumber(classRule, undefined, entry.levels, column) : undefined) ??
    tableNumber(undefined, archetype, entry.levels, column) ?? 0;
}

/** Highest power level the class entry may choose: its table's Max Power Level, 9 when the table does not say. */
export function maxPowerLevelForClass(rules: IndexedRules, entry: CharacterClass, type: CastingType): number {
  return tableMaxPowerLevel(rules, entry, type, entry.levels) ?? MAX_POWER_LEVEL;
}

const FIELD = { Tech: 'techPowers', Force: 'forcePowers' } as const;

/** Every power of the type the character knows, from any class, archetype or the custom list. */
export function allKnownPowerNames(character: RawCharacter, type: CastingType): Set<string> {
  const field = FIELD[type];
  const names = new Set<string>();
  for (const entry of character.classes) for (const name of [...(entry[field] ?? []), ...(entry.archetype?.[field] ?? [])]) names.add(name);
  for (const name of (type === 'Tech' ? character.customTechPowers : character.customForcePowers) ?? []) names.add(name);
  return names;
}

/** The Force power filter's choices, in the order the power picker shows them. */
export const FORCE_ALIGNMENT_FILTERS = ['Light', 'Universal', 'Dark'] as const;
export type ForceAlignmentFilter = (typeof FORCE_ALIGNMENT_FILTERS)[number];

export interface PowerChoice {
  power: PowerRule;
  isSelected: boolean;
  isDisabled: boolean;
  reason?: 'limit' | 'prerequisite' | 'known elsewhere';
}

export interface PowerChoiceOptions {
  /** Choose for the archetype's list instead of the class's own. */
  onArchetype?: boolean;
  /** Force only: keep powers of these alignments. */
  alignments?: readonly ForceAlignmentFilter[];
}

/**
 * The power picker for one class entry: powers of the type up to the class's max power level; selected ones stay
 * enabled; others are disabled when the limit is reached, when a force prerequisite is not known (enforcement on),
 * or when another source already grants the power.
 */
export function powerChoices(
  character: RawCharacter,
  rules: IndexedRules,
  classIndex: number,
  type: CastingType,
  options: PowerChoiceOptions = {},
): PowerChoice[] {
  const entry = character.classes[classIndex];
  if (!entry) throw new RangeError(`No class at position ${classIndex}`);
  const field = FIELD[type];
  const own = (options.onArchetype ? entry.archetype?.[field] : entry[field]) ?? [];
  const selected = new Set(own);
  const known = allKnownPowerNames(character, type);
  const limit = powersKnownLimit(rules, entry, type);
  const atLimit = selected.size >= limit;
  const maxLevel = maxPowerLevelForClass(rules, entry, type);
  const enforce = character.settings?.isEnforcingForcePrerequisites !== false;
  const result: PowerChoice[] = [];
  for (const power of rules.powers.all) {
    if (power.powerType !== type || power.level > maxLevel) continue;
    if (type === 'Force' && options.alignments && !options.alignments.includes(power.forceAlignment as ForceAlignmentFilter)) continue;
    const isSelected = selected.has(power.name);
    let reason: PowerChoice['reason'];
    if (!isSelected) {
      if (known.has(power.name)) reason = 'known elsewhere';
      else if (type === 'Force' && enforce && power.prerequisite && !known.has(power.prerequisite)) reason = 'prerequisite';
      else if (atLimit) reason = 'limit';
    }
    result.push({ power, isSelected, isDisabled: reason !== undefined, ...(reason ? { reason } : {}) });
  }
  return result;
}
