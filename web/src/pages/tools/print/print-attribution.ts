// The attribution line printed on every sheet page: the content license asks generated outputs to carry each
// source's attribution, so the books are named with the attribution they ask for, one group per distinct wording.

export interface AttributedSource {
  abbreviation: string;
  attribution?: string | null;
  order?: number | null;
}

/**
 * 'PHB, SotG, EC: The Star Wars 5e community, sw5e.com.' (books sharing one wording are named together, in the
 * books' order); '' when no source states an attribution.
 */
export function attributionLine(sources: readonly AttributedSource[]): string {
  const groups = new Map<string, string[]>();
  const ordered = [...sources].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity));
  for (const source of ordered) {
    const wording = source.attribution?.trim();
    if (!wording) continue;
    groups.set(wording, [...(groups.get(wording) ?? []), source.abbreviation]);
  }
  return [...groups].map(([wording, books]) => `${books.join(', ')}: ${wording}`).join(' \u00b7 ');
}
