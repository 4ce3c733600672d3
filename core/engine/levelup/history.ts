// The per-level record of a character that has none (imported from the original site or another tool, or built in the
// builder): rebuilt from what the classes hold, each record naming what cannot be known from them.
import type { LevelRecord, RawCharacter } from '../character/types.ts';
import { classChoiceSlots } from '../features/builder-choices.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import { ARCHETYPE_LEVEL, improvementLevels } from '../transitions/classes.ts';

/**
 * The character's level records: its own, else rebuilt. A rebuilt history takes the classes in the order they are
 * listed, each class's levels together (the order they were really taken in is not stored, so a character of several
 * classes has "order" unknown). Hit points come from the stored values: with the fixed setting they are the average;
 * otherwise whether each was rolled is unknown. Improvements sit at the class levels that grant them, the archetype at
 * the archetype level, a fighting style at the first level whose features ask for one. Powers, maneuvers, expertise
 * and feature choices are kept on the class as before; at which level each was taken is unknown.
 */
export function levelHistoryOf(character: RawCharacter, rules: IndexedRules): LevelRecord[] {
  return character.levelHistory ?? reconstructHistory(character, rules);
}

export function reconstructHistory(character: RawCharacter, rules: IndexedRules): LevelRecord[] {
  const records: LevelRecord[] = [];
  const fixed = character.settings?.isFixedHitPoints === true;
  const severalClasses = character.classes.length > 1;
  const hasFeatureChoices = Object.keys(character.featureChoices ?? {}).length > 0;
  character.classes.forEach((entry, index) => {
    const classRule = rules.classes.get(entry.name);
    const levels = Number(entry.levels) || 0;
    const asiLevels = improvementLevels(classRule);
    const picksUnknown = [entry.forcePowers, entry.techPowers, entry.maneuvers, entry.archetype?.forcePowers, entry.archetype?.techPowers, entry.archetype?.maneuvers, entry.expertise].some((list) => (list?.length ?? 0) > 0);
    let styleLevel: number | undefined;
    if (entry.fightingStyle) {
      for (let level = 1; level <= levels && styleLevel === undefined; level++) {
        const probe = { ...character, classes: character.classes.map((other, at) => (at === index ? { ...other, levels: level } : other)) };
        if (classChoiceSlots(probe, rules, index).fightingStyle) styleLevel = level;
      }
    }
    for (let classLevel = 1; classLevel <= levels; classLevel++) {
      const isFirst = index === 0 && classLevel === 1;
      const position = classLevel - (index === 0 ? 2 : 1);
      const stored = Number(entry.hitPoints?.[position]);
      const average = classRule?.hitPointsAtHigherLevelsNumber ?? 0;
      const record: LevelRecord = {
        level: records.length + 1,
        className: entry.name,
        classLevel,
        hitPoints: isFirst
          ? { value: classRule?.hitPointsAtFirstLevelNumber ?? 0, method: 'first level' }
          : fixed
            ? { value: average, method: 'average' }
            : { value: Number.isFinite(stored) ? stored : average, method: 'unknown' },
      };
      const improvement = asiLevels.indexOf(classLevel);
      if (improvement >= 0 && entry.abilityScoreImprovements?.[improvement]) record.abilityScoreImprovement = entry.abilityScoreImprovements[improvement];
      if (classLevel === ARCHETYPE_LEVEL && entry.archetype?.name) record.archetype = entry.archetype.name;
      if (classLevel === styleLevel) record.fightingStyle = entry.fightingStyle;
      const unknown = [
        ...(severalClasses ? ['order'] : []),
        ...(record.hitPoints.method === 'unknown' ? ['hit point method'] : []),
        ...(picksUnknown ? ['powers, maneuvers and expertise'] : []),
        ...(hasFeatureChoices ? ['feature choices'] : []),
      ];
      if (unknown.length > 0) record.unknown = unknown;
      records.push(record);
    }
  });
  return records;
}
