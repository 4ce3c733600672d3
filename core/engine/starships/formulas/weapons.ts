// The weapons aboard: each computed with the ship's modifiers, on its hardpoint, with the disadvantage conditions give.
import type { ComputedAbility } from '../computed.ts';
import type { ShipAbility } from '../../../schemas/starship-mechanics.ts';
import { computeWeapon, type WeaponModifiers } from '../weapons.ts';
import type { ShipConditions } from './conditions.ts';
import type { ShipContext } from './context.ts';
import type { ShipCrew } from './crew.ts';
import type { ShipHardpoints } from './hardpoints.ts';
import type { HullAndShields } from './hull-shields.ts';
import type { ModificationAbilities } from './modification-abilities.ts';
import type { ShipRoles } from './roles.ts';

/** The weapons computed, and how many fire per round. */
export function computeShipWeapons(ctx: ShipContext, abilities: Record<ShipAbility, ComputedAbility>, { roleEffectsOf }: ShipRoles, { crew }: ShipCrew, { mod }: ModificationAbilities, { str }: HullAndShields, { hardpoints, hardpointMap }: ShipHardpoints, { conditions, attackDisadvantage, attackDisadvantageFrom }: ShipConditions) {
  const { ship, rules, size, state, problem, todo } = ctx;
  const damageBonuses = roleEffectsOf('weaponDamage');
  const attackBonuses = roleEffectsOf('weaponAttack');
  const weaponMods: WeaponModifiers = {
    wisdom: mod('Wisdom'),
    strength: str,
    constitutionScore: abilities.Constitution.score,
    attackBonus: attackBonuses.reduce((sum, b) => sum + b.effect.bonus, 0),
    damageBonus: damageBonuses.reduce((sum, b) => sum + b.effect.bonus, 0),
    attackSources: attackBonuses.map((b) => `${b.source} ${b.effect.bonus}`),
    damageSources: damageBonuses.map((b) => `${b.source} ${b.effect.bonus}`),
  };
  const pointDefenseAllowance = { allowed: roleEffectsOf('pointDefenseHardpoint').reduce((sum, r) => sum + r.effect.count, 0), used: 0 };
  const weapons = ship.weapons.map((w) => computeWeapon(w, { rules, size, sizeName: ship.size, crew, mods: weaponMods, hardpoints: hardpointMap, pointDefenseAllowance }));
  const mounted = new Map<string, string>();
  for (const w of weapons) {
    if (w.hardpoint && hardpointMap.has(w.hardpoint)) {
      const other = mounted.get(w.hardpoint);
      if (other) w.problems.push(`${hardpointMap.get(w.hardpoint)!.label} already holds ${other}: one weapon per hardpoint`);
      else {
        mounted.set(w.hardpoint, w.name);
        hardpointMap.get(w.hardpoint)!.weapon = w.id;
      }
    }
    for (const reason of w.problems) problem({ where: 'weapon', id: w.id, name: w.name, reason });
    if (attackDisadvantage && w.mode === 'attack') {
      w.notes.push(`Disadvantage on attack rolls (${state.systemDamage >= 3 ? 'system damage 3' : conditions.includes('Ionized') ? 'ionized' : 'blinded'})`);
      w.disadvantageFrom.push(...attackDisadvantageFrom);
    }
  }
  if (weapons.length > hardpoints.length) todo.push({ step: 'weapons', text: `${weapons.length} weapons but ${hardpoints.length} hardpoint${hardpoints.length === 1 ? '' : 's'}: add Hardpoint modifications` });
  const firesPerRound = Math.ceil(Math.max(1, str) * size.hardpointSizeModifier);
  return { weapons, firesPerRound };
}
