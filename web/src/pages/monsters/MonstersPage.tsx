// /rules/snv and /rules/snv/monsters: the Monsters chapter's text with the monster table below it (the table alone,
// under a heading, when the data has no such chapter).
import { ChapterPage } from '../../components/ChapterPage.tsx';
import { TablePage } from '../../components/table/TablePage.tsx';
import { MonstersTable } from './MonstersTable.tsx';

export function MonstersPage() {
  return (
    <ChapterPage
      book="SNV"
      chapterName="Monsters"
      notFound={
        <TablePage title="Monsters">
          <MonstersTable />
        </TablePage>
      }
    >
      <MonstersTable />
    </ChapterPage>
  );
}
