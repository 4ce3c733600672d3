// Building a ship: pure transitions from one ship document to the next (size, tier, role, scores, equipment,
// modifications, weapons, crew). A change the rules refuse comes back unmade with the reasons ("Requires a Large
// ship or larger"); the builder can ask the same question first to grey out an option and say why.
import { SHIP_ABILITIES, type ShipAbility, type StarshipSize } from '../../schemas/starship-mechanics.ts';
import { computeStarship } from './compute.ts';
import { nameKey, type StarshipRules } from './rules.ts';
import { crewMemberSchema, nextId, type AbilityMethod, type CrewMember, type CrewMemberInput, type Starship } from './ship-document.ts';
import { POINT_BUY_BUDGET, POINT_BUY_MAX, POINT_BUY_MIN, purchaseRefusal, STANDARD_ARRAY, type PurchaseRefusal } from '../validation/ability-scores.ts';

export type StarshipChange = { ok: true; ship: Starship } | { ok: false; ship: Starship; reasons: string[] };

const done = (ship: Starship): StarshipChange => ({ ok: true, ship });
const refused = (ship: Starship, ...reasons: string[]): StarshipChange => ({ ok: false, ship, reasons });

function sizeRules(ship: Starship, rules: StarshipRules) {
  const size = rules.sizes.get(ship.size);
  if (!size) throw new Error(`The loaded rules have no ${ship.size} ships`);
  return size.rules;
}

const isRoleOf = (ship: Starship, rules: StarshipRules, role: string | null) => role === null || sizeRules(ship, rules).roles.some((r) => nameKey(r.name) === nameKey(role));

/** A new size keeps what still fits: roles and saving throw choices of the old size are dropped. */
export function setSize(ship: Starship, rules: StarshipRules, size: StarshipSize): StarshipChange {
  if (!rules.sizes.has(size)) return refused(ship, `The loaded rules have no ${size} ships`);
  let next: Starship = { ...ship, size };
  const keepRole = (role: string | null) => (isRoleOf(next, rules, role) ? role : null);
  const choose = sizeRules(next, rules).savingThrows.choose;
  next = {
    ...next,
    role: keepRole(ship.role),
    roleSpecialization: keepRole(ship.roleSpecialization),
    roleMastery: keepRole(ship.roleMastery),
    paragon: { role: keepRole(ship.paragon.role), abilities: ship.paragon.abilities },
    savingThrows: ship.savingThrows.filter((a) => choose?.from.includes(a)),
  };
  return done(next);
}

/** Lowering the tier removes what the higher tiers gave (their improvements and role options), as the rules say. */
export function setTier(ship: Starship, tier: number): StarshipChange {
  if (!Number.isInteger(tier) || tier < 0 || tier > 5) return refused(ship, `A tier is a whole number from 0 to 5 (got ${tier})`);
  return done({
    ...ship,
    tier,
    tierIncreases: ship.tierIncreases.filter((e) => e.tier <= tier),
    roleSpecialization: tier >= 2 ? ship.roleSpecialization : null,
    roleMastery: tier >= 4 ? ship.roleMastery : null,
    paragon: tier >= 5 ? ship.paragon : { role: null, abilities: [] },
    grantChoices: { specialization: tier >= 2 ? ship.grantChoices.specialization : [], mastery: tier >= 4 ? ship.grantChoices.mastery : [] },
  });
}

/** The construction role; `equip` (default) also installs the role's stock armor, shield, reactor and coupling. */
export function setRole(ship: Starship, rules: StarshipRules, roleName: string | null, options: { equip?: boolean } = {}): StarshipChange {
  if (roleName === null) return done({ ...ship, role: null });
  const role = sizeRules(ship, rules).roles.find((r) => nameKey(r.name) === nameKey(roleName));
  if (!role) return refused(ship, `${roleName} is not a role of ${ship.size} ships (${sizeRules(ship, rules).roles.map((r) => r.name).join(', ')})`);
  const equipment = options.equip === false ? ship.equipment : { ...ship.equipment, armor: role.armor, shield: role.shield ?? ship.equipment.shield, reactor: role.reactor, powerCoupling: role.powerCoupling };
  return done({ ...ship, role: role.name, equipment });
}

/** Tier 2's specialization or tier 4's mastery: any role of the ship's size, not only the construction role. */
export function setRoleOption(ship: Starship, rules: StarshipRules, which: 'specialization' | 'mastery', roleName: string | null): StarshipChange {
  const atTier = which === 'specialization' ? 2 : 4;
  if (roleName !== null && ship.tier < atTier) return refused(ship, `The Role ${which === 'specialization' ? 'Specialization' : 'Mastery'} comes at tier ${atTier} (the ship is tier ${ship.tier})`);
  const role = roleName === null ? null : sizeRules(ship, rules).roles.find((r) => nameKey(r.name) === nameKey(roleName));
  if (roleName !== null && !role) return refused(ship, `${roleName} is not a role of ${ship.size} ships`);
  const field = which === 'specialization' ? 'roleSpecialization' : 'roleMastery';
  return done({ ...ship, [field]: role?.name ?? null, grantChoices: { ...ship.grantChoices, [which]: [] } });
}

/** A modification a role option lets the owner pick (a Shuttle's suite). */
export function setGrantChoice(ship: Starship, rules: StarshipRules, which: 'specialization' | 'mastery', names: readonly string[]): StarshipChange {
  for (const name of names) {
    const found = rules.modification(name);
    if (!found) return refused(ship, `${name} is not in the loaded modifications`);
  }
  return done({ ...ship, grantChoices: { ...ship.grantChoices, [which]: names.map((n) => rules.modification(n)!.record.name) } });
}

/** Tier 5: the role whose paragon option a Tiny or Small ship takes, or the scores a larger ship raises (in order). */
export function setParagon(ship: Starship, rules: StarshipRules, choice: { role?: string | null; abilities?: readonly ShipAbility[] }): StarshipChange {
  if (ship.tier < 5) return refused(ship, `The paragon feature comes at tier 5 (the ship is tier ${ship.tier})`);
  const size = sizeRules(ship, rules);
  if (choice.role !== undefined && choice.role !== null && !isRoleOf(ship, rules, choice.role)) return refused(ship, `${choice.role} is not a role of ${ship.size} ships`);
  if (choice.abilities) {
    const wanted = size.paragonIncreases?.length ?? 0;
    if (!wanted) return refused(ship, `A ${ship.size} ship's paragon option follows a role, not chosen scores`);
    if (choice.abilities.length > wanted) return refused(ship, `The paragon feature raises ${wanted} scores (by ${size.paragonIncreases!.join(', ')})`);
    if (new Set(choice.abilities).size !== choice.abilities.length) return refused(ship, 'The paragon feature raises different scores');
  }
  return done({ ...ship, paragon: { role: choice.role === undefined ? ship.paragon.role : choice.role, abilities: choice.abilities ? [...choice.abilities] : ship.paragon.abilities } });
}

/** Changing the method starts the assignment over: the old scores would not follow the new method's rules. */
export function setAbilityMethod(ship: Starship, method: AbilityMethod): StarshipChange {
  if (ship.abilityScores.method === method) return done(ship);
  return done({ ...ship, abilityScores: { method, assigned: {} } });
}

function purchaseRefusalText(ability: ShipAbility, score: number, refusal: PurchaseRefusal): string {
  switch (refusal.kind) {
    case 'notInArray':
      return `${score} is not in the standard array (${STANDARD_ARRAY.join(', ')})`;
    case 'alreadyUsed':
      return `${score} is already ${refusal.by}'s: each score of the standard array is used once`;
    case 'notForSale':
      return `Point buy scores run from ${POINT_BUY_MIN} to ${POINT_BUY_MAX}`;
    case 'overBudget':
      return `${ability} ${score} costs ${refusal.cost} points: ${refusal.spent} of ${POINT_BUY_BUDGET} would be spent`;
  }
}

/** Assigns one score (as rolled or bought, before the size's adjustments); null clears it. */
export function assignAbility(ship: Starship, rules: StarshipRules, ability: ShipAbility, score: number | null): StarshipChange {
  const { method, assigned } = ship.abilityScores;
  const next = { ...assigned };
  if (score === null) delete next[ability];
  else {
    if (!Number.isInteger(score) || score < 1 || score > 30) return refused(ship, `${ability} ${score}: a score is a whole number from 1 to 30`);
    const refusal = method === 'manual' ? undefined : purchaseRefusal(method, assigned, ability, score, SHIP_ABILITIES);
    if (refusal) return refused(ship, purchaseRefusalText(ability, score, refusal));
    next[ability] = score;
  }
  return done({ ...ship, abilityScores: { method, assigned: next } });
}

/** A tier's Ability Score Improvement: +2 to one score or +1 to two. */
export function setTierIncrease(ship: Starship, tier: number, increases: Partial<Record<ShipAbility, number>>): StarshipChange {
  if (tier < 1 || tier > ship.tier) return refused(ship, `Tier ${tier} is not reached (the ship is tier ${ship.tier})`);
  const parts = Object.entries(increases).filter(([, n]) => n);
  const total = parts.reduce((sum, [, n]) => sum + (n ?? 0), 0);
  if (total !== 2 || parts.length > 2 || parts.some(([, n]) => n !== 1 && n !== 2)) return refused(ship, 'An ability score improvement is +2 to one score or +1 to two scores');
  const entry = { tier, increases: Object.fromEntries(parts) as Partial<Record<ShipAbility, 1 | 2>> };
  return done({ ...ship, tierIncreases: [...ship.tierIncreases.filter((e) => e.tier !== tier), entry].sort((a, b) => a.tier - b.tier) });
}

/** Saving throw proficiencies chosen from the size's list (its fixed ones need no choosing). */
export function setSavingThrows(ship: Starship, rules: StarshipRules, abilities: readonly ShipAbility[]): StarshipChange {
  const saves = sizeRules(ship, rules).savingThrows;
  if (!saves.choose) return abilities.length ? refused(ship, `${ship.size} ships choose no saving throws: they have ${saves.fixed.join(' and ')}`) : done({ ...ship, savingThrows: [] });
  const wrong = abilities.filter((a) => !saves.choose!.from.includes(a) || saves.fixed.includes(a));
  if (wrong.length) return refused(ship, `${ship.size} ships choose their saving throws from ${saves.choose.from.filter((a) => !saves.fixed.includes(a)).join(', ')} (not ${wrong.join(', ')})`);
  const unique = [...new Set(abilities)];
  if (unique.length > saves.choose.count) return refused(ship, `${ship.size} ships choose ${saves.choose.count} saving throw proficienc${saves.choose.count === 1 ? 'y' : 'ies'}`);
  return done({ ...ship, savingThrows: unique });
}

const SLOT_TYPES = { armor: 'Armor', shield: 'Shield', reactor: 'Reactor', powerCoupling: 'PowerCoupling', hyperdrive: 'Hyperdrive' } as const;
export type EquipmentSlot = keyof typeof SLOT_TYPES;

/** Armor, shield, reactor, power coupling or hyperdrive from the equipment table (null removes it). */
export function setEquipment(ship: Starship, rules: StarshipRules, slot: EquipmentSlot, name: string | null): StarshipChange {
  if (name === null) return done({ ...ship, equipment: { ...ship.equipment, [slot]: null } });
  const found = rules.equipment(name);
  if (!found) return refused(ship, `${name} is not in the loaded equipment`);
  const type = found.record?.type ?? found.rules?.type;
  if (type !== SLOT_TYPES[slot]) return refused(ship, `${name} is ${String(type).toLowerCase()}, not ${slot === 'powerCoupling' ? 'a power coupling' : slot === 'armor' ? 'armor' : `a ${slot}`}`);
  if (slot === 'hyperdrive') {
    const computed = computeStarship(ship, rules);
    if (!computed.modifications.some((m) => m.active && rules.modification(m.name)?.rules?.effects.some((e) => e.kind === 'hyperdriveSlot'))) return refused(ship, 'Requires a Hyperdrive Slot modification');
  }
  return done({ ...ship, equipment: { ...ship.equipment, [slot]: found.record?.name ?? name } });
}

export interface ModificationOptions {
  /** A stock modification of construction (free, grade 0, within the size's allowance). */
  stock?: boolean;
  /** The hardpoint(s) a mounting is fitted to. */
  hardpoints?: readonly string[];
  /** The weapon a weapon modification is fitted to. */
  weapon?: string | null;
  /** The score a makeshift upgrade lowers. */
  lowered?: ShipAbility | null;
}

function withModification(ship: Starship, rules: StarshipRules, name: string, options: ModificationOptions): { ship: Starship; id: string } {
  const id = nextId(ship, 'mod');
  const record = rules.modification(name)?.record;
  const entry = { id, name: record?.name ?? name, stock: options.stock ?? false, hardpoints: [...(options.hardpoints ?? [])], weapon: options.weapon ?? null, lowered: options.lowered ?? null };
  return { ship: { ...ship, modifications: [...ship.modifications, entry] }, id };
}

/**
 * Why a modification cannot be installed as asked (empty when it can): unmet prerequisites, a category limit, full
 * suites, a stock choice out of bounds, a missing fitting. Going over the size's slots is allowed (at extra cost).
 */
export function modificationRefusals(ship: Starship, rules: StarshipRules, name: string, options: ModificationOptions = {}): string[] {
  if (!rules.modification(name)) return [`${name} is not in the loaded modifications`];
  const { ship: next, id } = withModification(ship, rules, name, options);
  const computed = computeStarship(next, rules);
  const problems = computed.modifications.find((m) => m.id === id)?.problems ?? [];
  return options.stock ? [...problems, ...stockAllowanceRefusals(ship, rules, name, computed.stockModifications)] : problems;
}

/** A stock modification is free only within the size's allowance: one more is refused (it may be installed at its price). */
function stockAllowanceRefusals(ship: Starship, rules: StarshipRules, name: string, stock: ReturnType<typeof computeStarship>['stockModifications']): string[] {
  const suite = rules.modification(name)?.record.type === 'Suite';
  const { used, max } = suite ? stock.suites : stock.nonSuites;
  if (used <= max) return [];
  const what = suite ? `stock suite${max === 1 ? '' : 's'}` : `stock modification${max === 1 ? '' : 's'} besides suites`;
  return [`A ${ship.size} ship comes with ${max} free ${what}${max ? ', all chosen' : ''}: install ${name} at its price instead`];
}

export function installModification(ship: Starship, rules: StarshipRules, name: string, options: ModificationOptions = {}): StarshipChange & { id?: string } {
  const reasons = modificationRefusals(ship, rules, name, options);
  if (reasons.length) return refused(ship, ...reasons);
  const { ship: next, id } = withModification(ship, rules, name, options);
  return { ok: true, ship: next, id };
}

/** Removes a modification: weapons on it lose their hardpoint and mountings fitted to it come off it. */
export function removeModification(ship: Starship, id: string): StarshipChange {
  if (!ship.modifications.some((m) => m.id === id)) return refused(ship, `No modification "${id}" aboard`);
  return done({
    ...ship,
    modifications: ship.modifications.filter((m) => m.id !== id).map((m) => (m.hardpoints.includes(id) ? { ...m, hardpoints: m.hardpoints.filter((h) => h !== id) } : m)),
    weapons: ship.weapons.map((w) => (w.hardpoint === id ? { ...w, hardpoint: null } : w)),
  });
}

/** Changes how an installed modification is fitted (its hardpoints, weapon, lowered score), refusing what would not fit. */
export function fitModification(ship: Starship, rules: StarshipRules, id: string, options: ModificationOptions): StarshipChange {
  const current = ship.modifications.find((m) => m.id === id);
  if (!current) return refused(ship, `No modification "${id}" aboard`);
  const updated = {
    ...current,
    hardpoints: options.hardpoints ? [...options.hardpoints] : current.hardpoints,
    weapon: options.weapon !== undefined ? options.weapon : current.weapon,
    lowered: options.lowered !== undefined ? options.lowered : current.lowered,
  };
  const next = { ...ship, modifications: ship.modifications.map((m) => (m.id === id ? updated : m)) };
  const problems = computeStarship(next, rules).modifications.find((m) => m.id === id)?.problems ?? [];
  return problems.length ? refused(ship, ...problems) : done(next);
}

export interface WeaponOptions {
  hardpoint?: string | null;
  gunner?: string | null;
  ammunition?: string | null;
}

function weaponProblems(ship: Starship, rules: StarshipRules, weaponId: string): string[] {
  return computeStarship(ship, rules).weapons.find((w) => w.id === weaponId)?.problems ?? [];
}

/** Mounts a weapon (on a free hardpoint of this ship, of the ship's weapon size); without a hardpoint it is only carried. */
export function mountWeapon(ship: Starship, rules: StarshipRules, name: string, options: WeaponOptions = {}): StarshipChange & { id?: string } {
  const found = rules.equipment(name)?.record;
  if (!found) return refused(ship, `${name} is not in the loaded equipment`);
  if (found.type !== 'Weapon') return refused(ship, `${name} is ${found.type.toLowerCase()}, not a weapon`);
  const id = nextId(ship, 'weapon');
  const next = { ...ship, weapons: [...ship.weapons, { id, name: found.name, hardpoint: options.hardpoint ?? null, gunner: options.gunner ?? null, ammunition: options.ammunition ?? null }] };
  const problems = weaponProblems(next, rules, id).filter((p) => options.hardpoint !== undefined || !/on no hardpoint/.test(p));
  return problems.length ? refused(ship, ...problems) : { ok: true, ship: next, id };
}

/** Moves a weapon to another hardpoint, changes its gunner or its ammunition. */
export function updateWeapon(ship: Starship, rules: StarshipRules, id: string, options: WeaponOptions): StarshipChange {
  const weapon = ship.weapons.find((w) => w.id === id);
  if (!weapon) return refused(ship, `No weapon "${id}" aboard`);
  if (options.gunner && !ship.crew.some((m) => m.id === options.gunner)) return refused(ship, `No crewmember "${options.gunner}" aboard`);
  const updated = {
    ...weapon,
    hardpoint: options.hardpoint !== undefined ? options.hardpoint : weapon.hardpoint,
    gunner: options.gunner !== undefined ? options.gunner : weapon.gunner,
    ammunition: options.ammunition !== undefined ? options.ammunition : weapon.ammunition,
  };
  const next = { ...ship, weapons: ship.weapons.map((w) => (w.id === id ? updated : w)) };
  const problems = weaponProblems(next, rules, id).filter((p) => updated.hardpoint !== null || !/on no hardpoint/.test(p));
  return problems.length ? refused(ship, ...problems) : done(next);
}

export function removeWeapon(ship: Starship, id: string): StarshipChange {
  if (!ship.weapons.some((w) => w.id === id)) return refused(ship, `No weapon "${id}" aboard`);
  return done({ ...ship, weapons: ship.weapons.filter((w) => w.id !== id), modifications: ship.modifications.map((m) => (m.weapon === id ? { ...m, weapon: null } : m)) });
}

// ---- Crew ----

/** Adds a crewmember (a character reference or a typed name); the id is made here. */
export function addCrewMember(ship: Starship, member: Omit<CrewMemberInput, 'id'>): StarshipChange & { id?: string } {
  const id = nextId(ship, 'crew');
  const parsed = crewMemberSchema.safeParse({ ...member, id });
  if (!parsed.success) return refused(ship, ...parsed.error.issues.map((i) => `${i.path.join('.') || 'crewmember'}: ${i.message}`));
  return { ok: true, ship: { ...ship, crew: [...ship.crew, parsed.data] }, id };
}

/** Changes a crewmember's fields (deployment, rank, proficiency...); the result must still be a valid crewmember. */
export function updateCrewMember(ship: Starship, id: string, patch: Partial<Omit<CrewMember, 'id'>>): StarshipChange {
  const member = ship.crew.find((m) => m.id === id);
  if (!member) return refused(ship, `No crewmember "${id}" aboard`);
  const parsed = crewMemberSchema.safeParse({ ...member, ...patch, id });
  if (!parsed.success) return refused(ship, ...parsed.error.issues.map((i) => `${i.path.join('.') || 'crewmember'}: ${i.message}`));
  return done({ ...ship, crew: ship.crew.map((m) => (m.id === id ? parsed.data : m)) });
}

/** Removes a crewmember: the weapons they fired lose their gunner, and the helm is free. */
export function removeCrewMember(ship: Starship, id: string): StarshipChange {
  if (!ship.crew.some((m) => m.id === id)) return refused(ship, `No crewmember "${id}" aboard`);
  return done({
    ...ship,
    crew: ship.crew.filter((m) => m.id !== id),
    weapons: ship.weapons.map((w) => (w.gunner === id ? { ...w, gunner: null } : w)),
    helm: ship.helm === id ? null : ship.helm,
  });
}

export function setHelm(ship: Starship, id: string | null): StarshipChange {
  if (id !== null && !ship.crew.some((m) => m.id === id)) return refused(ship, `No crewmember "${id}" aboard`);
  return done({ ...ship, helm: id });
}

/** Adds a venture to a crewmember: one per rank, its prerequisites met (or not judgeable here, then the player checks). */
export function chooseVenture(ship: Starship, rules: StarshipRules, crewId: string, venture: string): StarshipChange {
  const member = ship.crew.find((m) => m.id === crewId);
  if (!member) return refused(ship, `No crewmember "${crewId}" aboard`);
  const found = rules.venture(venture);
  if (!found) return refused(ship, `${venture} is not a venture of the loaded rules`);
  if (member.ventures.some((v) => nameKey(v) === nameKey(found.record.name))) return refused(ship, `${member.name || 'The crewmember'} already has ${found.record.name}`);
  const next = { ...ship, crew: ship.crew.map((m) => (m.id === crewId ? { ...m, ventures: [...m.ventures, found.record.name] } : m)) };
  const computed = computeStarship(next, rules).crew.find((m) => m.id === crewId)!;
  const reasons: string[] = [];
  if (computed.ventures.length > computed.venturesAllowed) reasons.push(`${member.name || 'The crewmember'} has ${computed.venturesAllowed} venture${computed.venturesAllowed === 1 ? '' : 's'} to choose (one per deployment rank)`);
  const judged = computed.ventures.find((v) => nameKey(v.name) === nameKey(found.record.name))!;
  for (const p of judged.prerequisites) if (p.met === false) reasons.push(p.reason!);
  return reasons.length ? refused(ship, ...reasons) : done(next);
}

export function removeVenture(ship: Starship, crewId: string, venture: string): StarshipChange {
  const member = ship.crew.find((m) => m.id === crewId);
  if (!member) return refused(ship, `No crewmember "${crewId}" aboard`);
  return done({ ...ship, crew: ship.crew.map((m) => (m.id === crewId ? { ...m, ventures: m.ventures.filter((v) => nameKey(v) !== nameKey(venture)) } : m)) });
}

