// Deciding a custom proficiency's type by where its name is found, and whether it may take expertise.
import type { ProficiencyType } from '../character/types.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import { propertyLimitedGroup } from '../rules/proficiency-entries.ts';

const TOOL_CATEGORIES = new Set(['Tool', 'Kit', 'MusicalInstrument', 'GamingSet']);
const WEAPON_GROUPS = /^(all |simple |martial |exotic )?(blasters?|lightweapons?|vibroweapons?)$/i;
const ARMOR_GROUPS = /^(all |light |medium |heavy )?(armor|shields?)$/i;

/** tool when found among tools, kits, instruments or gaming sets; weapon / armor when a weapon, armor or their group; else other. */
export function proficiencyType(name: string, rules: IndexedRules): ProficiencyType {
  const item = rules.equipment.get(name.trim());
  if (item) {
    if (TOOL_CATEGORIES.has(item.equipmentCategory)) return 'tool';
    if (item.equipmentCategory === 'Weapon') return 'weapon';
    if (item.equipmentCategory === 'Armor') return 'armor';
  }
  // "martial vibroweapons with the finesse property" is a weapon group too.
  if (WEAPON_GROUPS.test(name.trim()) || propertyLimitedGroup(name)) return 'weapon';
  if (ARMOR_GROUPS.test(name.trim())) return 'armor';
  return 'other';
}

/** Expertise is offered only for tools, musical instruments, kits and gaming sets. */
export function isExpertiseAllowed(name: string, rules: IndexedRules): boolean {
  return proficiencyType(name, rules) === 'tool';
}
