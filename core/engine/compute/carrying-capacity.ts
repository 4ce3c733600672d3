// Carrying capacity from the Strength score.
export interface CarryingCapacity {
  encumbered: number;
  heavilyEncumbered: number;
  maxCapacity: number;
  pushDragLift: number;
}

/** Encumbered at 5 x Strength, heavily at twice that, maximum three times, push/drag/lift six times (pounds). */
export function computeCarryingCapacity(strengthScore: number): CarryingCapacity {
  const encumbered = 5 * strengthScore;
  return { encumbered, heavilyEncumbered: 2 * encumbered, maxCapacity: 3 * encumbered, pushDragLift: 6 * encumbered };
}
