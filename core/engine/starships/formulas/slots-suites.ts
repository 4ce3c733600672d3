// Modification slots, suites (their maximum from the size and Constitution) and the size's stock allowance.
import type { ShipContext } from './context.ts';
import type { ModificationAbilities } from './modification-abilities.ts';
import type { JudgedModifications } from './modifications.ts';
import type { ShipRoles } from './roles.ts';

/** Slots and suites used of their maximums; suites over the maximum are refused. */
export function computeSlotsAndSuites(ctx: ShipContext, { roleEffectsOf }: ShipRoles, { computedMods, stockSuites, stockOthers }: JudgedModifications, { mod }: ModificationAbilities) {
  const { ship, size, problem, warn } = ctx;
  // Slots: every installed modification (stock ones too) uses one; granted ones use none. Over the size's slots is allowed at a cost.
  const slotsUsed = computedMods.filter((m) => m.usesSlot).length;
  const modificationSlots = { used: slotsUsed, max: size.modificationSlots, over: Math.max(0, slotsUsed - size.modificationSlots) };
  if (modificationSlots.over) warn(`${modificationSlots.over} modification${modificationSlots.over === 1 ? '' : 's'} over the ${size.modificationSlots} slots: each added slot costs 50% more and raises the installation DC`);
  // Suites: the maximum depends on the size and the Constitution modifier.
  const minimumSuites = Math.max(0, ...roleEffectsOf('minimumSuites').map((r) => r.effect.value));
  const suiteFormula = size.suites ? size.suites.base + size.suites.perConstitution * mod('Constitution') : 0;
  const suiteMax = size.suites ? Math.max(0, suiteFormula, minimumSuites) : 0;
  const suitesUsed = computedMods.filter((m) => m.countsAsSuite).length;
  const suiteExplanation = size.suites
    ? `${suiteMax} = ${size.suites.base} + ${size.suites.perConstitution === 1 ? '' : `${size.suites.perConstitution} x `}Constitution ${mod('Constitution')}${minimumSuites > 0 && minimumSuites > suiteFormula ? ` (at least ${minimumSuites} by the role)` : suiteFormula < 0 ? ' (at least 0)' : ''}`
    : `${ship.size} ships have no suites`;
  if (size.suites && suitesUsed > suiteMax) {
    const over = computedMods.filter((m) => m.countsAsSuite).slice(suiteMax);
    for (const m of over) {
      const reason = `Suites are full: ${suitesUsed} of ${suiteMax} (${suiteExplanation})`;
      m.problems.push(reason);
      problem({ where: 'modification', id: m.id, name: m.name, reason });
    }
  }
  const stockModifications = { suites: { used: stockSuites, max: size.stockModifications.suites }, nonSuites: { used: stockOthers, max: size.stockModifications.nonSuites } };
  if (stockSuites > stockModifications.suites.max) problem({ where: 'modification', name: 'Stock modifications', reason: `A ${ship.size} ship comes with ${stockModifications.suites.max} stock suite${stockModifications.suites.max === 1 ? '' : 's'}; ${stockSuites} are marked stock` });
  if (stockOthers > stockModifications.nonSuites.max) problem({ where: 'modification', name: 'Stock modifications', reason: `A ${ship.size} ship comes with ${stockModifications.nonSuites.max} stock non-suite modification${stockModifications.nonSuites.max === 1 ? '' : 's'}; ${stockOthers} are marked stock` });
  return { modificationSlots, suiteMax, suitesUsed, suiteExplanation, stockModifications };
}

export type SlotsAndSuites = ReturnType<typeof computeSlotsAndSuites>;

/** The stock modifications still free to choose. */
export function stockTodo(ctx: ShipContext, { stockSuites, stockOthers }: JudgedModifications, { stockModifications }: SlotsAndSuites) {
  const { size, todo } = ctx;
  if (stockSuites < stockModifications.suites.max && size.suites) todo.push({ step: 'modifications', text: `${stockModifications.suites.max - stockSuites} stock suite${stockModifications.suites.max - stockSuites === 1 ? '' : 's'} still free to choose (grade 0)` });
  if (stockOthers < stockModifications.nonSuites.max) todo.push({ step: 'modifications', text: `${stockModifications.nonSuites.max - stockOthers} stock modification${stockModifications.nonSuites.max - stockOthers === 1 ? '' : 's'} (not suites) still free to choose (grade 0)${size.stockModifications.choices ? `: ${size.stockModifications.choices.join(' or ')}` : ''}` });
  return todo;
}
