// The tools' rules query result becomes the engine's rules data: null fields dropped, indexed once per result.
import { describe, expect, it } from 'vitest';
import { computeCharacter } from '../../../../../core/engine/index.ts';
import { FIXTURE_RULES, fixtureCharacter } from '../../../../../core/engine/test-support/fixture-rules.ts';
import type { ToolsRulesQuery } from '../../../gql/graphql.ts';
import { carriesEnhancedItems, indexToolsRules, levelUpRulesOf, toRulesData, withGearMechanics, withoutNulls } from './tools-rules-data.ts';
import type { ToolsGearMechanicsQuery } from '../../../gql/graphql.ts';

/** The fixture rules as GraphQL answers them: absent optional fields come back as null. */
function asQueryResult(): ToolsRulesQuery {
  const nullify = <T extends object>(records: readonly T[], fields: string[]) =>
    records.map((record) => Object.fromEntries([...fields.map((field) => [field, null]), ...Object.entries(record)]));
  return {
    classes: nullify(FIXTURE_RULES.classes, ['multiClassProficiencies']),
    archetypes: nullify(FIXTURE_RULES.archetypes, ['leveledTable']),
    speciesList: nullify(FIXTURE_RULES.species, ['size']),
    backgrounds: nullify(FIXTURE_RULES.backgrounds, ['featureText']),
    feats: nullify(FIXTURE_RULES.feats, []),
    powers: nullify(FIXTURE_RULES.powers, ['duration']),
    maneuvers: nullify(FIXTURE_RULES.maneuvers, []),
    equipmentList: nullify(FIXTURE_RULES.equipment, []),
    enhancedItems: nullify(FIXTURE_RULES.enhancedItems, ['subtype']),
    conditions: nullify(FIXTURE_RULES.conditions, []),
    skills: [],
    characterAdvancements: [],
    features: [{ name: 'Fixture Feature', text: null, level: 1, source: 'Class', sourceName: 'Fighter' }],
    fightingStyles: [{ name: 'Fixture Style', description: 'Stand firm.' }],
    fightingMasteries: [{ name: 'Fixture Mastery', text: null }],
    lightsaberForms: [],
    // As served: optional fields null, the effects exactly as stored.
    featureMechanics: [
      { source: 'Class', sourceName: 'Fighter', level: 1, name: 'Fixture Feature', effects: [{ kind: 'sense', sense: 'darkvision', range: 60 }], manual: null, descriptive: null, reason: null },
    ],
  } as unknown as ToolsRulesQuery;
}

describe('tools rules data', () => {
  it('gives the level up the same index with the multiclassing minimums by class, once per result', () => {
    const result = { ...asQueryResult(), multiclassPrerequisites: [{ className: 'Engineer', requirements: [{ anyOf: ['Intelligence'], minimum: 13 }] }] } as ToolsRulesQuery;
    const levelUpRules = levelUpRulesOf(result);
    expect(levelUpRules.rules).toBe(indexToolsRules(result));
    expect(levelUpRules.prerequisites.get('engineer')?.requirements).toEqual([{ anyOf: ['Intelligence'], minimum: 13 }]);
    expect(levelUpRulesOf(result)).toBe(levelUpRules);
  });

  it('drops top-level nulls only', () => {
    expect(withoutNulls([{ a: null, b: 1, c: { d: null } }])).toEqual([{ b: 1, c: { d: null } }]);
  });

  it('converts and indexes once per query result; the engine computes from it', () => {
    const result = asQueryResult();
    const data = toRulesData(result);
    expect(data.features?.[0]).toEqual({ name: 'Fixture Feature', level: 1, source: 'Class', sourceName: 'Fighter' });
    const rules = indexToolsRules(result);
    expect(indexToolsRules(result)).toBe(rules);
    // The lists features grant options from reach the engine with their texts (a null text becomes empty).
    expect(rules.optionLists.fightingStyle.get('Fixture Style')).toEqual({ name: 'Fixture Style', text: 'Stand firm.' });
    expect(rules.optionLists.fightingMastery.get('Fixture Mastery')).toEqual({ name: 'Fixture Mastery', text: '' });
    expect(indexToolsRules(asQueryResult())).not.toBe(rules);
    const sheet = computeCharacter(fixtureCharacter([{ name: 'Fighter', levels: 3 }]), rules);
    expect(sheet.warnings).toEqual([]);
    expect(sheet.combatFeatures.map((feature) => feature.name)).toContain('Fixture Feature');
  });

  it('hands the feature mechanics to the engine, which automates from them', () => {
    const result = asQueryResult();
    expect(toRulesData(result).featureMechanics).toEqual([{ source: 'Class', sourceName: 'Fighter', level: 1, name: 'Fixture Feature', effects: [{ kind: 'sense', sense: 'darkvision', range: 60 }] }]);
    const character = fixtureCharacter([{ name: 'Fighter', levels: 3 }]);
    const sheet = computeCharacter({ ...character, settings: { ...character.settings, isAutomatingFeatures: true } }, indexToolsRules(result));
    expect(sheet.features?.senses).toEqual([{ sense: 'darkvision', range: 60 }]);
  });

  it('takes the gear catalogue from its own query, sharing the other indexes, once per pair of results', () => {
    const rules = indexToolsRules(asQueryResult());
    expect(rules.gearMechanics.size).toBe(0);
    const gear = { gearMechanics: [{ name: 'Fixture Crown', effects: [{ kind: 'acBonus', value: 1 }], requires: null, manual: null }] } as unknown as ToolsGearMechanicsQuery;
    const combined = withGearMechanics(rules, gear);
    expect(combined.gearMechanics.find('fixture crown')).toEqual({ name: 'Fixture Crown', effects: [{ kind: 'acBonus', value: 1 }] });
    expect(combined.equipment).toBe(rules.equipment);
    expect(withGearMechanics(rules, gear)).toBe(combined);
    expect(carriesEnhancedItems({ equipment: [{ category: 'Equipment' }] })).toBe(false);
    expect(carriesEnhancedItems({ equipment: [{ category: 'Equipment' }, { category: 'EnhancedItem' }] })).toBe(true);
    expect(carriesEnhancedItems(undefined)).toBe(false);
  });
});
