// The columns, filters and expanded rows that many rules tables share, so a table page lists only what is its own:
// the name (plain or a link to the record's page), the level, the source book, the row id, and rows that expand to
// a record's markdown text, optionally after its prerequisite.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { displayName } from '../../../../core/text/display-text.ts';
import { Markdown } from '../Markdown.tsx';
import { matchesSource } from './filters/selection.ts';
import { sourceOptionsFor } from './filters/source-options.ts';
import { levelOptionLabel } from './format/ordinal.ts';
import type { TableColumn, TableFilter } from './types.ts';

interface Named {
  name: string;
}

interface Sourced {
  contentSource?: string | null;
}

interface Leveled {
  level?: number | null;
}

/** Rows are told apart by their record's name (names are unique within a resource). */
export const rowIdByName = (row: Named) => row.name;

/**
 * The Name column, sorted by name and shown as names are written (displayName: no name in capitals). With `path` the
 * name links to the record's own page; `key` keeps the column in the row on phones.
 */
export function nameColumn<T extends Named>({ path, key }: { path?: (row: T) => string; key?: boolean } = {}): TableColumn<T> {
  return {
    id: 'name',
    header: 'Name',
    ...(key && { key }),
    sortValue: (row) => row.name,
    cell: path ? (row) => <Link to={path(row)}>{displayName(row.name)}</Link> : (row) => displayName(row.name),
  };
}

/** The Source column: the book a record comes from, '-' when unknown. */
export function sourceColumn<T extends Sourced>(): TableColumn<T> {
  return { id: 'source', header: 'Source', sortValue: (row) => row.contentSource, cell: (row) => row.contentSource ?? '-' };
}

/**
 * The Source filter over the sources present in `rows` (see `sourceOptionsFor`; `handbook` narrows them to the
 * handbook's own).
 */
export function sourceFilter<T extends Sourced>(rows: readonly T[] | undefined, handbook = false): TableFilter<T> {
  return {
    id: 'source',
    label: 'Source',
    options: sourceOptionsFor(rows, handbook),
    predicate: (row, selected) => matchesSource(row.contentSource, selected),
  };
}

/** The Level column: sorted by level (none counts as 0), shown through `label` (e.g. 'At-will', '3rd'). */
export function levelColumn<T extends Leveled>(label: (level: T['level']) => ReactNode): TableColumn<T> {
  return { id: 'level', header: 'Level', sortValue: (row) => row.level ?? 0, cell: (row) => label(row.level) };
}

/**
 * The Level filter: `options` as offered (the address keeps them as they are: ?level=3) and shown as the Level column
 * writes them ('3rd'), `matches` deciding whether a record's level is among the selected.
 */
export function levelFilter<T extends Leveled>(options: readonly string[], matches: (level: T['level'], selected: readonly string[]) => boolean): TableFilter<T> {
  return { id: 'level', label: 'Level', options, optionLabel: levelOptionLabel, predicate: (row, selected) => matches(row.level, selected) };
}

/** A prerequisite line in italics, shown first in an expanded row; nothing when the record has none. */
export function Prerequisite({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p>
      <em>Prerequisite: {text}</em>
    </p>
  );
}

/**
 * An expanded row showing a record's markdown text. With `empty`, a record without text shows that instead (those
 * records' text is optional).
 */
export function markdownRow<T>(text: (row: T) => string, empty?: undefined): (row: T) => ReactNode;
export function markdownRow<T>(text: (row: T) => string | null | undefined, empty: ReactNode): (row: T) => ReactNode;
export function markdownRow<T>(text: (row: T) => string | null | undefined, empty?: ReactNode): (row: T) => ReactNode {
  return (row) => {
    const source = text(row);
    return source || empty === undefined ? <Markdown source={source as string} /> : empty;
  };
}

/** The expanded row of records with an optional prerequisite before their markdown text (maneuvers, items...). */
export function prerequisiteMarkdownRow<T>(prerequisite: (row: T) => string | null | undefined, text: (row: T) => string): (row: T) => ReactNode {
  return (row) => (
    <>
      <Prerequisite text={prerequisite(row)} />
      <Markdown source={text(row)} />
    </>
  );
}
