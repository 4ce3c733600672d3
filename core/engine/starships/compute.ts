// computeStarship: everything the sheet shows, derived from the ship document and the rules. Each number says where
// it comes from; refusals (an unmet prerequisite, a weapon of the wrong size, too many suites) name the reason; the
// list of what is still to choose drives the builder. Pure: no I/O, no randomness, the document is never changed.
// The formulas live in formulas/, one file each over the ship context; this is their order (problems, warnings and
// the list of what is still to choose come out in it).
import type { ComputedStarship, ComputeStarshipOptions } from './computed.ts';
import { computeAbilities } from './formulas/abilities.ts';
import { computeCargoAndCosts } from './formulas/cargo-costs.ts';
import { computeConditions } from './formulas/conditions.ts';
import { shipContext } from './formulas/context.ts';
import { crewAboard, crewTodo } from './formulas/crew.ts';
import { computeDefenses } from './formulas/defenses.ts';
import { computeEquipment } from './formulas/equipment.ts';
import { computeFeatures } from './formulas/features.ts';
import { computeHardpoints } from './formulas/hardpoints.ts';
import { computeHullAndShields } from './formulas/hull-shields.ts';
import { applyModificationAbilities } from './formulas/modification-abilities.ts';
import { modificationsAboard } from './formulas/modifications-aboard.ts';
import { judgeModifications } from './formulas/modifications.ts';
import { computeNavigation } from './formulas/navigation.ts';
import { computePowerDice } from './formulas/power-dice.ts';
import { computeRoles } from './formulas/roles.ts';
import { computeSavingThrows } from './formulas/saving-throws.ts';
import { computeSkills } from './formulas/skills.ts';
import { computeSlotsAndSuites, stockTodo } from './formulas/slots-suites.ts';
import { computeSpeed } from './formulas/speed.ts';
import { computeShipWeapons } from './formulas/weapons.ts';
import type { StarshipRules } from './rules.ts';
import type { Starship } from './ship-document.ts';

export type {
  ComputedAbility,
  ComputedFeature,
  ComputedHardpoint,
  ComputedModification,
  ComputedSave,
  ComputedSkill,
  ComputedStarship,
  ComputeStarshipOptions,
  StarshipProblem,
  StarshipTodo,
} from './computed.ts';

export function computeStarship(ship: Starship, rules: StarshipRules, options: ComputeStarshipOptions = {}): ComputedStarship {
  const ctx = shipContext(ship, rules, options);
  const { general, size, tier, state, todo, problems, warnings } = ctx;
  const roles = computeRoles(ctx);
  const shipCrew = crewAboard(ctx);
  const aboard = modificationsAboard(ctx, roles);
  const equipment = computeEquipment(ctx, roles);
  const scores = computeAbilities(ctx, roles);
  const modAbilities = applyModificationAbilities(ctx, aboard, equipment, scores);
  const mods = judgeModifications(ctx, modAbilities);
  const slotsAndSuites = computeSlotsAndSuites(ctx, roles, mods, modAbilities);
  const shipHardpoints = computeHardpoints(ctx, mods);
  const hull = computeHullAndShields(ctx, roles, equipment, modAbilities);
  const defenses = computeDefenses(ctx, equipment, mods, modAbilities);
  const speed = computeSpeed(ctx, roles, mods);
  const condition = computeConditions(ctx, hull, speed);
  const savingThrows = computeSavingThrows(ctx, shipCrew, modAbilities, mods, condition);
  const skills = computeSkills(ctx, roles, shipCrew, modAbilities, mods, condition);
  const { weapons, firesPerRound } = computeShipWeapons(ctx, scores.abilities, roles, shipCrew, modAbilities, hull, shipHardpoints, condition);
  const powerDice = computePowerDice(ctx, equipment);
  const features = computeFeatures(ctx, roles);
  const { hyperdriveInfo, bestNav } = computeNavigation(ctx, equipment, mods);
  const { cargoCapacity, cargoUsed, equipmentCost } = computeCargoAndCosts(ctx, roles, equipment);
  crewTodo(ctx, shipCrew);
  stockTodo(ctx, mods, slotsAndSuites);

  const { role } = roles;
  const { crew } = shipCrew;
  const { armor, shield, reactor, coupling } = equipment;
  const { abilities } = scores;
  const { computedMods } = mods;
  const { modificationSlots, suiteMax, suitesUsed, suiteExplanation, stockModifications } = slotsAndSuites;
  const { hardpoints } = shipHardpoints;
  const { hullPoints, hullPointsExplanation, baseShieldPoints, shieldCapacity, shieldRegeneration, shieldExplanation, dice } = hull;
  const { armorClass, acExplanation, damageReduction, resistances } = defenses;
  const { turning, baseSpeeds, speedLines } = speed;
  const { conditions, hullCurrent, slowedLevels, effects, flying } = condition;
  const shieldCurrent = Math.max(0, shieldCapacity - state.shieldPointsLost);
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
