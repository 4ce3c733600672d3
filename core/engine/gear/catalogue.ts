// The gear-mechanics catalogue indexed by item name (case-insensitive), with the defaults of the schema filled in.
import { gearMechanicsKey, type GearEffect, type GearPrerequisite } from '../../schemas/gear-mechanics.ts';
import type { GearMechanicsRule } from '../rules/types.ts';

/** One entry as the engine reads it. */
export interface GearEntry {
  name: string;
  effects: readonly GearEffect[];
  requires?: GearPrerequisite;
  manual?: string;
}

export interface GearMechanicsIndex {
  readonly size: number;
  find(name: string | null | undefined): GearEntry | undefined;
}

export function indexGearMechanics(entries: readonly GearMechanicsRule[]): GearMechanicsIndex {
  const byKey = new Map<string, GearEntry>();
  for (const entry of entries) {
    const key = gearMechanicsKey(entry);
    if (!byKey.has(key)) byKey.set(key, { name: entry.name, effects: entry.effects ?? [], ...(entry.requires ? { requires: entry.requires } : {}), ...(entry.manual ? { manual: entry.manual } : {}) });
  }
  return {
    size: byKey.size,
    find: (name) => (name ? byKey.get(gearMechanicsKey({ name })) : undefined),
  };
}
