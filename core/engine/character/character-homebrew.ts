// The homebrew a character uses: the packs it has enabled (the user's own, one shared by link, a campaign's) and
// the last known values of every homebrew entry it uses. The rules a character is computed with are the official
// ones plus its enabled packs' entries; an entry whose pack is gone (deleted, disabled, no longer shared) comes back
// from the snapshot, so the character keeps its numbers and says which pack is missing; enabling the pack again
// brings the pack's current values back.
import { HOMEBREW_ENTRY_TYPES, type HomebrewEntryTypeName } from '../../homebrew/entry-types.ts';
export type { CharacterHomebrew, CharacterPackRef, HomebrewSnapshotEntry } from './types.ts';
import { HOMEBREW_PACK_ID, mergeHomebrew, type LoadedPack } from '../../homebrew/merge.ts';
import { HOMEBREW_MARK, nameKey, type HomebrewPack } from '../../homebrew/pack.ts';
import type { FeatureMechanics } from '../../schemas/feature-mechanics.ts';
import type { ResourceKey } from '../../resources.ts';
import type { RulesData } from '../rules/types.ts';
import type { CharacterPackRef, HomebrewSnapshotEntry, PowerAndManeuverChoices, RawCharacter } from './types.ts';

/** The rules data parts homebrew entries join (part -> resource), with the feature mechanics' part. */
export const CHARACTER_HOMEBREW_PARTS = {
  species: 'species',
  archetypes: 'archetype',
  backgrounds: 'background',
  feats: 'feat',
  fightingStyles: 'fightingStyle',
  powers: 'power',
  maneuvers: 'maneuvers',
  equipment: 'equipment',
  enhancedItems: 'enhancedItem',
  featureMechanics: 'featureMechanics',
} as const satisfies Partial<Record<keyof RulesData, ResourceKey>>;

/** The rules data part holding the records of each entry type (types the character tools have no part for are absent). */
export const PART_OF_TYPE = new Map<HomebrewEntryTypeName, keyof RulesData>(
  HOMEBREW_ENTRY_TYPES.flatMap((t) => {
    const part = (Object.entries(CHARACTER_HOMEBREW_PARTS) as [keyof RulesData, ResourceKey][]).find(([, r]) => r === t.resource)?.[0];
    return part && part !== 'featureMechanics' ? [[t.type, part] as const] : [];
  }),
);

/** Marks a snapshot's record carries besides its pack's name: its pack is not loaded now. */
export const HOMEBREW_MISSING = 'homebrewMissing';

/** Every name of a rule the character refers to (species, background, feats, archetypes, styles, powers, items). */
export function namesUsed(character: RawCharacter): Set<string> {
  const names: (string | undefined)[] = [character.species?.name, character.background?.name, character.background?.feat?.name];
  for (const entry of character.classes ?? []) {
    names.push(entry.archetype?.name, entry.fightingStyle);
    for (const choice of [entry, entry.archetype ?? {}] as PowerAndManeuverChoices[]) names.push(...(choice.forcePowers ?? []), ...(choice.techPowers ?? []), ...(choice.maneuvers ?? []));
    for (const improvement of entry.abilityScoreImprovements ?? []) if (improvement.type === 'Feat') names.push(improvement.name);
  }
  names.push(...(character.customFeats ?? []), ...(character.customTechPowers ?? []), ...(character.customForcePowers ?? []));
  for (const item of character.equipment ?? []) names.push(item.name, item.baseItem, ...(item.modifications ?? []));
  return new Set(names.filter((n): n is string => typeof n === 'string' && n.length > 0).map(nameKey));
}

export interface CharacterRules {
  data: RulesData;
  /** The enabled packs that could not be read now, and the packs of snapshot entries brought back: by name. */
  missingPacks: string[];
  clashes: string[];
}

const withoutMarks = (record: Record<string, unknown>) => {
  const { [HOMEBREW_MARK]: _p, [HOMEBREW_PACK_ID]: _i, [HOMEBREW_MISSING]: _m, ...rest } = record;
  void _p;
  void _i;
  void _m;
  return rest as HomebrewSnapshotEntry['record'];
};

/**
 * The rules a character is computed with: the official data, its enabled packs that are available (`available`, by
 * id), then every snapshot entry whose name the data still lacks (its pack gone), marked missing.
 */
export function characterRules(data: RulesData, character: RawCharacter, available: readonly LoadedPack[]): CharacterRules {
  const homebrew = character.homebrew;
  if (!homebrew || (!homebrew.packs?.length && !homebrew.entries?.length)) return { data, missingPacks: [], clashes: [] };
  const byId = new Map(available.map((p) => [p.id, p]));
  const enabled = (homebrew.packs ?? []).flatMap((ref) => (byId.has(ref.id) ? [byId.get(ref.id)!] : []));
  const missing = new Set((homebrew.packs ?? []).filter((ref) => !byId.has(ref.id)).map((ref) => ref.name));
  const merged = mergeHomebrew(data, CHARACTER_HOMEBREW_PARTS, enabled);
  // A copy: the merge hands back the very data when no pack is enabled, and the official data is never changed.
  const out = { ...merged.data } as unknown as Record<string, Record<string, unknown>[]>;
  for (const entry of homebrew.entries ?? []) {
    const part = PART_OF_TYPE.get(entry.type);
    if (!part) continue;
    const list = out[part] ?? [];
    if (list.some((r) => nameKey(String(r.name)) === nameKey(entry.record.name))) continue;
    missing.add(entry.pack);
    out[part] = [...list, { ...entry.record, [HOMEBREW_MARK]: entry.pack, [HOMEBREW_PACK_ID]: entry.packId, [HOMEBREW_MISSING]: true }];
    if (entry.mechanics?.length) out.featureMechanics = [...(out.featureMechanics ?? []), ...entry.mechanics.map((m) => ({ ...m, [HOMEBREW_MARK]: entry.pack }))];
  }
  return { data: out as unknown as RulesData, missingPacks: [...missing].sort(), clashes: merged.clashes };
}

/** The homebrew entries of `data` (as characterRules made it) the character uses now: its new snapshot. */
export function homebrewSnapshot(character: RawCharacter, data: RulesData): HomebrewSnapshotEntry[] {
  const used = namesUsed(character);
  const parts = data as unknown as Record<string, Record<string, unknown>[] | undefined>;
  const entries: HomebrewSnapshotEntry[] = [];
  for (const [type, part] of PART_OF_TYPE) {
    for (const record of parts[part] ?? []) {
      if (typeof record[HOMEBREW_MARK] !== 'string' || !used.has(nameKey(String(record.name)))) continue;
      const pack = record[HOMEBREW_MARK] as string;
      const mechanics = (parts.featureMechanics ?? []).filter((m) => m[HOMEBREW_MARK] === pack && nameKey(String(m.sourceName)) === nameKey(String(record.name)));
      entries.push({
        packId: String(record[HOMEBREW_PACK_ID] ?? ''),
        pack,
        type,
        record: withoutMarks(record),
        ...(mechanics.length ? { mechanics: mechanics.map((m) => withoutMarks(m) as unknown as FeatureMechanics) } : {}),
      });
    }
  }
  return entries;
}

/** The character with its snapshot brought up to date, or the same object when nothing changed. */
export function withHomebrewSnapshot(character: RawCharacter, data: RulesData): RawCharacter {
  const homebrew = character.homebrew;
  if (!homebrew) return character;
  const entries = homebrewSnapshot(character, data);
  if (JSON.stringify(entries) === JSON.stringify(homebrew.entries ?? [])) return character;
  return { ...character, homebrew: { ...homebrew, entries } };
}

/** The character with a pack enabled (or its reference renewed) or disabled; its snapshot is kept either way. */
export function setPackEnabled(character: RawCharacter, ref: CharacterPackRef, enabled: boolean): RawCharacter {
  const current = character.homebrew ?? { packs: [], entries: [] };
  const others = (current.packs ?? []).filter((p) => p.id !== ref.id);
  return { ...character, homebrew: { ...current, packs: enabled ? [...others, ref] : others } };
}

/** A stored pack as the merge takes it. */
export const loadedPack = (id: string, pack: HomebrewPack): LoadedPack => ({ id, pack });
