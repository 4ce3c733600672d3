// Modifications judged in full: prerequisites, category limits, the stock allowance, fittings and costs; then the
// effects of the active ones, by kind, for the formulas after.
import type { ModificationEffect } from '../../../schemas/starship-mechanics.ts';
import type { ComputedModification } from '../computed.ts';
import { checkModificationPrerequisite } from '../prerequisites.ts';
import { nameKey } from '../rules.ts';
import type { ShipContext } from './context.ts';
import type { ModificationAbilities } from './modification-abilities.ts';
import type { Installed } from './modifications-aboard.ts';

/** Each modification as the sheet lists it, the stock ones counted, and the active effects by kind. */
export function judgeModifications(ctx: ShipContext, { judged, effectsOf }: ModificationAbilities) {
  const { ship, general, size, tier, problem, warn } = ctx;
  const computedMods: ComputedModification[] = [];
  const active: Installed[] = [];
  const categoryCounts = new Map<string, number>();
  let stockSuites = 0;
  let stockOthers = 0;
  const hardpointIds: string[] = [];
  for (const { mod: m, f, early, prereqs } of judged) {
    const record = m.indexed?.record;
    const prerequisites = m.grantedBy ? [] : prereqs.map((p, i) => early[i] ?? checkModificationPrerequisite(p, f));
    const modProblems: string[] = [];
    for (const r of prerequisites) if (r.met === false) modProblems.push(r.reason!);
    if (!record) modProblems.push(`${m.name} is not in the loaded modifications`);
    if (m.grantedBy && !record) {
      // A tier option may name a modification the loaded data lacks: shown as granted, without effects.
      modProblems.length = 0;
      warn(`${m.grantedBy} grants ${m.name}, which the loaded modifications do not have`);
    }
    const type = record?.type ?? null;
    const grade = record?.grade ?? 0;
    const isSuite = type === 'Suite';
    if (isSuite && !size.suites) modProblems.push(`Suites need a Small ship or larger (the ship is ${ship.size})`);
    // How often one modification may be installed depends on its category.
    if (record && !m.grantedBy) {
      const key = nameKey(record.name);
      const seen = (categoryCounts.get(key) ?? 0) + 1;
      categoryCounts.set(key, seen);
      const limit = general.modificationCategories[record.type]?.limit ?? null;
      if (limit !== null && seen > limit) modProblems.push(limit === 1 ? `${record.type} modifications can be installed once: ${record.name} is already aboard` : `A ${record.type.toLowerCase()} modification can be installed at most ${limit} times`);
    }
    if (m.doc?.stock) {
      if (grade > 0) modProblems.push(`Stock modifications are grade 0: ${m.name} is grade ${grade}`);
      if (isSuite) stockSuites++;
      else stockOthers++;
      const choices = size.stockModifications.choices;
      if (choices && !choices.some((c) => nameKey(c) === nameKey(m.name))) modProblems.push(`A ${ship.size} ship's stock modification is one of ${choices.join(' or ')}`);
    }
    // Fittings: a mounting goes on a hardpoint, a weapon modification on a weapon.
    const attaches = m.indexed?.rules?.attaches;
    const fittedHardpoints = m.doc?.hardpoints ?? [];
    if (attaches === 'hardpoint' || attaches === 'twoHardpoints') {
      const want = attaches === 'hardpoint' ? 1 : 2;
      if (fittedHardpoints.length !== want || new Set(fittedHardpoints).size !== want) modProblems.push(`${m.name} is fitted to ${want === 1 ? 'one hardpoint' : 'two different hardpoints'}: choose ${want === 1 ? 'it' : 'them'}`);
    }
    if (attaches === 'weapon' && !m.doc?.weapon && !m.grantedBy) modProblems.push(`${m.name} is fitted to one weapon: choose it`);
    if (attaches === 'weapon' && m.doc?.weapon && !ship.weapons.some((w) => w.id === m.doc!.weapon)) modProblems.push(`${m.name} is fitted to a weapon that is not aboard`);
    const isActive = record !== undefined && prerequisites.every((r) => r.met !== false) && !(isSuite && !size.suites);
    if (isActive || (m.grantedBy && !record)) active.push(m);
    if (isActive && effectsOf(m).some((e) => e.kind === 'hardpoint')) hardpointIds.push(m.id);
    const categoryCost = record ? general.modificationCategories[record.type]?.cost ?? 0 : 0;
    const cost = m.grantedBy || m.doc?.stock ? 0 : categoryCost * size.costs.modificationMultiplier * Math.max(1, grade);
    computedMods.push({
      id: m.id,
      name: record?.name ?? m.name,
      found: !!record,
      type,
      grade,
      stock: m.doc?.stock ?? false,
      grantedBy: m.grantedBy,
      usesSlot: !m.grantedBy,
      isSuite,
      countsAsSuite: isSuite && (!m.grantedBy || m.grantedCountsSuite),
      active: isActive,
      prerequisites,
      cost,
      installationDC: m.grantedBy ? null : (general.installationDC[Math.min(grade, 5)]?.[tier] ?? null),
      hardpoints: fittedHardpoints,
      weapon: m.doc?.weapon ?? null,
      note: m.indexed?.note,
      problems: modProblems,
    });
    for (const reason of modProblems) problem({ where: 'modification', id: m.id, name: m.name, reason });
    for (const r of prerequisites) if (r.met === null) warn(`${m.name}: ${r.reason}`);
  }
  const activeByKind = new Map<string, { effect: ModificationEffect; source: string }[]>();
  for (const m of active) {
    for (const effect of effectsOf(m)) {
      const entry = { effect, source: m.indexed?.record.name ?? m.name };
      const list = activeByKind.get(effect.kind);
      if (list) list.push(entry);
      else activeByKind.set(effect.kind, [entry]);
    }
  }
  const activeEffects = <K extends ModificationEffect['kind']>(kind: K) => (activeByKind.get(kind) ?? []) as { effect: Extract<ModificationEffect, { kind: K }>; source: string }[];
  return { computedMods, stockSuites, stockOthers, hardpointIds, activeEffects };
}

export type JudgedModifications = ReturnType<typeof judgeModifications>;
