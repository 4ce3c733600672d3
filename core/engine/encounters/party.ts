// The party as the encounter reads it: its levels (typed-in groups and characters), and a character's entry and
// tracker numbers taken from the character engine's computed sheet.
import type { ComputedCharacter } from '../compute/compute-character.ts';
import type { EncounterParty, PartyCharacter } from './document-schema.ts';
import type { CharacterNumbers } from './tracker/combatants.ts';

/** Every character's level: each typed group's level `count` times, then each character's. */
export function partyLevels(party: EncounterParty): number[] {
  return [...party.groups.flatMap((group) => Array.from({ length: group.count }, () => group.level)), ...party.characters.map((c) => c.level)];
}

/** The parts of a computed sheet the encounter uses. */
export type SheetForEncounter = Pick<ComputedCharacter, 'name' | 'currentLevel' | 'armorClass' | 'hitPoints' | 'passivePerception' | 'initiative' | 'abilityScores' | 'features'>;

/** A character's numbers for the tracker, from its computed sheet (defenses from its automated features). */
export function characterNumbers(sheet: SheetForEncounter): CharacterNumbers {
  return {
    armorClass: sheet.armorClass,
    hitPoints: { current: sheet.hitPoints.current, max: sheet.hitPoints.maximum, temp: sheet.hitPoints.temporary },
    passivePerception: sheet.passivePerception,
    initiativeBonus: sheet.initiative,
    dexterity: sheet.abilityScores.Dexterity.value,
    ...(sheet.features
      ? {
          resistances: sheet.features.resistances,
          immunities: sheet.features.immunities,
          vulnerabilities: sheet.features.vulnerabilities,
          conditionImmunities: sheet.features.conditionImmunities,
        }
      : {}),
  };
}

/** A party entry for a character: its level and what the tracker shows, as the engine computed them now. */
export function partyCharacter(sheet: SheetForEncounter, from: Pick<PartyCharacter, 'id' | 'source' | 'ref'>): PartyCharacter {
  const numbers = characterNumbers(sheet);
  return {
    ...from,
    name: sheet.name.trim() || 'Unnamed character',
    level: Math.min(20, Math.max(1, sheet.currentLevel)),
    armorClass: numbers.armorClass,
    hitPoints: { current: Math.max(0, numbers.hitPoints.current), max: Math.max(1, numbers.hitPoints.max), temp: Math.max(0, numbers.hitPoints.temp) },
    passivePerception: numbers.passivePerception,
    initiativeBonus: numbers.initiativeBonus,
    ...(numbers.dexterity !== undefined ? { dexterity: numbers.dexterity } : {}),
  };
}
