// The crew as the ship sees it: the helm's proficiency drives the ship's saves and checks.
import { computeCrew } from '../crew.ts';
import type { ShipContext } from './context.ts';

/** The crew computed, and the helm's proficiency bonus (0 without a helm). */
export function crewAboard(ctx: ShipContext) {
  const { ship, rules, options, problem } = ctx;
  const crew = computeCrew(ship, rules, options.crewFacts, problem);
  const helmProficiency = crew.helm?.proficiency ?? 0;
  return { crew, helmProficiency };
}

export type ShipCrew = ReturnType<typeof crewAboard>;

/** What the crew still has to choose. */
export function crewTodo(ctx: ShipContext, { crew }: ShipCrew) {
  const { ship, todo } = ctx;
  // ---- Crew todo ----
  if (ship.crew.length === 0) todo.push({ step: 'crew', text: 'Add crew: characters from My Characters or typed names' });
  else if (!crew.helm) todo.push({ step: 'crew', text: 'Put a crewmember at the helm (a pilot): the ship adds their proficiency bonus to its saves and checks' });
  for (const member of crew.members) {
    const left = member.venturesAllowed - member.ventures.length;
    if (left > 0) todo.push({ step: 'crew', text: `${member.name || 'A crewmember'}: choose ${left} more venture${left === 1 ? '' : 's'}` });
    const stylesLeft = member.gunningStylesAllowed - member.gunningStyles.length;
    if (stylesLeft > 0) todo.push({ step: 'crew', text: `${member.name || 'A crewmember'}: choose ${stylesLeft} gunning style${stylesLeft === 1 ? '' : 's'}` });
  }
  return todo;
}
