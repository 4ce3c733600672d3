// Result-type filtering for the search results page: the types present, their labels and the filtered list.
import type { GlobalSearchTermType } from '../../gql/graphql.ts';

/** The result types found, in first-seen order (the order of the best match of each type). */
export function resultTypes<T extends { globalSearchTermType: GlobalSearchTermType }>(results: readonly T[]): GlobalSearchTermType[] {
  return [...new Set(results.map((r) => r.globalSearchTermType))];
}

export function filterByTypes<T extends { globalSearchTermType: GlobalSearchTermType }>(results: readonly T[], selected: ReadonlySet<GlobalSearchTermType>): T[] {
  return results.filter((r) => selected.has(r.globalSearchTermType));
}

export function selectionSummary(count: number): string {
  return `${count} result type${count === 1 ? '' : 's'} selected`;
}

/** '1 result for x', '3 results for x'. */
export function resultsHeading(count: number, text: string): string {
  return `${count} result${count === 1 ? '' : 's'} for ${text}`;
}
