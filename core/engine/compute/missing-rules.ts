// Rules a character names that the rules data lacks: an imported or old character may name a species, class or power
// that has since been renamed or removed. The sheet still computes without them; the player is told which, and the
// console gets one line each ('Species not found: Nobody').

export type MissingRuleKind = 'species' | 'class' | 'archetype' | 'background' | 'feat' | 'power' | 'maneuver' | 'item';

export interface MissingRule {
  kind: MissingRuleKind;
  name: string;
}

export type ReportMissing = (kind: MissingRuleKind, name: string) => void;

/** The background name a player uses to build their own background: it is never in the rules data. */
export const CUSTOM_BACKGROUND = 'Custom';

const KIND_LABEL: Record<MissingRuleKind, string> = {
  species: 'Species',
  class: 'Class',
  archetype: 'Archetype',
  background: 'Background',
  feat: 'Feat',
  power: 'Power',
  maneuver: 'Maneuver',
  item: 'Item',
};

/** The console line for one missing rule. */
export function missingRuleLogLine({ kind, name }: MissingRule): string {
  return `${KIND_LABEL[kind]} not found: ${name}`;
}

/** What the player reads about one missing rule (items carry their own warning on their panel). */
export function missingRuleWarning({ kind, name }: MissingRule): string {
  return `Warning: No data found for the ${kind} "${name}". It may have been renamed or removed from the core rules.`;
}
