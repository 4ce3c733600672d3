// Global search: an in-process MiniSearch index over every rule item and chapter name, rebuilt per data version.
import MiniSearch from 'minisearch';
import type { ResourceKey } from '../../seed/resources.ts';
import type { GlobalSearchTermType } from '../graphql/generated/resolvers-types.ts';
import type { RulesService } from '../rules/rules-service.ts';
import type { VersionTracker } from '../versions/version-tracker.ts';
import { SEARCH_ENTRY_BUILDERS, toSearchEntry, type SearchEntry } from './search-entries.ts';

interface Built {
  signature: string;
  entries: SearchEntry[];
  index: MiniSearch<{ id: number; fullName: string }>;
}

/** Words of a name: apostrophes vanish ("Twi'lek" -> "twilek"), other punctuation separates. */
function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export class SearchService {
  private built: Promise<Built> | undefined;
  private builtSignature = '';

  constructor(
    private readonly rules: RulesService,
    private readonly versions: VersionTracker,
  ) {
    // Rebuild eagerly when another instance (or the importer) changes the data, so the next search is fast.
    versions.onChange(() => {
      void this.current().catch(() => undefined);
    });
  }

  /**
   * Best matches first. Every word of the text must match a word of a name, as a whole word, a prefix,
   * or with one typo (words of four letters or more).
   */
  async search(text: string, types?: readonly GlobalSearchTermType[] | null, limit = 50): Promise<SearchEntry[]> {
    const query = text.trim();
    if (!query) return [];
    const { index, entries } = await this.current();
    const wanted = types && types.length ? new Set(types) : undefined;
    const hits = index.search(query, {
      prefix: true,
      fuzzy: (term) => (term.length >= 4 ? 1 : 0),
      combineWith: 'AND',
      filter: wanted ? (r) => wanted.has(entries[r.id as number]!.globalSearchTermType) : undefined,
    });
    const lowered = query.toLowerCase();
    return hits
      .map((h) => ({ entry: entries[h.id as number]!, score: h.score * (entries[h.id as number]!.fullName.toLowerCase() === lowered ? 4 : 1) }))
      .sort((a, b) => b.score - a.score || a.entry.fullName.length - b.entry.fullName.length || a.entry.fullName.localeCompare(b.entry.fullName))
      .slice(0, Math.max(0, limit))
      .map((h) => h.entry);
  }

  /** The index for the current data versions, built once per change. */
  private async current(): Promise<Built> {
    const versions = await this.versions.versions();
    const signature = versions.map((v) => `${v.name}:${v.version}`).sort().join('|');
    if (!this.built || signature !== this.builtSignature) {
      this.builtSignature = signature;
      const build = this.build(signature);
      this.built = build;
      build.catch(() => {
        if (this.built === build) this.built = undefined;
      });
    }
    return this.built;
  }

  private async build(signature: string): Promise<Built> {
    const entries: SearchEntry[] = [];
    for (const resource of Object.keys(SEARCH_ENTRY_BUILDERS) as ResourceKey[]) {
      for (const doc of await this.rules.all(resource)) {
        const entry = toSearchEntry(resource, doc);
        if (entry) entries.push(entry);
      }
    }
    const index = new MiniSearch<{ id: number; fullName: string }>({ fields: ['fullName'], tokenize, processTerm: (t) => t });
    index.addAll(entries.map((e, id) => ({ id, fullName: e.fullName })));
    return { signature, entries, index };
  }
}
