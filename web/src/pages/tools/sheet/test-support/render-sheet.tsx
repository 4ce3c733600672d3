// Renders the live sheet as the character page does (theme, router, the latest character after each edit) with the
// engine's fixture rules, and records every character an edit produced.
import { render } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../../../../lib/theme/themes.ts';
import { computeCharacter, type IndexedRules, type RawCharacter } from '../../../../../../core/engine/index.ts';
import { fixtureRules } from '../../../../../../core/engine/test-support/fixture-rules.ts';
import { CharacterSheet } from '../CharacterSheet.tsx';

export const rules = fixtureRules();

export function withTheme(element: ReactElement) {
  return (
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter>{element}</MemoryRouter>
    </ThemeProvider>
  );
}

export interface SheetHarness {
  changes: RawCharacter[];
  latest(): RawCharacter;
  edits: number[];
}

export function renderSheet(
  initial: RawCharacter,
  handlers: { onEdit?: (step: number) => void; onDelete?: () => void; onMarkClean?: () => void } = {},
  /** Other rules than the fixture's (e.g. with feature mechanics). */
  sheetRules: IndexedRules = rules,
) {
  const harness: SheetHarness = { changes: [], latest: () => harness.changes.at(-1) ?? initial, edits: [] };
  function Harness() {
    const [character, setCharacter] = useState(initial);
    return (
      <CharacterSheet
        character={character}
        rules={sheetRules}
        sheet={computeCharacter(character, sheetRules)}
        onChange={(next) => {
          harness.changes.push(next);
          setCharacter(next);
        }}
        onEdit={(step) => {
          harness.edits.push(step);
          handlers.onEdit?.(step);
        }}
        onDelete={handlers.onDelete ?? (() => undefined)}
        onMarkClean={handlers.onMarkClean ?? (() => undefined)}
      />
    );
  }
  return { ...render(withTheme(<Harness />)), harness };
}
