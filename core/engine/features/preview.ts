// "Apply features automatically": what switching automation on would change for a character built without it,
// and which of its tweaks look like hand-made copies of a feature (the player decides which to drop).
import { ABILITIES, type Ability, type RawCharacter, type TweakTree } from '../character/types.ts';
import { computeCharacter, type ComputedCharacter } from '../compute/compute-character.ts';
import type { SkillProficiency } from '../compute/proficiency.ts';
import { getTweak } from '../compute/tweaks.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { FeatureSheet } from './sheet.ts';

export interface PreviewChange {
  /** The sheet number, named like the tweak paths ("armorClass", "abilityScores.Dexterity.skills.Stealth"). */
  path: string;
  before: number;
  after: number;
}

export interface DuplicateTweak {
  path: string;
  /** The feature-made change the tweak seems to copy. */
  reason: string;
}

export interface AutomationPreview {
  changes: PreviewChange[];
  /** Proficiencies and languages the features add. */
  added: { proficiencies: string[]; languages: string[] };
  /** Speeds, senses, defences and resources the sheet would start showing. */
  features: FeatureSheet;
  duplicateTweaks: DuplicateTweak[];
}

/** The sheet's numbers a feature can change, keyed like tweak paths. */
export function sheetNumbers(sheet: ComputedCharacter): Map<string, number> {
  const numbers = new Map<string, number>([
    ['armorClass', sheet.armorClass],
    ['initiative', sheet.initiative],
    ['speed.base', sheet.speed.base],
    ['passivePerception', sheet.passivePerception],
    ['hitPoints.maximum', sheet.hitPoints.maximum],
  ]);
  for (const ability of ABILITIES) {
    const score = sheet.abilityScores[ability];
    numbers.set(`abilityScores.${ability}.score`, score.value);
    numbers.set(`abilityScores.${ability}.savingThrowModifier`, score.savingThrow.modifier);
    for (const skill of score.skills) numbers.set(`abilityScores.${ability}.skills.${skill.name}`, skill.modifier);
  }
  for (const weapon of sheet.weapons) {
    const key = weapon.kind === 'unarmed' ? 'unarmed' : `weapons.${weapon.name}`;
    numbers.set(`${key}.toHit`, weapon.attackBonus);
    numbers.set(`${key}.damage`, weapon.damageBonus);
    numbers.set(`${key}.damageDice`, weapon.damageDieType);
  }
  return numbers;
}

/** Every tweak's dotted path (a leaf is an object holding bonus, override, proficiency or dieSize). */
function tweakPaths(tree: TweakTree | undefined, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(tree ?? {})) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const leaf = ['bonus', 'override', 'proficiency', 'dieSize'].some((field) => (value as Record<string, unknown>)[field] != null);
    if (leaf) paths.push(path);
    else paths.push(...tweakPaths(value as TweakTree, path));
  }
  return paths;
}

/** The proficiency the computed sheet shows for a skill or save tweak path; undefined for other paths. */
function grantedProficiency(sheet: ComputedCharacter, path: string): SkillProficiency | undefined {
  const skill = /^abilityScores\.(\w+)\.skills\.(.+)$/.exec(path);
  if (skill) return sheet.abilityScores[skill[1] as Ability]?.skills.find((entry) => entry.name === skill[2])?.proficiency ?? 'none';
  const save = /^abilityScores\.(\w+)\.savingThrowModifier$/.exec(path);
  if (save) return sheet.abilityScores[save[1] as Ability]?.savingThrow.proficiency ?? 'none';
  return undefined;
}

const withAutomation = (character: RawCharacter, on: boolean, tweaks = character.tweaks): RawCharacter => ({
  ...character,
  tweaks,
  settings: { ...character.settings, isAutomatingFeatures: on },
});

export function previewFeatureAutomation(character: RawCharacter, rules: IndexedRules): AutomationPreview {
  const before = computeCharacter(withAutomation(character, false), rules);
  const after = computeCharacter(withAutomation(character, true), rules);
  const [numbersBefore, numbersAfter] = [sheetNumbers(before), sheetNumbers(after)];
  const changes: PreviewChange[] = [];
  for (const [path, value] of numbersAfter) {
    const previous = numbersBefore.get(path);
    if (previous !== undefined && previous !== value) changes.push({ path, before: previous, after: value });
  }
  // A tweak looks like a hand-made copy of a feature when, compared without tweaks, the features move its number the
  // way the tweak does (an override always hides the feature's number), or grant the proficiency it sets. Skills and
  // saves count only by proficiency: their modifiers also follow ability scores, which says nothing about the tweak.
  const plainCharacterAfter = computeCharacter(withAutomation(character, true, {}), rules);
  const plainBefore = sheetNumbers(computeCharacter(withAutomation(character, false, {}), rules));
  const plainAfter = sheetNumbers(plainCharacterAfter);
  const duplicateTweaks: DuplicateTweak[] = [];
  for (const path of tweakPaths(character.tweaks)) {
    const tweak = getTweak(character.tweaks, path)!;
    const proficiency = grantedProficiency(plainCharacterAfter, path);
    if (proficiency !== undefined) {
      if (tweak.proficiency && proficiency !== 'none' && (proficiency === 'expertise' || tweak.proficiency === 'Proficient')) {
        duplicateTweaks.push({ path, reason: `features already make this ${proficiency}` });
      }
      continue;
    }
    const [was, now] = [plainBefore.get(path), plainAfter.get(path)];
    if (was === undefined || now === undefined || was === now) continue;
    const sameWay = typeof tweak.override === 'number' || tweak.dieSize != null || (typeof tweak.bonus === 'number' && Math.sign(tweak.bonus) === Math.sign(now - was));
    if (sameWay) duplicateTweaks.push({ path, reason: `features change this number by themselves (${was} -> ${now} before tweaks)` });
  }
  return {
    changes,
    added: {
      proficiencies: after.proficiencies.filter((name) => !before.proficiencies.includes(name)),
      languages: after.languages.filter((name) => !before.languages.includes(name)),
    },
    features: after.features!,
    duplicateTweaks,
  };
}
