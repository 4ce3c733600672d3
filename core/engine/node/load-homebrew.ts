// Node-only: reads homebrew pack folders (manifest.json and content/<type>/<key>.json, core/homebrew/pack-files.ts)
// and adds their entries to the rules data the CLIs compute with, as the site adds a user's enabled packs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { MAX_PACK_FILES_BYTES, packFromFiles, type PackFileIssue } from '../../homebrew/pack-files.ts';
import { mergeHomebrew } from '../../homebrew/merge.ts';
import type { HomebrewPack } from '../../homebrew/pack.ts';
import type { ResourceKey } from '../../resources.ts';
import { UsageError } from './cli-runner.ts';

/** A pack folder that cannot be read: every problem, as file, member path and rule. */
export class HomebrewFolderError extends Error {
  constructor(
    readonly folder: string,
    readonly issues: readonly PackFileIssue[],
  ) {
    super(`Homebrew pack ${folder} was refused:\n${issues.map((i) => `  ${i.file}${i.field ? ` (${i.field})` : ''}: ${i.reason}`).join('\n')}`);
  }
}

/** Every file of a pack folder, path (with "/") -> text; bounded by the size a pack's files may have. */
function folderFiles(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        bytes += statSync(path).size;
        if (bytes > MAX_PACK_FILES_BYTES) throw new HomebrewFolderError(folder, [{ file: relative(folder, path), reason: `the pack's files hold over ${MAX_PACK_FILES_BYTES / 1024 / 1024} MB` }]);
        files.set(relative(folder, path).split(sep).join('/'), readFileSync(path, 'utf8'));
      }
    }
  };
  walk(folder);
  return files;
}

/** Reads one pack folder, all or nothing. */
export function loadHomebrewFolder(folder: string): HomebrewPack {
  let files: Map<string, string>;
  try {
    files = folderFiles(folder);
  } catch (error) {
    if (error instanceof HomebrewFolderError) throw error;
    throw new HomebrewFolderError(folder, [{ file: folder, reason: `cannot be read: ${(error as Error).message}` }]);
  }
  const read = packFromFiles(files);
  if (!read.ok) throw new HomebrewFolderError(folder, read.issues);
  return read.pack;
}

/**
 * A loader's rules data (each part read from the resource file `files` names for it) with the packs' entries added
 * after the official records, and their mechanics after the official feature mechanics. An entry named like an
 * official record of its resource, or like an entry of another pack, is refused: homebrew never shadows anything.
 * Entries of resources the data has no part for (a monster, for the sheet) are left out.
 */
export function withHomebrew<D extends object>(data: D, files: Partial<Record<keyof D & string, ResourceKey>>, packs: readonly HomebrewPack[]): D {
  const { data: merged, clashes } = mergeHomebrew(data, files, packs.map((pack) => ({ pack })));
  if (clashes.length) throw new Error(`Homebrew entries collide: ${clashes.join('; ')}.`);
  return merged;
}

/** The packs of every `--homebrew <folder>` of a command line (repeatable, read all or nothing), and the other arguments. */
export function homebrewArgs(argv: readonly string[]): { packs: HomebrewPack[]; rest: string[] } {
  const folders: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] !== '--homebrew') rest.push(argv[i]!);
    else {
      const value = argv[++i];
      if (!value || value.startsWith('--')) throw new UsageError('--homebrew needs a pack folder (manifest.json and content/<type>/<key>.json).');
      folders.push(value);
    }
  }
  return { packs: folders.map((folder) => loadHomebrewFolder(resolve(folder))), rest };
}
