// Installing and removing gear parts, each checked against the rules it must keep: an item modification goes into a
// chassis of its kind (or an augment slot), of the chassis's rarity or lower, while a slot is free; an augmentation
// into a body that meets its prerequisite and supports one more; a droid customization into a droid of the stated
// class, within its motor's slots and its part and protocol limits. A refusal names the rule and changes nothing;
// a success returns the changed character and the check the player rolls (tool and DC).
import { ABILITIES, type Ability, type CharacterEquipment, type RawCharacter } from '../character/types.ts';
import { abilityModifier } from '../compute/ability-scores.ts';
import { computeCharacter, totalLevel } from '../compute/compute-character.ts';
import { proficiencyBonusFor } from '../compute/proficiency.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { EnhancedItemRule } from '../rules/types.ts';
import type { GearPrerequisite, ModificationKind } from '../../schemas/gear-mechanics.ts';
import { BASE_MODIFICATION_SLOTS, DROID_MOTOR_SLOTS, INSTALL_TOOLS, augmentSlotsOf, installDcOf, rarityOf, rarityRank } from './gear-rules.ts';
import { modificationSlot } from './gear.ts';

export type GearChange = { ok: true; character: RawCharacter; check: { tool: string; dc: number } } | { ok: false; error: string };

const refuse = (error: string): GearChange => ({ ok: false, error });

function chassisAt(character: RawCharacter, rules: IndexedRules, index: number): { entry: CharacterEquipment; data: EnhancedItemRule; accepts: ModificationKind } | string {
  const entry = character.equipment[index];
  if (!entry) return `There is no equipment entry at position ${index}.`;
  const data = rules.enhancedItems.get(entry.name);
  const chassis = rules.gearMechanics.find(entry.name)?.effects.find((e) => e.kind === 'chassis');
  if (!data || chassis?.kind !== 'chassis') return `"${entry.name}" is not a modifiable chassis: only a chassis has modification slots.`;
  return { entry, data, accepts: chassis.accepts };
}

function withEntry(character: RawCharacter, index: number, entry: CharacterEquipment): RawCharacter {
  return { ...character, equipment: character.equipment.map((e, at) => (at === index ? entry : e)) };
}

/** Installs the named modification in the chassis at `index`. */
export function installModification(character: RawCharacter, rules: IndexedRules, index: number, modificationName: string): GearChange {
  const found = chassisAt(character, rules, index);
  if (typeof found === 'string') return refuse(found);
  const { entry, data, accepts } = found;
  const modification = rules.enhancedItems.get(modificationName);
  if (!modification) return refuse(`Unknown item "${modificationName}": no enhanced item of the rules data has that name.`);
  if (modification.type !== 'ItemModification') return refuse(`"${modification.name}" is not an item modification (it is ${modification.type}).`);
  const slot = modificationSlot(modification, accepts);
  if (!slot) return refuse(`"${modification.name}" is a ${modification.subtype} modification; ${entry.name} takes ${accepts} modifications and augments only.`);
  const chassisRarity = rarityOf(data);
  const rarity = rarityOf(modification);
  if (rarityRank(rarity) > rarityRank(chassisRarity)) return refuse(`"${modification.name}" is ${rarity.toLowerCase()}; a ${chassisRarity.toLowerCase()} chassis houses modifications of its own rarity or lower.`);
  const installed = (entry.modifications ?? []).map((name) => rules.enhancedItems.get(name)).filter((item): item is EnhancedItemRule => item !== undefined);
  if (slot === 'augment') {
    if (installed.some((item) => item.name === modification.name)) return refuse(`${entry.name} already holds "${modification.name}": a chassis cannot hold two of the same augment.`);
    const slots = augmentSlotsOf(chassisRarity);
    if (installed.filter((item) => modificationSlot(item, accepts) === 'augment').length >= slots) return refuse(`${entry.name} has ${slots === 0 ? 'no augment slot' : `all ${slots} augment slot${slots > 1 ? 's' : ''} taken`} (standard and premium chassis have none, prototype and advanced one, legendary and artifact two).`);
  } else if (installed.filter((item) => modificationSlot(item, accepts) === 'modification').length >= BASE_MODIFICATION_SLOTS) {
    return refuse(`${entry.name} has all ${BASE_MODIFICATION_SLOTS} modification slots taken (a chassis has four base slots).`);
  }
  return { ok: true, character: withEntry(character, index, { ...entry, modifications: [...(entry.modifications ?? []), modification.name] }), check: { tool: INSTALL_TOOLS[accepts], dc: installDcOf(rarity) } };
}

/** Removes the named modification from the chassis at `index` (the removal check has the same DC). */
export function removeModification(character: RawCharacter, rules: IndexedRules, index: number, modificationName: string): GearChange {
  const found = chassisAt(character, rules, index);
  if (typeof found === 'string') return refuse(found);
  const { entry, accepts } = found;
  const at = (entry.modifications ?? []).findIndex((name) => name.toLowerCase() === modificationName.toLowerCase());
  if (at < 0) return refuse(`${entry.name} holds no "${modificationName}".`);
  const modifications = (entry.modifications ?? []).filter((_, i) => i !== at);
  const next: CharacterEquipment = { ...entry, modifications };
  if (modifications.length === 0) delete next.modifications;
  const data = rules.enhancedItems.get(modificationName);
  return { ok: true, character: withEntry(character, index, next), check: { tool: INSTALL_TOOLS[accepts], dc: installDcOf(data ? rarityOf(data) : 'Standard') } };
}

const isAbility = (name: string): name is Ability => (ABILITIES as readonly string[]).includes(name);

/** Why the character does not meet a prerequisite, or undefined when met (or only the player can judge it). */
function unmet(prerequisite: GearPrerequisite | undefined, character: RawCharacter, rules: IndexedRules, itemName: string): string | undefined {
  if (!prerequisite) return undefined;
  switch (prerequisite.kind) {
    case 'ability': {
      if (!isAbility(prerequisite.ability)) return undefined;
      const score = computeCharacter(character, rules).abilityScores[prerequisite.ability].value;
      return score < prerequisite.minimum ? `"${itemName}" requires ${prerequisite.ability} ${prerequisite.minimum}; the character has ${score}.` : undefined;
    }
    case 'droidClass': {
      const species = character.species?.name ?? '';
      const m = /^Droid, Class (I|II|III|IV|V)$/i.exec(species);
      return m?.[1]?.toUpperCase() === prerequisite.droidClass ? undefined : `"${itemName}" requires a Class ${prerequisite.droidClass} droid; the character is ${species || 'of no species'}.`;
    }
    case 'classLevels': {
      const levels = character.classes.filter((c) => c.name.toLowerCase() === prerequisite.className.toLowerCase()).reduce((sum, c) => sum + (Number(c.levels) || 0), 0);
      return levels < prerequisite.levels ? `"${itemName}" requires at least ${prerequisite.levels} levels in ${prerequisite.className}; the character has ${levels}.` : undefined;
    }
    case 'proficiency': {
      const sheet = computeCharacter(character, rules);
      const wanted = prerequisite.name.toLowerCase().replace(/ armor$/, '');
      const held = sheet.proficiencies.some((p) => p.toLowerCase().includes(wanted));
      return held ? undefined : `"${itemName}" requires proficiency with ${prerequisite.name}.`;
    }
    case 'item':
      return undefined;
  }
}

function installed(character: RawCharacter, rules: IndexedRules, type: string): { entry: CharacterEquipment; data: EnhancedItemRule }[] {
  return character.equipment
    .filter((entry) => entry.equipped === true)
    .map((entry) => ({ entry, data: rules.enhancedItems.get(entry.name) }))
    .filter((row): row is { entry: CharacterEquipment; data: EnhancedItemRule } => row.data?.type === type);
}

/** Adds the augmentation as installed, after its prerequisite and the body's limit (the proficiency bonus). */
export function installAugmentation(character: RawCharacter, rules: IndexedRules, name: string): GearChange {
  const data = rules.enhancedItems.get(name);
  if (!data) return refuse(`Unknown item "${name}": no enhanced item of the rules data has that name.`);
  if (data.type !== 'CyberneticAugmentation') return refuse(`"${data.name}" is not a cybernetic augmentation (it is ${data.type}).`);
  if (/^Droid\b/i.test(character.species?.name ?? '')) return refuse(`A droid cannot take cybernetic augmentations: only beasts and humanoids are valid targets.`);
  const problem = unmet(rules.gearMechanics.find(data.name)?.requires, character, rules, data.name);
  if (problem) return refuse(problem);
  const maximum = proficiencyBonusFor(totalLevel(character), character.tweaks);
  const count = installed(character, rules, 'CyberneticAugmentation').length;
  if (count >= maximum) return refuse(`${count} augmentations are installed already: a body supports as many as its proficiency bonus (${maximum}).`);
  return { ok: true, character: { ...character, equipment: [...character.equipment, { name: data.name, quantity: 1, category: 'EnhancedItem', equipped: true }] }, check: { tool: INSTALL_TOOLS.cybernetic, dc: installDcOf(rarityOf(data)) } };
}

/** The largest of these abilities' modifiers, at least 1 (a droid's limit of parts or protocols). */
function limitOf(character: RawCharacter, rules: IndexedRules, abilities: readonly Ability[]): number {
  const scores = computeCharacter(character, rules).abilityScores;
  return Math.max(1, ...abilities.map((ability) => abilityModifier(scores[ability].value)));
}

/** Adds the customization as installed in a droid, within its motor's slots (`motorSlots`, 2 unless upgraded) and limits. */
export function installDroidCustomization(character: RawCharacter, rules: IndexedRules, name: string, motorSlots: number = DROID_MOTOR_SLOTS.base): GearChange {
  const data = rules.enhancedItems.get(name);
  if (!data) return refuse(`Unknown item "${name}": no enhanced item of the rules data has that name.`);
  if (data.type !== 'DroidCustomization') return refuse(`"${data.name}" is not a droid customization (it is ${data.type}).`);
  if (!/^Droid\b/i.test(character.species?.name ?? '')) return refuse(`Only droids can take droid customizations; the character is ${character.species?.name || 'of no species'}.`);
  const problem = unmet(rules.gearMechanics.find(data.name)?.requires, character, rules, data.name);
  if (problem) return refuse(problem);
  const slots = Math.min(DROID_MOTOR_SLOTS.most, Math.max(DROID_MOTOR_SLOTS.base, motorSlots));
  const current = installed(character, rules, 'DroidCustomization');
  if (current.length >= slots) return refuse(`The droid's motor supports ${slots} customizations and all are taken (a motor holds two and can be upgraded to six).`);
  const isPart = (data.subtype ?? '').toLowerCase() === 'part';
  const limit = isPart ? limitOf(character, rules, ['Strength', 'Dexterity', 'Constitution']) : limitOf(character, rules, ['Intelligence', 'Wisdom', 'Charisma']);
  const same = current.filter((row) => ((row.data.subtype ?? '').toLowerCase() === 'part') === isPart).length;
  if (same >= limit) return refuse(isPart ? `A droid has no more parts than its best Strength, Dexterity or Constitution modifier (at least one): ${limit}.` : `A droid has no more protocols than its best Intelligence, Wisdom or Charisma modifier (at least one): ${limit}.`);
  return { ok: true, character: { ...character, equipment: [...character.equipment, { name: data.name, quantity: 1, category: 'EnhancedItem', equipped: true }] }, check: { tool: INSTALL_TOOLS.droid, dc: installDcOf(rarityOf(data)) } };
}
