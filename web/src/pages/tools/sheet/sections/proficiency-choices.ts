// The Add Proficiency dialog's choices by category: skills, saving throws, and the weapons, armor and tools of the
// equipment catalogue (each name's category decided by the engine's proficiencyType), plus the weapon and armor groups.
import { ABILITIES, proficiencyType, type IndexedRules } from '../../../../../../core/engine/index.ts';

export const PROFICIENCY_CATEGORIES = ['All', 'Skills', 'Saving Throws', 'Weapons', 'Armor', 'Tools'] as const;
export type ProficiencyCategory = (typeof PROFICIENCY_CATEGORIES)[number];

const WEAPON_GROUPS = ['blasters', 'vibroweapons', 'lightweapons'].flatMap((kind) => ['Simple', 'Martial', 'Exotic'].map((tier) => `${tier} ${kind}`));
const ARMOR_GROUPS = ['Light armor', 'Medium armor', 'Heavy armor', 'Shields'];

export function proficiencyChoices(rules: IndexedRules): Record<Exclude<ProficiencyCategory, 'All'>, string[]> {
  const weapons = [...WEAPON_GROUPS];
  const armor = [...ARMOR_GROUPS];
  const tools: string[] = [];
  for (const item of rules.equipment.all) {
    const type = proficiencyType(item.name, rules);
    if (type === 'tool') tools.push(item.name);
    else if (type === 'weapon') weapons.push(item.name);
    else if (type === 'armor') armor.push(item.name);
  }
  const unique = (names: string[]) => [...new Set(names)].sort((a, b) => a.localeCompare(b));
  return {
    Skills: unique(ABILITIES.flatMap((ability) => [...rules.skillsByAbility[ability]])),
    'Saving Throws': ABILITIES.map((ability) => `${ability} Saving Throws`),
    Weapons: unique(weapons),
    Armor: unique(armor),
    Tools: unique(tools),
  };
}

export function choicesFor(all: ReturnType<typeof proficiencyChoices>, category: ProficiencyCategory): string[] {
  if (category !== 'All') return all[category];
  return Object.values(all).flat();
}
