// Modifications' prerequisites that need no ability are judged first; the modifications that pass them give their
// ability increases, and only then are the scores final (their modifiers set) for everything after.
import { SHIP_ABILITIES, type ShipAbility } from '../../../schemas/starship-mechanics.ts';
import { checkModificationPrerequisite, type ModificationFacts } from '../prerequisites.ts';
import { nameKey } from '../rules.ts';
import { modifierOf, type ShipAbilities } from './abilities.ts';
import type { ShipContext } from './context.ts';
import type { ShipEquipment } from './equipment.ts';
import type { Installed, ModificationsAboard } from './modifications-aboard.ts';

/** The early judgement of each modification, and the final ability modifiers. */
export function applyModificationAbilities(ctx: ShipContext, { installed, counts }: ModificationsAboard, { armor }: ShipEquipment, { abilities, adjust, increase }: ShipAbilities) {
  const { ship, rules, todo } = ctx;
  // ---- Weapons as the prerequisites see them ----
  const weaponFacts = ship.weapons.map((w) => {
    const record = rules.equipment(w.name)?.record;
    const category = record?.weaponCategory && record.weaponCategory !== 'None' ? record.weaponCategory : null;
    return { id: w.id, name: w.name, category, damageType: record?.damageType && record.damageType !== '-' ? record.damageType : null };
  });

  const sizeName = ship.size;
  const factsCache = new Map<string | null, ModificationFacts>();
  const facts = (weaponFilter: string | null): ModificationFacts => {
    let cached = factsCache.get(weaponFilter);
    if (!cached) factsCache.set(weaponFilter, (cached = makeFacts(weaponFilter)));
    return cached;
  };
  const makeFacts = (weaponFilter: string | null): ModificationFacts => ({
    size: sizeName,
    score: (a) => abilities[a as ShipAbility]?.score ?? 0,
    installed: (name) => counts.get(nameKey(name)) ?? 0,
    installedStartingWith: (text) => installed.filter((m) => m.name.toLowerCase().startsWith(text.toLowerCase())).map((m) => m.name),
    armor: armor?.name ?? null,
    weapons: weaponFilter ? weaponFacts.filter((w) => w.id === weaponFilter) : weaponFacts,
    fittedWeapon: weaponFilter ? (weaponFacts.find((w) => w.id === weaponFilter)?.name ?? null) : null,
  });
  const judged = installed.map((mod) => {
    const prereqs = mod.indexed?.prerequisites ?? [];
    const f = facts(mod.indexed?.rules?.attaches === 'weapon' ? (mod.doc?.weapon ?? null) : null);
    // Granted modifications come with the tier feature: their prerequisites are not asked for.
    const early = mod.grantedBy ? [] : prereqs.map((p) => (p.kind === 'ability' ? null : checkModificationPrerequisite(p, f)));
    return { mod, f, early, prereqs };
  });
  const effectsOf = (mod: Installed) => mod.indexed?.rules?.effects ?? [];
  const candidates = judged.filter((j) => j.early.every((r) => r?.met !== false));
  for (const { mod: m } of candidates) {
    for (const effect of effectsOf(m)) {
      if (effect.kind !== 'ability') continue;
      increase(effect.ability, m.name, effect.amount, effect.maximumIncrease ?? 0);
      if (effect.lowersAnother) {
        const lowered = m.doc?.lowered;
        if (lowered && lowered !== effect.ability) adjust(lowered, m.name, -1);
        else todo.push({ step: 'modifications', text: `Choose the score ${m.name} lowers by 1 (any but ${effect.ability}; the GM picks)` });
      }
    }
  }
  for (const a of SHIP_ABILITIES) abilities[a].modifier = modifierOf(abilities[a].score);
  const mod = (a: ShipAbility) => abilities[a].modifier;
  return { judged, effectsOf, mod };
}

export type ModificationAbilities = ReturnType<typeof applyModificationAbilities>;
