// Each gear effect in plain words, as the sheet lists it under its item ("+2 to attack and damage rolls").
import type { GearEffect } from '../../schemas/gear-mechanics.ts';

const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));
const STEP_WORDS = ['', 'one step', 'two steps', 'three steps', 'four steps', 'five steps', 'six steps'];
const SENSE_WORDS: Record<string, string> = { darkvision: 'Darkvision', blindsight: 'Blindsight', tremorsense: 'Tremorsense', truesight: 'Truesight' };

export function describeEffect(effect: GearEffect): string {
  switch (effect.kind) {
    case 'weaponBonus': {
      const parts: string[] = [];
      if (effect.attack !== undefined && effect.attack === effect.damage) parts.push(`${signed(effect.attack)} to attack and damage rolls`);
      else {
        if (effect.attack !== undefined) parts.push(`${signed(effect.attack)} to attack rolls`);
        if (effect.damage !== undefined) parts.push(`${signed(effect.damage)} to damage rolls`);
      }
      if (effect.extraDice) parts.push(`${effect.extraDice} extra damage on a hit`);
      return parts.join(', ');
    }
    case 'acBonus':
      return `${signed(effect.value)} to AC`;
    case 'acBase':
      return `Base AC ${effect.value}`;
    case 'resistance':
    case 'immunity':
    case 'vulnerability':
      return `${effect.kind === 'resistance' ? 'Resistance' : effect.kind === 'immunity' ? 'Immunity' : 'Vulnerability'} to ${effect.damage.join(', ').toLowerCase()} damage`;
    case 'abilitySet':
      return `${effect.ability} becomes ${effect.value} (no effect if already higher)`;
    case 'abilityIncrease':
      return `${effect.ability} ${signed(effect.value)}${effect.maximum ? ` (up to ${effect.maximum})` : ''}${effect.maximumIncrease ? `, maximum ${signed(effect.maximumIncrease)}` : ''}`;
    case 'speed':
      return effect.set !== undefined ? `${effect.mode === 'walk' ? 'Walking' : capital(effect.mode)} speed ${effect.set} ft.` : `${capital(effect.mode)} speed +${effect.bonus} ft.`;
    case 'sense':
      return `${SENSE_WORDS[effect.sense] ?? effect.sense} ${effect.range} ft.${effect.orBonus ? ` (+${effect.orBonus} ft. if already held)` : ''}`;
    case 'proficiencyStep':
      return `${effect.name}${effect.category === 'save' ? ' saving throws' : ''}: proficiency up ${STEP_WORDS[effect.steps] ?? `${effect.steps} steps`}`;
    case 'property':
      return `Gains ${effect.name}${effect.value !== undefined ? ` ${effect.value}` : ''}${effect.maximum ? ` (raises an existing one, to at most ${effect.maximum})` : ''}`;
    case 'castingBonus': {
      const what = effect.on === 'saveDc' ? `${effect.casting} save DC${effect.save ? ` of powers with a ${effect.save} save` : ''}` : `${effect.on === 'meleeAttack' ? 'melee' : 'ranged'} ${effect.casting} attacks`;
      return `${signed(effect.value)} to ${what} while it is your focus`;
    }
    case 'chassis':
      return `Chassis for ${effect.accepts} modifications`;
  }
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
