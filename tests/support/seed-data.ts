// Reads the bundled seed data files, so tests derive their expectations from the data rather than hard-code them.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from './realdata.ts';

export const SEED_DIR = resolve(repoRoot, 'seed/data');

export function seedRecords<T = Record<string, unknown>>(resource: string): T[] {
  const path = resolve(SEED_DIR, `${resource}.json`);
  if (!existsSync(path)) throw new Error(`The bundled data has no ${resource}.json`);
  return JSON.parse(readFileSync(path, 'utf8')) as T[];
}

export function seedText(resource: string): string {
  return JSON.parse(readFileSync(resolve(SEED_DIR, `${resource}.json`), 'utf8')) as string;
}
