// How much of the loaded enhanced items the gear-mechanics catalogue describes, per item type: entries with effects
// the engine applies, entries the player applies at the table (their plain words), and items without an entry.
import type { EnhancedItemRule } from '../rules/types.ts';
import type { GearMechanicsIndex } from './catalogue.ts';

export interface GearCoverageRow {
  type: string;
  inData: number;
  /** Entries with at least one effect (some also name a part the player applies). */
  mechanics: number;
  /** Entries whose whole effect the player applies at the table. */
  manual: number;
  missing: number;
  missingItems: string[];
}

export interface GearCoverageReport {
  rows: GearCoverageRow[];
  /** What the entries leave to the player, in their plain words, with how many entries say each. */
  manualReasons: { reason: string; entries: number }[];
}

export function computeGearCoverage(items: readonly EnhancedItemRule[], catalogue: GearMechanicsIndex): GearCoverageReport {
  const rows = new Map<string, GearCoverageRow>();
  const reasons = new Map<string, number>();
  for (const item of items) {
    const row = rows.get(item.type) ?? { type: item.type, inData: 0, mechanics: 0, manual: 0, missing: 0, missingItems: [] };
    rows.set(item.type, row);
    row.inData++;
    const entry = catalogue.find(item.name);
    if (!entry) {
      row.missing++;
      row.missingItems.push(item.name);
      continue;
    }
    if (entry.effects.length > 0) row.mechanics++;
    else row.manual++;
    if (entry.manual) reasons.set(entry.manual, (reasons.get(entry.manual) ?? 0) + 1);
  }
  return {
    rows: [...rows.values()].sort((a, b) => b.inData - a.inData || a.type.localeCompare(b.type)),
    manualReasons: [...reasons].map(([reason, entries]) => ({ reason, entries })).sort((a, b) => b.entries - a.entries),
  };
}

const percent = (row: GearCoverageRow) => (row.inData === 0 ? 100 : (100 * (row.inData - row.missing)) / row.inData).toFixed(1);

export function formatGearCoverage(report: GearCoverageReport): string {
  const lines = [`${'type'.padEnd(24)}${'in data'.padStart(8)}${'mechanics'.padStart(11)}${'manual'.padStart(8)}${'missing'.padStart(9)}${'covered'.padStart(10)}`];
  const total: GearCoverageRow = { type: 'all', inData: 0, mechanics: 0, manual: 0, missing: 0, missingItems: [] };
  for (const row of [...report.rows, total]) {
    if (row !== total) for (const key of ['inData', 'mechanics', 'manual', 'missing'] as const) total[key] += row[key];
    lines.push(`${row.type.padEnd(24)}${String(row.inData).padStart(8)}${String(row.mechanics).padStart(11)}${String(row.manual).padStart(8)}${String(row.missing).padStart(9)}${`${percent(row)}%`.padStart(10)}`);
  }
  lines.push('', 'left to the player (entries):');
  for (const { reason, entries } of report.manualReasons) lines.push(`  ${String(entries).padStart(5)}  ${reason}`);
  const missing = report.rows.flatMap((row) => row.missingItems.map((name) => `  ${row.type}: ${name}`));
  if (missing.length > 0) lines.push('', 'missing:', ...missing);
  return lines.join('\n');
}
