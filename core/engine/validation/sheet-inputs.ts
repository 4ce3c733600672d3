// Small input rules of the sheet's dialogs: custom items, adjust dialogs, features, feats, languages, tweaks, rests.
import type { FeatRule } from '../rules/types.ts';
import { sameName } from '../../text/name-key.ts';
import { MAX_EXPERIENCE, MAX_TWEAK } from '../../documents/input-limits.ts';

/**
 * The custom item's Add button needs a name and a quantity of at least 1. (The original site's rule disabled it only
 * for an empty name with a quantity above 0, so an item of quantity 0, even unnamed, was accepted.)
 */
export function isAddCustomItemDisabled(name: string, quantity: number): boolean {
  return name.trim() === '' || !(Number.isInteger(quantity) && quantity >= 1);
}

export type AdjustMode = 'add' | 'subtract' | 'set';

/** Result of an adjust dialog: Subtract and Set never go below 0; Add has no floor. */
export function adjustResult(current: number, amount: number, mode: AdjustMode): number {
  if (mode === 'add') return current + amount;
  if (mode === 'subtract') return Math.max(0, current - amount);
  return Math.max(0, amount);
}

/** Apply is disabled when the amount is empty or the result equals the current value. */
export function isAdjustApplyDisabled(current: number, amount: number | null | undefined | '', mode: AdjustMode): boolean {
  if (amount === null || amount === undefined || amount === '' || Number.isNaN(amount)) return true;
  return adjustResult(current, amount, mode) === current;
}

/** Heal, Damage and THP are disabled when the amount is 0 or empty. */
export function isHealthAmountDisabled(amount: number | null | undefined | ''): boolean {
  return amount === null || amount === undefined || amount === '' || Number.isNaN(amount) || amount === 0;
}

export const isTextEmpty = (text: string | null | undefined): boolean => !text || text.trim() === '';
/** Add Feature, Add Language and Add Proficiency need text. */
export const canAddFeature = (name: string) => !isTextEmpty(name);
export const canAddLanguage = (text: string) => !isTextEmpty(text);
export const canAddProficiency = (text: string) => !isTextEmpty(text);

/** Add Feat needs a choice; feats already held are not offered. */
export function featOptions(feats: readonly FeatRule[], held: readonly string[]): FeatRule[] {
  const heldSet = new Set(held);
  return feats.filter(({ name }) => !heldSet.has(name));
}

export function canAddFeat(chosen: string | null | undefined, held: readonly string[]): boolean {
  return !!chosen && !held.includes(chosen);
}

/** A custom proficiency is offered only when not already held (compared by the name rule: case, spacing and quotes aside). */
export function isProficiencyOffered(name: string, held: readonly string[]): boolean {
  return !held.some((entry) => sameName(entry, name));
}

/** Custom background feat choices exclude feats whose prerequisite mentions a level. */
export function customBackgroundFeatOptions(feats: readonly FeatRule[]): FeatRule[] {
  return feats.filter(({ prerequisite }) => !/level/i.test(prerequisite ?? ''));
}

export const DIE_SIZES = [4, 6, 8, 10, 12] as const;

/** Tweak inputs are whole numbers within ±MAX_TWEAK; anything else becomes null (readTweakInput says why). */
export function parseTweakInput(text: string | number | null | undefined): number | null {
  const read = readTweakInput(text);
  return 'value' in read ? read.value : null;
}

/**
 * A tweak as typed: a whole number within ±MAX_TWEAK, nothing (empty: no tweak), or what is wrong with it. A number
 * past the limit is refused with the limit rather than clamped, so the player sees that it did not apply.
 */
export function readTweakInput(text: string | number | null | undefined): { value: number | null } | { error: string } {
  if (text === null || text === undefined || (typeof text === 'string' && text.trim() === '')) return { value: null };
  const value = typeof text === 'number' ? text : /^\s*[+-]?\d+\s*$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
  if (!Number.isInteger(value)) return { error: 'A tweak is a whole number, such as 2 or -1.' };
  if (Math.abs(value) > MAX_TWEAK) return { error: `A tweak is at most ${MAX_TWEAK} either way.` };
  return { value };
}

/** The experience typed in the sheet's dialog: a whole number from 0 to MAX_EXPERIENCE, or what is wrong with it. */
export function readExperienceInput(text: string): { value: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\+?\d+$/.test(trimmed)) return { error: 'Experience is a whole number of 0 or more.' };
  const value = Number(trimmed);
  if (value > MAX_EXPERIENCE) return { error: `Experience is at most ${MAX_EXPERIENCE.toLocaleString('en-US')}.` };
  return { value };
}

export function isValidDieSize(size: number): boolean {
  return (DIE_SIZES as readonly number[]).includes(size);
}

/** Short rest dice per size cannot exceed the unused dice of that size. */
export function clampShortRestDice(chosen: number, unused: number): number {
  return Math.max(0, Math.min(Math.floor(chosen) || 0, unused));
}

/** The roll total field is disabled when no dice are chosen. */
export function isRollTotalDisabled(chosenDice: Partial<Record<string, number>>): boolean {
  return Object.values(chosenDice).every((count) => !count);
}

/** Export to VTT is disabled (its tooltip shows the validation message) unless the character is complete. */
export function isVttExportDisabled(validationCode: number): boolean {
  return validationCode !== 0;
}
