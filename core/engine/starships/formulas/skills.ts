// Skill checks: proficiency or expertise from modifications and the helm's Piloting, role options' bonuses.
import type { ComputedSkill } from '../computed.ts';
import { nameKey } from '../rules.ts';
import type { ShipConditions } from './conditions.ts';
import type { ShipContext } from './context.ts';
import type { ShipCrew } from './crew.ts';
import type { ModificationAbilities } from './modification-abilities.ts';
import type { JudgedModifications } from './modifications.ts';
import type { ShipRoles } from './roles.ts';

/** One line per skill of the rules, with its explanation. */
export function computeSkills(ctx: ShipContext, { roleEffectsOf }: ShipRoles, { crew, helmProficiency }: ShipCrew, { mod }: ModificationAbilities, { activeEffects }: JudgedModifications, { checkDisadvantage, checkDisadvantageFrom }: ShipConditions) {
  const { general } = ctx;
  const skillLevels = new Map<string, { proficient: string[]; expert: string[]; stacking: string[] }>();
  const levelOf = (skill: string) => {
    const key = nameKey(skill);
    let entry = skillLevels.get(key);
    if (!entry) skillLevels.set(key, (entry = { proficient: [], expert: [], stacking: [] }));
    return entry;
  };
  for (const { effect, source } of activeEffects('skill')) levelOf(effect.skill)[effect.level].push(source);
  if (crew.helm && crew.helm.piloting !== 'none') levelOf('Maneuvering')[crew.helm.piloting === 'expert' ? 'expert' : 'proficient'].push(`helm's Piloting ${crew.helm.piloting === 'expert' ? 'expertise' : 'proficiency'}`);
  const checkBonuses = roleEffectsOf('checkBonus');
  const skills: ComputedSkill[] = general.skills.map((skill) => {
    const levels = skillLevels.get(nameKey(skill.name));
    const sources = levels ? [...levels.expert, ...levels.proficient, ...levels.stacking] : [];
    const profCount = levels ? levels.proficient.length + levels.stacking.length : 0;
    const expert = !!levels && (levels.expert.length > 0 || (levels.stacking.length > 0 && profCount >= 2));
    const proficiency: ComputedSkill['proficiency'] = expert ? 'expert' : profCount > 0 ? 'proficient' : 'none';
    const multiplier = proficiency === 'expert' ? 2 : proficiency === 'proficient' ? 1 : 0;
    let modifier = mod(skill.ability) + multiplier * helmProficiency;
    const parts = [`${skill.ability} ${mod(skill.ability)}`];
    if (multiplier) parts.push(`${multiplier === 2 ? '2 x ' : ''}helm's proficiency ${helmProficiency} (${sources.join(', ')})`);
    for (const { effect, source } of checkBonuses) {
      if (!effect.skills.some((s) => nameKey(s) === nameKey(skill.name))) continue;
      modifier += effect.bonus;
      parts.push(`${source} ${effect.bonus}`);
    }
    return { name: skill.name, ability: skill.ability, modifier, proficiency, disadvantage: checkDisadvantage, disadvantageFrom: checkDisadvantageFrom, explanation: `${modifier >= 0 ? '+' : ''}${modifier} = ${parts.join(' + ')}` };
  });
  return skills;
}
