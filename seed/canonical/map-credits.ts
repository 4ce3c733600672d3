// Mappers for attribution: the `source` documents become the site's sources (with the attribution their license asks
// pages and printouts to carry), and the credits, their categories and the artwork citations become the credits text.
import type { CanonicalDoc, Mapped, Mapper } from './mapping.ts';
import { defined } from './mapping.ts';
import { legacySource } from './legacy-shapes.ts';

interface Source {
  key: string;
  title: string;
  shelfName?: string;
  abbreviation: string;
  publisher?: string;
  publishedAt?: string;
  isOfficial: boolean;
  isCoreRulebook?: boolean;
  blurb?: string;
  accent?: string;
  order?: number;
  licenseNote?: string;
  attribution?: string;
}

export const mapSource: Mapper<Source> = (doc) => {
  const contentSource = legacySource(doc.key);
  return [
    {
      resource: 'source',
      record: defined({
        name: doc.title,
        key: doc.key,
        abbreviation: doc.abbreviation,
        shelfName: doc.shelfName,
        contentSource: contentSource === 'None' ? undefined : contentSource,
        publisher: doc.publisher,
        publishedAt: doc.publishedAt,
        isOfficial: doc.isOfficial,
        isCoreRulebook: doc.isCoreRulebook,
        blurb: doc.blurb,
        order: doc.order,
        licenseNote: doc.licenseNote,
        attribution: doc.attribution,
      }),
    },
  ];
};

interface Category {
  key: string;
  title: string;
  order: number;
  description?: string;
  note?: string;
}

interface Credit {
  key: string;
  name: string;
  categoryKey: string;
  contribution?: string;
  link?: string;
  order: number;
}

interface AssetCredit {
  key: string;
  assetGroup: string;
  assetKey: string;
  status: 'cited' | 'inherited-unattributed';
  artist?: string;
  workTitle?: string;
  basis: string;
  basisNote?: string;
  link?: string;
}

const byOrder = <T extends { order?: number; key: string }>(a: T, b: T) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.key.localeCompare(b.key);

/** Square brackets and asterisks would turn a contributor's name into markdown; they are shown as written. */
const plain = (text: string) => text.replace(/([\\[\]*_`])/g, '\\$1');

/**
 * The credits text, rebuilt from the credit documents: one section per category in its order, each credit on a line
 * of its own (with what they did and a link when known), then the artwork citations. The canonical format keeps
 * credits as data; the site's credits page shows one text.
 */
export function deriveCredits(docs: { categories: readonly CanonicalDoc[]; credits: readonly CanonicalDoc[]; assets: readonly CanonicalDoc[] }): Mapped[] {
  const categories = [...(docs.categories as unknown as Category[])].sort(byOrder);
  const credits = docs.credits as unknown as Credit[];
  const assets = docs.assets as unknown as AssetCredit[];
  if (!categories.length && !credits.length && !assets.length) return [];
  const lines: string[] = ['# Credits'];
  const line = (c: Credit) => {
    const name = c.link ? `[${plain(c.name)}](${c.link})` : plain(c.name);
    return `- ${name}${c.contribution ? ` \u2014 ${c.contribution}` : ''}`;
  };
  const known = new Set(categories.map((c) => c.key));
  const sections: { title: string; description?: string; note?: string; members: Credit[] }[] = categories.map((c) => ({
    title: c.title,
    description: c.description,
    note: c.note,
    members: credits.filter((m) => m.categoryKey === c.key).sort(byOrder),
  }));
  const uncategorized = credits.filter((m) => !known.has(m.categoryKey)).sort(byOrder);
  if (uncategorized.length) sections.push({ title: 'Other Contributors', members: uncategorized });
  for (const s of sections) {
    if (!s.members.length && !s.description) continue;
    lines.push('', `## ${s.title}`);
    if (s.description) lines.push('', s.description);
    if (s.members.length) lines.push('', ...s.members.map(line));
    if (s.note) lines.push('', `> ${s.note}`);
  }
  const cited = assets.filter((a) => a.status === 'cited').sort((a, b) => a.key.localeCompare(b.key));
  if (cited.length) {
    lines.push('', '## Artwork', '');
    for (const a of cited) {
      const work = a.link ? `[${plain(a.workTitle!)}](${a.link})` : plain(a.workTitle!);
      lines.push(`- ${work} by ${plain(a.artist!)}${a.basisNote ? ` (${a.basisNote})` : ''}`);
    }
  }
  const unattributed = assets.filter((a) => a.status === 'inherited-unattributed').length;
  if (unattributed) lines.push('', `${unattributed} further image${unattributed === 1 ? '' : 's'} came with the original site without a recorded artist.`);
  return [{ resource: 'Credit', record: { markdown: lines.join('\n') } }];
}
