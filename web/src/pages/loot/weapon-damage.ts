// Weapon damage text for the builder's item panels: the rule lives in core, where the loot pages and the server's
// search summaries use it too.
export { weaponDamageText } from '../../../../core/text/equipment-text.ts';
