// Where the canonical format's test material lives (../shared/sw5e-database: its real schemas and samples), and
// building checkout folders from it for tests.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from './realdata.ts';

/** The folder holding `schemas/` and `samples/`: SW5E_DATABASE_DIR, else ../shared/sw5e-database beside the checkout. */
export const SW5E_DATABASE = resolve(process.env.SW5E_DATABASE_DIR ?? resolve(repoRoot, '../shared/sw5e-database'));
export const CANONICAL_SCHEMAS = join(SW5E_DATABASE, 'schemas');
export const CANONICAL_SAMPLES = join(SW5E_DATABASE, 'samples');

/** True when the material is present; throws when REQUIRE_REALDATA=1 (CI) and it is not. */
export function hasCanonicalMaterial(suite: string): boolean {
  if (existsSync(CANONICAL_SCHEMAS) && existsSync(CANONICAL_SAMPLES)) return true;
  if (process.env.REQUIRE_REALDATA === '1') throw new Error(`REQUIRE_REALDATA=1 but ${SW5E_DATABASE} has no schemas/ and samples/: the suite "${suite}" cannot run.`);
  console.log(`[canonical] ${SW5E_DATABASE} not found: skipping "${suite}".`);
  return false;
}

export type CanonicalDocument = Record<string, unknown> & { key: string };

/** The real sample documents, by content type. */
export function sampleDocuments(): Map<string, CanonicalDocument[]> {
  const out = new Map<string, CanonicalDocument[]>();
  for (const type of readdirSync(CANONICAL_SAMPLES).sort()) {
    out.set(
      type,
      readdirSync(join(CANONICAL_SAMPLES, type))
        .sort()
        .map((f) => JSON.parse(readFileSync(join(CANONICAL_SAMPLES, type, f), 'utf8')) as CanonicalDocument),
    );
  }
  return out;
}

/** Copies the real schemas into `<root>/schemas` (copied, so a test may add a newer version to its own checkout). */
export function copySchemas(root: string, from = CANONICAL_SCHEMAS): void {
  for (const type of readdirSync(from)) {
    mkdirSync(join(root, 'schemas', type), { recursive: true });
    for (const file of readdirSync(join(from, type))) writeFileSync(join(root, 'schemas', type, file), readFileSync(join(from, type, file)));
  }
}

/** Writes documents as the repository keeps them: content/<type>/<key>.json, two-space JSON and a final newline. */
export function writeDocuments(root: string, types: ReadonlyMap<string, readonly CanonicalDocument[]>): void {
  for (const [type, docs] of types) {
    mkdirSync(join(root, 'content', type), { recursive: true });
    for (const doc of docs) writeFileSync(join(root, 'content', type, `${doc.key}.json`), `${JSON.stringify(doc, null, 2)}\n`);
  }
}

/** A checkout folder: the given documents (the real samples by default) and the real schemas. */
export function makeCheckout(root: string, types: ReadonlyMap<string, readonly CanonicalDocument[]> = sampleDocuments()): string {
  mkdirSync(join(root, 'content'), { recursive: true });
  writeDocuments(root, types);
  copySchemas(root);
  return root;
}
