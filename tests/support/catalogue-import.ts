// What the resource tests of our bundled catalogues (feature mechanics, encounter rules, starship mechanics) share:
// a fresh embedded store for each test, a folder holding only the catalogue's file to import, and each entry checked
// against the catalogue's schema, a failure named by the entry's index and the field's path.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { ZodType } from 'zod';
import { openEmbeddedStore } from '../../server/store/index.ts';
import type { Store } from '../../server/store/port.ts';

export interface CatalogueImport {
  /** This test's store (opened before each test, closed after it). */
  readonly store: Store;
  /** A new folder holding `entries` as the catalogue's file, for importDirectory. */
  folderWith(entries: unknown): string;
}

/** Registers the per-test store and folders for the catalogue kept in `fileName` (call at a test file's top level). */
export function catalogueImport(fileName: string): CatalogueImport {
  let root: string | undefined;
  let store: Store | undefined;
  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'sw5e-catalogue-'));
    store = await openEmbeddedStore({ dataDir: join(root, 'data') });
  });
  afterEach(async () => {
    await store?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  return {
    get store() {
      if (!store) throw new Error('The catalogue store is open only during a test.');
      return store;
    },
    folderWith(entries) {
      const dir = mkdtempSync(join(root!, 'import-'));
      writeFileSync(join(dir, fileName), JSON.stringify(entries));
      return dir;
    },
  };
}

/** Every entry the schema refuses, as "[index] path: message; ..." (empty when all pass). */
export function schemaFailures(schema: ZodType, entries: readonly unknown[]): string[] {
  return entries.flatMap((entry, i) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [] : [`[${i}] ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`];
  });
}
