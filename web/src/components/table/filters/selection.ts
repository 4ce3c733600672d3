// Shared filter rules: a record's value against the options a visitor selected. An empty selection matches all.

const norm = (text: string) => text.trim().toLowerCase();

/** True when nothing is selected, or the value equals one of the selected options (case and spacing ignored). */
export function matchesSelection(value: string | null | undefined, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  if (value == null) return false;
  const v = norm(value);
  return selected.some((option) => norm(option) === v);
}

/** True when nothing is selected, or at least one of the values is among the selected options. */
export function matchesSomeSelected(values: readonly (string | null | undefined)[] | null | undefined, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  return (values ?? []).some((value) => matchesSelection(value, selected));
}

export const YES = 'Yes';
export const NO = 'No';
export const YES_NO = [YES, NO] as const;

/** A Yes/No filter over a boolean field: Yes keeps true, No keeps false, no selection keeps both. */
export function matchesYesNo(value: boolean | null | undefined, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  return selected.some((option) => (option === YES ? value === true : option === NO ? !value : false));
}

/** The sources the reference tables filter by; the handbook's tables offer PHB only. */
export const SOURCE_OPTIONS = ['PHB', 'EC'] as const;
export const HANDBOOK_SOURCE_OPTIONS = ['PHB'] as const;

/** Source filter: the record's contentSource is one of the selected sources. */
export function matchesSource(contentSource: string | null | undefined, selected: readonly string[]): boolean {
  return matchesSelection(contentSource, selected);
}
