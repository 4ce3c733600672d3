// The source filter's choices: PHB and EC (the handbook's tables: PHB alone), followed by any other source
// the rows come from (Wretched Hives feats and loot), so every record can be filtered to.
import { SOURCE_OPTIONS } from './selection.ts';

export function sourceOptionsFor(rows: ReadonlyArray<{ contentSource?: string | null }> | undefined, handbook = false): string[] {
  if (handbook) return ['PHB'];
  const others = new Set<string>();
  for (const row of rows ?? []) {
    const source = row.contentSource;
    if (source && source !== 'None' && !(SOURCE_OPTIONS as readonly string[]).includes(source)) others.add(source);
  }
  return [...SOURCE_OPTIONS, ...[...others].sort()];
}
