// What the starship builder's and sheet's parts share: their props (the ship, the rules, the computed sheet, the
// characters who may crew it) and the way an edit is made: an engine transition either gives the next ship, which
// goes out through onChange, or refuses with its reasons, which the part shows where the player acted.
import { useCallback, useState } from 'react';
import type { StoredStarship } from '../../../../../core/documents/adapters.ts';
import type { ComputedStarship, StarshipChange, StarshipRules } from '../../../../../core/engine/starships/index.ts';
import type { RawCharacter } from '../../../../../core/engine/index.ts';
import { Notice } from '../ui/fields.tsx';

export interface StarshipPartProps {
  ship: StoredStarship;
  rules: StarshipRules;
  computed: ComputedStarship;
  /** My Characters, for the crew. */
  characters: readonly RawCharacter[];
  /** Crewmembers whose character is not in My Characters on this device. */
  missingCrew: readonly string[];
  onChange(next: StoredStarship): void;
}

/**
 * Applies engine transitions to the ship: a refused one leaves the ship as it was and keeps its reasons for the part
 * to show. The transitions copy every field they do not change, so the storage's fields (ids, change time) ride along.
 */
export function useShipEdit(onChange: (next: StoredStarship) => void) {
  const [reasons, setReasons] = useState<readonly string[]>();
  const apply = useCallback(
    (result: StarshipChange): boolean => {
      if (!result.ok) {
        setReasons(result.reasons);
        return false;
      }
      setReasons(undefined);
      onChange(result.ship as StoredStarship);
      return true;
    },
    [onChange],
  );
  const clear = useCallback(() => setReasons(undefined), []);
  return { reasons, apply, clear, refuse: setReasons };
}

/** Why the last change was refused, said where the player made it. */
export function Refusal({ reasons, title = 'Not done' }: { reasons: readonly string[] | undefined; title?: string }) {
  if (!reasons?.length) return null;
  return (
    <Notice tone="error">
      <div>
        <strong>{title}:</strong>
        {reasons.length === 1 ? (
          <span> {reasons[0]}</span>
        ) : (
          <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </div>
    </Notice>
  );
}

/** "+2", "-1", "+0". */
export const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** "1,500 cr". */
export const credits = (n: number) => `${n.toLocaleString('en-US')} cr`;
