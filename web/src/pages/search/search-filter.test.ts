// Result-type filtering of the search results page.
import { describe, expect, it } from 'vitest';
import { resultTypeLabel } from '../../lib/search-result-type.ts';
import { filterByTypes, resultTypes, resultsHeading, selectionSummary } from './search-filter.ts';

const results = [
  { fullName: 'Shock', globalSearchTermType: 'ForcePower' as const },
  { fullName: 'Combat', globalSearchTermType: 'PlayerHandbookChapter' as const },
  { fullName: 'Force Push/Pull', globalSearchTermType: 'ForcePower' as const },
  { fullName: 'Flanking', globalSearchTermType: 'VariantRule' as const },
];

describe('search result types', () => {
  it('lists the types present once, in order of their best result', () => {
    expect(resultTypes(results)).toEqual(['ForcePower', 'PlayerHandbookChapter', 'VariantRule']);
  });
  it('keeps only results of the selected types', () => {
    expect(filterByTypes(results, new Set(['ForcePower'] as const)).map((r) => r.fullName)).toEqual(['Shock', 'Force Push/Pull']);
    expect(filterByTypes(results, new Set())).toEqual([]);
  });
  it('labels types and counts the selection', () => {
    expect(resultTypeLabel('ForcePower')).toBe('Force Power');
    expect(resultTypeLabel('PlayerHandbookChapter')).toBe("Player's Handbook Chapter");
    expect(selectionSummary(3)).toBe('3 result types selected');
    expect(selectionSummary(1)).toBe('1 result type selected');
    expect(selectionSummary(0)).toBe('0 result types selected');
  });
  it('counts results in the heading with the right number', () => {
    expect(resultsHeading(1, 'net')).toBe('1 result for net');
    expect(resultsHeading(0, 'net')).toBe('0 results for net');
    expect(resultsHeading(12, 'net')).toBe('12 results for net');
  });
});
