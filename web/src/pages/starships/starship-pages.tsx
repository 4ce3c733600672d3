// The /starships pages that frame a shared table or card list (the Starships of the Galaxy book shows the same
// lists inside its chapters).
import { TablePage } from '../../components/table/TablePage.tsx';
import { DeploymentCards } from './DeploymentCards.tsx';
import { DeploymentDetail } from './DeploymentDetail.tsx';
import { ModificationsTable } from './ModificationsTable.tsx';
import { VenturesTable } from './VenturesTable.tsx';

export function DeploymentsPage() {
  return (
    <TablePage title="Deployments" backTo="/starships">
      <DeploymentCards base="/starships/deployments" />
    </TablePage>
  );
}

export const DeploymentPage = () => <DeploymentDetail backTo="/starships/deployments" />;

export function ModificationsPage() {
  return (
    <TablePage title="Modifications" backTo="/starships">
      <ModificationsTable />
    </TablePage>
  );
}

export function VenturesPage() {
  return (
    <TablePage title="Ventures" backTo="/starships">
      <VenturesTable />
    </TablePage>
  );
}
