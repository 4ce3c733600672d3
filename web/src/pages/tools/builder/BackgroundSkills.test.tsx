// The background's skill list marks a skill the character holds already, from its class and from its species (a
// Wookiee's Menacing trait grants Intimidation), so the player does not spend a background pick on it.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCharacter, indexRules, skillsGrantedBy, type IndexedRules, type RawCharacter } from '../../../../../core/engine/index.ts';
import { BUNDLED_RULES_DIR, loadRulesDir } from '../../../../../core/engine/node/load-rules.ts';
import { bundledDetails } from './test-support/bundled-details.ts';
import { renderBuilder } from './test-support/render-builder.tsx';

vi.setConfig({ testTimeout: 60_000 });

let rules: IndexedRules;
beforeAll(() => {
  rules = indexRules(loadRulesDir(BUNDLED_RULES_DIR));
});

const rodian = (): RawCharacter => ({
  ...createCharacter(0, () => 0.5),
  name: 'Tester',
  species: { name: 'Rodian', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
  background: { name: 'Custom', feature: '' },
  classes: [{ name: 'Berserker', levels: 1, hitPoints: [], abilityScoreImprovements: [], skills: ['Athletics', 'Stealth'] }],
});

describe('builder: background skills', () => {
  it('marks a skill the species grants as well as one the class grants', () => {
    expect([...skillsGrantedBy(rodian(), rules, 'Species')].sort()).toEqual(['Stealth', 'Survival']);
    renderBuilder(rodian(), { initialStep: 4, rules, details: bundledDetails() });
    expect(screen.getByRole('checkbox', { name: 'Survival (also from your species)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Athletics (also from your class)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Stealth (also from your class and your species)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Lore' })).toBeInTheDocument();
  });
});
