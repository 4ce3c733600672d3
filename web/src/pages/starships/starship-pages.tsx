// The /starships pages that frame a shared table or card list (the Starships of the Galaxy book shows the same
// lists inside its chapters).
import { ROUTES } from '../../../../core/routes.ts';
import { TablePage } from '../../components/table/TablePage.tsx';
import { DeploymentCards } from './DeploymentCards.tsx';
import { DeploymentDetail } from './DeploymentDetail.tsx';
import { ModificationsTable } from './ModificationsTable.tsx';
import { VenturesTable } from './VenturesTable.tsx';

export function DeploymentsPage() {
  return (
    <TablePage title="Deployments" backTo={ROUTES.starships.pattern}>
      <DeploymentCards base={ROUTES.deployments.pattern} />
    </TablePage>
  );
}

export const DeploymentPage = () => <DeploymentDetail backTo={ROUTES.deployments.pattern} />;

export function ModificationsPage() {
  return (
    <TablePage title="Modifications" backTo={ROUTES.starships.pattern}>
      <ModificationsTable />
    </TablePage>
  );
}

export function VenturesPage() {
  return (
    <TablePage title="Ventures" backTo={ROUTES.starships.pattern}>
      <VenturesTable />
    </TablePage>
  );
}
