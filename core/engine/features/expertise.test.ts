// Tool expertise (a feature's or a class's expertise pick that is a tool) and the lines explaining skills and saves
// that features changed, on hand-made rules with hand-derived numbers. The fixture character has Str 10, Dex 10,
// Con 14, Int 12, Wis 14, Cha 12 (modifiers 0, 0, +2, +1, +2, +1) and proficiency bonus 2 at level 1-4.
import { describe, expect, it } from 'vitest';
import type { RawCharacter } from '../character/types.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { toFoundryActor } from '../export/foundry-actor.ts';
import { toRoll20 } from '../export/roll20.ts';
import { indexRules } from '../rules/index-rules.ts';
import type { FeatureMechanicsRule, FeatureRule, RulesData } from '../rules/types.ts';
import { fixtureCharacter, FIXTURE_RULES } from '../test-support/fixture-rules.ts';
import { roll20Rows } from '../test-support/roll20-rows.ts';

const classFeature = (name: string, level: number): FeatureRule => ({ name, level, source: 'Class', sourceName: 'Berserker', text: 'placeholder' });
const entry = (name: string, effects: FeatureMechanicsRule['effects']): FeatureMechanicsRule => ({ source: 'Class', sourceName: 'Berserker', name, effects });

const rulesData: RulesData = {
  ...FIXTURE_RULES,
  features: [...(FIXTURE_RULES.features ?? []), classFeature('Kit Training', 1), classFeature('Kit Mastery', 2), classFeature('Keen Eye', 3)],
  featureMechanics: [
    ...(FIXTURE_RULES.featureMechanics ?? []),
    entry('Kit Training', [{ kind: 'proficiency', category: 'tool', names: ["Slicer's kit"] }, { kind: 'proficiency', category: 'save', names: ['Wisdom'] }]),
    entry('Kit Mastery', [{ kind: 'expertise', choose: { count: 2, from: ["Slicer's kit", 'Perception'] } }]),
    entry('Keen Eye', [{ kind: 'proficiency', category: 'skill', names: ['Perception'] }]),
  ],
};
const rules = indexRules(rulesData);
const hero = (levels: number, patch: Partial<RawCharacter> = {}) => fixtureCharacter([{ name: 'Berserker', levels }], patch);
const sheet = (character: RawCharacter) => computeCharacter(character, rules);
const mastery = (picks: string[]) => ({ featureChoices: { 'Class|Berserker|Kit Mastery': picks } });

describe('tool expertise', () => {
  it("a feature's expertise pick that is a tool doubles the tool's bonus: listed on the sheet and exported as pb x 2", () => {
    expect(sheet(hero(2)).toolExpertise).toBeUndefined();
    const expert = hero(2, mastery(["Slicer's kit"]));
    expect(sheet(expert).proficiencies).toContain("Slicer's kit");
    expect(sheet(expert).toolExpertise).toEqual(["Slicer's kit"]);
    const tools = roll20Rows(toRoll20(expert, sheet(expert)), 'tool');
    expect(tools.find((row) => row.toolname === "Slicer's kit")?.toolbonus_base).toBe('(@{pb}*2)');
    expect(roll20Rows(toRoll20(hero(2), sheet(hero(2))), 'tool').find((row) => row.toolname === "Slicer's kit")?.toolbonus_base).toBe('(@{pb})');
    const foundryTools = (character: RawCharacter) => (toFoundryActor(character, sheet(character), rules).system.traits as { toolProf: { custom: string } }).toolProf.custom;
    expect(foundryTools(expert)).toBe("Slicer's kit (expertise)");
    expect(foundryTools(hero(2))).toBe("Slicer's kit");
  });

  it("a class expertise pick may name a tool the character is proficient with; one it is not proficient with doesn't count", () => {
    const character = hero(1);
    character.classes[0].expertise = ["Slicer's kit", "Forger's kit"];
    expect(sheet(character).toolExpertise).toEqual(["Slicer's kit"]);
  });
});

describe('explanation lines for skills and saves changed by features', () => {
  it('a save a feature made proficient: Wisdom save +4 = Wisdom 2 + proficiency 2', () => {
    expect(sheet(hero(1)).features!.explanations['save.Wisdom']).toBe('Wisdom save +4 = Wisdom 2 + proficiency 2 (Kit Training (Berserker 1))');
  });

  it('a skill with expertise adds up: Perception +6 = Wisdom 2 + proficiency 2 x 2', () => {
    const computed = sheet(hero(3, mastery(["Slicer's kit", 'Perception'])));
    expect(computed.abilityScores.Wisdom.skills.find((skill) => skill.name === 'Perception')!.modifier).toBe(6);
    expect(computed.features!.explanations['skill.Perception']).toBe('Perception +6 = Wisdom 2 + proficiency 2 x 2 (Kit Mastery (Berserker 2), Keen Eye (Berserker 3))');
    // Without the expertise pick: 2 + 2 = 4, proficiency once.
    expect(sheet(hero(3)).features!.explanations['skill.Perception']).toBe('Perception +4 = Wisdom 2 + proficiency 2 (Keen Eye (Berserker 3))');
  });

  it('a tweak on top shows as the difference, so the line still adds up', () => {
    const tweaked = hero(3, { tweaks: { abilityScores: { Wisdom: { skills: { Perception: { bonus: 1 } } } } } as RawCharacter['tweaks'] });
    expect(sheet(tweaked).features!.explanations['skill.Perception']).toBe('Perception +5 = Wisdom 2 + proficiency 2 (Keen Eye (Berserker 3)) + 1 (tweaks)');
  });
});
