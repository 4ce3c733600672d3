// A monster's record read for the encounter tools: its challenge rating and XP (derived from the rating, with a note
// where the record's own XP disagrees), hit points and their dice, initiative, passive Perception, saves and skills,
// defenses, behaviors read into rolls, legendary actions and villainous hit point pools.
import { ABILITIES, type Ability } from '../character/types.ts';
import { formatTerms, parseDiceNotation } from '../dice/notation.ts';
import type { MonsterRecord } from '../../schemas/index.ts';
import { readBehavior, tidyText, type BehaviorReading } from './behaviors.ts';
import { challengeRatingOfXp, challengeRatingRow, recordXpNote } from './challenge-rating.ts';
import { readDefenses, type MonsterDefenses } from './defenses.ts';
import { monsterKind, type MonsterKind } from '../../text/monster-kind.ts';
import type { EncounterRules } from './rules.ts';

/** The fields of a monster record the reading uses (a GraphQL selection of them satisfies it too). */
export type MonsterSource = Pick<
  MonsterRecord,
  | 'name'
  | 'size'
  | 'types'
  | 'alignment'
  | 'armorClass'
  | 'armorType'
  | 'hitPoints'
  | 'hitPointRoll'
  | 'speeds'
  | 'strength'
  | 'dexterity'
  | 'constitution'
  | 'intelligence'
  | 'wisdom'
  | 'charisma'
  | 'savingThrows'
  | 'skills'
  | 'damageImmunities'
  | 'damageImmunitiesOther'
  | 'damageResistances'
  | 'damageResistancesOther'
  | 'damageVulnerabilities'
  | 'damageVulnerabilitiesOther'
  | 'conditionImmunities'
  | 'conditionImmunitiesOther'
  | 'senses'
  | 'languages'
  | 'challengeRating'
  | 'experiencePoints'
> & {
  behaviors: readonly Parameters<typeof readBehavior>[0][];
} & Partial<Record<`${Lowercase<Ability>}Modifier`, number>>;

export interface ChallengeRatingReading {
  /** The rating ('1/4'); absent when the record gives none that can be read. */
  rating?: string;
  value?: number;
  /** From the rating (0 when there is none). */
  xp: number;
  /** The record's own XP, when it differs from `xp`. */
  recordXp?: number;
  /** 'rating': read from the record's rating; 'recordXp': the rating is unreadable and the record's XP is exactly
   *  one rating's; 'none': neither. */
  from: 'rating' | 'recordXp' | 'none';
  note?: string;
}

export interface AbilityReading {
  score: number;
  modifier: number;
  /** The saving throw bonus: the record's where it lists one, else the modifier. */
  save: number;
  saveProficient: boolean;
}

/**
 * A villainous monster: its record says it has several hit point pools, each tracked apart, but not how many (that
 * is its villainous multiplier, which the record does not carry): the tracker takes the number from the game master.
 */
export interface VillainousReading {
  /** Hit points of each pool: the record's hit points. */
  poolHitPoints: number;
}

export interface MonsterReading {
  name: string;
  size: string;
  kind: MonsterKind;
  challengeRating: ChallengeRatingReading;
  armorClass: number;
  armorType?: string;
  hitPoints: {
    average: number;
    /** Canonical dice ('14d8+14'), when the record's roll can be read. */
    dice?: string;
    note?: string;
  };
  abilities: Record<Ability, AbilityReading>;
  initiative: {
    /** The Dexterity modifier. */
    bonus: number;
    /** A trait says it rolls initiative with advantage. */
    advantage: boolean;
  };
  passivePerception: number;
  skills: { name: string; bonus: number }[];
  defenses: MonsterDefenses;
  speeds?: string;
  senses: string[];
  languages: string[];
  behaviors: BehaviorReading[];
  /** Legendary actions per round, for a monster with legendary behaviors. */
  legendaryActions?: number;
  villainous?: VillainousReading;
}

const abilityModifier = (score: number) => Math.floor(score / 2) - 5;

/**
 * "Name +N" pairs of a list the data may have split or run together ("Wis", "+7"; "Stealth +14 Survival +8";
 * "* Dex +7"): the entries are joined and every pair read; a name without its bonus ("Cha") is left out.
 */
function readBonusList(list: readonly string[] | null | undefined): { name: string; bonus: number }[] {
  const text = (list ?? []).map(tidyText).join(' ');
  return [...text.matchAll(/([A-Za-z][A-Za-z' ]*?)\s*([+-])\s*(\d+)/g)].map((m) => ({ name: m[1]!.trim(), bonus: Number(`${m[2]}${m[3]}`) }));
}

/** The ability a save names ("Con", "Dexterity"). */
const abilityNamed = (word: string) => ABILITIES.find((a) => a.toLowerCase() === word.toLowerCase() || a.slice(0, 3).toLowerCase() === word.toLowerCase());

/** How the encounter counts a record's rating: its own when readable, else the rating whose XP its record states. */
export function readChallengeRating(rules: EncounterRules, record: Pick<MonsterSource, 'challengeRating' | 'experiencePoints'>): ChallengeRatingReading {
  const row = challengeRatingRow(rules, record.challengeRating);
  const recordXp = typeof record.experiencePoints === 'number' ? record.experiencePoints : undefined;
  if (row) {
    return {
      rating: row.rating,
      value: row.value,
      xp: row.xp,
      ...(recordXp !== undefined && recordXp !== row.xp ? { recordXp, note: recordXpNote(recordXp, row.rating, row.xp) } : {}),
      from: 'rating',
    };
  }
  const byXp = challengeRatingOfXp(rules, recordXp);
  if (byXp) {
    return { rating: byXp.rating, value: byXp.value, xp: byXp.xp, from: 'recordXp', note: `The record's challenge rating "${record.challengeRating}" is none; its ${recordXp} XP is challenge rating ${byXp.rating}'s, which is used.` };
  }
  return {
    xp: 0,
    ...(recordXp !== undefined ? { recordXp } : {}),
    from: 'none',
    note: `The record's challenge rating "${record.challengeRating}" is none${recordXp !== undefined ? ` and its ${recordXp} XP is no rating's` : ''}: it counts for no XP until it is given a rating.`,
  };
}

const INITIATIVE_ADVANTAGE = /\b(?:rolls?\s+initiative\s+with\s+advantage|advantage\s+on\s+initiative)/i;

/** Reads a monster's record with the catalogue (ratings, conditions, legendary actions per round). */
export function readMonster(rules: EncounterRules, record: MonsterSource): MonsterReading {
  const abilities = {} as Record<Ability, AbilityReading>;
  const listedSaves = new Map<Ability, number>();
  for (const { name, bonus } of readBonusList(record.savingThrows)) {
    const ability = abilityNamed(name);
    if (ability) listedSaves.set(ability, bonus);
  }
  for (const ability of ABILITIES) {
    const score = record[ability.toLowerCase() as Lowercase<Ability>];
    const modifier = record[`${ability.toLowerCase() as Lowercase<Ability>}Modifier`] ?? abilityModifier(score);
    const save = listedSaves.get(ability);
    abilities[ability] = { score, modifier, save: save ?? modifier, saveProficient: save !== undefined };
  }
  const skills = readBonusList(record.skills);
  const senses = (record.senses ?? []).map(tidyText).filter(Boolean);
  const passiveText = senses.map((s) => /passive\s+perception\s+(\d+)/i.exec(s)).find(Boolean);
  const perception = skills.find((s) => s.name.toLowerCase() === 'perception');
  const passivePerception = passiveText ? Number(passiveText[1]) : 10 + (perception?.bonus ?? abilities.Wisdom.modifier);

  const hitPoints: MonsterReading['hitPoints'] = { average: record.hitPoints };
  const rollText = tidyText(record.hitPointRoll);
  if (rollText) {
    try {
      hitPoints.dice = formatTerms(parseDiceNotation(rollText));
    } catch {
      hitPoints.note = `The hit point dice "${rollText}" cannot be read: hit points are the average, ${record.hitPoints}.`;
    }
  }

  const kind = monsterKind(record);
  const behaviors = record.behaviors.map(readBehavior);
  const villainous = kind.villainous || behaviors.some((b) => /^villainous hit points$/i.test(b.name));
  const hasLegendary = behaviors.some((b) => b.kind === 'Legendary');
  return {
    name: record.name,
    size: record.size,
    kind,
    challengeRating: readChallengeRating(rules, record),
    armorClass: record.armorClass,
    ...(record.armorType ? { armorType: record.armorType } : {}),
    hitPoints,
    abilities,
    initiative: { bonus: abilities.Dexterity.modifier, advantage: behaviors.some((b) => INITIATIVE_ADVANTAGE.test(b.text)) },
    passivePerception,
    skills,
    defenses: readDefenses(record, [...rules.conditions.values()].map((c) => c.name)),
    ...(record.speeds ? { speeds: tidyText(record.speeds) } : {}),
    senses,
    languages: (record.languages ?? []).map(tidyText).filter(Boolean),
    behaviors,
    ...(hasLegendary ? { legendaryActions: rules.constants['Legendary actions per round'] } : {}),
    ...(villainous ? { villainous: { poolHitPoints: record.hitPoints } } : {}),
  };
}
