// Power dice: the die by tier, the stores the power coupling gives, the reactor's recovery.
import type { ComputedStarship } from '../computed.ts';
import type { ShipContext } from './context.ts';
import type { ShipEquipment } from './equipment.ts';

/** The power dice stored and available. */
export function computePowerDice(ctx: ShipContext, { reactor, coupling }: ShipEquipment) {
  const { general, tier, state } = ctx;
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
  return powerDice;
}
