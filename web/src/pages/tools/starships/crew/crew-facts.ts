// What the starship engine needs to know of a crewmember who is one of My Characters, read from the character as the
// rules engine computes it now: proficiency bonus, Piloting, class levels and the highest power levels cast. The ship
// never stores these: a character who levels up is a better gunner at once.
import type { CrewFacts } from '../../../../../../core/engine/starships/index.ts';
import type { ComputedCharacter, RawCharacter } from '../../../../../../core/engine/index.ts';

export function crewFactsOf(character: RawCharacter, computed: ComputedCharacter): CrewFacts {
  const piloting = Object.values(computed.abilityScores)
    .flatMap((ability) => ability.skills)
    .find((skill) => skill.name === 'Piloting')?.proficiency;
  const classLevels: Record<string, number> = {};
  for (const entry of character.classes ?? []) classLevels[entry.name] = (classLevels[entry.name] ?? 0) + entry.levels;
  return {
    proficiencyBonus: computed.proficiencyBonus,
    piloting: piloting === 'expertise' ? 'expert' : piloting === 'proficient' ? 'proficient' : 'none',
    classLevels,
    casting: { force: computed.forceCasting ? computed.forceCasting.maxPowerLevel : 0, tech: computed.techCasting ? computed.techCasting.maxPowerLevel : 0 },
  };
}
