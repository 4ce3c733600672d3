// Saving throws: the size's fixed and chosen proficiencies (with the helm's bonus), modifications' and features' bonuses.
import { SHIP_ABILITIES, type ShipAbility } from '../../../schemas/starship-mechanics.ts';
import type { ComputedSave } from '../computed.ts';
import type { ShipConditions } from './conditions.ts';
import type { ShipContext } from './context.ts';
import type { ShipCrew } from './crew.ts';
import type { ModificationAbilities } from './modification-abilities.ts';
import type { JudgedModifications } from './modifications.ts';

/** One saving throw per ability, with its explanation. */
export function computeSavingThrows(ctx: ShipContext, { helmProficiency }: ShipCrew, { mod }: ModificationAbilities, { activeEffects }: JudgedModifications, { autoFail, saveDisadvantage, saveDisadvantageFrom }: ShipConditions) {
  const { ship, size, tier, problem, todo } = ctx;
  const savingThrows: ComputedSave[] = [];
  const chosenSaves = ship.savingThrows;
  const choose = size.savingThrows.choose;
  for (const a of chosenSaves) {
    if (size.savingThrows.fixed.includes(a)) problem({ where: 'saves', name: a, reason: `${ship.size} ships are already proficient in ${a} saving throws` });
    else if (!choose || !choose.from.includes(a)) problem({ where: 'saves', name: a, reason: choose ? `${ship.size} ships choose their saving throws from ${choose.from.join(', ')}` : `${ship.size} ships choose no saving throws` });
  }
  if (choose) {
    const valid = new Set(chosenSaves.filter((a) => choose.from.includes(a) && !size.savingThrows.fixed.includes(a)));
    if (valid.size < choose.count) todo.push({ step: 'saves', text: `Choose ${choose.count - valid.size} more saving throw proficienc${choose.count - valid.size === 1 ? 'y' : 'ies'} (${choose.from.join(', ')})` });
    if (valid.size > choose.count) problem({ where: 'saves', name: 'Saving throws', reason: `${ship.size} ships choose ${choose.count} saving throw proficienc${choose.count === 1 ? 'y' : 'ies'}; ${valid.size} are chosen` });
  }
  const saveSources = new Map<ShipAbility, string[]>();
  for (const a of size.savingThrows.fixed) saveSources.set(a, [`${ship.size} ship`]);
  if (choose) for (const a of chosenSaves) if (choose.from.includes(a) && !size.savingThrows.fixed.includes(a)) saveSources.set(a, [...(saveSources.get(a) ?? []), 'chosen']);
  for (const { effect, source } of activeEffects('saveProficiency')) saveSources.set(effect.ability, [...(saveSources.get(effect.ability) ?? []), source]);
  const featureSaveBonus = size.features.filter((f) => f.tier <= tier && f.saveBonus);
  for (const a of SHIP_ABILITIES) {
    const proficient = saveSources.has(a);
    let modifier = mod(a) + (proficient ? helmProficiency : 0);
    const parts = [`${a} ${mod(a)}`];
    if (proficient) parts.push(`helm's proficiency ${helmProficiency} (${saveSources.get(a)!.join(', ')})`);
    for (const f of featureSaveBonus) {
      if (!f.saveBonus!.saves.includes(a)) continue;
      const bonus = Math.max(f.saveBonus!.minimum, Math.floor(mod(f.saveBonus!.halfOf) / 2));
      modifier += bonus;
      parts.push(`${f.name} ${bonus}`);
    }
    savingThrows.push({ ability: a, modifier, proficient, autoFail: autoFail.has(a), disadvantage: saveDisadvantage, disadvantageFrom: saveDisadvantageFrom, explanation: `${modifier >= 0 ? '+' : ''}${modifier} = ${parts.join(' + ')}` });
  }
  return savingThrows;
}
