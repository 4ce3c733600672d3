// The three hit point actions of the header (the desktop dialogs and the phone's inline form read the same list).
import { damageOfType, heal, setTemporaryHitPoints, type DamageDefenses, type DamageType, type RawCharacter } from '../../../../../core/engine/index.ts';

/** What a damage entry carries besides its amount: its type (untyped when absent) and the character's defenses. */
export interface DamageEntry {
  type?: DamageType;
  defenses?: DamageDefenses;
}

export interface HitPointAction {
  key: 'heal' | 'thp' | 'damage';
  /** The header button. */
  button: string;
  /** The dialog's title. */
  title: string;
  /** The amount field's label. */
  label: string;
  confirmLabel: string;
  /** Damage takes a type and applies the character's resistances, immunities and vulnerabilities. */
  typedDamage?: boolean;
  apply(character: RawCharacter, amount: number, maximumHitPoints: number, entry?: DamageEntry): RawCharacter;
}

export const HIT_POINT_ACTIONS: readonly HitPointAction[] = [
  { key: 'heal', button: 'Heal', title: 'Heal', label: 'Hit points regained', confirmLabel: 'Heal', apply: (character, amount) => heal(character, amount) },
  { key: 'thp', button: 'THP', title: 'Temporary Hit Points', label: 'Temporary hit points', confirmLabel: 'Set', apply: (character, amount) => setTemporaryHitPoints(character, amount) },
  {
    key: 'damage',
    button: 'Damage',
    title: 'Take Damage',
    label: 'Damage taken',
    confirmLabel: 'Damage',
    typedDamage: true,
    apply: (character, amount, maximum, entry = {}) => damageOfType(character, amount, entry.type, maximum, entry.defenses ?? {}).character,
  },
];
