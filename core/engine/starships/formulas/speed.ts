// Flying and turning speed: the role's, then modifications and role options (slowing comes with the conditions).
import type { ShipContext } from './context.ts';
import type { JudgedModifications } from './modifications.ts';
import type { ShipRoles } from './roles.ts';

/** The speeds before slowing, with the lines explaining them. */
export function computeSpeed(ctx: ShipContext, { role, roleEffectsOf }: ShipRoles, { activeEffects }: JudgedModifications) {
  const { general } = ctx;
  const speedLines: string[] = [];
  const baseFlying = role?.speed ?? 0;
  const baseTurning = role?.turning ?? 0;
  let flying = baseFlying;
  let turning = baseTurning;
  if (role) speedLines.push(`${role.name} role: ${baseFlying} ft. flying, ${baseTurning} ft. turning`);
  for (const { effect, source } of [...activeEffects('speed'), ...roleEffectsOf('speed')]) {
    flying += effect.bonus;
    speedLines.push(`${source}: flying ${effect.bonus >= 0 ? '+' : ''}${effect.bonus} ft.`);
  }
  for (const { effect, source } of activeEffects('turning')) {
    turning += effect.bonus;
    speedLines.push(`${source}: turning ${effect.bonus >= 0 ? '+' : ''}${effect.bonus} ft.`);
  }
  for (const { effect, source } of roleEffectsOf('turning')) {
    if (effect.speedIfBelowMinimum && turning + effect.bonus < general.turningMinimum) {
      flying += effect.speedIfBelowMinimum;
      speedLines.push(`${source}: turning cannot drop lower, so flying +${effect.speedIfBelowMinimum} ft.`);
    } else {
      turning += effect.bonus;
      speedLines.push(`${source}: turning ${effect.bonus >= 0 ? '+' : ''}${effect.bonus} ft.`);
    }
  }
  if (role && turning < general.turningMinimum) {
    turning = general.turningMinimum;
    speedLines.push(`Turning speed is never below ${general.turningMinimum} ft.`);
  }
  flying = Math.max(0, flying);
  const baseSpeeds = { flying, turning };
  return { flying, turning, baseSpeeds, speedLines };
}

export type ShipSpeed = ReturnType<typeof computeSpeed>;
