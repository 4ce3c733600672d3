// Hardpoints (installed and granted) and the mountings fitted to them.
import type { ComputedHardpoint } from '../computed.ts';
import type { ShipContext } from './context.ts';
import type { JudgedModifications } from './modifications.ts';

/** The hardpoints in order, and each by id. */
export function computeHardpoints(ctx: ShipContext, { computedMods, hardpointIds }: JudgedModifications) {
  const { problem } = ctx;
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
  return { hardpoints, hardpointMap };
}

export type ShipHardpoints = ReturnType<typeof computeHardpoints>;
