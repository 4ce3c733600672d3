// Conditions, slowed levels and system damage: what they do now, and the disadvantage each roll has from them.
import { nameKey, type StarshipRules } from '../rules.ts';
import type { ShipContext } from './context.ts';
import type { HullAndShields } from './hull-shields.ts';
import type { ShipSpeed } from './speed.ts';

/** The conditions in force (Disabled at 0 hull points), their effects, and the flying speed once slowed. */
export function computeConditions(ctx: ShipContext, { hullPoints }: HullAndShields, speed: ShipSpeed) {
  const { general, state } = ctx;
  const { speedLines } = speed;
  let { flying } = speed;
  const conditionRules = conditionsOf(general);
  const conditions: string[] = [];
  for (const name of state.conditions) {
    const known = conditionRules.get(nameKey(name));
    conditions.push(known?.name ?? name);
    if (known?.includes && !state.conditions.some((c) => nameKey(c) === nameKey(known.includes!))) conditions.push(known.includes);
  }
  const hullCurrent = Math.max(0, hullPoints - state.hullPointsLost);
  if (hullCurrent === 0 && !state.destroyed && !conditions.includes('Disabled')) conditions.push('Disabled');
  const conditionSlowed = Math.max(0, ...conditions.map((c) => conditionRules.get(nameKey(c))?.slowedLevels ?? 0));
  const slowedLevels = Math.min(4, Math.max(conditionSlowed, state.slowed + (state.systemDamage >= general.systemDamageSlowsAt ? 1 : 0)));
  const effects: string[] = [];
  for (const c of conditions) {
    const known = conditionRules.get(nameKey(c));
    effects.push(known ? `${known.name}: ${known.summary}` : `${c}: not a starship condition of the rules; tracked as written`);
  }
  for (const level of general.systemDamage) if (level.level <= state.systemDamage) effects.push(`System damage ${level.level}: ${level.summary}`);
  if (slowedLevels > 0) {
    const reduction = slowedLevels >= 4 ? flying : (general.slowedSpeedReduction[slowedLevels - 1] ?? 0);
    flying = Math.max(0, flying - reduction);
    speedLines.push(slowedLevels >= 4 ? 'Slowed 4: flying speed 0' : `Slowed ${slowedLevels}: flying -${reduction} ft.`);
    effects.push(`Slowed ${slowedLevels}: flying speed ${slowedLevels >= 4 ? 'reduced to 0' : `-${reduction} ft.`}`);
  }
  const autoFail = new Set(conditions.flatMap((c) => conditionRules.get(nameKey(c))?.autoFailSaves ?? []));
  // Each roll's sources of disadvantage, named (a roller shows them; the flags below are their presence).
  const systemDamageFrom = (level: number) => (state.systemDamage >= level ? [`System damage ${state.systemDamage}`] : []);
  const checkDisadvantageFrom = [...systemDamageFrom(1), ...conditions.filter((c) => c === 'Ionized')];
  const attackDisadvantageFrom = [...systemDamageFrom(3), ...conditions.filter((c) => c === 'Ionized' || c === 'Blinded')];
  const saveDisadvantageFrom = systemDamageFrom(3);
  const checkDisadvantage = checkDisadvantageFrom.length > 0;
  const attackDisadvantage = attackDisadvantageFrom.length > 0;
  const saveDisadvantage = saveDisadvantageFrom.length > 0;
  return { conditions, hullCurrent, slowedLevels, effects, autoFail, flying, checkDisadvantage, checkDisadvantageFrom, attackDisadvantage, attackDisadvantageFrom, saveDisadvantage, saveDisadvantageFrom };
}

export type ShipConditions = ReturnType<typeof computeConditions>;

const conditionMaps = new WeakMap<StarshipRules['general'], ReadonlyMap<string, StarshipRules['general']['conditions'][number]>>();
/** The rules' conditions by name, built once per rules. */
function conditionsOf(general: StarshipRules['general']) {
  let map = conditionMaps.get(general);
  if (!map) conditionMaps.set(general, (map = new Map(general.conditions.map((c) => [nameKey(c.name), c] as const))));
  return map;
}
