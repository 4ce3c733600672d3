// One short line per option of a feature, written from its effects (never from the rules text), so the builder and
// the sheet can say what picking it does: "Swim 30 ft.; hand-applied: holding breath".
import type { FeatureMechanicsRule } from '../rules/types.ts';
import { OPTION_LIST_NOUNS } from './option-grants.ts';
import type { Scaling } from './scaling.ts';

type Effect = NonNullable<FeatureMechanicsRule['effects']>[number];
/** One named option of a feature, as stored in the catalogue. */
export type FeatureOptionRule = Extract<Effect, { kind: 'options' }>['options'][number];
type OptionEffect = NonNullable<FeatureOptionRule['effects']>[number];

const CONDITION_NOTE: Record<string, string> = {
  noArmor: ' without armor',
  noArmorNoShield: ' without armor or shield',
  noArmorOrLight: ' in light or no armor',
  noHeavyArmor: ' out of heavy armor',
  wearingArmor: ' in armor',
};

const when = (condition: string | undefined) => (condition ? (CONDITION_NOTE[condition] ?? '') : '');

/** "proficiency bonus", "2 + Wisdom", "class level / 2": a scaling's terms in words. */
function describeScaling(scaling: Scaling): string {
  const terms: string[] = [];
  if (scaling.value !== undefined) terms.push(String(scaling.value));
  if (scaling.column) terms.push(`the ${scaling.column} column`);
  if (scaling.table) terms.push(scaling.table.map(([level, value]) => `${value} at ${level}`).join(', '));
  if (scaling.proficiencyBonus) terms.push('proficiency bonus');
  if (scaling.abilityModifier) terms.push(`${scaling.abilityModifier.split('|').join(' or ')} modifier`);
  if (scaling.classLevel) terms.push(scaling.classLevel === 1 ? 'class level' : `class level x ${scaling.classLevel}`);
  if (scaling.characterLevel) terms.push(scaling.characterLevel === 1 ? 'level' : `level x ${scaling.characterLevel}`);
  return terms.join(' + ');
}

export function describeEffect(effect: OptionEffect): string {
  switch (effect.kind) {
    case 'acFormula':
      return `AC ${effect.base} + ${effect.abilities.map((a) => a.split('|').join(' or ')).join(' + ')}${when(effect.when)}`;
    case 'acBonus':
      return `AC ${effect.value < 0 ? '' : '+'}${effect.value}${when(effect.when)}`;
    case 'speed': {
      const mode = effect.mode === 'walk' ? 'Speed' : `${effect.mode[0]!.toUpperCase()}${effect.mode.slice(1)}`;
      if (effect.set !== undefined) return `${mode} ${effect.set === 'walk' ? 'equal to walking speed' : effect.set === 'text' ? 'as the text says' : `${effect.set} ft.`}${when(effect.when)}`;
      return `${mode} +${describeScaling(effect.bonus!)} ft.${when(effect.when)}`;
    }
    case 'sense':
      return `${effect.sense[0]!.toUpperCase()}${effect.sense.slice(1)} ${effect.range === 'text' ? '' : `${effect.range} ft.`}`.trim();
    case 'resistance':
      return `Resistance to ${effect.damage.join(', ')}`;
    case 'immunity':
      return `Immunity to ${effect.damage.join(', ')}`;
    case 'vulnerability':
      return `Vulnerable to ${effect.damage.join(', ')}`;
    case 'conditionImmunity':
      return `Cannot be ${effect.conditions.join(' or ').toLowerCase()}`;
    case 'proficiency': {
      const named = effect.names?.length ? (effect.category === 'save' ? `${effect.names.join(', ')} saves` : effect.names.join(', ')) : '';
      const chosen = effect.choose ? `${effect.choose.count} ${effect.category}${effect.choose.count === 1 ? '' : 's'} of your choice${effect.choose.from ? ` (${effect.choose.from.join(', ')})` : ''}` : '';
      return `Proficiency: ${[named, chosen].filter(Boolean).join(' and ')}`;
    }
    case 'expertise':
      return `Expertise in ${effect.choose.count} of your choice`;
    case 'abilityIncrease': {
      const fixed = Object.entries(effect.fixed ?? {}).map(([ability, amount]) => `${ability} +${amount}`);
      const chosen = (effect.choose ?? []).map((option) => `${option.from.join(' or ')} +${option.amount}`);
      return [...fixed, ...chosen].join(', ');
    }
    case 'hitPoints':
      return `+${effect.perLevel} hit points per ${effect.levels === 'class' ? 'class ' : ''}level`;
    case 'extraAttack':
      return `${effect.attacks} attacks per Attack action`;
    case 'unarmedDie':
      return `Unarmed strikes ${typeof effect.die.value === 'number' && Object.keys(effect.die).length === 1 ? `d${effect.die.value}` : `die ${describeScaling(effect.die)}`}${effect.finesse ? ' (finesse)' : ''}${when(effect.when)}`;
    case 'size':
      return `Size ${effect.size ?? 'of the species'}`;
    case 'damageBonus':
      return `+${describeScaling(effect.value)} damage`;
    case 'initiativeBonus':
      return `Initiative +${describeScaling(effect.value)}`;
    case 'advantage':
      return `${effect.mode === 'disadvantage' ? 'Disadvantage' : 'Advantage'} on ${effect.on}`;
    case 'builtIn':
      return effect.what;
    case 'resource':
      return `${describeScaling(effect.max)} use${effect.max.value === 1 && Object.keys(effect.max).length === 1 ? '' : 's'} per ${effect.recovery} rest`;
    case 'grantOptions': {
      const kind = OPTION_LIST_NOUNS[effect.list];
      const count = typeof effect.count === 'number' ? effect.count : effect.count[0]![1];
      return `${count} ${count === 1 ? kind[0] : kind[1]} of your choice`;
    }
    case 'toggle':
      return `${effect.name} (switched on the sheet): ${effect.effects.map(describeEffect).join(', ')}`;
    default:
      return '';
  }
}

/** The option's effects in one line, with what the player applies by hand last. */
export function describeOption(option: Pick<FeatureOptionRule, 'effects' | 'manual'>): string {
  const parts = (option.effects ?? []).map(describeEffect).filter(Boolean);
  if (option.manual) parts.push(`by hand: ${option.manual}`);
  return parts.join('; ');
}
