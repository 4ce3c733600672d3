// Armor, shield, reactor, power coupling and hyperdrive: each found in the equipment table, of the right type.
import type { StarshipEquipmentRules } from '../../../schemas/starship-mechanics.ts';
import type { StarshipProblem } from '../computed.ts';
import type { StarshipRules } from '../rules.ts';
import type { ShipContext } from './context.ts';
import type { ShipRoles } from './roles.ts';

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

/** The equipment installed, and what is still to choose. */
export function computeEquipment(ctx: ShipContext, { role }: ShipRoles) {
  const { ship, rules, problem, warn, todo } = ctx;
  const armor = equipmentOf(rules, ship.equipment.armor, 'Armor', 'armor', problem, warn);
  const shield = equipmentOf(rules, ship.equipment.shield, 'Shield', 'a shield', problem, warn);
  const reactor = equipmentOf(rules, ship.equipment.reactor, 'Reactor', 'a reactor', problem, warn);
  const coupling = equipmentOf(rules, ship.equipment.powerCoupling, 'PowerCoupling', 'a power coupling', problem, warn);
  const hyperdrive = equipmentOf(rules, ship.equipment.hyperdrive, 'Hyperdrive', 'a hyperdrive', problem, warn);
  if (!armor && !ship.equipment.armor) todo.push({ step: 'equipment', text: role ? `Choose armor (the ${role.name} comes with ${role.armor})` : 'Choose armor' });
  if (!ship.equipment.reactor) todo.push({ step: 'equipment', text: role ? `Choose a reactor (the ${role.name} comes with a ${role.reactor.toLowerCase()})` : 'Choose a reactor' });
  if (!ship.equipment.powerCoupling) todo.push({ step: 'equipment', text: role ? `Choose a power coupling (the ${role.name} comes with a ${role.powerCoupling.toLowerCase()})` : 'Choose a power coupling' });
  return { armor, shield, reactor, coupling, hyperdrive };
}

export type ShipEquipment = ReturnType<typeof computeEquipment>;
