// A ship in play: damage (damage reduction, then shields, then hull, each with the rules' damage-type halvings),
// the once-per-round shield regeneration, the crew's Patch, Regenerate Shields and Boost Shields actions, recharging
// and refitting (which spend and restore hull and shield dice), destruction saves, conditions, system damage, power
// dice and limited feature uses. Pure transitions: a ship document in, the next one and a report out; dice come from
// an injected roller.
import { applyDamageType, parseDamageType, type DamageType } from '../damage/damage-types.ts';
import { temporaryFirst } from '../damage/temporary-points.ts';
import { rollNotation } from '../dice/roll.ts';
import type { DieRoller } from '../dice/random-source.ts';
import { POWER_LOCATIONS, type PowerLocation } from '../../schemas/starship-mechanics.ts';
import { computeStarship, type ComputedStarship } from './compute.ts';
import { nameKey, type StarshipRules } from './rules.ts';
import type { Starship, ShipState } from './ship-document.ts';

/** Thrown for input no rule can read (an unknown damage type, a negative amount): nothing is changed. */
export class StarshipPlayError extends Error {
  override name = 'StarshipPlayError';
}

const withState = (ship: Starship, patch: Partial<ShipState>): Starship => ({ ...ship, state: { ...ship.state, ...patch } });

export interface DamageInput {
  amount: number;
  /** The damage type as the rules write it (any case); absent or null: untyped damage. */
  type?: string | null;
  /** Damage from an attack roll: the armor's damage reduction applies (never to saves or effects). */
  fromAttackRoll?: boolean;
  critical?: boolean;
  /** Damage that strikes the hull directly (a Pinpoint Strike). */
  bypassShields?: boolean;
  /** Sonic damage harms a ship only inside an atmosphere. */
  inAtmosphere?: boolean;
}

export interface DamageReport {
  ship: Starship;
  dealt: number;
  afterReduction: number;
  temporaryShieldsLost: number;
  shieldsLost: number;
  hullLost: number;
  systemDamageAdded: number;
  disabled: boolean;
  destroyed: boolean;
  /** The steps in order, for the player: "Damage reduction 3 (Deflection armor): 10 -> 7", "Shields take 7 ...". */
  lines: string[];
}

/**
 * The order of damage: (1) damage from an attack roll loses the ship's damage reduction, but never drops below 1;
 * (2) temporary shield points, then shield points, take what is left, with the shields' defenses (acid, cold, fire
 * and necrotic halved; poison and psychic nothing; sonic nothing in space; resistances from modifications), and
 * what they cannot hold passes on at its full strength; (3) the hull takes the rest with its own defenses (ion,
 * lightning and necrotic halved, and the same immunities); (4) at 0 hull points the ship is disabled and takes a
 * level of system damage, or explodes when what is left equals its hull point maximum (ion damage only disables);
 * damage at 0 hull points adds a level of system damage (two on a critical hit) or destroys it if as large as the maximum.
 */
export function takeDamage(ship: Starship, rules: StarshipRules, input: DamageInput): DamageReport {
  if (!Number.isFinite(input.amount) || input.amount < 0) throw new StarshipPlayError(`Damage must be a number of 0 or more (got ${input.amount})`);
  let type: DamageType | undefined;
  if (input.type) {
    type = parseDamageType(input.type);
    if (!type) throw new StarshipPlayError(`Unknown damage type "${input.type}"`);
  }
  const c = computeStarship(ship, rules);
  const kinds = rules.general.damageTypes;
  const lines: string[] = [];
  const dealt = Math.floor(input.amount);
  const has = (list: readonly string[]) => !!type && list.some((t) => nameKey(t) === nameKey(type!));
  const immunities = [...kinds.noDamage, ...(input.inAtmosphere ? [] : kinds.noDamageInSpace)];

  let damage = dealt;
  if (input.fromAttackRoll && c.damageReduction.value > 0 && damage > 0) {
    const reduced = Math.max(rules.general.damageReductionMinimum, damage - c.damageReduction.value);
    lines.push(`Damage reduction ${c.damageReduction.value} (${c.damageReduction.source}): ${damage} -> ${reduced}`);
    damage = reduced;
  }
  const afterReduction = damage;

  // Shields: temporary points first, then the shield points.
  let temporaryShieldsLost = 0;
  let shieldsLost = 0;
  let remaining = damage;
  const shieldPool = c.current.temporaryShieldPoints + c.current.shieldPoints;
  if (remaining > 0 && shieldPool > 0 && !input.bypassShields) {
    const onShields = applyDamageType(remaining, type, { resistances: [...kinds.halvedByShields, ...c.resistances.shields], immunities });
    if (onShields.taken === 0) {
      lines.push(`Shields take nothing (${onShields.explanation})`);
    } else {
      const absorbed = Math.min(onShields.taken, shieldPool);
      ({ absorbed: temporaryShieldsLost, remaining: shieldsLost } = temporaryFirst(absorbed, c.current.temporaryShieldPoints));
      // What the shields held, counted back in the damage as dealt (halved damage used twice as much of it).
      const used = absorbed === onShields.taken ? remaining : Math.ceil((absorbed * remaining) / onShields.taken);
      remaining = Math.max(0, remaining - used);
      lines.push(`Shields take ${absorbed} (${onShields.explanation})${temporaryShieldsLost ? `, ${temporaryShieldsLost} of them temporary` : ''}${remaining ? `; ${remaining} passes to the hull` : ''}`);
    }
  } else if (input.bypassShields && remaining > 0) lines.push('The damage bypasses the shields');

  // Hull.
  let hullLost = 0;
  let systemDamageAdded = 0;
  let destroyed = ship.state.destroyed;
  let stable = ship.state.stable;
  let destructionSaves = ship.state.destructionSaves;
  const before = c.current.hullPoints;
  if (remaining > 0) {
    const onHull = applyDamageType(remaining, type, { resistances: [...kinds.halvedByHull, ...c.resistances.hull], immunities });
    const taken = onHull.taken;
    hullLost = Math.min(taken, before);
    const beyond = taken - before;
    lines.push(`Hull takes ${taken} (${onHull.explanation})`);
    const onlyDisables = has(kinds.cannotDestroy);
    if (taken > 0 && before > 0 && taken >= before) {
      if (beyond >= c.hullPoints && !onlyDisables) {
        destroyed = true;
        lines.push(`${beyond} damage beyond 0 hull points is at least the maximum (${c.hullPoints}): the ship is destroyed`);
      } else {
        systemDamageAdded = 1;
        destructionSaves = { successes: 0, failures: 0 };
        stable = onlyDisables;
        lines.push(`0 hull points: the ship is disabled${onlyDisables ? ' and stable (ion damage cannot destroy a ship)' : ''} and takes a level of system damage`);
      }
    } else if (taken > 0 && before === 0) {
      if (taken >= c.hullPoints && !onlyDisables) {
        destroyed = true;
        lines.push(`Damage at 0 hull points as large as the maximum (${c.hullPoints}): the ship is destroyed`);
      } else {
        systemDamageAdded = input.critical ? 2 : 1;
        stable = onlyDisables ? stable : false;
        lines.push(`Damage at 0 hull points: ${systemDamageAdded} level${systemDamageAdded === 1 ? '' : 's'} of system damage${stable ? '' : '; the ship is no longer stable'}`);
      }
    }
  }
  const systemDamage = Math.min(6, ship.state.systemDamage + systemDamageAdded);
  const next = withState(ship, {
    temporaryShieldPoints: ship.state.temporaryShieldPoints - temporaryShieldsLost,
    shieldPointsLost: ship.state.shieldPointsLost + shieldsLost,
    hullPointsLost: Math.min(c.hullPoints, ship.state.hullPointsLost + hullLost),
    systemDamage,
    destroyed,
    stable,
    destructionSaves,
  });
  return { ship: next, dealt, afterReduction, temporaryShieldsLost, shieldsLost, hullLost, systemDamageAdded, disabled: !destroyed && before - hullLost === 0, destroyed, lines };
}

export interface RecoveryReport {
  ship: Starship;
  /** Hull or shield points regained (or temporary shield points gained). */
  regained: number;
  /** Why nothing happened, when nothing did. */
  refused?: string;
  lines: string[];
}

const nothing = (ship: Starship, refused: string): RecoveryReport => ({ ship, regained: 0, refused, lines: [refused] });

/**
 * The passive regeneration, once per round on the ship's turn: a shield die is expended (not rolled) and the shields
 * regain the regeneration rate, up to their capacity. Shields at 0 do not regenerate by themselves.
 */
export function regenerateShields(ship: Starship, rules: StarshipRules, computed?: ComputedStarship): RecoveryReport {
  const c = computed ?? computeStarship(ship, rules);
  if (c.shieldCapacity === 0) return nothing(ship, 'The ship has no shields');
  if (c.current.shieldPoints === 0) return nothing(ship, 'Shields are down: they come back only with the Regenerate Shields action, a recharge or a refit');
  if (c.current.shieldPoints >= c.shieldCapacity) return nothing(ship, 'Shields are full');
  if (c.shieldDice.left === 0) return nothing(ship, 'No shield dice left to regenerate with');
  const regained = Math.min(c.shieldRegeneration, c.shieldCapacity - c.current.shieldPoints);
  return {
    ship: withState(ship, { shieldPointsLost: ship.state.shieldPointsLost - regained, shieldDiceUsed: ship.state.shieldDiceUsed + 1 }),
    regained,
    lines: [`Shields regenerate ${regained} (rate ${c.shieldRegeneration}), expending a shield die`],
  };
}

const rollDie = (sides: number, roll: DieRoller, mode: 'normal' | 'lesser' | 'greater') => {
  const first = roll(sides);
  if (mode === 'normal') return { value: first, text: `d${sides} (${first})` };
  const second = roll(sides);
  const value = mode === 'lesser' ? Math.min(first, second) : Math.max(first, second);
  return { value, text: `d${sides} twice, ${mode === 'lesser' ? 'lower' : 'higher'} kept (${first}, ${second})` };
};

/** The Regenerate Shields action: a shield die is spent and rolled (twice, keeping the lower, when the Boost check failed). */
export function regenerateShieldsAction(ship: Starship, rules: StarshipRules, roll: DieRoller, check: { success: boolean }): RecoveryReport {
  const c = computeStarship(ship, rules);
  if (c.shieldCapacity === 0) return nothing(ship, 'The ship has no shields');
  if (c.shieldDice.left === 0) return nothing(ship, 'No shield dice left');
  const rolled = rollDie(c.shieldDice.die, roll, check.success ? 'normal' : 'lesser');
  const regained = Math.min(rolled.value, c.shieldCapacity - c.current.shieldPoints);
  return {
    ship: withState(ship, { shieldPointsLost: ship.state.shieldPointsLost - regained, shieldDiceUsed: ship.state.shieldDiceUsed + 1 }),
    regained,
    lines: [`Regenerate Shields: ${rolled.text}, shields regain ${regained}`],
  };
}

/** The Boost Shields action after a successful Strength (Boost) check: temporary shield points from a shield die roll (none expended). */
export function boostShields(ship: Starship, rules: StarshipRules, roll: DieRoller): RecoveryReport {
  const c = computeStarship(ship, rules);
  if (c.shieldCapacity === 0) return nothing(ship, 'The ship has no shields');
  const rolled = rollDie(c.shieldDice.die, roll, 'normal');
  const temporary = Math.max(ship.state.temporaryShieldPoints, rolled.value);
  return { ship: withState(ship, { temporaryShieldPoints: temporary }), regained: temporary - ship.state.temporaryShieldPoints, lines: [`Boost Shields: ${rolled.text}, ${temporary} temporary shield points until the ship's next turn`] };
}

/** The Patch action: a hull die is spent and rolled (twice, keeping the lower, on a failed check) plus the Constitution modifier. */
export function patch(ship: Starship, rules: StarshipRules, roll: DieRoller, check: { success: boolean }): RecoveryReport {
  const c = computeStarship(ship, rules);
  if (c.hullDice.left === 0) return nothing(ship, 'No hull dice left');
  const rolled = rollDie(c.hullDice.die, roll, check.success ? 'normal' : 'lesser');
  const con = c.abilities.Constitution.modifier;
  const regained = Math.max(0, Math.min(rolled.value + con, c.hullPoints - c.current.hullPoints));
  return {
    ship: withState(ship, { hullPointsLost: ship.state.hullPointsLost - regained, hullDiceUsed: ship.state.hullDiceUsed + 1, ...(regained > 0 ? { stable: false, destructionSaves: { successes: 0, failures: 0 } } : {}) }),
    regained,
    lines: [`Patch: ${rolled.text} + Constitution ${con}, hull regains ${regained}`],
  };
}

/** Resets the uses of limited features that come back at this downtime (and, at a refit, those of a recharge too). */
function resetShipFeatures(ship: Starship, rules: StarshipRules, at: 'recharge' | 'refit'): Record<string, number> {
  const size = rules.sizes.get(ship.size)?.rules;
  const resets = new Set((size?.features ?? []).filter((f) => f.uses && (f.uses.recovery === at || (at === 'refit' && f.uses.recovery === 'recharge'))).map((f) => f.name));
  return Object.fromEntries(Object.entries(ship.state.featureUses).filter(([name]) => !resets.has(name)));
}

/**
 * Recharging (an hour's makeshift repairs): the crew may spend hull dice, each rolled by the Intelligence (Mechanic's
 * Kit) check's result (10 or less: twice, keep the lower; 21 or more: twice, keep the higher) plus the Constitution
 * modifier; then every shield point and half the ship's shield dice come back, and features used "until recharged".
 */
export function recharge(ship: Starship, rules: StarshipRules, roll: DieRoller, options: { hullDice: number; check: number }): RecoveryReport {
  if (!Number.isInteger(options.hullDice) || options.hullDice < 0) throw new StarshipPlayError(`Hull dice to spend must be a whole number of 0 or more (got ${options.hullDice})`);
  const c = computeStarship(ship, rules);
  const lines: string[] = [];
  const spend = Math.min(options.hullDice, c.hullDice.left);
  if (spend < options.hullDice) lines.push(`Only ${c.hullDice.left} hull dice left`);
  const mode = options.check <= 10 ? 'lesser' : options.check >= 21 ? 'greater' : 'normal';
  const con = c.abilities.Constitution.modifier;
  let hullLost = ship.state.hullPointsLost;
  let regained = 0;
  for (let i = 0; i < spend; i++) {
    const rolled = rollDie(c.hullDice.die, roll, mode);
    const gain = Math.max(0, Math.min(rolled.value + con, hullLost));
    hullLost -= gain;
    regained += gain;
    lines.push(`Hull die: ${rolled.text} + Constitution ${con}, hull regains ${gain}`);
  }
  const shieldDiceBack = Math.min(ship.state.shieldDiceUsed, Math.floor(c.shieldDice.count / 2));
  lines.push(`Shields restored; ${shieldDiceBack} shield dice regained (half of ${c.shieldDice.count})`);
  const next = withState(ship, {
    hullPointsLost: hullLost,
    hullDiceUsed: ship.state.hullDiceUsed + spend,
    shieldPointsLost: 0,
    shieldDiceUsed: ship.state.shieldDiceUsed - shieldDiceBack,
    featureUses: resetShipFeatures(ship, rules, 'recharge'),
    ...(regained > 0 ? { stable: false, destructionSaves: { successes: 0, failures: 0 } } : {}),
  });
  return { ship: next, regained, lines };
}

export interface RefitReport extends RecoveryReport {
  /** Credits the refit costs: per hull die missing, times the size's upgrade cost multiplier. */
  cost: number;
}

/**
 * Refitting (downtime at a spaceport): every hull and shield point and every hull and shield die come back, system
 * damage drops one level, and features used "until refitted" (and "until recharged") are regained.
 */
export function refit(ship: Starship, rules: StarshipRules): RefitReport {
  const size = rules.sizes.get(ship.size)?.rules;
  const cost = ship.state.hullDiceUsed * rules.general.refitCostPerHullDie * (size?.costs.upgradeMultiplier ?? 1);
  const next = withState(ship, {
    hullPointsLost: 0,
    shieldPointsLost: 0,
    hullDiceUsed: 0,
    shieldDiceUsed: 0,
    systemDamage: Math.max(0, ship.state.systemDamage - 1),
    featureUses: resetShipFeatures(ship, rules, 'refit'),
    destructionSaves: { successes: 0, failures: 0 },
    stable: false,
  });
  return {
    ship: next,
    regained: 0,
    cost,
    lines: [`Refit: hull, shields and their dice restored; system damage ${ship.state.systemDamage} -> ${next.state.systemDamage}; cost ${cost.toLocaleString('en-US')} cr (${ship.state.hullDiceUsed} hull dice missing)`],
  };
}

export interface DestructionSaveReport {
  ship: Starship;
  outcome: 'success' | 'failure' | 'stable' | 'regained' | 'not needed';
  lines: string[];
}

/** A destruction save at the start of the ship's turn at 0 hull points (d20: 10 or more succeeds; a 1 fails twice; a 20 regains 1 hull point). */
export function destructionSave(ship: Starship, rules: StarshipRules, d20: number): DestructionSaveReport {
  if (!Number.isInteger(d20) || d20 < 1 || d20 > 20) throw new StarshipPlayError(`A d20 roll is a whole number from 1 to 20 (got ${d20})`);
  const c = computeStarship(ship, rules);
  if (c.current.hullPoints > 0 || ship.state.stable || ship.state.destroyed) return { ship, outcome: 'not needed', lines: ['No destruction save: the ship is not dying'] };
  const saves = ship.state.destructionSaves;
  if (d20 === 20) {
    return { ship: withState(ship, { hullPointsLost: c.hullPoints - 1, destructionSaves: { successes: 0, failures: 0 } }), outcome: 'regained', lines: ['A natural 20: the ship regains 1 hull point'] };
  }
  if (d20 >= 10) {
    const successes = saves.successes + 1;
    if (successes >= 3) return { ship: withState(ship, { stable: true, destructionSaves: { successes: 0, failures: 0 } }), outcome: 'stable', lines: ['Third success: the ship is stable'] };
    return { ship: withState(ship, { destructionSaves: { ...saves, successes } }), outcome: 'success', lines: [`Success (${successes} of 3)`] };
  }
  const levels = d20 === 1 ? 2 : 1;
  const failures = Math.min(3, saves.failures + levels);
  const systemDamage = Math.min(6, ship.state.systemDamage + levels);
  return {
    ship: withState(ship, { destructionSaves: { ...saves, failures }, systemDamage }),
    outcome: 'failure',
    lines: [`${d20 === 1 ? 'A natural 1 counts as two failures' : 'Failure'}: ${levels} level${levels === 1 ? '' : 's'} of system damage (now ${systemDamage})${systemDamage >= 6 ? ': every primary system fails' : ''}`],
  };
}

/** A successful stabilizing repair (DC 10 Intelligence (Mechanic's Kit)): no more destruction saves, still disabled. */
export function stabilize(ship: Starship): Starship {
  return withState(ship, { stable: true, destructionSaves: { successes: 0, failures: 0 } });
}

/** Sets or clears a condition by the rules' name (Disabled is also what 0 hull points means, whatever is set here). */
export function setCondition(ship: Starship, rules: StarshipRules, condition: string, on: boolean): Starship {
  const known = rules.general.conditions.find((c) => nameKey(c.name) === nameKey(condition));
  if (!known) throw new StarshipPlayError(`${condition} is not a starship condition (${rules.general.conditions.map((c) => c.name).join(', ')}; slowed and system damage have levels)`);
  const others = ship.state.conditions.filter((c) => nameKey(c) !== nameKey(known.name));
  return withState(ship, { conditions: on ? [...others, known.name] : others });
}

export function setSlowed(ship: Starship, level: number): Starship {
  if (!Number.isInteger(level) || level < 0 || level > 4) throw new StarshipPlayError(`Slowed levels run from 0 to 4 (got ${level})`);
  return withState(ship, { slowed: level });
}

export function setSystemDamage(ship: Starship, level: number): Starship {
  if (!Number.isInteger(level) || level < 0 || level > 6) throw new StarshipPlayError(`System damage levels run from 0 to 6 (got ${level})`);
  return withState(ship, { systemDamage: level });
}

/** Spends one use of a limited tier feature; refuses when none is left. */
export function useShipFeature(ship: Starship, rules: StarshipRules, feature: string): RecoveryReport {
  const c = computeStarship(ship, rules);
  const found = c.features.find((f) => nameKey(f.name) === nameKey(feature));
  if (!found) return nothing(ship, `${feature} is not a feature of this ship at tier ${ship.tier}`);
  if (!found.uses) return nothing(ship, `${found.name} has no limited uses`);
  if (found.uses.left === 0) return nothing(ship, `${found.name} has no uses left (they come back ${recoveryText(found.uses.recovery)})`);
  return { ship: withState(ship, { featureUses: { ...ship.state.featureUses, [found.name]: found.uses.used + 1 } }), regained: 0, lines: [`${found.name}: ${found.uses.left - 1} of ${found.uses.max} uses left`] };
}

/** Spends one use of a crewmember's limited deployment feature. */
export function useCrewFeature(ship: Starship, rules: StarshipRules, crewId: string, feature: string): RecoveryReport {
  const c = computeStarship(ship, rules);
  const member = c.crew.find((m) => m.id === crewId);
  if (!member) return nothing(ship, `No crewmember "${crewId}" aboard`);
  const found = member.deployments.flatMap((d) => d.features).find((f) => nameKey(f.name) === nameKey(feature));
  if (!found) return nothing(ship, `${member.name || 'The crewmember'} has no feature ${feature}`);
  if (!found.uses) return nothing(ship, `${found.name} has no limited uses`);
  if (found.uses.left === 0) return nothing(ship, `${found.name} has no uses left (they come back ${recoveryText(found.uses.recovery)})`);
  const crew = ship.crew.map((m) => (m.id === crewId ? { ...m, featureUses: { ...m.featureUses, [found.name]: found.uses!.used + 1 } } : m));
  return { ship: { ...ship, crew }, regained: 0, lines: [`${found.name}: ${found.uses.left - 1} of ${found.uses.max} uses left`] };
}

/** A crewmember's rest: a short rest restores short-rest features, a long rest every rest feature. */
export function crewRest(ship: Starship, rules: StarshipRules, crewId: string, rest: 'short' | 'long'): Starship {
  const member = ship.crew.find((m) => m.id === crewId);
  if (!member) throw new StarshipPlayError(`No crewmember "${crewId}" aboard`);
  const recovers = rest === 'short' ? ['short', 'shortOrLong', 'turn', 'round'] : ['short', 'long', 'shortOrLong', 'turn', 'round'];
  const ranks = [...(member.deployment ? [member.deployment] : []), ...member.otherRanks.map((r) => r.deployment)];
  const featureRules = ranks.flatMap((d) => rules.deployment(d)?.rules?.features ?? []);
  const featureUses = Object.fromEntries(Object.entries(member.featureUses).filter(([name]) => {
    const entry = featureRules.find((f) => nameKey(f.name) === nameKey(name));
    return !(entry?.uses && recovers.includes(entry.uses.recovery));
  }));
  return { ...ship, crew: ship.crew.map((m) => (m.id === crewId ? { ...m, featureUses } : m)) };
}

const recoveryText = (recovery: string) =>
  ({ turn: 'each turn', round: 'each round', recharge: 'when the ship recharges', refit: 'when the ship is refitted', short: 'after a short rest', long: 'after a long rest', shortOrLong: 'after a short or long rest' })[recovery] ?? recovery;

/** Spends a power die from a store (a system's own, or the central capacitor). */
export function spendPowerDie(ship: Starship, rules: StarshipRules, location: PowerLocation): RecoveryReport {
  const c = computeStarship(ship, rules);
  const store = c.powerDice.stores.find((s) => s.location === location);
  if (!store) return nothing(ship, c.powerDice.stores.length ? `The power coupling stores no power dice in ${location}` : 'The ship has no power coupling to store power dice');
  if (store.available === 0) return nothing(ship, `No power dice left in ${location}`);
  return { ship: withState(ship, { powerDiceUsed: { ...ship.state.powerDiceUsed, [location]: store.used + 1 } }), regained: 0, lines: [`Power die spent from ${location}: ${store.available - 1} left there`] };
}

/**
 * The reactor's recovery at the start of the ship's turn: its number of power dice (rolled for "1d2" reactors) come
 * back, into the store named, else the central capacitor first and then the systems in order.
 */
export function recoverPowerDice(ship: Starship, rules: StarshipRules, roll: DieRoller, into?: PowerLocation): RecoveryReport {
  const c = computeStarship(ship, rules);
  if (!c.powerDice.recovery) return nothing(ship, 'The ship has no reactor');
  const count = Math.max(0, rollNotation(c.powerDice.recovery, roll).total);
  const used = { ...ship.state.powerDiceUsed };
  let left = count;
  const order = into ? [into, ...POWER_LOCATIONS.filter((l) => l !== into)] : [...POWER_LOCATIONS];
  for (const location of order) {
    const spent = used[location] ?? 0;
    const back = Math.min(left, spent);
    if (back) used[location] = spent - back;
    left -= back;
  }
  const regained = count - left;
  return { ship: withState(ship, { powerDiceUsed: used }), regained, lines: [recoveryLine(count, regained, c.powerDice.recovery)] };
}

/** What the reactor gave back, in words: dice the stores had no room for are not said to be recovered. */
function recoveryLine(count: number, regained: number, recovery: string): string {
  const dice = (n: number) => `${n} power ${n === 1 ? 'die' : 'dice'}`;
  if (count === 0) return `The reactor recovers no power die this turn (${recovery} came to 0)`;
  if (regained === 0) return 'Every power die is already available: the reactor recovers none';
  if (regained < count) return `The reactor recovers ${dice(regained)} of its ${count} (${recovery}): every store is full again`;
  return `The reactor recovers ${dice(count)} (${recovery})`;
}

/**
 * The start of the ship's turn: temporary shield points end, the shields regenerate (once per round) and the reactor
 * recovers power dice.
 */
export function startShipTurn(ship: Starship, rules: StarshipRules, roll: DieRoller): RecoveryReport {
  const lines: string[] = [];
  let next = ship.state.temporaryShieldPoints ? withState(ship, { temporaryShieldPoints: 0 }) : ship;
  if (ship.state.temporaryShieldPoints) lines.push('Temporary shield points end');
  const regen = regenerateShields(next, rules);
  next = regen.ship;
  lines.push(...regen.lines);
  const power = recoverPowerDice(next, rules, roll);
  next = power.ship;
  lines.push(...power.lines);
  return { ship: next, regained: regen.regained, lines };
}

