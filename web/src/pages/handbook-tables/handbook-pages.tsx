// The handbook's chapters that end in a table or cards: the chapter text from ChapterPage, then
// the list of the handbook's own (PHB, Core) records; and the casting chapter's power lists.
import { ROUTES, routePath } from '../../../../core/routes.ts';
import { ChapterPage } from '../../components/ChapterPage.tsx';
import { TablePage } from '../../components/table/TablePage.tsx';
import { BackgroundsTable } from '../characters/backgrounds/BackgroundsTable.tsx';
import { ClassCards } from '../characters/classes/ClassCards.tsx';
import { ManeuversTable } from '../characters/maneuvers/ManeuversTable.tsx';
import { PowersTable } from '../characters/powers/PowersTable.tsx';
import { SpeciesTable } from '../characters/species/SpeciesTable.tsx';

export function HandbookSpecies() {
  return (
    <ChapterPage book="PHB" chapterName="Species">
      <SpeciesTable handbook />
    </ChapterPage>
  );
}

export function HandbookClasses() {
  return (
    <ChapterPage book="PHB" chapterName="Classes">
      <ClassCards handbook />
    </ChapterPage>
  );
}

export function HandbookBackgrounds() {
  return (
    <ChapterPage book="PHB" chapterName="Personality and Backgrounds">
      <BackgroundsTable handbook />
    </ChapterPage>
  );
}

/** The maneuvers chapter: its text when the data has one, then the handbook's maneuvers table. */
export function HandbookManeuvers() {
  return (
    <ChapterPage
      book="PHB"
      chapterName="Maneuvers"
      notFound={
        <TablePage title="Maneuvers">
          <ManeuversTable handbook />
        </TablePage>
      }
    >
      <ManeuversTable handbook />
    </ChapterPage>
  );
}

export function HandbookForcePowers() {
  return (
    <TablePage title="Force Powers" backTo={routePath(ROUTES.phbChapter, { chapter: 'casting' })}>
      <PowersTable kind="Force" handbook />
    </TablePage>
  );
}

export function HandbookTechPowers() {
  return (
    <TablePage title="Tech Powers" backTo={routePath(ROUTES.phbChapter, { chapter: 'casting' })}>
      <PowersTable kind="Tech" handbook />
    </TablePage>
  );
}
