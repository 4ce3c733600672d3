// The three hit point actions of the header (the desktop dialogs and the phone's inline form read the same list).
import { damage, heal, setTemporaryHitPoints, type RawCharacter } from '../../../../../core/engine/index.ts';

export interface HitPointAction {
  key: 'heal' | 'thp' | 'damage';
  /** The header button. */
  button: string;
  /** The dialog's title. */
  title: string;
  /** The amount field's label. */
  label: string;
  confirmLabel: string;
  apply(character: RawCharacter, amount: number, maximumHitPoints: number): RawCharacter;
}

export const HIT_POINT_ACTIONS: readonly HitPointAction[] = [
  { key: 'heal', button: 'Heal', title: 'Heal', label: 'Hit points regained', confirmLabel: 'Heal', apply: (character, amount) => heal(character, amount) },
  { key: 'thp', button: 'THP', title: 'Temporary Hit Points', label: 'Temporary hit points', confirmLabel: 'Set', apply: (character, amount) => setTemporaryHitPoints(character, amount) },
  { key: 'damage', button: 'Damage', title: 'Take Damage', label: 'Damage taken', confirmLabel: 'Damage', apply: damage },
];
