// Renders builder pieces the way the app does (theme, router, Apollo with the builder's details query answered)
// and keeps the latest character an edit produced, like the character page does.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../../../../lib/theme/themes.ts';
import type { IndexedRules, RawCharacter } from '../../../../../../core/engine/index.ts';
import { fixtureRules } from '../../../../../../core/engine/test-support/fixture-rules.ts';
import { BuilderDetailsDocument, type BuilderDetailsQuery } from '../../../../gql/graphql.ts';
import { CharacterBuilder, type CharacterBuilderProps } from '../CharacterBuilder.tsx';

export const FIXTURE_DETAILS: BuilderDetailsQuery = {
  classes: [
    { name: 'Fighter', summary: 'Fixture fighter summary.', primaryAbility: 'Strength', numSkillChoices: 2, skillChoicesList: ['Athletics', 'Perception', 'Survival'], archetypeFlavorName: 'Specialty', equipmentLines: [] },
    { name: 'Operative', summary: null, primaryAbility: 'Dexterity', numSkillChoices: 4, skillChoicesList: ['Any'], archetypeFlavorName: null, equipmentLines: [] },
  ],
  backgrounds: [
    {
      name: 'Spacer',
      flavorText: null,
      skillProficiencies: 'Choose two from Athletics, Lore, Piloting, and Stealth',
      toolProficiencies: null,
      languages: null,
      equipment: null,
      personalityTraitOptions: [{ roll: 1, name: null, description: 'Fixture trait one' }],
      idealOptions: [{ roll: 1, name: 'Freedom', description: 'Fixture ideal' }],
      bondOptions: [],
      flawOptions: [],
    },
  ],
  speciesList: [{ name: 'Human', distinctions: 'Fixture distinctions', homeworld: 'Fixture world', imageUrls: [] }],
  fightingStyles: [],
};

const detailsMocks = (details: BuilderDetailsQuery) => [{ request: { query: BuilderDetailsDocument }, result: { data: details }, maxUsageCount: Number.POSITIVE_INFINITY }];

export function withProviders(element: ReactElement, details: BuilderDetailsQuery = FIXTURE_DETAILS) {
  return (
    <ThemeProvider theme={lightTheme}>
      <MockedProvider mocks={detailsMocks(details)}>
        <MemoryRouter>{element}</MemoryRouter>
      </MockedProvider>
    </ThemeProvider>
  );
}

export interface BuilderHarness {
  /** The character after the latest edit. */
  current(): RawCharacter;
  changes: RawCharacter[];
  viewSheet: { calls: number };
}

/** Renders the real CharacterBuilder over a state holder, as the character page would. */
export function renderBuilder(start: RawCharacter, options: { initialStep?: number; rules?: IndexedRules; isDirty?: boolean; details?: BuilderDetailsQuery } = {}) {
  const rules = options.rules ?? fixtureRules();
  const harness: BuilderHarness = { current: () => start, changes: [], viewSheet: { calls: 0 } };
  function Host(props: Partial<CharacterBuilderProps>) {
    const [character, setCharacter] = useState(start);
    harness.current = () => character;
    return (
      <CharacterBuilder
        character={character}
        rules={rules}
        initialStep={options.initialStep ?? 1}
        isDirty={options.isDirty}
        onChange={(next) => {
          harness.changes.push(next);
          harness.current = () => next;
          setCharacter(next);
        }}
        onViewSheet={() => harness.viewSheet.calls++}
        onDelete={() => undefined}
        onMarkClean={() => undefined}
        {...props}
      />
    );
  }
  const view = render(withProviders(<Host />, options.details));
  return { ...view, harness, rules };
}

/** The lines of the step's 'Choices still to make' notice, as the player reads them. */
export const missingTexts = () =>
  screen
    .queryAllByRole('status')
    .filter((box) => /Choices still to make/.test(box.textContent ?? ''))
    .flatMap((box) => within(box).queryAllByRole('listitem').map((item) => item.textContent));
