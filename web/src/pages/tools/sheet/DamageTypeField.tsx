// The damage type of a Damage entry (untyped unless chosen) and, as soon as an amount is typed, what the character
// will take after its resistances, immunities and vulnerabilities ("14 kinetic damage, resisted: 7 taken").
import { applyDamageType, DAMAGE_TYPES, parseDamageType, type DamageDefenses, type DamageType } from '../../../../../core/engine/index.ts';
import { useSheetData } from './sheet-context.ts';

/** The character's defenses as its features give them (none without feature automation). */
export function useDamageDefenses(): DamageDefenses {
  const { sheet } = useSheetData();
  return sheet.features ?? {};
}

interface Props {
  /** The select's id (the dialog and the phone form each have their own). */
  id: string;
  type: DamageType | undefined;
  amount: number | '';
  onType(type: DamageType | undefined): void;
}

export function DamageTypeField({ id, type, amount, onType }: Props) {
  const defenses = useDamageDefenses();
  const outcome = amount === '' || amount <= 0 ? undefined : applyDamageType(amount, type, defenses);
  return (
    <>
      <label htmlFor={id}>Damage type</label>
      <select id={id} value={type ?? ''} onChange={(event) => onType(parseDamageType(event.target.value))}>
        <option value="">Untyped</option>
        {DAMAGE_TYPES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <output className="damage-outcome" htmlFor={id} aria-live="polite">
        {outcome?.explanation ?? ''}
      </output>
    </>
  );
}
