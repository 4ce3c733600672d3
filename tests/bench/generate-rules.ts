// Generates a large rules data set for benchmarks: the real data multiplied, every copy with a unique name.
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resourceByName } from '../../core/resources.ts';

type Rec = Record<string, unknown>;

/**
 * Resources that must keep their real size (lookups the engine indexes by level or exact name; our own catalogues,
 * keyed to the records by name, are kept whole too: see `ownData` below).
 */
const KEEP = new Set(['characterAdvancement', 'skills', 'conditions']);

/**
 * Reads every `<resource>.json` array of `sourceDir` and multiplies the record resources until the set holds at
 * least `minRecords` records. Copy k of a record is named "<name> (copy k)" (rowKey likewise), so names stay unique.
 */
export function generateRules(sourceDir: string, minRecords = 20_000): Map<string, unknown> {
  const files = new Map<string, unknown>();
  let total = 0;
  for (const file of readdirSync(sourceDir).filter((f) => f.endsWith('.json') && statSync(join(sourceDir, f)).isFile())) {
    const data = JSON.parse(readFileSync(join(sourceDir, file), 'utf8'));
    files.set(file, data);
    if (Array.isArray(data)) total += data.length;
  }
  const multipliable = [...files.entries()].filter(([file, data]) => {
    const def = resourceByName(file.replace(/\.json$/, ''));
    return Array.isArray(data) && def?.kind === 'records' && !def.ownData && !KEEP.has(def.key) && def.aliases.length === 0;
  });
  const base = multipliable.reduce((n, [, data]) => n + (data as Rec[]).length, 0);
  const copies = Math.max(1, Math.ceil((minRecords - (total - base)) / Math.max(1, base)));
  for (const [file, data] of multipliable) {
    const out: Rec[] = [];
    for (let k = 0; k < copies; k++) {
      for (const rec of data as Rec[]) {
        if (k === 0) out.push(rec);
        else out.push({ ...rec, name: `${String(rec.name)} (copy ${k})`, ...(rec.rowKey ? { rowKey: `${String(rec.rowKey)} (copy ${k})` } : {}) });
      }
    }
    files.set(file, out);
  }
  return files;
}

/** Writes the generated set as an import folder (chapter sub-folders are copied as they are); returns the record count. */
export function writeGeneratedRules(sourceDir: string, outDir: string, minRecords = 20_000): number {
  mkdirSync(outDir, { recursive: true });
  let count = 0;
  for (const [file, data] of generateRules(sourceDir, minRecords)) {
    if (file === 'dataVersion.json') continue;
    writeFileSync(join(outDir, file), JSON.stringify(data));
    if (Array.isArray(data)) count += data.length;
  }
  for (const entry of readdirSync(sourceDir)) {
    if (statSync(join(sourceDir, entry)).isDirectory()) cpSync(join(sourceDir, entry), join(outDir, entry), { recursive: true });
  }
  return count;
}
