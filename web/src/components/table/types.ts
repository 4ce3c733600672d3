// What a page declares to get a searchable table: its columns, its filters, how rows are searched and expanded.
import type { ReactNode } from 'react';

export type SortValue = string | number | null | undefined;

export interface TableColumn<T> {
  /** Stable id; also the value of the `sort` query parameter. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value (numbers sort numerically; null/undefined/NaN last). */
  sortValue?: (row: T) => SortValue;
  /** CSS width hint, e.g. '40%' or '8rem'. */
  width?: string;
  /** Kept in the row on phones (the other columns move into the expanded row); unmarked tables keep their first two. */
  key?: boolean;
}

export interface TableFilter<T> {
  /** Stable id; also the query parameter holding the selection (must not be search, sort or pageSize). */
  id: string;
  label: string;
  options: readonly string[];
  /** Multi-select (default) or a single choice. */
  multiple?: boolean;
  /** The filter rule: called only with a non-empty selection. */
  predicate: (row: T, selected: readonly string[]) => boolean;
  optionLabel?: (option: string) => string;
}

/**
 * Some fields of a record type, each optional and nullable: filter rules take the stored record types, while
 * GraphQL results give absent fields as null.
 */
export type FieldsOf<R, K extends keyof R> = { [P in K]?: R[P] | null };

/** A record type as GraphQL gives it: optional fields may also be null; required fields stay required. */
export type AsQueried<T> = { [K in keyof T]: undefined extends T[K] ? T[K] | null : T[K] };
