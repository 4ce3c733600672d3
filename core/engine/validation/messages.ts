// Every user-facing message of the character tools (validation texts, alerts, warnings), in one place.
export { ITEM_NOT_FOUND_WARNING } from '../compute/equipment.ts';
export { EXPERIENCE_TOO_HIGH, EXPERIENCE_TOO_LOW } from '../compute/experience.ts';
export { TWEAKS_CLEARED_MESSAGE, TWEAKS_RESTORED_MESSAGE } from '../transitions/tweaks.ts';
import { DOCUMENT_KIND } from '../../documents/kinds.ts';

export const TOO_MANY_ABILITY_SCORES = 'Too many ability scores selected';
export const MUST_BE_LESS_THAN_21 = 'Must be less than 21';
export const MUST_BE_GREATER_THAN_0 = 'Must be greater than 0';
export const MUST_BE_WHOLE_NUMBER = 'Must be a whole number';
export const QUANTITY_MUST_BE_POSITIVE = 'Quantity must be a whole number of 1 or more';
export const NO_SPECIES_OR_CLASSES = 'No species or classes chosen.';
/** What a character without a name is called (the kinds table's entry). */
export const UNNAMED_CHARACTER = DOCUMENT_KIND.character.label.unnamed;
export const CHARACTER_NOT_FOUND = 'Character not found';
export const NO_PROFICIENCIES_MATCHING = 'No proficiencies matching';
export const CLIPBOARD_COPIED = 'Character data copied to clipboard!';
export const FOUNDRY_CLIPBOARD_COPIED = 'Foundry VTT character data copied to clipboard!';
export const ROLL20_EXPORT_FAILED = 'Error exporting character. Please report to #website-bug-reports in Discord.';
