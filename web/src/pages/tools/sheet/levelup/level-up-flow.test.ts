// The level-up flow's logic over the bundled rules: when the sheet offers a level, the draft the builder's controls
// edit read back into the engine's choice, what stays open, the engine's refusal, and the preview of what changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { blankCharacter } from '../../../../../../core/engine/character/default-character.ts';
import { computeCharacter, featureChoicesOf, setArchetype, setClassChoices, setFeatureChoice, setImprovement, type RawCharacter } from '../../../../../../core/engine/index.ts';
import { indexPrerequisites, levelUp, type LevelUpRules } from '../../../../../../core/engine/levelup/index.ts';
import { loadMulticlassPrerequisites } from '../../../../../../core/engine/node/load-multiclass-prerequisites.ts';
import { BUNDLED_RULES_DIR, loadRulesDir } from '../../../../../../core/engine/node/load-rules.ts';
import { indexRules } from '../../../../../../core/engine/rules/index-rules.ts';
import { answeredChoice } from '../../../../../../core/engine/test-support/level-up-answers.ts';
import { choiceOptions } from '../../builder/builder-choices.ts';
import { choiceFromDraft, draftWithLevel, flowState, levelUpOffered, previewChanges } from './level-up-flow.ts';

let lr: LevelUpRules;
beforeAll(() => {
  lr = { rules: indexRules(loadRulesDir(BUNDLED_RULES_DIR)), prerequisites: indexPrerequisites(loadMulticlassPrerequisites(BUNDLED_RULES_DIR).rows) };
});

/** A character of the class at the level, every earlier choice answered by the first options. */
function character(className: string, level: number, scores: Partial<Record<string, number>> = {}): RawCharacter {
  const blank = blankCharacter();
  let out: RawCharacter = {
    ...blank,
    name: 'Flow',
    species: { name: lr.rules.species.get('Human')?.name ?? lr.rules.species.all[0]!.name, abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
    background: { name: lr.rules.backgrounds.all[0]!.name, feature: '' },
    settings: { ...blank.settings, abilityScoreMethod: 'Manual' },
    baseAbilityScores: { Strength: 14, Dexterity: 14, Constitution: 14, Intelligence: 10, Wisdom: 10, Charisma: 10, ...scores },
  };
  while ((out.classes[0]?.levels ?? 0) < level) out = levelUp(out, lr, answeredChoice(out, lr, { className })).character;
  return out;
}

/** Answers what the draft still leaves open the way the builder's controls do (maneuvers and feature choices). */
function answerRest(before: RawCharacter, draft: RawCharacter, index: number): RawCharacter {
  let out = draft;
  for (const open of flowState(before, out, index, 'average', lr).plan.open) {
    if (open.rule === 'maneuvers') out = setClassChoices(out, index, 'maneuvers', [...(out.classes[index]!.maneuvers ?? []), ...open.options!.slice(0, open.count)]);
    if (open.rule === 'feature-choice') {
      const choice = featureChoicesOf(out, lr.rules).find((candidate) => candidate.key === open.key && candidate.position === open.position)!;
      // The options the builder's control offers (a tool choice lists the rules' tools).
      out = setFeatureChoice(out, choice, (open.options ?? choiceOptions(choice, lr.rules) ?? []).slice(0, open.count));
    }
  }
  return out;
}

describe('when the sheet offers a level up', () => {
  it('at the next level\'s experience, always with milestone levelling, never at 20', () => {
    const fighter = character('Fighter', 1);
    const sheet = computeCharacter(fighter, lr.rules);
    expect(levelUpOffered(fighter, sheet, lr.rules)).toBe(false);
    const earned = { ...fighter, experiencePoints: sheet.experiencePoints.nextLevel };
    expect(levelUpOffered(earned, computeCharacter(earned, lr.rules), lr.rules)).toBe(true);
    const milestone = { ...fighter, settings: { ...fighter.settings, isMilestoneLevelling: true } };
    expect(levelUpOffered(milestone, sheet, lr.rules)).toBe(true);
    expect(levelUpOffered(milestone, { ...sheet, currentLevel: 20 }, lr.rules)).toBe(false);
  });
});

describe('the draft the builder controls edit', () => {
  it('asks the archetype at 3rd level and reads it back; the result is the engine\'s level', () => {
    const fighter = character('Fighter', 2);
    const { draft, index } = draftWithLevel(fighter, 'Fighter');
    expect(draft.classes[index]!.levels).toBe(3);
    const open = flowState(fighter, draft, index, 'average', lr);
    expect(open.open.some((label) => /Fighter 3: choose an archetype/.test(label))).toBe(true);
    expect(open.result).toBeUndefined();
    const chosen = setArchetype(draft, index, 'Tactical Specialist');
    // The archetype opens choices of its own (a bonus proficiency), asked in the same step.
    const opened = flowState(fighter, chosen, index, 'average', lr);
    expect(opened.choice.archetype).toBe('Tactical Specialist');
    expect(opened.open.some((label) => /archetype/.test(label))).toBe(false);
    expect(opened.open.some((label) => /Tactical Specialist 3/.test(label))).toBe(true);
    const state = flowState(fighter, answerRest(fighter, chosen, index), index, 'average', lr);
    expect(state.open).toEqual([]);
    expect(state.choice.maneuvers).toHaveLength(1);
    expect(state.result?.character).toEqual(levelUp(fighter, lr, state.choice).character);
    expect(state.result?.record).toMatchObject({ level: 3, className: 'Fighter', classLevel: 3, archetype: 'Tactical Specialist', hitPoints: { method: 'average' } });
  });

  it('keeps a half-made improvement open, and reads a whole one back at the class\'s next place', () => {
    const fighter = character('Fighter', 3);
    const { draft, index } = draftWithLevel(fighter, 'Fighter');
    const position = fighter.classes[0]!.abilityScoreImprovements.length;
    const half = setImprovement(draft, index, position, { type: 'Ability Score Improvement', abilitiesIncreased: [{ name: 'Strength', value: 1 }] });
    expect(flowState(fighter, half, index, 'average', lr).open.some((label) => /ability score improvement or a feat/.test(label))).toBe(true);
    const whole = setImprovement(draft, index, position, { type: 'Ability Score Improvement', abilitiesIncreased: [{ name: 'Strength', value: 1 }, { name: 'Constitution', value: 1 }] });
    const state = flowState(fighter, whole, index, 'average', lr);
    expect(state.choice.abilityScoreImprovement).toEqual({ type: 'Ability Score Improvement', abilitiesIncreased: [{ name: 'Strength', value: 1 }, { name: 'Constitution', value: 1 }] });
    expect(state.result?.record.abilityScoreImprovement).toEqual(state.choice.abilityScoreImprovement);
  });

  it('counts new powers against the level\'s new limit', () => {
    const consular = character('Consular', 1, { Wisdom: 16, Charisma: 14 });
    const { draft, index } = draftWithLevel(consular, 'Consular');
    const state = flowState(consular, draft, index, 'average', lr);
    const asked = state.plan.open.find((open) => open.rule === 'powers');
    expect(asked).toBeDefined();
    const known = consular.classes[0]!.forcePowers ?? [];
    const picks = asked!.options!.slice(0, asked!.count);
    const partly = setClassChoices(draft, index, 'forcePowers', [...known, ...picks.slice(0, asked!.count - 1)]);
    expect(flowState(consular, partly, index, 'average', lr).open).toContain(asked!.label);
    const all = setClassChoices(draft, index, 'forcePowers', [...known, ...picks]);
    const done = flowState(consular, all, index, 'average', lr);
    expect(done.choice.powers).toEqual(picks);
    expect(done.result?.record.forcePowers).toEqual(picks);
  });

  it('names an unmet multiclass minimum, and gives the engine\'s refusal for a roll outside the die', () => {
    const fighter = character('Fighter', 2);
    const scout = draftWithLevel(fighter, 'Scout');
    const state = flowState(fighter, scout.draft, scout.index, 'average', lr);
    expect(state.plan.unmetPrerequisites.map((unmet) => unmet.requirement.anyOf)).toContainEqual(['Intelligence']);
    expect(state.result).toBeUndefined();
    const { draft, index } = draftWithLevel(fighter, 'Fighter');
    const answered = answerRest(fighter, setArchetype(draft, index, 'Tactical Specialist'), index);
    const rolled = flowState(fighter, answered, index, 11, lr);
    expect(rolled.refusal).toMatch(/d10\) must be a whole number from 1 to 10; got 11/);
    expect(rolled.result).toBeUndefined();
    expect(flowState(fighter, answered, index, 7, lr).result?.record.hitPoints).toEqual({ value: 7, method: 'roll' });
  });

  it('reads a draft without changes as the bare class level', () => {
    const fighter = character('Fighter', 1);
    const { draft, index } = draftWithLevel(fighter, 'Fighter');
    expect(choiceFromDraft(fighter, draft, index, 'average', lr.rules)).toEqual({ className: 'Fighter', hitPoints: 'average' });
  });
});

describe('the preview', () => {
  it('lists the figures the level changes: hit points, hit dice, proficiency bonus at 5th level', () => {
    const fighter = character('Fighter', 4);
    const next = levelUp(fighter, lr, answeredChoice(fighter, lr, { className: 'Fighter' })).character;
    const { lines } = previewChanges(computeCharacter(fighter, lr.rules), computeCharacter(next, lr.rules));
    const byLabel = new Map(lines.map((line) => [line.label, line]));
    expect(byLabel.get('Level')).toEqual({ label: 'Level', before: '4', after: '5' });
    expect(byLabel.get('Proficiency bonus')).toEqual({ label: 'Proficiency bonus', before: '+2', after: '+3' });
    expect(byLabel.get('Hit dice')).toEqual({ label: 'Hit dice', before: '4d10', after: '5d10' });
    const maximum = byLabel.get('Maximum hit points')!;
    expect(Number(maximum.after) - Number(maximum.before)).toBe(6 + 2);
    expect(byLabel.has('Tech points')).toBe(false);
  });
});
