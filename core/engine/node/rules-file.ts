// Node-only: reads one resource file of a rules folder in the importer's shape (`<resource>.json`, the resource
// catalogue's file name). Our own data (the catalogue's `ownData`: feature mechanics, encounter rules, the starship
// catalogue), which a folder from the original API lacks, is read from the bundled folder instead. Every error names
// the file, and with a schema the first entry that does not match it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ZodType } from 'zod';
import { resourceDef, type ResourceKey } from '../../resources.ts';

/** Our bundled rules data: the commands' default folder, and the fallback for our own data a folder lacks. */
export const BUNDLED_RULES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../seed/data');

export class RulesLoadError extends Error {
  override name = 'RulesLoadError';
}

export interface RulesFileOptions {
  /** A missing file reads as no entries instead of an error. */
  optional?: boolean;
  /** Each entry is checked against it (the engine trusts the shapes it reads, so a hand-edited file is checked here). */
  schema?: ZodType;
}

/** Where the resource's file is read from: the folder's own, or for our own data the bundled one when it has none. */
export function rulesFilePath(dir: string, resource: ResourceKey): string {
  const own = join(dir, `${resource}.json`);
  return !existsSync(own) && resourceDef(resource).ownData ? join(BUNDLED_RULES_DIR, `${resource}.json`) : own;
}

/** The file's entries (a JSON array) and the path read; throws RulesLoadError naming the file (and entry). */
export function readRulesFile(dir: string, resource: ResourceKey, options: RulesFileOptions = {}): { rows: unknown[]; path: string } {
  const path = rulesFilePath(dir, resource);
  if (!existsSync(path)) {
    if (options.optional) return { rows: [], path };
    throw new RulesLoadError(`Rules data file missing: ${path}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new RulesLoadError(`Rules data file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new RulesLoadError(`Rules data file ${path} must hold a JSON array`);
  const { schema } = options;
  if (schema) {
    parsed.forEach((entry, index) => {
      const check = schema.safeParse(entry);
      if (!check.success) {
        const issue = check.error.issues[0]!;
        throw new RulesLoadError(`Rules data file ${path}[${index}]${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`);
      }
    });
  }
  return { rows: parsed, path };
}
