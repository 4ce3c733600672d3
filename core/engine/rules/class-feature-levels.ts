// A class feature's level as the class table states it. Some records carry another level than the table's Features
// column (the real data stores a Monk's Focus at 11th level while the table lists it at 2nd): the table is what the
// player reads, so it decides when a feature is gained.
import { nameKey } from '../../text/name-key.ts';
import { classTextSections } from './class-options.ts';
import type { ClassRule, FeatureRule } from './types.ts';

/** "Sage Advice (long rest)" and "sage advice" name the same feature; so do "Infuse Item (1)" and "Infuse Item". */
export function featureNameKey(name: string): string {
  return nameKey(name.replace(/\([^)]*\)/g, ' '));
}

/** The levels the class table's Features column lists each feature at, by featureNameKey. */
export function tableFeatureLevels(classRule: Pick<ClassRule, 'levelChanges'> | undefined): Map<string, number[]> {
  const levels = new Map<string, number[]>();
  for (const [level, row] of Object.entries(classRule?.levelChanges ?? {})) {
    const at = Number.parseInt(level, 10);
    if (!Number.isFinite(at)) continue;
    for (const entry of String(row?.Features ?? '').split(',')) {
      const key = featureNameKey(entry);
      // Cells hold "—" or stray numbers where a level adds nothing.
      if (!/[a-z]/.test(key)) continue;
      const list = levels.get(key) ?? [];
      if (!list.includes(at)) list.push(at);
      levels.set(key, list);
    }
  }
  for (const list of levels.values()) list.sort((a, b) => a - b);
  return levels;
}

const ORDINAL_LEVEL = /\b(?:starting at|beginning at|at|when you reach)\s+(\d{1,2})(?:st|nd|rd|th)\s+level\b/i;

/** A class feature record and the level it is gained from: the record's level, or the lower level the table lists it at. */
export interface ClassFeature {
  record: FeatureRule;
  from: number;
}

/**
 * The class's feature records with the level each is gained from, plus the features the table lists that have no
 * record (read from the class text's section of that name). A feature the table lists at a lower level than any
 * record of it is gained from that level; its record keeps its own level, so an entry of the catalogue keyed to that
 * level applies once the class reaches it (a Scholar's Sage Advice: once per long rest from 2nd level, per short rest
 * from 13th). A feature the table does not list is gained from the level its own text names ("Starting at 3rd
 * level"), when lower. Records keep their order.
 */
export function alignClassFeatureLevels(classRule: Pick<ClassRule, 'name' | 'levelChanges' | 'classFeatureText'> | undefined, features: readonly FeatureRule[]): ClassFeature[] {
  const table = tableFeatureLevels(classRule);
  const lowestRecord = new Map<string, number>();
  for (const feature of features) {
    const key = featureNameKey(feature.name);
    lowestRecord.set(key, Math.min(lowestRecord.get(key) ?? Number.POSITIVE_INFINITY, feature.level ?? 0));
  }
  const moved = new Set<string>();
  const out: ClassFeature[] = features.map((record) => {
    const key = featureNameKey(record.name);
    const level = record.level ?? 0;
    // Only the lowest record of a name is gained earlier, and only once.
    if (!level || level !== lowestRecord.get(key) || moved.has(key)) return { record, from: level };
    moved.add(key);
    const stated = table.get(key)?.[0] ?? textLevel(record.text);
    return { record, from: stated !== undefined && stated < level ? stated : level };
  });
  // A feature the table lists that has no record at all (an Engineer's Tech Mastery): its section of the class text.
  if (classRule) {
    for (const section of classTextSections(classRule)) {
      const key = featureNameKey(section.name);
      const level = table.get(key)?.[0];
      if (level !== undefined && !lowestRecord.has(key)) out.push({ record: { name: section.name, level, text: section.text, source: 'Class', sourceName: classRule.name }, from: level });
    }
  }
  return out;
}

/** The level a feature's text says it is gained at, when it says so in its first sentence that names one. */
function textLevel(text: string | null | undefined): number | undefined {
  const match = ORDINAL_LEVEL.exec(text ?? '');
  return match ? Number.parseInt(match[1], 10) : undefined;
}
