// The numbers of the Wretched Hives gear rules the engine follows (docs/gear.md): rarities in order, attunement
// cost, modification and augment slots of a chassis, the installing check, the cybernetic side effects by count and
// the droid's customization limits. Stated in our own words; each number is a fact of the rules.
import type { ModificationKind } from '../../schemas/gear-mechanics.ts';

export const RARITIES = ['Standard', 'Premium', 'Prototype', 'Advanced', 'Legendary', 'Artifact'] as const;
export type Rarity = (typeof RARITIES)[number];

/** The item's rarity (every item of the data has one); Standard when the record names none we know. */
export function rarityOf(item: { rarityOptions?: readonly string[] | null }): Rarity {
  const named = (item.rarityOptions ?? [])[0];
  return (RARITIES as readonly string[]).includes(named ?? '') ? (named as Rarity) : 'Standard';
}

export const rarityRank = (rarity: Rarity): number => RARITIES.indexOf(rarity);

/** Standard, premium and prototype items take one attunement slot; advanced, legendary and artifact take two. */
export function attunementCostOf(rarity: Rarity): number {
  return rarityRank(rarity) >= rarityRank('Advanced') ? 2 : 1;
}

/** Feats that raise the attunement maximum, by how much. */
export const ATTUNEMENT_FEATS: Readonly<Record<string, number>> = { 'Investigative Attunement': 1 };

/** Every chassis has four base slots for its type's modifications. */
export const BASE_MODIFICATION_SLOTS = 4;

/** Prototype and advanced chassis add one augment slot, legendary and artifact two. */
export function augmentSlotsOf(rarity: Rarity): number {
  const rank = rarityRank(rarity);
  return rank >= rarityRank('Legendary') ? 2 : rank >= rarityRank('Prototype') ? 1 : 0;
}

/** The DC of the check to install or remove a modification, augmentation or customization, by its rarity. */
export function installDcOf(rarity: Rarity): number {
  return 10 + 4 * rarityRank(rarity);
}

/** The tool the installing check is made with, by what is installed. */
export const INSTALL_TOOLS: Readonly<Record<ModificationKind | 'augment' | 'cybernetic' | 'droid', string>> = {
  armor: "Armormech's implements",
  blaster: "Armstech's implements",
  vibroweapon: "Armstech's implements",
  lightweapon: "Artificer's implements",
  'focus generator': "Artificer's implements",
  wristpad: "Cybertech's implements",
  clothing: "Synthweaver's implements",
  augment: "the chassis's own tool",
  cybernetic: "Biotech's implements",
  droid: "Astrotech's implements",
};

/** What a body carrying this many cybernetic augmentations undergoes (each line from its count on). */
export const AUGMENTATION_SIDE_EFFECTS: readonly { count: number; text: string; vulnerability?: string }[] = [
  { count: 2, text: 'Disadvantage on saving throws against effects that deal ion damage' },
  { count: 4, text: 'Vulnerable to ion damage', vulnerability: 'Ion' },
  { count: 6, text: 'Counts as a droid for powers that affect only droids or constructs' },
];

/** A droid's motor holds two customizations at first and can be upgraded to six. */
export const DROID_MOTOR_SLOTS = { base: 2, most: 6 } as const;
