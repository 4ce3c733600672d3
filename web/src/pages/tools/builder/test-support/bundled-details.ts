// The builder's details query answered from the bundled rules data (seed/data), for tests that build with the
// bundled rules rather than the small fixture.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_RULES_DIR } from '../../../../../../core/engine/node/load-rules.ts';
import type { BuilderDetailsQuery } from '../../../../gql/graphql.ts';

type Row = Record<string, unknown>;
const read = (file: string): Row[] => JSON.parse(readFileSync(join(BUNDLED_RULES_DIR, file), 'utf8')) as Row[];
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function bundledDetails(): BuilderDetailsQuery {
  return {
    classes: read('class.json').map((row) => ({
      name: String(row.name),
      summary: text(row.summary),
      primaryAbility: text(row.primaryAbility),
      numSkillChoices: typeof row.numSkillChoices === 'number' ? row.numSkillChoices : null,
      skillChoicesList: Array.isArray(row.skillChoicesList) ? (row.skillChoicesList as string[]) : null,
      archetypeFlavorName: text(row.archetypeFlavorName),
      equipmentLines: Array.isArray(row.equipmentLines) ? (row.equipmentLines as string[]) : [],
    })),
    backgrounds: read('background.json').map((row) => ({
      name: String(row.name),
      flavorText: null,
      skillProficiencies: text(row.skillProficiencies),
      toolProficiencies: text(row.toolProficiencies),
      languages: text(row.languages),
      equipment: text(row.equipment),
      personalityTraitOptions: [],
      idealOptions: [],
      bondOptions: [],
      flawOptions: [],
    })),
    speciesList: read('species.json').map((row) => ({ name: String(row.name), distinctions: null, homeworld: null, imageUrls: [] })),
    fightingStyles: read('fightingStyle.json').map((row) => ({ name: String(row.name), description: String(row.description ?? '') })),
  };
}
