// The modifications aboard: the installed ones, then those the roles' tier options grant.
import { nameKey, type IndexedModification } from '../rules.ts';
import type { ShipModification } from '../ship-document.ts';
import type { ShipContext } from './context.ts';
import type { ShipRoles } from './roles.ts';

export interface Installed {
  id: string;
  name: string;
  doc: ShipModification | null;
  grantedBy: string | null;
  grantedCountsSuite: boolean;
  indexed: IndexedModification | undefined;
}

/** Every modification aboard, and how many of each name. */
export function modificationsAboard(ctx: ShipContext, { roleEffects }: ShipRoles) {
  const { ship, rules, todo } = ctx;
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
  return { installed, counts };
}

export type ModificationsAboard = ReturnType<typeof modificationsAboard>;
