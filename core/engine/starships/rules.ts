// The starship rules the engine computes with: the loaded records (sizes, equipment, modifications, deployments,
// ventures, in the original API's shapes) joined by name to the starship catalogue's entries, indexed once.
import type { DeploymentRecord, ModificationRecord, StarshipEquipmentRecord, StarshipMechanicsRecord, StarshipSizeRecord, VentureRecord } from '../../schemas/index.ts';
import {
  starshipMechanicsSchema,
  type ModificationPrerequisite,
  type StarshipDeploymentRules,
  type StarshipEquipmentRules,
  type StarshipGeneralRules,
  type StarshipMechanics,
  type StarshipModificationRules,
  type StarshipSize,
  type StarshipSizeRules,
  type VenturePrerequisite,
} from '../../schemas/starship-mechanics.ts';
import { nameKey } from '../../text/name-key.ts';
import { parseModificationPrerequisites, parseVenturePrerequisites } from './prerequisites.ts';

/** The rules data as loaded from a folder or fetched over GraphQL. */
export interface StarshipRulesData {
  sizes: readonly StarshipSizeRecord[];
  equipment: readonly StarshipEquipmentRecord[];
  modifications: readonly ModificationRecord[];
  deployments: readonly DeploymentRecord[];
  ventures: readonly VentureRecord[];
  /** The catalogue (seed/data/starshipMechanics.json, or the starshipMechanics resource). */
  mechanics: readonly StarshipMechanicsRecord[];
}

/** Names compare by the one name rule (core/text/name-key.ts): "Plating,Reinforced  Mk II" is "Plating, Reinforced Mk II", "class 1.5" is not "class 15". */
export { nameKey };

export interface IndexedModification {
  record: ModificationRecord;
  rules: StarshipModificationRules | undefined;
  /** The prerequisites the engine checks: the catalogue's when it gives them, else the record's list read. */
  prerequisites: readonly ModificationPrerequisite[];
  /** Catalogue note on the entry, when the record and the rules text disagree. */
  note: string | null | undefined;
}

export interface IndexedVenture {
  record: VentureRecord;
  prerequisites: readonly VenturePrerequisite[];
  note: string | null | undefined;
}

export interface StarshipRules {
  general: StarshipGeneralRules;
  /** Sizes the loaded data holds, with the catalogue's numbers (a loaded size without an entry is not buildable). */
  sizes: ReadonlyMap<StarshipSize, { record: StarshipSizeRecord | undefined; rules: StarshipSizeRules; note: string | null | undefined }>;
  equipment(name: string): { record: StarshipEquipmentRecord | undefined; rules: StarshipEquipmentRules | undefined; note: string | null | undefined } | undefined;
  modification(name: string): IndexedModification | undefined;
  deployment(name: string): { record: DeploymentRecord | undefined; rules: StarshipDeploymentRules | undefined; note: string | null | undefined } | undefined;
  venture(name: string): IndexedVenture | undefined;
  /** Every loaded record, for the builder's lists. */
  data: StarshipRulesData;
}

export class StarshipRulesError extends Error {
  override name = 'StarshipRulesError';
}

/** Joins records and catalogue entries by name; a catalogue entry that fails its schema is an error naming it. */
export function indexStarshipRules(data: StarshipRulesData): StarshipRules {
  const byKind = { general: [] as StarshipMechanics[], size: [], equipment: [], modification: [], deployment: [], venture: [] } as Record<StarshipMechanics['kind'], StarshipMechanics[]>;
  data.mechanics.forEach((raw, index) => {
    const parsed = starshipMechanicsSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const name = (raw as { name?: unknown }).name;
      throw new StarshipRulesError(`Starship catalogue entry [${index}]${typeof name === 'string' ? ` "${name}"` : ''}: ${issue.path.join('.') || 'entry'}: ${issue.message}`);
    }
    byKind[parsed.data.kind].push(parsed.data);
  });
  const general = byKind.general[0];
  if (!general || general.kind !== 'general') throw new StarshipRulesError('The starship catalogue has no general entry (the rulebook-wide numbers): it cannot compute ships.');

  const keyed = <T extends { name: string }>(list: readonly T[]) => new Map(list.map((item) => [nameKey(item.name), item] as const));
  const sizeRecords = keyed(data.sizes);
  const equipmentRecords = keyed(data.equipment);
  const modificationRecords = keyed(data.modifications);
  const deploymentRecords = keyed(data.deployments);
  const ventureRecords = keyed(data.ventures);
  const entries = (kind: StarshipMechanics['kind']) => keyed(byKind[kind]);
  const equipmentEntries = entries('equipment');
  const modificationEntries = entries('modification');
  const deploymentEntries = entries('deployment');
  const ventureEntries = entries('venture');

  const sizes = new Map<StarshipSize, { record: StarshipSizeRecord | undefined; rules: StarshipSizeRules; note: string | null | undefined }>();
  for (const entry of byKind.size) {
    if (entry.kind !== 'size') continue;
    const record = sizeRecords.get(nameKey(entry.name));
    // A size the loaded data lacks is still computable from the catalogue, but only loaded sizes are offered.
    if (record || data.sizes.length === 0) sizes.set(entry.name, { record, rules: entry.rules, note: entry.note });
  }

  const modifications = new Map<string, IndexedModification>();
  const lookupModification = (name: string) => modificationRecords.get(nameKey(name));
  const isArmor = (name: string) => {
    const record = equipmentRecords.get(nameKey(name));
    return record?.type === 'Armor';
  };
  const isVenture = (name: string) => ventureRecords.has(nameKey(name));
  for (const [key, record] of modificationRecords) {
    const entry = modificationEntries.get(key);
    const rules = entry?.kind === 'modification' ? entry.rules : undefined;
    const prerequisites = rules?.prerequisites ?? parseModificationPrerequisites(record.prerequisites ?? [], { modification: (name) => lookupModification(name)?.name, isArmor });
    modifications.set(key, { record, rules, prerequisites, note: entry?.note });
  }
  const ventures = new Map<string, IndexedVenture>();
  for (const [key, record] of ventureRecords) {
    const entry = ventureEntries.get(key);
    const prerequisites = entry?.kind === 'venture' ? entry.rules.prerequisites : parseVenturePrerequisites(record.prerequisites ?? [], { isVenture });
    ventures.set(key, { record, prerequisites, note: entry?.note });
  }

  return {
    general: general.rules,
    sizes,
    equipment(name) {
      const key = nameKey(name);
      const record = equipmentRecords.get(key);
      const entry = equipmentEntries.get(key);
      if (!record && !entry) return undefined;
      return { record, rules: entry?.kind === 'equipment' ? entry.rules : undefined, note: entry?.note };
    },
    modification: (name) => modifications.get(nameKey(name)),
    deployment(name) {
      const key = nameKey(name);
      const record = deploymentRecords.get(key);
      const entry = deploymentEntries.get(key);
      if (!record && !entry) return undefined;
      return { record, rules: entry?.kind === 'deployment' ? entry.rules : undefined, note: entry?.note };
    },
    venture: (name) => ventures.get(nameKey(name)),
    data,
  };
}
