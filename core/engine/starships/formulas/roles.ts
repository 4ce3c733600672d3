// Roles: the construction role, and the roles whose tier options (specialization, mastery, paragon) were taken.
import type { RoleEffect, StarshipRole } from '../../../schemas/starship-mechanics.ts';
import type { ComputedFeature } from '../computed.ts';
import { nameKey } from '../rules.ts';
import type { ShipContext } from './context.ts';

/** The roles and what their options do, grouped by kind of effect. */
export function computeRoles(ctx: ShipContext) {
  const { ship, size, tier, problem, todo } = ctx;
  const roleOf = (name: string | null): StarshipRole | undefined => (name ? size.roles.find((r) => nameKey(r.name) === nameKey(name)) : undefined);
  const roleNames = size.roles.map((r) => r.name).join(', ');
  const role = roleOf(ship.role);
  if (ship.role && !role) problem({ where: 'role', name: ship.role, reason: `${ship.role} is not a role of ${ship.size} ships (${roleNames})` });
  if (!ship.role) todo.push({ step: 'role', text: `Choose a role (${roleNames})` });
  const roleEffects: { effect: RoleEffect; source: string; which: 'specialization' | 'mastery' | 'paragon' }[] = [];
  const roleFeatures: ComputedFeature[] = [];
  const takeOption = (which: 'specialization' | 'mastery', atTier: number, chosen: string | null, label: string) => {
    if (tier < atTier) return;
    const optionRole = roleOf(chosen);
    if (chosen && !optionRole) problem({ where: 'role', name: chosen, reason: `${chosen} is not a role of ${ship.size} ships (${roleNames})` });
    if (!optionRole) {
      if (!chosen) todo.push({ step: 'tiers', text: `Choose the ${label} of tier ${atTier} (a role: ${roleNames})` });
      return;
    }
    const option = optionRole[which];
    const source = `${label} (${optionRole.name})`;
    roleFeatures.push({ name: label, tier: atTier, summary: option.summary, source: optionRole.name, die: null, uses: null });
    for (const effect of option.effects) roleEffects.push({ effect, source, which });
  };
  takeOption('specialization', 2, ship.roleSpecialization, 'Role Specialization');
  takeOption('mastery', 4, ship.roleMastery, 'Role Mastery');
  if (tier >= 5 && !size.paragonIncreases) {
    const paragonRole = roleOf(ship.paragon.role);
    if (ship.paragon.role && !paragonRole) problem({ where: 'role', name: ship.paragon.role, reason: `${ship.paragon.role} is not a role of ${ship.size} ships (${roleNames})` });
    if (paragonRole?.paragon) {
      roleFeatures.push({ name: 'Paragon', tier: 5, summary: paragonRole.paragon.summary, source: paragonRole.name, die: null, uses: null });
      for (const effect of paragonRole.paragon.effects) roleEffects.push({ effect, source: `Paragon (${paragonRole.name})`, which: 'paragon' });
    } else if (!ship.paragon.role) todo.push({ step: 'tiers', text: `Choose the paragon option of tier 5 (a role: ${roleNames})` });
  }
  const roleEffectsByKind = new Map<string, typeof roleEffects>();
  for (const r of roleEffects) {
    const list = roleEffectsByKind.get(r.effect.kind);
    if (list) list.push(r);
    else roleEffectsByKind.set(r.effect.kind, [r]);
  }
  const roleEffectsOf = <K extends RoleEffect['kind']>(kind: K) => (roleEffectsByKind.get(kind) ?? []) as { effect: Extract<RoleEffect, { kind: K }>; source: string; which: string }[];
  return { role, roleEffects, roleFeatures, roleEffectsOf };
}

export type ShipRoles = ReturnType<typeof computeRoles>;
