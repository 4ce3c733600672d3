// What the party view shows of a character beyond the tracker's numbers, read from the sheet the rules engine
// computed: its save DCs (tech, force, maneuvers), its languages and its conditions.
import type { ComputedCharacter } from '../../../../../core/engine/index.ts';

export interface SaveDc {
  /** "Tech", "Force", "Force (light)", "Maneuvers (physical)". */
  label: string;
  dc: number;
}

export interface SheetDetails {
  saveDcs: SaveDc[];
  languages: string[];
  /** Condition names, with the exhaustion level when there is one ("Exhaustion 2"). */
  conditions: string[];
}

type DetailsSheet = Pick<ComputedCharacter, 'techCasting' | 'forceCasting' | 'superiority' | 'languages' | 'conditions' | 'exhaustion'>;

/** One DC when every kind shares it, else one per kind (force light, dark and universal differ by ability). */
function grouped(label: string, kinds: readonly (readonly [string, number])[]): SaveDc[] {
  const values = new Set(kinds.map(([, dc]) => dc));
  if (values.size === 1) return [{ label, dc: kinds[0]![1] }];
  return kinds.map(([kind, dc]) => ({ label: `${label} (${kind})`, dc }));
}

export function sheetDetails(sheet: DetailsSheet): SheetDetails {
  const saveDcs: SaveDc[] = [];
  if (sheet.techCasting) saveDcs.push({ label: 'Tech', dc: sheet.techCasting.saveDC });
  if (sheet.forceCasting) {
    const force = sheet.forceCasting;
    saveDcs.push(...grouped('Force', [['light', force.lightSaveDC], ['dark', force.darkSaveDC], ['universal', force.universalSaveDC]]));
  }
  if (sheet.superiority) {
    const sup = sheet.superiority;
    saveDcs.push(...grouped('Maneuvers', [['physical', sup.physical.saveDC], ['mental', sup.mental.saveDC], ['general', sup.general.saveDC]]));
  }
  const conditions = sheet.conditions.map((c) => c.name);
  if (sheet.exhaustion > 0) conditions.push(`Exhaustion ${sheet.exhaustion}`);
  return { saveDcs, languages: [...sheet.languages], conditions };
}

/** "Tech 14 · Force (light) 13 · Force (dark) 12", or an empty string. */
export function saveDcText(saveDcs: readonly SaveDc[]): string {
  return saveDcs.map(({ label, dc }) => `${label} ${dc}`).join(' · ');
}
