// What a character's enhanced items do to the sheet: which items are in use (equipped or worn, attuned when they
// require it; augmentations and droid customizations while installed), the base item an "any blaster" or "any armor"
// item enhances, the modifications installed in a chassis, and the effects of all of them, gathered for the parts of
// the engine that compute each number (weapons, armor class, ability scores, skills and saves, defences, senses).
import type { Ability, RawCharacter } from '../character/types.ts';
import type { ComputedEquipment, FoundEnhancedItem, FoundEquipment } from '../compute/equipment.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { EnhancedItemRule, EquipmentRule } from '../rules/types.ts';
import type { GearEffect, ModificationKind } from '../../schemas/gear-mechanics.ts';
import type { GearEntry } from './catalogue.ts';
import { describeEffect } from './describe.ts';
import {
  AUGMENTATION_SIDE_EFFECTS,
  augmentSlotsOf,
  BASE_MODIFICATION_SLOTS,
  INSTALL_TOOLS,
  installDcOf,
  rarityOf,
  type Rarity,
} from './gear-rules.ts';

export interface InstalledPart {
  name: string;
  rarity: Rarity;
  /** Base modification slot or augment slot. */
  slot: 'modification' | 'augment';
  /** The check the player rolls to install or remove it. */
  check: { tool: string; dc: number };
  effects: string[];
  manual?: string;
  /** Absent from the rules data (renamed or removed): listed, no effect. */
  missing?: true;
}

export interface ChassisSheet {
  accepts: ModificationKind;
  modificationSlots: number;
  augmentSlots: number;
  installed: InstalledPart[];
}

export interface GearItemSheet {
  index: number;
  name: string;
  /** "Blaster Chassis (Prototype) (Blaster Pistol)": the item with the base item it enhances. */
  displayName: string;
  base?: string;
  type: string;
  rarity: Rarity;
  requiresAttunement: boolean;
  attuned: boolean;
  /** Whether its effects apply now; `inactive` says why not in plain words. */
  active: boolean;
  inactive?: string;
  /** Each effect in plain words ("+2 to attack and damage rolls"). */
  effects: string[];
  /** What the player applies at the table (our words), with the item's own text beside it. */
  manual?: string;
  text?: string;
  /** The properties the item has with its modifications (weapons: the base weapon's and the gained ones). */
  properties?: string[];
  chassis?: ChassisSheet;
  /** The item's prerequisite when one is stated. */
  prerequisite?: string;
}

export interface GearSheet {
  items: GearItemSheet[];
  resistances: string[];
  immunities: string[];
  vulnerabilities: string[];
  senses: { sense: string; range: number; item: string }[];
  speeds: { mode: string; value: number; item: string }[];
  /** Bonuses while an item is the casting focus, in plain words. */
  casting: string[];
  cybernetics: { installed: number; maximum: number; sideEffects: string[] };
  /** Rules the equipment breaks as stored (an over-full chassis, an unmet prerequisite), each naming the rule. */
  problems: string[];
}

/** What the computing parts of the engine read from the active gear (not part of the sheet). */
export interface GearApplication {
  sheet: GearSheet;
  /** Weapons and armor the enhanced items are, built on their base items. */
  combined: FoundEquipment[];
  weaponBonus: Map<number, { attack: number; damage: number; extraDice: string[] }>;
  properties: Map<number, string[]>;
  armorClassBonus: number;
  armorClassBase?: number;
  abilities: { set: Partial<Record<Ability, number>>; increases: Partial<Record<Ability, number>>; maximumIncreases: Partial<Record<Ability, number>>; caps: Partial<Record<Ability, number>> };
  /** Proficiency steps by skill name and by save (ability). */
  skillSteps: Map<string, number>;
  saveSteps: Map<Ability, number>;
}

const ALWAYS_INSTALLED = new Set(['CyberneticAugmentation', 'DroidCustomization']);

/** The plain item an enhanced item is built on: the stored base item, else the plain item its subtype names. */
export function baseItemOf(entry: FoundEnhancedItem, rules: IndexedRules): EquipmentRule | undefined {
  if (entry.baseItem) return rules.equipment.get(entry.baseItem);
  const subtype = entry.data.subtype ?? '';
  return subtype && !/^any\b/i.test(subtype) ? rules.equipment.get(subtype) : undefined;
}

/** "Name 2" -> ["Name", 2]; a property without a number gives no value. */
function splitProperty(text: string): { name: string; value?: number } {
  const m = /^(.*?)\s+(\d+)$/.exec(text.trim());
  return m ? { name: m[1]!, value: Number(m[2]) } : { name: text.trim() };
}

/** Adds a gained property, or raises the number of one the item already has, up to the stated maximum. */
export function withProperty(properties: readonly string[], effect: Extract<GearEffect, { kind: 'property' }>): string[] {
  const out = [...properties];
  const at = out.findIndex((p) => splitProperty(p).name.toLowerCase() === effect.name.toLowerCase() || p.toLowerCase().startsWith(`${effect.name.toLowerCase()} (`));
  if (at < 0) out.push(effect.value !== undefined ? `${effect.name} ${effect.value}` : effect.name);
  else if (effect.value !== undefined) {
    const current = splitProperty(out[at]!);
    if (current.value !== undefined) out[at] = `${current.name} ${Math.min(current.value + effect.value, effect.maximum ?? Number.POSITIVE_INFINITY)}`;
  }
  return out;
}

/**
 * Whether the item asks for attunement: as its record says, except a modifiable chassis, which asks for it (and
 * counts as enhanced) only once a modification is installed.
 */
export function itemRequiresAttunement(entry: FoundEnhancedItem, rules: IndexedRules): boolean {
  return chassisOf(rules.gearMechanics.find(entry.name)) ? (entry.modifications ?? []).length > 0 : entry.data.requiresAttunement === true;
}

/** Why an item's effects do not apply now, or undefined when they do. */
function inactiveReason(entry: FoundEnhancedItem, requiresAttunement: boolean): string | undefined {
  const type = entry.data.type;
  if (type === 'Consumable') return 'Used up when used: nothing applies while it is carried.';
  if (type === 'ItemModification') return 'A modification works once installed in a chassis.';
  if (ALWAYS_INSTALLED.has(type)) return entry.equipped ? undefined : 'Not installed.';
  if (!entry.equipped) return 'Not equipped or worn.';
  if (requiresAttunement && !entry.attuned) return 'Requires attunement: only its plain benefits apply until the character attunes to it.';
  return undefined;
}

function chassisOf(entry: GearEntry | undefined): ModificationKind | undefined {
  const effect = entry?.effects.find((e) => e.kind === 'chassis');
  return effect?.kind === 'chassis' ? effect.accepts : undefined;
}

/** Whether a modification item of the data fits a chassis of this kind (augments fit any chassis's augment slots). */
export function modificationSlot(item: EnhancedItemRule, accepts: ModificationKind): 'modification' | 'augment' | undefined {
  if (item.type !== 'ItemModification') return undefined;
  const subtype = (item.subtype ?? '').toLowerCase();
  if (subtype === 'augment') return 'augment';
  return subtype === accepts ? 'modification' : undefined;
}

class GearCollector {
  readonly app: GearApplication;
  readonly #sheet: GearSheet;

  constructor(
    readonly character: RawCharacter,
    readonly rules: IndexedRules,
    readonly proficiencyBonus: number,
  ) {
    this.#sheet = {
      items: [],
      resistances: [],
      immunities: [],
      vulnerabilities: [],
      senses: [],
      speeds: [],
      casting: [],
      cybernetics: { installed: 0, maximum: proficiencyBonus, sideEffects: [] },
      problems: [],
    };
    this.app = {
      sheet: this.#sheet,
      combined: [],
      weaponBonus: new Map(),
      properties: new Map(),
      armorClassBonus: 0,
      abilities: { set: {}, increases: {}, maximumIncreases: {}, caps: {} },
      skillSteps: new Map(),
      saveSteps: new Map(),
    };
  }

  item(entry: FoundEnhancedItem): void {
    const { data } = entry;
    const catalogue = this.rules.gearMechanics.find(entry.name);
    const accepts = chassisOf(catalogue);
    const installed = accepts ? this.#installed(entry, accepts) : [];
    const requiresAttunement = itemRequiresAttunement(entry, this.rules);
    const base = baseItemOf(entry, this.rules);
    const rarity = rarityOf(data);
    const inactive = inactiveReason(entry, requiresAttunement);
    const sheet: GearItemSheet = {
      index: entry.index,
      name: entry.name,
      displayName: base ? `${entry.name} (${base.name})` : entry.name,
      ...(base ? { base: base.name } : {}),
      type: data.type,
      rarity,
      requiresAttunement,
      attuned: entry.attuned,
      active: inactive === undefined,
      ...(inactive ? { inactive } : {}),
      effects: (catalogue?.effects ?? []).filter((e) => e.kind !== 'chassis').map(describeEffect),
      ...(catalogue?.manual ? { manual: catalogue.manual } : {}),
      ...(data.text ? { text: data.text } : {}),
      ...(data.prerequisite?.trim() ? { prerequisite: data.prerequisite.trim() } : {}),
    };
    if (accepts) {
      sheet.chassis = { accepts, modificationSlots: BASE_MODIFICATION_SLOTS, augmentSlots: augmentSlotsOf(rarity), installed };
      this.#checkChassis(sheet, sheet.chassis);
    }
    this.#sheet.items.push(sheet);
    if (data.type === 'CyberneticAugmentation' && entry.equipped) this.#sheet.cybernetics.installed++;

    let properties = base?.properties ? [...base.properties] : [];
    if (base && entry.equipped && (base.equipmentCategory === 'Weapon' || base.equipmentCategory === 'Armor')) {
      this.app.combined.push({ name: sheet.displayName, quantity: entry.quantity, index: entry.index, equipped: true, attuned: entry.attuned, isFound: true, category: 'Equipment', data: base, ...(entry.tweaks ? { tweaks: entry.tweaks } : {}) });
    }
    if (inactive === undefined) {
      const effects = [...(catalogue?.effects ?? []), ...installed.flatMap((part) => (part.missing ? [] : this.rules.gearMechanics.find(part.name)?.effects ?? []))];
      for (const effect of effects) properties = this.#apply(effect, entry, sheet, properties);
    }
    if (properties.length > 0) {
      sheet.properties = properties;
      this.app.properties.set(entry.index, properties);
    }
  }

  #installed(entry: FoundEnhancedItem, accepts: ModificationKind): InstalledPart[] {
    return (entry.modifications ?? []).map((name) => {
      const data = this.rules.enhancedItems.get(name);
      if (!data) return { name, rarity: 'Standard' as Rarity, slot: 'modification' as const, check: { tool: INSTALL_TOOLS[accepts], dc: installDcOf('Standard') }, effects: [], missing: true as const };
      const slot = modificationSlot(data, accepts) ?? 'modification';
      const mechanics = this.rules.gearMechanics.find(data.name);
      const rarity = rarityOf(data);
      return {
        name: data.name,
        rarity,
        slot,
        check: { tool: INSTALL_TOOLS[accepts], dc: installDcOf(rarity) },
        effects: (mechanics?.effects ?? []).map(describeEffect),
        ...(mechanics?.manual ? { manual: mechanics.manual } : {}),
      };
    });
  }

  /** A stored chassis that breaks a rule keeps its parts; the sheet names the rule broken. */
  #checkChassis(item: GearItemSheet, chassis: ChassisSheet): void {
    const mods = chassis.installed.filter((p) => p.slot === 'modification').length;
    const augments = chassis.installed.filter((p) => p.slot === 'augment').length;
    if (mods > chassis.modificationSlots) this.#sheet.problems.push(`${item.name}: ${mods} modifications in ${chassis.modificationSlots} modification slots (a chassis has four base slots).`);
    if (augments > chassis.augmentSlots) this.#sheet.problems.push(`${item.name}: ${augments} augments in ${chassis.augmentSlots} augment slots (a ${item.rarity.toLowerCase()} chassis has ${chassis.augmentSlots}).`);
  }

  #apply(effect: GearEffect, entry: FoundEnhancedItem, item: GearItemSheet, properties: string[]): string[] {
    const app = this.app;
    const sheet = this.#sheet;
    switch (effect.kind) {
      case 'weaponBonus': {
        const bonus = app.weaponBonus.get(entry.index) ?? { attack: 0, damage: 0, extraDice: [] };
        bonus.attack += effect.attack ?? 0;
        bonus.damage += effect.damage ?? 0;
        if (effect.extraDice) bonus.extraDice.push(effect.extraDice);
        app.weaponBonus.set(entry.index, bonus);
        return properties;
      }
      case 'acBonus':
        app.armorClassBonus += effect.value;
        return properties;
      case 'acBase':
        app.armorClassBase = Math.max(app.armorClassBase ?? 0, effect.value);
        return properties;
      case 'resistance':
      case 'immunity':
      case 'vulnerability': {
        const list = effect.kind === 'resistance' ? sheet.resistances : effect.kind === 'immunity' ? sheet.immunities : sheet.vulnerabilities;
        for (const damage of effect.damage) if (!list.includes(damage)) list.push(damage);
        return properties;
      }
      case 'abilitySet':
        app.abilities.set[effect.ability] = Math.max(app.abilities.set[effect.ability] ?? 0, effect.value);
        return properties;
      case 'abilityIncrease':
        app.abilities.increases[effect.ability] = (app.abilities.increases[effect.ability] ?? 0) + effect.value;
        if (effect.maximumIncrease) app.abilities.maximumIncreases[effect.ability] = (app.abilities.maximumIncreases[effect.ability] ?? 0) + effect.maximumIncrease;
        if (effect.maximum) app.abilities.caps[effect.ability] = Math.max(app.abilities.caps[effect.ability] ?? 0, effect.maximum);
        return properties;
      case 'speed':
        sheet.speeds.push({ mode: effect.mode, value: effect.set ?? effect.bonus ?? 0, item: item.displayName });
        return properties;
      case 'sense': {
        const existing = sheet.senses.find((s) => s.sense === effect.sense);
        if (existing && effect.orBonus) existing.range += effect.orBonus;
        else if (!existing) sheet.senses.push({ sense: effect.sense, range: effect.range, item: item.displayName });
        return properties;
      }
      case 'proficiencyStep': {
        if (effect.category === 'skill') app.skillSteps.set(effect.name, (app.skillSteps.get(effect.name) ?? 0) + effect.steps);
        else app.saveSteps.set(effect.name as Ability, (app.saveSteps.get(effect.name as Ability) ?? 0) + effect.steps);
        return properties;
      }
      case 'property':
        return withProperty(properties, effect);
      case 'castingBonus':
        sheet.casting.push(`${describeEffect(effect)} (${item.displayName})`);
        return properties;
      case 'chassis':
        return properties;
    }
  }

  finish(): GearApplication {
    const sheet = this.#sheet;
    const cyber = sheet.cybernetics;
    cyber.sideEffects = AUGMENTATION_SIDE_EFFECTS.filter((row) => cyber.installed >= row.count).map((row) => row.text);
    for (const row of AUGMENTATION_SIDE_EFFECTS) if (row.vulnerability && cyber.installed >= row.count && !sheet.vulnerabilities.includes(row.vulnerability)) sheet.vulnerabilities.push(row.vulnerability);
    if (cyber.installed > cyber.maximum) sheet.problems.push(`${cyber.installed} cybernetic augmentations installed; a body supports as many as its proficiency bonus (${cyber.maximum}).`);
    return this.app;
  }
}

/** Gathers the enhanced items' effects; undefined when the character carries no enhanced item (the sheet keeps its shape). */
export function collectGear(character: RawCharacter, equipment: readonly ComputedEquipment[], rules: IndexedRules, proficiencyBonus: number): GearApplication | undefined {
  const enhanced = equipment.filter((entry): entry is FoundEnhancedItem => entry.isFound && entry.category === 'EnhancedItem');
  if (enhanced.length === 0) return undefined;
  const collector = new GearCollector(character, rules, proficiencyBonus);
  for (const entry of enhanced) collector.item(entry);
  return collector.finish();
}

/** Installed or worn items whose ability prerequisite the character's scores do not meet (added to the sheet's problems). */
export function noteUnmetPrerequisites(app: GearApplication, rules: IndexedRules, scores: Record<Ability, { value: number }>): void {
  for (const item of app.sheet.items) {
    if (!item.active) continue;
    const requires = rules.gearMechanics.find(item.name)?.requires;
    if (requires?.kind !== 'ability') continue;
    const score = scores[requires.ability]?.value ?? 0;
    if (score < requires.minimum) app.sheet.problems.push(`${item.name} requires ${requires.ability} ${requires.minimum}; the character has ${score}.`);
  }
}
