// The /characters list pages that wrap a shared table or card list (the handbook shows the same lists in its chapters).
import { ROUTES } from '../../../../core/routes.ts';
import { TablePage } from '../../components/table/TablePage.tsx';
import { BackgroundsTable } from './backgrounds/BackgroundsTable.tsx';
import { ClassCards } from './classes/ClassCards.tsx';
import { PowersTable } from './powers/PowersTable.tsx';
import { SpeciesTable } from './species/SpeciesTable.tsx';

export function SpeciesListPage() {
  return (
    <TablePage title="Species" backTo={ROUTES.characters.pattern}>
      <SpeciesTable />
    </TablePage>
  );
}

export function ClassListPage() {
  return (
    <TablePage title="Classes" backTo={ROUTES.characters.pattern}>
      <ClassCards />
    </TablePage>
  );
}

export function BackgroundListPage() {
  return (
    <TablePage title="Backgrounds" backTo={ROUTES.characters.pattern}>
      <BackgroundsTable />
    </TablePage>
  );
}

export function ForcePowersPage() {
  return (
    <TablePage title="Force Powers" backTo={ROUTES.characters.pattern}>
      <PowersTable kind="Force" />
    </TablePage>
  );
}

export function TechPowersPage() {
  return (
    <TablePage title="Tech Powers" backTo={ROUTES.characters.pattern}>
      <PowersTable kind="Tech" />
    </TablePage>
  );
}
