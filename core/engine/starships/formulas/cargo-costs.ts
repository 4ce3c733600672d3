// Cargo capacity and load, and what the equipment cost.
import type { ShipContext } from './context.ts';
import type { ShipEquipment } from './equipment.ts';
import type { ShipRoles } from './roles.ts';

/** The hold and its load (over capacity is a problem), and the equipment and weapons' cost. */
export function computeCargoAndCosts(ctx: ShipContext, { roleEffectsOf }: ShipRoles, { armor, shield, reactor, coupling, hyperdrive }: ShipEquipment) {
  const { ship, rules, size, problem } = ctx;
  const cargoOverride = roleEffectsOf('cargoCapacity').reduce((tons, r) => Math.max(tons, r.effect.tons), 0);
  const cargoCapacity = size.cargoTons === null && !cargoOverride ? null : Math.max(size.cargoTons ?? 0, cargoOverride);
  const cargoUsed = ship.cargo.reduce((sum, c) => sum + c.tons, 0);
  if (cargoCapacity !== null && cargoUsed > cargoCapacity) problem({ where: 'cargo', name: 'Cargo', reason: `${cargoUsed} tons of cargo in a hold of ${cargoCapacity} tons (storage suites add more)` });
  const equipmentCost =
    [armor, shield, reactor, coupling, hyperdrive].reduce((sum, item) => sum + (item ? item.cost * size.costs.equipmentMultiplier : 0), 0) +
    ship.weapons.reduce((sum, w) => sum + (rules.equipment(w.name)?.record?.cost ?? 0), 0);
  return { cargoCapacity, cargoUsed, equipmentCost };
}
