// The six abilities as monster records name them ('strength', with 'strengthModifier' beside it) and their
// three-letter abbreviations ('str'), taken from the rules engine's one list of abilities.
import { ABILITIES, type Ability } from '../engine/character/types.ts';

export type MonsterAbility = Lowercase<Ability>;

export const MONSTER_ABILITIES: ReadonlyArray<{ key: MonsterAbility; abbr: string }> = ABILITIES.map((ability) => ({
  key: ability.toLowerCase() as MonsterAbility,
  abbr: ability.slice(0, 3).toLowerCase(),
}));
