// Hyperdrive (it needs a Hyperdrive Slot, which may come with one) and the best navcomputer.
import type { ShipContext } from './context.ts';
import type { ShipEquipment } from './equipment.ts';
import type { JudgedModifications } from './modifications.ts';

/** The hyperdrive and navcomputer the ship has, if any. */
export function computeNavigation(ctx: ShipContext, { hyperdrive }: ShipEquipment, { activeEffects }: JudgedModifications) {
  const { problem } = ctx;
  const slots = activeEffects('hyperdriveSlot');
  if (hyperdrive && slots.length === 0) problem({ where: 'equipment', name: hyperdrive.name, reason: 'Requires a Hyperdrive Slot modification' });
  const hyperdriveInfo = hyperdrive
    ? { name: hyperdrive.name, hyperdriveClass: hyperdrive.rules?.hyperdriveClass ?? null }
    : slots.length
      ? { name: `Class ${slots[0]!.effect.includedClass} hyperdrive (comes with ${slots[0]!.source})`, hyperdriveClass: slots[0]!.effect.includedClass }
      : null;
  const navLevels = activeEffects('navcomputer');
  const bestNav = navLevels.reduce((best, n) => (n.effect.level > (best?.effect.level ?? 0) ? n : best), undefined as (typeof navLevels)[number] | undefined);
  return { hyperdriveInfo, bestNav };
}
