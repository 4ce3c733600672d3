// How much of the loaded rules data the feature-mechanics catalogue describes, per source kind.
import type { FeatureMechanicsRule } from '../rules/types.ts';
import type { FeatureAddress, FeatureMechanicsIndex } from './catalogue.ts';

export const COVERAGE_KINDS = ['class', 'archetype', 'species', 'fighting style', 'fighting mastery', 'lightsaber form', 'feat'] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

export interface CoverageItem extends FeatureAddress {
  kind: CoverageKind;
  text: string;
}

export interface CoverageRow {
  kind: CoverageKind;
  inData: number;
  /** Entries with at least one effect (some also name a manual part). */
  mechanics: number;
  descriptive: number;
  manual: number;
  missing: number;
  missingItems: CoverageItem[];
}

export interface CoverageReport {
  rows: CoverageRow[];
  /**
   * Archetype features whose text speaks of rests: those with a resource the sheet counts, those covered otherwise
   * (casting the engine already computes, or a declared manual entry), and those the catalogue lacks.
   */
  archetypeRestFeatures: { inData: number; withResource: number; otherwise: number; missing: CoverageItem[] };
}

interface CoverageInput {
  features: readonly { name: string; text?: string | null; level?: number | null; source?: string | null; sourceName?: string | null }[];
  feats: readonly { name: string; text?: string | null }[];
  fightingStyles: readonly { name: string; description?: string | null }[];
  fightingMasteries: readonly { name: string; text?: string | null }[];
  lightsaberForms: readonly { name: string; description?: string | null }[];
}

/** The items of the rules data that the catalogue should describe, one per feature record. */
export function coverageItems(input: CoverageInput): CoverageItem[] {
  const items: CoverageItem[] = [];
  for (const feature of input.features) {
    const kind = feature.source === 'Class' ? 'class' : feature.source === 'Archetype' ? 'archetype' : feature.source === 'Species' ? 'species' : undefined;
    if (!kind || !feature.sourceName) continue;
    items.push({ kind, source: feature.source as FeatureAddress['source'], sourceName: feature.sourceName, level: feature.level ?? undefined, name: feature.name, text: feature.text ?? '' });
  }
  for (const style of input.fightingStyles) items.push({ kind: 'fighting style', source: 'FightingStyle', sourceName: style.name, name: style.name, text: style.description ?? '' });
  for (const mastery of input.fightingMasteries) items.push({ kind: 'fighting mastery', source: 'FightingMastery', sourceName: mastery.name, name: mastery.name, text: mastery.text ?? '' });
  for (const form of input.lightsaberForms) items.push({ kind: 'lightsaber form', source: 'LightsaberForm', sourceName: form.name, name: form.name, text: form.description ?? '' });
  for (const feat of input.feats) items.push({ kind: 'feat', source: 'Feat', sourceName: feat.name, name: feat.name, text: feat.text ?? '' });
  return items;
}

type Status = 'mechanics' | 'descriptive' | 'manual' | 'missing';

export function entryStatus(entry: FeatureMechanicsRule | undefined): Status {
  if (!entry) return 'missing';
  if ((entry.effects ?? []).length > 0) return 'mechanics';
  return entry.descriptive ? 'descriptive' : 'manual';
}

const USES_PER_REST = /\b(short or long rest|long rest|short rest)\b/i;

export function computeCoverage(input: CoverageInput, catalogue: FeatureMechanicsIndex): CoverageReport {
  const rows = new Map<CoverageKind, CoverageRow>(COVERAGE_KINDS.map((kind) => [kind, { kind, inData: 0, mechanics: 0, descriptive: 0, manual: 0, missing: 0, missingItems: [] }]));
  const archetypeRestFeatures: CoverageReport['archetypeRestFeatures'] = { inData: 0, withResource: 0, otherwise: 0, missing: [] };
  for (const item of coverageItems(input)) {
    const row = rows.get(item.kind)!;
    const entry = catalogue.find(item);
    const status = entryStatus(entry);
    row.inData++;
    row[status]++;
    if (status === 'missing') row.missingItems.push(item);
    if (item.kind === 'archetype' && USES_PER_REST.test(item.text)) {
      archetypeRestFeatures.inData++;
      // A resource one of the feature's options brings counts too (Customized Armor's uses per rest).
      const hasResource = (entry?.effects ?? []).some(
        (effect) => effect.kind === 'resource' || (effect.kind === 'options' && effect.options.some((option) => (option.effects ?? []).some((inner) => inner.kind === 'resource'))),
      );
      if (hasResource) archetypeRestFeatures.withResource++;
      else if (entry) archetypeRestFeatures.otherwise++;
      else archetypeRestFeatures.missing.push(item);
    }
  }
  return { rows: [...rows.values()], archetypeRestFeatures };
}

const pad = (text: string | number, width: number) => String(text).padStart(width);

/** The table the command prints and docs/features.md records (one line per kind). */
export function coverageTable(report: CoverageReport): string[] {
  const lines = [`${'kind'.padEnd(17)}${pad('in data', 9)}${pad('mechanics', 11)}${pad('descriptive', 13)}${pad('manual', 8)}${pad('missing', 9)}${pad('covered', 9)}`];
  for (const row of report.rows) {
    const covered = row.inData === 0 ? '-' : `${((100 * (row.inData - row.missing)) / row.inData).toFixed(1)}%`;
    lines.push(`${row.kind.padEnd(17)}${pad(row.inData, 9)}${pad(row.mechanics, 11)}${pad(row.descriptive, 13)}${pad(row.manual, 8)}${pad(row.missing, 9)}${pad(covered, 9)}`);
  }
  const rest = report.archetypeRestFeatures;
  lines.push(`archetype features that mention a rest: ${rest.inData} in data, ${rest.withResource} with a resource, ${rest.otherwise} covered otherwise, ${rest.missing.length} missing`);
  return lines;
}

const itemLabel = (item: CoverageItem) => `${item.sourceName}${item.level ? ` ${item.level}` : ''}: ${item.name}`;

export function formatCoverage(report: CoverageReport): string {
  const lines = coverageTable(report);
  for (const row of report.rows) {
    if (row.missingItems.length === 0) continue;
    lines.push('', `missing ${row.kind} (${row.missingItems.length}):`);
    for (const item of row.missingItems) lines.push(`  ${itemLabel(item)}`);
  }
  return lines.join('\n');
}
