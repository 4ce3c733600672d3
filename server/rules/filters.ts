// Builds MongoDB-style filters from GraphQL list arguments; both store adapters evaluate the same filters.
import { checkTextLength } from '../search/search-query.ts';
import type { Filter } from '../store/port.ts';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Exact, case-insensitive match on a text field (names are matched the way the original site matched them).
 * Text over the search length limit is refused with a 400 before any regular expression is built.
 */
export function textEquals(field: string, value: string | null | undefined): Filter {
  if (value === undefined || value === null) return {};
  checkTextLength(value, field);
  return { [field]: { $regex: `^${escapeRegex(value)}$`, $options: 'i' } };
}

/** Any of the given values; an absent or empty list filters nothing. */
export function oneOf<T>(field: string, values: readonly T[] | null | undefined): Filter {
  if (!values || values.length === 0) return {};
  return { [field]: { $in: [...values] } };
}

/** Any of the given values, compared without regard to case (sizes, types and alignments vary in case). */
export function oneOfText(field: string, values: readonly string[] | null | undefined): Filter {
  if (!values || values.length === 0) return {};
  return { $or: values.map((v) => textEquals(field, v)) };
}

export function equals<T>(field: string, value: T | null | undefined): Filter {
  if (value === undefined || value === null) return {};
  return { [field]: value };
}

/** Combines filters; empty ones drop out. */
export function allOf(...filters: Filter[]): Filter {
  const parts = filters.filter((f) => Object.keys(f).length > 0);
  if (parts.length === 0) return {};
  if (parts.length === 1) return parts[0]!;
  return { $and: parts };
}
