// /rules/snv and /rules/snv/monsters: the monster table first (what visitors come for), with the Monsters chapter's
// text one link away on its own route rather than thousands of pixels of reading above the table.
import { chapterPath } from '../../../../core/site-paths.ts';
import { ButtonLink } from '../../components/Button.tsx';
import { TablePage } from '../../components/table/TablePage.tsx';
import { AddToEncounterHost } from './add-to-encounter.tsx';
import { MonstersTable } from './MonstersTable.tsx';

export function MonstersPage() {
  return (
    <TablePage
      title="Monsters"
      intro={
        <ButtonLink to={chapterPath('SNV', 'Monsters')} variant="outlined">
          Read the Monsters chapter
        </ButtonLink>
      }
    >
      <MonstersTable />
      <AddToEncounterHost />
    </TablePage>
  );
}
