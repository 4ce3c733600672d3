// The /characters list pages that wrap a shared table or card list (the handbook shows the same lists in its chapters).
import { TablePage } from '../../components/table/TablePage.tsx';
import { BackgroundsTable } from './backgrounds/BackgroundsTable.tsx';
import { ClassCards } from './classes/ClassCards.tsx';
import { PowersTable } from './powers/PowersTable.tsx';
import { SpeciesTable } from './species/SpeciesTable.tsx';

export function SpeciesListPage() {
  return (
    <TablePage title="Species" backTo="/characters">
      <SpeciesTable />
    </TablePage>
  );
}

export function ClassListPage() {
  return (
    <TablePage title="Classes" backTo="/characters">
      <ClassCards />
    </TablePage>
  );
}

export function BackgroundListPage() {
  return (
    <TablePage title="Backgrounds" backTo="/characters">
      <BackgroundsTable />
    </TablePage>
  );
}

export function ForcePowersPage() {
  return (
    <TablePage title="Force Powers" backTo="/characters">
      <PowersTable kind="Force" />
    </TablePage>
  );
}

export function TechPowersPage() {
  return (
    <TablePage title="Tech Powers" backTo="/characters">
      <PowersTable kind="Tech" />
    </TablePage>
  );
}
