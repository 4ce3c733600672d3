// computeStarship: everything the sheet shows, derived from the ship document and the rules. Each number says where
// it comes from; refusals (an unmet prerequisite, a weapon of the wrong size, too many suites) name the reason; the
// list of what is still to choose drives the builder. Pure: no I/O, no randomness, the document is never changed.
import type { ModificationEffect, RoleEffect, ShipAbility, StarshipEquipmentRules, StarshipRole, StarshipSizeRules } from '../../schemas/starship-mechanics.ts';
import { SHIP_ABILITIES } from '../../schemas/starship-mechanics.ts';
import { computeCrew, usesCount, type ComputedCrewMember, type CrewFacts, type UsesCount } from './crew.ts';
import { checkModificationPrerequisite, type ModificationFacts, type PrerequisiteResult } from './prerequisites.ts';
import { nameKey, StarshipRulesError, type IndexedModification, type StarshipRules } from './rules.ts';
import type { ShipModification, Starship } from './ship-document.ts';
import { computeWeapon, type ComputedWeapon, type WeaponModifiers } from './weapons.ts';
import { SHIP_SCORE_METHODS } from './score-methods.ts';

export interface ComputeStarshipOptions {
  /** Current figures of crewmembers who are characters (by crew id): they win over the stored ones. */
  crewFacts?: Readonly<Record<string, CrewFacts>>;
}

export interface ComputedAbility {
  /** As assigned (before the size's adjustments); null when not assigned yet (10 is used meanwhile). */
  assigned: number | null;
  score: number;
  modifier: number;
  maximum: number;
  sources: { label: string; amount: number }[];
}

export interface StarshipProblem {
  where: 'size' | 'role' | 'abilities' | 'tiers' | 'saves' | 'equipment' | 'weapon' | 'modification' | 'crew' | 'cargo';
  /** The item's id (a modification, weapon or crewmember), when the problem is about one. */
  id?: string;
  name: string;
  reason: string;
}

export interface StarshipTodo {
  step: 'size' | 'abilities' | 'role' | 'tiers' | 'saves' | 'equipment' | 'weapons' | 'modifications' | 'crew';
  text: string;
}

export interface ComputedModification {
  id: string;
  name: string;
  found: boolean;
  type: string | null;
  grade: number;
  stock: boolean;
  /** The tier feature that granted it (no cost, no slot), or null for an installed one. */
  grantedBy: string | null;
  usesSlot: boolean;
  isSuite: boolean;
  countsAsSuite: boolean;
  /** False when a prerequisite is not met: the modification is aboard but does nothing until it is. */
  active: boolean;
  prerequisites: PrerequisiteResult[];
  cost: number;
  installationDC: number | null;
  hardpoints: string[];
  weapon: string | null;
  note: string | null | undefined;
  problems: string[];
}

export interface ComputedHardpoint {
  id: string;
  /** "Hardpoint 1", or "Hardpoint (Role Specialization: Gunship)" for a granted one. */
  label: string;
  granted: boolean;
  mountings: string[];
  weapon: string | null;
}

export interface ComputedFeature {
  name: string;
  tier: number;
  summary: string;
  source: string;
  die: string | null;
  uses: UsesCount | null;
}

export interface ComputedSave {
  ability: ShipAbility;
  modifier: number;
  proficient: boolean;
  autoFail: boolean;
  disadvantage: boolean;
  /** What gives the disadvantage ("System damage 3"), for a roller to name; empty without one. */
  disadvantageFrom: string[];
  explanation: string;
}

export interface ComputedSkill {
  name: string;
  ability: ShipAbility;
  modifier: number;
  proficiency: 'none' | 'proficient' | 'expert';
  disadvantage: boolean;
  /** What gives the disadvantage ("System damage 1", "Ionized"); empty without one. */
  disadvantageFrom: string[];
  explanation: string;
}

export interface ComputedStarship {
  name: string;
  size: Starship['size'];
  tier: number;
  role: string | null;
  catalogueVersion: string;
  abilities: Record<ShipAbility, ComputedAbility>;
  helm: { id: string; name: string; proficiency: number } | null;
  hullDice: { count: number; die: number; notation: string; used: number; left: number };
  shieldDice: { count: number; die: number; notation: string; used: number; left: number };
  /** The hull point maximum. */
  hullPoints: number;
  hullPointsExplanation: string;
  baseShieldPoints: number;
  /** Base shield points times the shield's capacity multiplier (0 without shields). */
  shieldCapacity: number;
  /** Shield points regained once per round: the shield die's maximum times the shield's coefficient. */
  shieldRegeneration: number;
  shieldExplanation: string[];
  shield: string | null;
  armorClass: { value: number; explanation: string };
  damageReduction: { value: number; source: string | null; explanation: string };
  speed: { flying: number; turning: number; base: { flying: number; turning: number }; explanation: string[] };
  firesPerRound: number;
  hardpoints: ComputedHardpoint[];
  weapons: ComputedWeapon[];
  powerDice: {
    die: string;
    recovery: string | null;
    stores: { location: string; capacity: number; used: number; available: number }[];
    capacity: number;
    available: number;
  };
  features: ComputedFeature[];
  savingThrows: ComputedSave[];
  skills: ComputedSkill[];
  modifications: ComputedModification[];
  modificationSlots: { used: number; max: number; over: number };
  suites: { used: number; max: number; explanation: string };
  stockModifications: { suites: { used: number; max: number }; nonSuites: { used: number; max: number } };
  resistances: { hull: string[]; shields: string[] };
  equipment: {
    armor: string | null;
    shield: string | null;
    reactor: string | null;
    powerCoupling: string | null;
    hyperdrive: { name: string; hyperdriveClass: number | null } | null;
    navcomputer: { name: string; level: number } | null;
  };
  cargo: { capacity: number | null; used: number };
  costs: { stock: number; equipment: number; modifications: number; nextTier: number | null };
  crew: ComputedCrewMember[];
  current: {
    hullPoints: number;
    shieldPoints: number;
    temporaryShieldPoints: number;
    slowedLevels: number;
    systemDamage: number;
    conditions: string[];
    disabled: boolean;
    stable: boolean;
    destroyed: boolean;
    /** What the conditions and system damage do right now, in words. */
    effects: string[];
  };
  todo: StarshipTodo[];
  problems: StarshipProblem[];
  warnings: string[];
}

const modifierOf = (score: number) => Math.floor((score - 10) / 2);
const FEATURE_DIE = [0, 4, 6, 8, 10, 12];

interface Installed {
  id: string;
  name: string;
  doc: ShipModification | null;
  grantedBy: string | null;
  grantedCountsSuite: boolean;
  indexed: IndexedModification | undefined;
}

/** The equipment rules of a named item of one type; problems for a name the data lacks or of the wrong type. */
function equipmentOf<T extends StarshipEquipmentRules['type']>(
  rules: StarshipRules,
  name: string | null,
  type: T,
  slot: string,
  problem: (p: StarshipProblem) => void,
  warn: (w: string) => void,
): { name: string; rules: Extract<StarshipEquipmentRules, { type: T }> | undefined; cost: number } | null {
  if (!name) return null;
  const found = rules.equipment(name);
  if (!found) {
    problem({ where: 'equipment', name, reason: `${name} is not in the loaded equipment` });
    return null;
  }
  const foundType = found.record?.type ?? found.rules?.type;
  if (foundType !== type) {
    problem({ where: 'equipment', name, reason: `${name} is ${String(foundType).toLowerCase()}, not ${slot}` });
    return null;
  }
  const itemRules = found.rules?.type === type ? (found.rules as Extract<StarshipEquipmentRules, { type: T }>) : undefined;
  if (!itemRules) warn(`The starship catalogue has no numbers for ${name}: it counts for nothing until it has`);
  return { name: found.record?.name ?? name, rules: itemRules, cost: (itemRules as { cost?: number } | undefined)?.cost ?? found.record?.cost ?? 0 };
}

export function computeStarship(ship: Starship, rules: StarshipRules, options: ComputeStarshipOptions = {}): ComputedStarship {
  const general = rules.general;
  const sizeEntry = rules.sizes.get(ship.size);
  if (!sizeEntry) throw new StarshipRulesError(`The loaded rules have no ${ship.size} ships (sizes: ${[...rules.sizes.keys()].join(', ') || 'none'})`);
  const size: StarshipSizeRules = sizeEntry.rules;
  const tier = ship.tier;
  const problems: StarshipProblem[] = [];
  const todo: StarshipTodo[] = [];
  const warnings: string[] = [];
  const problem = (p: StarshipProblem) => problems.push(p);
  const warn = (w: string) => warnings.push(w);
  const state = ship.state;

  // ---- Roles: the construction role, and the roles whose tier options were taken ----
  const roleOf = (name: string | null): StarshipRole | undefined => (name ? size.roles.find((r) => nameKey(r.name) === nameKey(name)) : undefined);
  const roleNames = size.roles.map((r) => r.name).join(', ');
  const role = roleOf(ship.role);
  if (ship.role && !role) problem({ where: 'role', name: ship.role, reason: `${ship.role} is not a role of ${ship.size} ships (${roleNames})` });
  if (!ship.role) todo.push({ step: 'role', text: `Choose a role (${roleNames})` });
  const roleEffects: { effect: RoleEffect; source: string; which: 'specialization' | 'mastery' | 'paragon' }[] = [];
  const roleFeatures: ComputedFeature[] = [];
  const takeOption = (which: 'specialization' | 'mastery', atTier: number, chosen: string | null, label: string) => {
    if (tier < atTier) return;
    const optionRole = roleOf(chosen);
    if (chosen && !optionRole) problem({ where: 'role', name: chosen, reason: `${chosen} is not a role of ${ship.size} ships (${roleNames})` });
    if (!optionRole) {
      if (!chosen) todo.push({ step: 'tiers', text: `Choose the ${label} of tier ${atTier} (a role: ${roleNames})` });
      return;
    }
    const option = optionRole[which];
    const source = `${label} (${optionRole.name})`;
    roleFeatures.push({ name: label, tier: atTier, summary: option.summary, source: optionRole.name, die: null, uses: null });
    for (const effect of option.effects) roleEffects.push({ effect, source, which });
  };
  takeOption('specialization', 2, ship.roleSpecialization, 'Role Specialization');
  takeOption('mastery', 4, ship.roleMastery, 'Role Mastery');
  if (tier >= 5 && !size.paragonIncreases) {
    const paragonRole = roleOf(ship.paragon.role);
    if (ship.paragon.role && !paragonRole) problem({ where: 'role', name: ship.paragon.role, reason: `${ship.paragon.role} is not a role of ${ship.size} ships (${roleNames})` });
    if (paragonRole?.paragon) {
      roleFeatures.push({ name: 'Paragon', tier: 5, summary: paragonRole.paragon.summary, source: paragonRole.name, die: null, uses: null });
      for (const effect of paragonRole.paragon.effects) roleEffects.push({ effect, source: `Paragon (${paragonRole.name})`, which: 'paragon' });
    } else if (!ship.paragon.role) todo.push({ step: 'tiers', text: `Choose the paragon option of tier 5 (a role: ${roleNames})` });
  }
  const roleEffectsByKind = new Map<string, typeof roleEffects>();
  for (const r of roleEffects) {
    const list = roleEffectsByKind.get(r.effect.kind);
    if (list) list.push(r);
    else roleEffectsByKind.set(r.effect.kind, [r]);
  }
  const roleEffectsOf = <K extends RoleEffect['kind']>(kind: K) => (roleEffectsByKind.get(kind) ?? []) as { effect: Extract<RoleEffect, { kind: K }>; source: string; which: string }[];

  // ---- Crew (the helm's proficiency drives saves and checks) ----
  const crew = computeCrew(ship, rules, options.crewFacts, problem);
  const helmProficiency = crew.helm?.proficiency ?? 0;

  // ---- Modifications aboard: installed ones, then those tier options grant ----
  const installed: Installed[] = ship.modifications.map((doc) => ({ id: doc.id, name: doc.name, doc, grantedBy: null, grantedCountsSuite: false, indexed: rules.modification(doc.name) }));
  for (const { effect, source, which } of roleEffects) {
    if (effect.kind === 'freeModifications') {
      effect.names.forEach((name, i) => installed.push({ id: `granted:${nameKey(source)}:${i + 1}`, name, doc: null, grantedBy: source, grantedCountsSuite: !!effect.countsAgainstSuites, indexed: rules.modification(name) }));
    } else if (effect.kind === 'freeModificationChoice' && which !== 'paragon') {
      const chosen = ship.grantChoices[which as 'specialization' | 'mastery'];
      if (chosen.length === 0) todo.push({ step: 'modifications', text: `Choose the ${effect.category.toLowerCase()} modification that ${source} grants` });
      chosen.forEach((name, i) => installed.push({ id: `granted:${nameKey(source)}:${i + 1}`, name, doc: null, grantedBy: source, grantedCountsSuite: !!effect.countsAgainstSuites, indexed: rules.modification(name) }));
    }
  }
  const counts = new Map<string, number>();
  for (const mod of installed) counts.set(nameKey(mod.indexed?.record.name ?? mod.name), (counts.get(nameKey(mod.indexed?.record.name ?? mod.name)) ?? 0) + 1);

  // ---- Equipment ----
  const armor = equipmentOf(rules, ship.equipment.armor, 'Armor', 'armor', problem, warn);
  const shield = equipmentOf(rules, ship.equipment.shield, 'Shield', 'a shield', problem, warn);
  const reactor = equipmentOf(rules, ship.equipment.reactor, 'Reactor', 'a reactor', problem, warn);
  const coupling = equipmentOf(rules, ship.equipment.powerCoupling, 'PowerCoupling', 'a power coupling', problem, warn);
  const hyperdrive = equipmentOf(rules, ship.equipment.hyperdrive, 'Hyperdrive', 'a hyperdrive', problem, warn);
  if (!armor && !ship.equipment.armor) todo.push({ step: 'equipment', text: role ? `Choose armor (the ${role.name} comes with ${role.armor})` : 'Choose armor' });
  if (!ship.equipment.reactor) todo.push({ step: 'equipment', text: role ? `Choose a reactor (the ${role.name} comes with a ${role.reactor.toLowerCase()})` : 'Choose a reactor' });
  if (!ship.equipment.powerCoupling) todo.push({ step: 'equipment', text: role ? `Choose a power coupling (the ${role.name} comes with a ${role.powerCoupling.toLowerCase()})` : 'Choose a power coupling' });

  // ---- Weapons as the prerequisites see them ----
  const weaponFacts = ship.weapons.map((w) => {
    const record = rules.equipment(w.name)?.record;
    const category = record?.weaponCategory && record.weaponCategory !== 'None' ? record.weaponCategory : null;
    return { id: w.id, name: w.name, category, damageType: record?.damageType && record.damageType !== '-' ? record.damageType : null };
  });

  // ---- Abilities, part 1: assigned scores, size, role, tiers, paragon ----
  const abilities = {} as Record<ShipAbility, ComputedAbility>;
  const assigned = ship.abilityScores.assigned;
  for (const a of SHIP_ABILITIES) {
    const value = assigned[a] ?? null;
    const maximum = size.abilityMaximums[a] ?? general.abilityScores.maximum;
    abilities[a] = { assigned: value, score: value ?? 10, modifier: 0, maximum, sources: value === null ? [] : [{ label: 'assigned', amount: value }] };
  }
  checkAssignedScores(ship, general, problem, todo);
  const adjust = (a: ShipAbility, label: string, amount: number) => {
    abilities[a].score += amount;
    abilities[a].sources.push({ label, amount });
  };
  /** An increase stops at the score's maximum (the rules let the lost part go to another score instead). */
  const increase = (a: ShipAbility, label: string, amount: number, raisesMaximum = 0) => {
    const line = abilities[a];
    line.maximum += raisesMaximum;
    const applied = Math.max(0, Math.min(amount, line.maximum - line.score));
    if (applied < amount) warn(`${label}: ${a} cannot rise above ${line.maximum}; ${amount - applied} of the increase is lost (the rules let it go to another score instead)`);
    if (applied) adjust(a, label, applied);
  };
  for (const [a, amount] of Object.entries(size.abilityAdjustments) as [ShipAbility, number][]) adjust(a, `${ship.size} size`, amount);
  if (role) for (const [a, amount] of Object.entries(role.abilityIncrease) as [ShipAbility, number][]) adjust(a, `${role.name} role`, amount);
  for (let t = 1; t <= tier; t++) {
    const entry = ship.tierIncreases.find((e) => e.tier === t);
    if (!entry) {
      todo.push({ step: 'tiers', text: `Choose the ability score improvement of tier ${t} (+2 to one score or +1 to two)` });
      continue;
    }
    const parts = Object.entries(entry.increases) as [ShipAbility, number][];
    const total = parts.reduce((sum, [, n]) => sum + n, 0);
    if (total !== 2 || parts.length > 2) problem({ where: 'tiers', name: `Tier ${t}`, reason: `The ability score improvement of tier ${t} adds ${total}; it must be +2 to one score or +1 to two` });
    for (const [a, n] of parts) increase(a, `tier ${t} improvement`, n);
  }
  for (const entry of ship.tierIncreases) if (entry.tier > tier) warn(`The improvement of tier ${entry.tier} is ignored: the ship is tier ${tier}`);
  if (tier >= 5 && size.paragonIncreases) {
    const chosen = ship.paragon.abilities;
    if (chosen.length < size.paragonIncreases.length) todo.push({ step: 'tiers', text: `Choose the ${size.paragonIncreases.length} scores the paragon feature raises (by ${size.paragonIncreases.join(', ')})` });
    if (new Set(chosen).size !== chosen.length) problem({ where: 'tiers', name: 'Paragon', reason: 'The paragon feature raises different scores: one is chosen twice' });
    chosen.slice(0, size.paragonIncreases.length).forEach((a, i) => increase(a, 'paragon', size.paragonIncreases![i]!, size.paragonIncreases![i]!));
  }
  for (const { effect, source } of roleEffectsOf('abilityIncrease')) {
    for (const [a, n] of Object.entries(effect.increases) as [ShipAbility, number][]) increase(a, source, n, effect.raisesMaximum ? n : 0);
  }

  // ---- Modifications' prerequisites (needing abilities: judged after the abilities modifications give) ----
  const sizeName = ship.size;
  const factsCache = new Map<string | null, ModificationFacts>();
  const facts = (weaponFilter: string | null): ModificationFacts => {
    let cached = factsCache.get(weaponFilter);
    if (!cached) factsCache.set(weaponFilter, (cached = makeFacts(weaponFilter)));
    return cached;
  };
  const makeFacts = (weaponFilter: string | null): ModificationFacts => ({
    size: sizeName,
    score: (a) => abilities[a as ShipAbility]?.score ?? 0,
    installed: (name) => counts.get(nameKey(name)) ?? 0,
    installedStartingWith: (text) => installed.filter((m) => m.name.toLowerCase().startsWith(text.toLowerCase())).map((m) => m.name),
    armor: armor?.name ?? null,
    weapons: weaponFilter ? weaponFacts.filter((w) => w.id === weaponFilter) : weaponFacts,
    fittedWeapon: weaponFilter ? (weaponFacts.find((w) => w.id === weaponFilter)?.name ?? null) : null,
  });
  const judged = installed.map((mod) => {
    const prereqs = mod.indexed?.prerequisites ?? [];
    const f = facts(mod.indexed?.rules?.attaches === 'weapon' ? (mod.doc?.weapon ?? null) : null);
    // Granted modifications come with the tier feature: their prerequisites are not asked for.
    const early = mod.grantedBy ? [] : prereqs.map((p) => (p.kind === 'ability' ? null : checkModificationPrerequisite(p, f)));
    return { mod, f, early, prereqs };
  });
  const effectsOf = (mod: Installed) => mod.indexed?.rules?.effects ?? [];
  const candidates = judged.filter((j) => j.early.every((r) => r?.met !== false));
  for (const { mod: m } of candidates) {
    for (const effect of effectsOf(m)) {
      if (effect.kind !== 'ability') continue;
      increase(effect.ability, m.name, effect.amount, effect.maximumIncrease ?? 0);
      if (effect.lowersAnother) {
        const lowered = m.doc?.lowered;
        if (lowered && lowered !== effect.ability) adjust(lowered, m.name, -1);
        else todo.push({ step: 'modifications', text: `Choose the score ${m.name} lowers by 1 (any but ${effect.ability}; the GM picks)` });
      }
    }
  }
  for (const a of SHIP_ABILITIES) abilities[a].modifier = modifierOf(abilities[a].score);
  const mod = (a: ShipAbility) => abilities[a].modifier;

  // ---- Modifications judged in full: prerequisites, limits, stock allowance, fittings, costs ----
  const computedMods: ComputedModification[] = [];
  const active: Installed[] = [];
  const categoryCounts = new Map<string, number>();
  let stockSuites = 0;
  let stockOthers = 0;
  const hardpointIds: string[] = [];
  for (const { mod: m, f, early, prereqs } of judged) {
    const record = m.indexed?.record;
    const prerequisites = m.grantedBy ? [] : prereqs.map((p, i) => early[i] ?? checkModificationPrerequisite(p, f));
    const modProblems: string[] = [];
    for (const r of prerequisites) if (r.met === false) modProblems.push(r.reason!);
    if (!record) modProblems.push(`${m.name} is not in the loaded modifications`);
    if (m.grantedBy && !record) {
      // A tier option may name a modification the loaded data lacks: shown as granted, without effects.
      modProblems.length = 0;
      warn(`${m.grantedBy} grants ${m.name}, which the loaded modifications do not have`);
    }
    const type = record?.type ?? null;
    const grade = record?.grade ?? 0;
    const isSuite = type === 'Suite';
    if (isSuite && !size.suites) modProblems.push(`Suites need a Small ship or larger (the ship is ${ship.size})`);
    // How often one modification may be installed depends on its category.
    if (record && !m.grantedBy) {
      const key = nameKey(record.name);
      const seen = (categoryCounts.get(key) ?? 0) + 1;
      categoryCounts.set(key, seen);
      const limit = general.modificationCategories[record.type]?.limit ?? null;
      if (limit !== null && seen > limit) modProblems.push(limit === 1 ? `${record.type} modifications can be installed once: ${record.name} is already aboard` : `A ${record.type.toLowerCase()} modification can be installed at most ${limit} times`);
    }
    if (m.doc?.stock) {
      if (grade > 0) modProblems.push(`Stock modifications are grade 0: ${m.name} is grade ${grade}`);
      if (isSuite) stockSuites++;
      else stockOthers++;
      const choices = size.stockModifications.choices;
      if (choices && !choices.some((c) => nameKey(c) === nameKey(m.name))) modProblems.push(`A ${ship.size} ship's stock modification is one of ${choices.join(' or ')}`);
    }
    // Fittings: a mounting goes on a hardpoint, a weapon modification on a weapon.
    const attaches = m.indexed?.rules?.attaches;
    const fittedHardpoints = m.doc?.hardpoints ?? [];
    if (attaches === 'hardpoint' || attaches === 'twoHardpoints') {
      const want = attaches === 'hardpoint' ? 1 : 2;
      if (fittedHardpoints.length !== want || new Set(fittedHardpoints).size !== want) modProblems.push(`${m.name} is fitted to ${want === 1 ? 'one hardpoint' : 'two different hardpoints'}: choose ${want === 1 ? 'it' : 'them'}`);
    }
    if (attaches === 'weapon' && !m.doc?.weapon && !m.grantedBy) modProblems.push(`${m.name} is fitted to one weapon: choose it`);
    if (attaches === 'weapon' && m.doc?.weapon && !ship.weapons.some((w) => w.id === m.doc!.weapon)) modProblems.push(`${m.name} is fitted to a weapon that is not aboard`);
    const isActive = record !== undefined && prerequisites.every((r) => r.met !== false) && !(isSuite && !size.suites);
    if (isActive || (m.grantedBy && !record)) active.push(m);
    if (isActive && effectsOf(m).some((e) => e.kind === 'hardpoint')) hardpointIds.push(m.id);
    const categoryCost = record ? general.modificationCategories[record.type]?.cost ?? 0 : 0;
    const cost = m.grantedBy || m.doc?.stock ? 0 : categoryCost * size.costs.modificationMultiplier * Math.max(1, grade);
    computedMods.push({
      id: m.id,
      name: record?.name ?? m.name,
      found: !!record,
      type,
      grade,
      stock: m.doc?.stock ?? false,
      grantedBy: m.grantedBy,
      usesSlot: !m.grantedBy,
      isSuite,
      countsAsSuite: isSuite && (!m.grantedBy || m.grantedCountsSuite),
      active: isActive,
      prerequisites,
      cost,
      installationDC: m.grantedBy ? null : (general.installationDC[Math.min(grade, 5)]?.[tier] ?? null),
      hardpoints: fittedHardpoints,
      weapon: m.doc?.weapon ?? null,
      note: m.indexed?.note,
      problems: modProblems,
    });
    for (const reason of modProblems) problem({ where: 'modification', id: m.id, name: m.name, reason });
    for (const r of prerequisites) if (r.met === null) warn(`${m.name}: ${r.reason}`);
  }
  const activeByKind = new Map<string, { effect: ModificationEffect; source: string }[]>();
  for (const m of active) {
    for (const effect of effectsOf(m)) {
      const entry = { effect, source: m.indexed?.record.name ?? m.name };
      const list = activeByKind.get(effect.kind);
      if (list) list.push(entry);
      else activeByKind.set(effect.kind, [entry]);
    }
  }
  const activeEffects = <K extends ModificationEffect['kind']>(kind: K) => (activeByKind.get(kind) ?? []) as { effect: Extract<ModificationEffect, { kind: K }>; source: string }[];

  // Slots: every installed modification (stock ones too) uses one; granted ones use none. Over the size's slots is allowed at a cost.
  const slotsUsed = computedMods.filter((m) => m.usesSlot).length;
  const modificationSlots = { used: slotsUsed, max: size.modificationSlots, over: Math.max(0, slotsUsed - size.modificationSlots) };
  if (modificationSlots.over) warn(`${modificationSlots.over} modification${modificationSlots.over === 1 ? '' : 's'} over the ${size.modificationSlots} slots: each added slot costs 50% more and raises the installation DC`);
  // Suites: the maximum depends on the size and the Constitution modifier.
  const minimumSuites = Math.max(0, ...roleEffectsOf('minimumSuites').map((r) => r.effect.value));
  const suiteFormula = size.suites ? size.suites.base + size.suites.perConstitution * mod('Constitution') : 0;
  const suiteMax = size.suites ? Math.max(0, suiteFormula, minimumSuites) : 0;
  const suitesUsed = computedMods.filter((m) => m.countsAsSuite).length;
  const suiteExplanation = size.suites
    ? `${suiteMax} = ${size.suites.base} + ${size.suites.perConstitution === 1 ? '' : `${size.suites.perConstitution} x `}Constitution ${mod('Constitution')}${minimumSuites > 0 && minimumSuites > suiteFormula ? ` (at least ${minimumSuites} by the role)` : suiteFormula < 0 ? ' (at least 0)' : ''}`
    : `${ship.size} ships have no suites`;
  if (size.suites && suitesUsed > suiteMax) {
    const over = computedMods.filter((m) => m.countsAsSuite).slice(suiteMax);
    for (const m of over) {
      const reason = `Suites are full: ${suitesUsed} of ${suiteMax} (${suiteExplanation})`;
      m.problems.push(reason);
      problem({ where: 'modification', id: m.id, name: m.name, reason });
    }
  }
  const stockModifications = { suites: { used: stockSuites, max: size.stockModifications.suites }, nonSuites: { used: stockOthers, max: size.stockModifications.nonSuites } };
  if (stockSuites > stockModifications.suites.max) problem({ where: 'modification', name: 'Stock modifications', reason: `A ${ship.size} ship comes with ${stockModifications.suites.max} stock suite${stockModifications.suites.max === 1 ? '' : 's'}; ${stockSuites} are marked stock` });
  if (stockOthers > stockModifications.nonSuites.max) problem({ where: 'modification', name: 'Stock modifications', reason: `A ${ship.size} ship comes with ${stockModifications.nonSuites.max} stock non-suite modification${stockModifications.nonSuites.max === 1 ? '' : 's'}; ${stockOthers} are marked stock` });

  // ---- Hardpoints and their mountings ----
  const hardpoints: ComputedHardpoint[] = [];
  let installedCount = 0;
  for (const m of computedMods) {
    if (!hardpointIds.includes(m.id)) continue;
    hardpoints.push({ id: m.id, label: m.grantedBy ? `Hardpoint (${m.grantedBy})` : `Hardpoint ${++installedCount}`, granted: !!m.grantedBy, mountings: [], weapon: null });
  }
  const hardpointMap = new Map(hardpoints.map((h) => [h.id, h] as const));
  for (const m of computedMods) {
    if (!m.active) continue;
    for (const h of m.hardpoints) {
      const hp = hardpointMap.get(h);
      if (hp) hp.mountings.push(m.name);
      else if (m.hardpoints.length) {
        const reason = `${m.name} is fitted to "${h}", which is not a hardpoint of this ship`;
        m.problems.push(reason);
        problem({ where: 'modification', id: m.id, name: m.name, reason });
      }
    }
  }

  // ---- Hull and shields ----
  const diceCount = size.diceAtTier0 + size.dicePerTier * tier;
  const con = mod('Constitution');
  const str = mod('Strength');
  const perDieBonus = roleEffectsOf('hullPointsPerDie').reduce((sum, r) => sum + r.effect.bonus, 0);
  const halved = state.systemDamage >= general.systemDamageHalvesAt;
  let hullPoints = size.hullDie + size.dieAverage * (diceCount - 1) + con * diceCount + perDieBonus * diceCount;
  let hullPointsExplanation = `${hullPoints} = ${size.hullDie} (first d${size.hullDie}) + ${diceCount - 1} x ${size.dieAverage} (average of each further die) + ${diceCount} x Constitution ${con}${perDieBonus ? ` + ${diceCount} x ${perDieBonus} (${roleEffectsOf('hullPointsPerDie')[0]!.source})` : ''}`;
  if (hullPoints < 1) {
    hullPoints = 1;
    hullPointsExplanation += ' (at least 1)';
  }
  if (halved) {
    hullPoints = Math.max(1, Math.floor(hullPoints / 2));
    hullPointsExplanation += `, halved by system damage: ${hullPoints}`;
  }
  const baseShieldPoints = Math.max(0, size.hullDie + size.dieAverage * (diceCount - 1) + str * diceCount);
  const shieldRules = shield?.rules;
  let shieldCapacity = shieldRules ? Math.floor((baseShieldPoints * shieldRules.capacity[0]) / shieldRules.capacity[1]) : 0;
  const regenerationFactor = roleEffectsOf('shieldRegeneration').reduce((f, r) => f * r.effect.factor, 1);
  let shieldRegeneration = shieldRules ? Math.floor((size.hullDie * shieldRules.regeneration[0]) / shieldRules.regeneration[1]) * regenerationFactor : 0;
  const shieldExplanation = [`Base shield points ${baseShieldPoints} = ${size.hullDie} (first d${size.hullDie}) + ${diceCount - 1} x ${size.dieAverage} + ${diceCount} x Strength ${str}`];
  if (shieldRules && shield) {
    shieldExplanation.push(`Shield capacity ${shieldCapacity} = ${baseShieldPoints} x ${shieldRules.capacity.join('/')} (${shield.name}), rounded down`);
    shieldExplanation.push(
      `Regeneration ${shieldRegeneration} = ${size.hullDie} (shield die maximum) x ${shieldRules.regeneration.join('/')} (${shield.name}), rounded down${regenerationFactor > 1 ? `, x ${regenerationFactor} (${roleEffectsOf('shieldRegeneration').map((r) => r.source).join(', ')})` : ''}`,
    );
    if (halved) {
      shieldCapacity = Math.floor(shieldCapacity / 2);
      shieldRegeneration = Math.floor(shieldRegeneration / 2);
      shieldExplanation.push(`Capacity and regeneration halved by system damage: ${shieldCapacity} and ${shieldRegeneration}`);
    }
  } else shieldExplanation.push('No shields installed: no shield points');
  const dice = (used: number) => ({ count: diceCount, die: size.hullDie, notation: `${diceCount}d${size.hullDie}`, used: Math.min(used, diceCount), left: Math.max(0, diceCount - used) });

  // ---- Armor class and damage reduction ----
  const dex = mod('Dexterity');
  const armorRules = armor?.rules;
  const dexMax = armorRules ? armorRules.dexterityMaximum : null;
  const dexPart = dexMax === null ? dex : Math.min(dex, dexMax);
  const acUpgrade = size.acUpgradeByTier[tier] ?? 0;
  const acBonuses = activeEffects('armorClass');
  const armorClass = 10 + dexPart + acUpgrade + acBonuses.reduce((sum, b) => sum + b.effect.bonus, 0);
  const allows = !armor ? ' (no armor)' : !armorRules ? ` (${armor.name}: no catalogue numbers)` : dexMax === null ? ` (${armor.name} allows any)` : ` (${armor.name} allows +${dexMax}${dex > dexMax ? `; the modifier is ${dex}` : ''})`;
  const acExplanation = `AC ${armorClass} = 10 + Dexterity ${dexPart}${allows}${acUpgrade ? ` + tier ${tier} upgrade ${acUpgrade}` : ''}${acBonuses.map((b) => ` + ${b.source} ${b.effect.bonus}`).join('')}`;
  const drTotals = activeEffects('damageReduction');
  const armorDR = armorRules?.damageReduction ?? 0;
  const bestTotal = drTotals.reduce((best, d) => (d.effect.total > (best?.effect.total ?? -1) ? d : best), undefined as (typeof drTotals)[number] | undefined);
  const damageReduction =
    bestTotal && bestTotal.effect.total > armorDR
      ? { value: bestTotal.effect.total, source: bestTotal.source, explanation: `DR ${bestTotal.effect.total} (${bestTotal.source}), against damage from attack rolls` }
      : armorDR
        ? { value: armorDR, source: armor!.name, explanation: `DR ${armorDR} (${armor!.name}), against damage from attack rolls` }
        : { value: 0, source: null, explanation: 'No damage reduction' };

  // ---- Speed and turning ----
  const speedLines: string[] = [];
  const baseFlying = role?.speed ?? 0;
  const baseTurning = role?.turning ?? 0;
  let flying = baseFlying;
  let turning = baseTurning;
  if (role) speedLines.push(`${role.name} role: ${baseFlying} ft. flying, ${baseTurning} ft. turning`);
  for (const { effect, source } of [...activeEffects('speed'), ...roleEffectsOf('speed')]) {
    flying += effect.bonus;
    speedLines.push(`${source}: flying ${effect.bonus >= 0 ? '+' : ''}${effect.bonus} ft.`);
  }
  for (const { effect, source } of activeEffects('turning')) {
    turning += effect.bonus;
    speedLines.push(`${source}: turning ${effect.bonus >= 0 ? '+' : ''}${effect.bonus} ft.`);
  }
  for (const { effect, source } of roleEffectsOf('turning')) {
    if (effect.speedIfBelowMinimum && turning + effect.bonus < general.turningMinimum) {
      flying += effect.speedIfBelowMinimum;
      speedLines.push(`${source}: turning cannot drop lower, so flying +${effect.speedIfBelowMinimum} ft.`);
    } else {
      turning += effect.bonus;
      speedLines.push(`${source}: turning ${effect.bonus >= 0 ? '+' : ''}${effect.bonus} ft.`);
    }
  }
  if (role && turning < general.turningMinimum) {
    turning = general.turningMinimum;
    speedLines.push(`Turning speed is never below ${general.turningMinimum} ft.`);
  }
  flying = Math.max(0, flying);
  const baseSpeeds = { flying, turning };

  // ---- Conditions, slowed levels and system damage ----
  const conditionRules = conditionsOf(general);
  const conditions: string[] = [];
  for (const name of state.conditions) {
    const known = conditionRules.get(nameKey(name));
    conditions.push(known?.name ?? name);
    if (known?.includes && !state.conditions.some((c) => nameKey(c) === nameKey(known.includes!))) conditions.push(known.includes);
  }
  const hullCurrent = Math.max(0, hullPoints - state.hullPointsLost);
  if (hullCurrent === 0 && !state.destroyed && !conditions.includes('Disabled')) conditions.push('Disabled');
  const conditionSlowed = Math.max(0, ...conditions.map((c) => conditionRules.get(nameKey(c))?.slowedLevels ?? 0));
  const slowedLevels = Math.min(4, Math.max(conditionSlowed, state.slowed + (state.systemDamage >= general.systemDamageSlowsAt ? 1 : 0)));
  const effects: string[] = [];
  for (const c of conditions) {
    const known = conditionRules.get(nameKey(c));
    effects.push(known ? `${known.name}: ${known.summary}` : `${c}: not a starship condition of the rules; tracked as written`);
  }
  for (const level of general.systemDamage) if (level.level <= state.systemDamage) effects.push(`System damage ${level.level}: ${level.summary}`);
  if (slowedLevels > 0) {
    const reduction = slowedLevels >= 4 ? flying : (general.slowedSpeedReduction[slowedLevels - 1] ?? 0);
    flying = Math.max(0, flying - reduction);
    speedLines.push(slowedLevels >= 4 ? 'Slowed 4: flying speed 0' : `Slowed ${slowedLevels}: flying -${reduction} ft.`);
    effects.push(`Slowed ${slowedLevels}: flying speed ${slowedLevels >= 4 ? 'reduced to 0' : `-${reduction} ft.`}`);
  }
  const autoFail = new Set(conditions.flatMap((c) => conditionRules.get(nameKey(c))?.autoFailSaves ?? []));
  // Each roll's sources of disadvantage, named (a roller shows them; the flags below are their presence).
  const systemDamageFrom = (level: number) => (state.systemDamage >= level ? [`System damage ${state.systemDamage}`] : []);
  const checkDisadvantageFrom = [...systemDamageFrom(1), ...conditions.filter((c) => c === 'Ionized')];
  const attackDisadvantageFrom = [...systemDamageFrom(3), ...conditions.filter((c) => c === 'Ionized' || c === 'Blinded')];
  const saveDisadvantageFrom = systemDamageFrom(3);
  const checkDisadvantage = checkDisadvantageFrom.length > 0;
  const attackDisadvantage = attackDisadvantageFrom.length > 0;
  const saveDisadvantage = saveDisadvantageFrom.length > 0;

  // ---- Saving throws ----
  const savingThrows: ComputedSave[] = [];
  const chosenSaves = ship.savingThrows;
  const choose = size.savingThrows.choose;
  for (const a of chosenSaves) {
    if (size.savingThrows.fixed.includes(a)) problem({ where: 'saves', name: a, reason: `${ship.size} ships are already proficient in ${a} saving throws` });
    else if (!choose || !choose.from.includes(a)) problem({ where: 'saves', name: a, reason: choose ? `${ship.size} ships choose their saving throws from ${choose.from.join(', ')}` : `${ship.size} ships choose no saving throws` });
  }
  if (choose) {
    const valid = new Set(chosenSaves.filter((a) => choose.from.includes(a) && !size.savingThrows.fixed.includes(a)));
    if (valid.size < choose.count) todo.push({ step: 'saves', text: `Choose ${choose.count - valid.size} more saving throw proficienc${choose.count - valid.size === 1 ? 'y' : 'ies'} (${choose.from.join(', ')})` });
    if (valid.size > choose.count) problem({ where: 'saves', name: 'Saving throws', reason: `${ship.size} ships choose ${choose.count} saving throw proficienc${choose.count === 1 ? 'y' : 'ies'}; ${valid.size} are chosen` });
  }
  const saveSources = new Map<ShipAbility, string[]>();
  for (const a of size.savingThrows.fixed) saveSources.set(a, [`${ship.size} ship`]);
  if (choose) for (const a of chosenSaves) if (choose.from.includes(a) && !size.savingThrows.fixed.includes(a)) saveSources.set(a, [...(saveSources.get(a) ?? []), 'chosen']);
  for (const { effect, source } of activeEffects('saveProficiency')) saveSources.set(effect.ability, [...(saveSources.get(effect.ability) ?? []), source]);
  const featureSaveBonus = size.features.filter((f) => f.tier <= tier && f.saveBonus);
  for (const a of SHIP_ABILITIES) {
    const proficient = saveSources.has(a);
    let modifier = mod(a) + (proficient ? helmProficiency : 0);
    const parts = [`${a} ${mod(a)}`];
    if (proficient) parts.push(`helm's proficiency ${helmProficiency} (${saveSources.get(a)!.join(', ')})`);
    for (const f of featureSaveBonus) {
      if (!f.saveBonus!.saves.includes(a)) continue;
      const bonus = Math.max(f.saveBonus!.minimum, Math.floor(mod(f.saveBonus!.halfOf) / 2));
      modifier += bonus;
      parts.push(`${f.name} ${bonus}`);
    }
    savingThrows.push({ ability: a, modifier, proficient, autoFail: autoFail.has(a), disadvantage: saveDisadvantage, disadvantageFrom: saveDisadvantageFrom, explanation: `${modifier >= 0 ? '+' : ''}${modifier} = ${parts.join(' + ')}` });
  }

  // ---- Skills (checks) ----
  const skillLevels = new Map<string, { proficient: string[]; expert: string[]; stacking: string[] }>();
  const levelOf = (skill: string) => {
    const key = nameKey(skill);
    let entry = skillLevels.get(key);
    if (!entry) skillLevels.set(key, (entry = { proficient: [], expert: [], stacking: [] }));
    return entry;
  };
  for (const { effect, source } of activeEffects('skill')) levelOf(effect.skill)[effect.level].push(source);
  if (crew.helm && crew.helm.piloting !== 'none') levelOf('Maneuvering')[crew.helm.piloting === 'expert' ? 'expert' : 'proficient'].push(`helm's Piloting ${crew.helm.piloting === 'expert' ? 'expertise' : 'proficiency'}`);
  const checkBonuses = roleEffectsOf('checkBonus');
  const skills: ComputedSkill[] = general.skills.map((skill) => {
    const levels = skillLevels.get(nameKey(skill.name));
    const sources = levels ? [...levels.expert, ...levels.proficient, ...levels.stacking] : [];
    const profCount = levels ? levels.proficient.length + levels.stacking.length : 0;
    const expert = !!levels && (levels.expert.length > 0 || (levels.stacking.length > 0 && profCount >= 2));
    const proficiency: ComputedSkill['proficiency'] = expert ? 'expert' : profCount > 0 ? 'proficient' : 'none';
    const multiplier = proficiency === 'expert' ? 2 : proficiency === 'proficient' ? 1 : 0;
    let modifier = mod(skill.ability) + multiplier * helmProficiency;
    const parts = [`${skill.ability} ${mod(skill.ability)}`];
    if (multiplier) parts.push(`${multiplier === 2 ? '2 x ' : ''}helm's proficiency ${helmProficiency} (${sources.join(', ')})`);
    for (const { effect, source } of checkBonuses) {
      if (!effect.skills.some((s) => nameKey(s) === nameKey(skill.name))) continue;
      modifier += effect.bonus;
      parts.push(`${source} ${effect.bonus}`);
    }
    return { name: skill.name, ability: skill.ability, modifier, proficiency, disadvantage: checkDisadvantage, disadvantageFrom: checkDisadvantageFrom, explanation: `${modifier >= 0 ? '+' : ''}${modifier} = ${parts.join(' + ')}` };
  });

  // ---- Weapons ----
  const damageBonuses = roleEffectsOf('weaponDamage');
  const attackBonuses = roleEffectsOf('weaponAttack');
  const weaponMods: WeaponModifiers = {
    wisdom: mod('Wisdom'),
    strength: str,
    constitutionScore: abilities.Constitution.score,
    attackBonus: attackBonuses.reduce((sum, b) => sum + b.effect.bonus, 0),
    damageBonus: damageBonuses.reduce((sum, b) => sum + b.effect.bonus, 0),
    attackSources: attackBonuses.map((b) => `${b.source} ${b.effect.bonus}`),
    damageSources: damageBonuses.map((b) => `${b.source} ${b.effect.bonus}`),
  };
  const pointDefenseAllowance = { allowed: roleEffectsOf('pointDefenseHardpoint').reduce((sum, r) => sum + r.effect.count, 0), used: 0 };
  const weapons = ship.weapons.map((w) => computeWeapon(w, { rules, size, sizeName: ship.size, crew, mods: weaponMods, hardpoints: hardpointMap, pointDefenseAllowance }));
  const mounted = new Map<string, string>();
  for (const w of weapons) {
    if (w.hardpoint && hardpointMap.has(w.hardpoint)) {
      const other = mounted.get(w.hardpoint);
      if (other) w.problems.push(`${hardpointMap.get(w.hardpoint)!.label} already holds ${other}: one weapon per hardpoint`);
      else {
        mounted.set(w.hardpoint, w.name);
        hardpointMap.get(w.hardpoint)!.weapon = w.id;
      }
    }
    for (const reason of w.problems) problem({ where: 'weapon', id: w.id, name: w.name, reason });
    if (attackDisadvantage && w.mode === 'attack') {
      w.notes.push(`Disadvantage on attack rolls (${state.systemDamage >= 3 ? 'system damage 3' : conditions.includes('Ionized') ? 'ionized' : 'blinded'})`);
      w.disadvantageFrom.push(...attackDisadvantageFrom);
    }
  }
  if (weapons.length > hardpoints.length) todo.push({ step: 'weapons', text: `${weapons.length} weapons but ${hardpoints.length} hardpoint${hardpoints.length === 1 ? '' : 's'}: add Hardpoint modifications` });
  const firesPerRound = Math.ceil(Math.max(1, str) * size.hardpointSizeModifier);

  // ---- Power dice ----
  const powerDie = general.powerDieByTier[tier] ?? 1;
  const couplingRules = coupling?.rules;
  const stores: ComputedStarship['powerDice']['stores'] = [];
  if (couplingRules) {
    const add = (location: string, capacity: number) => {
      if (capacity <= 0) return;
      const used = Math.min(capacity, state.powerDiceUsed[location as keyof typeof state.powerDiceUsed] ?? 0);
      stores.push({ location, capacity, used, available: capacity - used });
    };
    add('central', couplingRules.central);
    for (const location of ['communications', 'engines', 'shields', 'sensors', 'weapons']) add(location, couplingRules.perSystem);
  }
  const powerDice = {
    die: powerDie === 1 ? '1' : `d${powerDie}`,
    recovery: reactor?.rules?.powerRecovery ?? null,
    stores,
    capacity: stores.reduce((sum, s) => sum + s.capacity, 0),
    available: stores.reduce((sum, s) => sum + s.available, 0),
  };

  // ---- Tier features ----
  const features: ComputedFeature[] = [
    ...size.features
      .filter((f) => f.tier <= tier)
      .map((f) => ({ name: f.name, tier: f.tier, summary: f.summary, source: `${ship.size} tier ${f.tier}`, die: f.featureDie ? `d${FEATURE_DIE[tier]}` : null, uses: usesCount(f.uses, state.featureUses[f.name] ?? 0, { tier }) })),
    ...roleFeatures,
  ].sort((a, b) => a.tier - b.tier);

  // ---- Hyperdrive and navcomputer ----
  const slots = activeEffects('hyperdriveSlot');
  if (hyperdrive && slots.length === 0) problem({ where: 'equipment', name: hyperdrive.name, reason: 'Requires a Hyperdrive Slot modification' });
  const hyperdriveInfo = hyperdrive
    ? { name: hyperdrive.name, hyperdriveClass: hyperdrive.rules?.hyperdriveClass ?? null }
    : slots.length
      ? { name: `Class ${slots[0]!.effect.includedClass} hyperdrive (comes with ${slots[0]!.source})`, hyperdriveClass: slots[0]!.effect.includedClass }
      : null;
  const navLevels = activeEffects('navcomputer');
  const bestNav = navLevels.reduce((best, n) => (n.effect.level > (best?.effect.level ?? 0) ? n : best), undefined as (typeof navLevels)[number] | undefined);

  // ---- Cargo and costs ----
  const cargoOverride = roleEffectsOf('cargoCapacity').reduce((tons, r) => Math.max(tons, r.effect.tons), 0);
  const cargoCapacity = size.cargoTons === null && !cargoOverride ? null : Math.max(size.cargoTons ?? 0, cargoOverride);
  const cargoUsed = ship.cargo.reduce((sum, c) => sum + c.tons, 0);
  if (cargoCapacity !== null && cargoUsed > cargoCapacity) problem({ where: 'cargo', name: 'Cargo', reason: `${cargoUsed} tons of cargo in a hold of ${cargoCapacity} tons (storage suites add more)` });
  const equipmentCost =
    [armor, shield, reactor, coupling, hyperdrive].reduce((sum, item) => sum + (item ? item.cost * size.costs.equipmentMultiplier : 0), 0) +
    ship.weapons.reduce((sum, w) => sum + (rules.equipment(w.name)?.record?.cost ?? 0), 0);

  // ---- Crew todo ----
  if (ship.crew.length === 0) todo.push({ step: 'crew', text: 'Add crew: characters from My Characters or typed names' });
  else if (!crew.helm) todo.push({ step: 'crew', text: 'Put a crewmember at the helm (a pilot): the ship adds their proficiency bonus to its saves and checks' });
  for (const member of crew.members) {
    const left = member.venturesAllowed - member.ventures.length;
    if (left > 0) todo.push({ step: 'crew', text: `${member.name || 'A crewmember'}: choose ${left} more venture${left === 1 ? '' : 's'}` });
    const stylesLeft = member.gunningStylesAllowed - member.gunningStyles.length;
    if (stylesLeft > 0) todo.push({ step: 'crew', text: `${member.name || 'A crewmember'}: choose ${stylesLeft} gunning style${stylesLeft === 1 ? '' : 's'}` });
  }
  if (stockSuites < stockModifications.suites.max && size.suites) todo.push({ step: 'modifications', text: `${stockModifications.suites.max - stockSuites} stock suite${stockModifications.suites.max - stockSuites === 1 ? '' : 's'} still free to choose (grade 0)` });
  if (stockOthers < stockModifications.nonSuites.max) todo.push({ step: 'modifications', text: `${stockModifications.nonSuites.max - stockOthers} stock modification${stockModifications.nonSuites.max - stockOthers === 1 ? '' : 's'} (not suites) still free to choose (grade 0)${size.stockModifications.choices ? `: ${size.stockModifications.choices.join(' or ')}` : ''}` });

  const shieldCurrent = Math.max(0, shieldCapacity - state.shieldPointsLost);
  const resistances = { hull: [] as string[], shields: [] as string[] };
  for (const { effect } of activeEffects('resistance')) for (const d of effect.damage) if (!resistances[effect.to].includes(d)) resistances[effect.to].push(d);

  return {
    name: ship.name,
    size: ship.size,
    tier,
    role: role?.name ?? ship.role,
    catalogueVersion: general.catalogueVersion,
    abilities,
    helm: crew.helm ? { id: crew.helm.id, name: crew.helm.name, proficiency: crew.helm.proficiency } : null,
    hullDice: dice(state.hullDiceUsed),
    shieldDice: dice(state.shieldDiceUsed),
    hullPoints,
    hullPointsExplanation,
    baseShieldPoints,
    shieldCapacity,
    shieldRegeneration,
    shieldExplanation,
    shield: shield?.name ?? null,
    armorClass: { value: armorClass, explanation: acExplanation },
    damageReduction,
    speed: { flying, turning, base: baseSpeeds, explanation: speedLines },
    firesPerRound,
    hardpoints,
    weapons,
    powerDice,
    features,
    savingThrows,
    skills,
    modifications: computedMods,
    modificationSlots,
    suites: { used: suitesUsed, max: suiteMax, explanation: suiteExplanation },
    stockModifications,
    resistances,
    equipment: {
      armor: armor?.name ?? null,
      shield: shield?.name ?? null,
      reactor: reactor?.name ?? null,
      powerCoupling: coupling?.name ?? null,
      hyperdrive: hyperdriveInfo,
      navcomputer: bestNav ? { name: bestNav.source, level: bestNav.effect.level } : null,
    },
    cargo: { capacity: cargoCapacity, used: cargoUsed },
    costs: {
      stock: size.costs.stock,
      equipment: equipmentCost,
      modifications: computedMods.reduce((sum, m) => sum + m.cost, 0),
      nextTier: tier < 5 ? general.tierUpgradeCost[tier + 1]! * size.costs.upgradeMultiplier : null,
    },
    crew: crew.members,
    current: {
      hullPoints: hullCurrent,
      shieldPoints: shieldCurrent,
      temporaryShieldPoints: state.temporaryShieldPoints,
      slowedLevels,
      systemDamage: state.systemDamage,
      conditions,
      disabled: conditions.includes('Disabled') || conditions.includes('Stalled'),
      stable: state.stable,
      destroyed: state.destroyed,
      effects,
    },
    todo,
    problems,
    warnings,
  };
}

const conditionMaps = new WeakMap<StarshipRules['general'], ReadonlyMap<string, StarshipRules['general']['conditions'][number]>>();
/** The rules' conditions by name, built once per rules. */
function conditionsOf(general: StarshipRules['general']) {
  let map = conditionMaps.get(general);
  if (!map) conditionMaps.set(general, (map = new Map(general.conditions.map((c) => [nameKey(c.name), c] as const))));
  return map;
}

/** The assigned scores by method: the standard array used once each, point buy within its budget, manual as given. */
function checkAssignedScores(ship: Starship, general: StarshipRules['general'], problem: (p: StarshipProblem) => void, todo: StarshipTodo[]) {
  const { method, assigned } = ship.abilityScores;
  const given = SHIP_ABILITIES.filter((a) => assigned[a] !== undefined);
  const missing = SHIP_ABILITIES.filter((a) => assigned[a] === undefined);
  if (missing.length) todo.push({ step: 'abilities', text: `Assign ${missing.join(', ')}` });
  if (method === 'standardArray') {
    const left = [...SHIP_SCORE_METHODS.standardArray];
    for (const a of given) {
      const at = left.indexOf(assigned[a]!);
      if (at >= 0) left.splice(at, 1);
      else problem({ where: 'abilities', name: a, reason: `${a} ${assigned[a]}: the standard array is ${SHIP_SCORE_METHODS.standardArray.join(', ')}, each score used once` });
    }
  } else if (method === 'pointBuy') {
    const costs = SHIP_SCORE_METHODS.pointBuy.costs;
    let spent = 0;
    for (const a of given) {
      const cost = costs[String(assigned[a])];
      if (cost === undefined) {
        const known = Object.keys(costs).map(Number);
        problem({ where: 'abilities', name: a, reason: `${a} ${assigned[a]}: point buy scores run from ${Math.min(...known)} to ${Math.max(...known)}` });
      } else spent += cost;
    }
    const budget = SHIP_SCORE_METHODS.pointBuy.budget;
    if (spent > budget) problem({ where: 'abilities', name: 'Point buy', reason: `${spent} points spent of ${budget}` });
    else if (spent < budget && missing.length === 0) todo.push({ step: 'abilities', text: `${budget - spent} of ${budget} points left to spend` });
  }
}

