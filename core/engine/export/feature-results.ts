// What automated features add to an exported character, put into the words and numbers both export formats use.
import type { FeatureResource } from '../features/mechanics.ts';
import { UNLIMITED } from '../features/scaling.ts';
import type { FeatureSheet } from '../features/sheet.ts';

/** A resource's uses left and its maximum; both undefined when the uses are unlimited. */
export function usesLeft(resource: FeatureResource): { left?: number; max?: number } {
  if (resource.max === UNLIMITED) return {};
  return { left: Math.max(0, resource.max - resource.used), max: resource.max };
}

/** "darkvision 60 ft, blindsense 10 ft" */
export function sensesText(features: FeatureSheet): string {
  return features.senses.map(({ sense, range }) => `${sense} ${range} ft`).join(', ');
}

/** "walk 30 ft, climb 30 ft"; empty when walking is the only way the features let the character move. */
export function speedsText(features: FeatureSheet): string {
  const entries = Object.entries(features.speeds).filter(([, feet]) => typeof feet === 'number' && feet > 0);
  return entries.length > 1 ? entries.map(([mode, feet]) => `${mode} ${feet} ft`).join(', ') : '';
}

/** The defences as named lists ("Damage resistances": Kinetic, Energy), only those that have entries. */
export function defenceLists(features: FeatureSheet): [label: string, names: string[]][] {
  const lists: [string, string[]][] = [
    ['Damage resistances', features.resistances],
    ['Damage immunities', features.immunities],
    ['Damage vulnerabilities', features.vulnerabilities],
    ['Condition immunities', features.conditionImmunities],
  ];
  return lists.filter(([, names]) => names.length > 0);
}
