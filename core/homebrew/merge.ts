// Adding homebrew packs' entries to a rules data set, the one merge the CLIs (which refuse a clash) and the site
// (which leaves a clashing entry out and says so) both run. Each added record keeps its pack's name (HOMEBREW_MARK)
// and, when the pack is a stored one, its id (HOMEBREW_PACK_ID), so lists and the sheet say where it came from and a
// character can keep its last known values. Mechanics entries join the feature mechanics after the official ones.
import type { ResourceKey } from '../resources.ts';
import { HOMEBREW_MARK, nameKey, type HomebrewPack } from './pack.ts';
import { homebrewEntryType } from './entry-types.ts';

/** The stored pack's id on every record it adds (absent for a pack read from a folder). */
export const HOMEBREW_PACK_ID = 'homebrewPackId';

/** A pack and, when stored, its id. */
export interface LoadedPack {
  id?: string;
  pack: HomebrewPack;
}

export interface MergedRules<D> {
  data: D;
  /** One sentence per entry left out because its name is already taken (official data or an earlier pack). */
  clashes: string[];
}

type Named = { name?: unknown; [HOMEBREW_MARK]?: string };

/**
 * The data with the packs' entries added to the parts `files` names (part -> resource); the part holding feature
 * mechanics is named by the resource `featureMechanics`. Entries of resources the data has no part for are left out.
 */
export function mergeHomebrew<D extends object>(data: D, files: Partial<Record<keyof D & string, ResourceKey>>, packs: readonly LoadedPack[]): MergedRules<D> {
  if (!packs.length) return { data, clashes: [] };
  const byResource = new Map<ResourceKey, Record<string, unknown>[]>();
  const mechanics: Record<string, unknown>[] = [];
  for (const { id, pack } of packs) {
    for (const entry of pack.entries) {
      const { resource } = homebrewEntryType(entry.type)!;
      const list = byResource.get(resource) ?? [];
      list.push({ ...entry.record, [HOMEBREW_MARK]: pack.name, ...(id ? { [HOMEBREW_PACK_ID]: id } : {}) });
      byResource.set(resource, list);
      mechanics.push(...(entry.mechanics ?? []).map((m) => ({ ...m, [HOMEBREW_MARK]: pack.name })));
    }
  }
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  const clashes: string[] = [];
  const dropped = new Set<string>();
  for (const [part, resource] of Object.entries(files) as [string, ResourceKey][]) {
    if (resource === 'featureMechanics') continue;
    const added = byResource.get(resource) ?? [];
    if (!added.length) continue;
    const official = ((data as Record<string, unknown>)[part] ?? []) as Named[];
    const seen = new Map<string, string>(official.map((r) => [nameKey(String(r.name ?? '')), 'the official data']));
    const kept: Record<string, unknown>[] = [];
    for (const record of added as Named[]) {
      const name = String(record.name);
      const first = seen.get(nameKey(name));
      if (first) {
        clashes.push(`"${name}" (${resource}) of pack "${record[HOMEBREW_MARK]}" is already a name in ${first}`);
        dropped.add(`${record[HOMEBREW_MARK]}|${nameKey(name)}`);
        continue;
      }
      seen.set(nameKey(name), `pack "${record[HOMEBREW_MARK]}"`);
      kept.push(record as Record<string, unknown>);
    }
    out[part] = [...official, ...kept];
  }
  const mechanicsPart = (Object.entries(files) as [string, ResourceKey][]).find(([, resource]) => resource === 'featureMechanics')?.[0];
  if (mechanicsPart && mechanics.length) {
    // A left-out entry's mechanics are left out with it (they would attach to the official record of that name).
    const keptMechanics = mechanics.filter((m) => !dropped.has(`${m[HOMEBREW_MARK]}|${nameKey(String(m.sourceName))}`));
    out[mechanicsPart] = [...(((data as Record<string, unknown>)[mechanicsPart] ?? []) as unknown[]), ...keptMechanics];
  }
  return { data: out as D, clashes };
}
