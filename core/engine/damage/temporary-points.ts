// Temporary points absorb damage first: a character's or a combatant's temporary hit points, a ship's temporary
// shield points. One rule for all three, so they cannot drift apart.

export interface TemporaryFirst {
  /** What the temporary points took. */
  absorbed: number;
  /** Temporary points left afterwards. */
  temporaryLeft: number;
  /** Damage that goes on to the points behind them. */
  remaining: number;
}

/** Splits `damage` (0 or more) between the temporary points in front (0 or more) and what lies behind them. */
export function temporaryFirst(damage: number, temporary: number): TemporaryFirst {
  const absorbed = Math.min(temporary, damage);
  return { absorbed, temporaryLeft: temporary - absorbed, remaining: damage - absorbed };
}
