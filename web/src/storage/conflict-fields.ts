// How the conflict dialog names a field and shows its two values: the kind's readable label (or the field's path), and
// a value as a person reads it (text as typed, yes/no, a list of names) rather than as JSON.
import type { JsonPath, JsonValue } from '../../../core/documents/three-way-merge.ts';
import type { DocumentKindSpec } from './document-kinds.ts';

/** The field's readable name from the kind, else its path ("currentStats.featuresTimesUsed.Rage"); the whole document at the root. */
export function conflictFieldLabel(kind: Pick<DocumentKindSpec, 'fieldLabel' | 'def'>, path: JsonPath): string {
  if (path.length === 0) return `The whole ${kind.def.label.singular}`;
  return kind.fieldLabel(path) ?? path.join('.');
}

const isObject = (value: unknown): value is Record<string, JsonValue> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One list item: its name (with its quantity when it has one), or the item itself when it is plain. */
function itemText(item: JsonValue): string {
  if (isObject(item) && typeof item.name === 'string') {
    const quantity = item.quantity ?? item.levels;
    return quantity !== undefined && quantity !== null && quantity !== 1 && quantity !== '1' ? `${item.name} ×${String(quantity)}` : item.name;
  }
  return typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean' || item === null ? describeValue(item) : JSON.stringify(item);
}

/** A value as the dialog shows it. Absent: "(not set)"; empty text: "(empty)". */
export function describeValue(value: JsonValue | undefined): string {
  if (value === undefined) return '(not set)';
  if (value === null) return '(none)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(itemText).join(', ');
  const entries = Object.entries(value);
  if (entries.length === 0) return '(none)';
  return entries.map(([key, item]) => `${key}: ${isObject(item) || Array.isArray(item) ? JSON.stringify(item) : describeValue(item)}`).join('; ');
}

/** When the other side's copy was saved, for the dialog ("27 Nov 2026, 07:12"), or undefined when unknown. */
export function savedAt(changedAt: string | undefined): string | undefined {
  if (!changedAt) return undefined;
  const date = new Date(changedAt);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
