// Runs relevance cases against a search service loaded with a data folder: each case names a query, what must
// come first (or within the first three), and why that answer is the right one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importDirectory } from '../../seed/importer.ts';
import { createServices } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openEmbeddedStore } from '../store/index.ts';
import type { Store } from '../store/port.ts';
import type { SearchHit, SearchService } from './search-service.ts';

export interface RelevanceCase {
  query: string;
  /** The path the first result must have. */
  first?: string;
  /** A path that must be among the first three results. */
  top3?: string;
  /** Any further check on the whole answer. */
  check?: (hits: SearchHit[]) => void;
  why: string;
}

/** Imports `dataDir` into a fresh embedded store once, and runs one test per case. */
export function relevanceSuite(dataDir: string, cases: readonly RelevanceCase[]): void {
  let root: string;
  let store: Store;
  let search: SearchService;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sw5e-relevance-'));
    store = await openEmbeddedStore({ dataDir: join(root, 'data') });
    const report = await importDirectory(store, dataDir);
    expect(report.ok).toBe(true);
    search = createServices(store, loadConfig({})).search;
  });
  afterAll(async () => {
    await store?.close();
    rmSync(root, { recursive: true, force: true });
  });
  for (const c of cases) {
    it(`${c.query}: ${c.why}`, async () => {
      const hits = await search.search(c.query, undefined, 20);
      const paths = hits.map((h) => h.path);
      if (c.first) expect(paths[0], `first result of "${c.query}" among ${paths.slice(0, 5).join(', ')}`).toBe(c.first);
      if (c.top3) expect(paths.slice(0, 3), `top 3 of "${c.query}"`).toContain(c.top3);
      c.check?.(hits);
    });
  }
}

/** The text of a snippet, with matched words in [brackets]. */
export const marked = (hit: SearchHit) => hit.snippet.map((p) => (p.matched ? `[${p.text}]` : p.text)).join('');
