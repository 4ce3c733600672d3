// The label of a search result's type, shown by the toolbar's suggestions and the search results page alike.
import { startCase } from '../../../core/text/markdown-text.ts';
import type { GlobalSearchTermType } from '../gql/graphql.ts';

/** 'ForcePower' -> 'Force Power', 'PlayerHandbookChapter' -> "Player's Handbook Chapter". */
export function resultTypeLabel(type: GlobalSearchTermType): string {
  if (type === 'PlayerHandbookChapter') return "Player's Handbook Chapter";
  return startCase(type);
}
