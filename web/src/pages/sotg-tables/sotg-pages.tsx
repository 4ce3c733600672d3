// Starships of the Galaxy chapters that end in cards or a table: the chapter text from ChapterPage, then the list.
import { ROUTES } from '../../../../core/routes.ts';
import { ChapterPage } from '../../components/ChapterPage.tsx';
import { DeploymentCards } from '../starships/DeploymentCards.tsx';
import { DeploymentDetail } from '../starships/DeploymentDetail.tsx';
import { ModificationsTable } from '../starships/ModificationsTable.tsx';
import { VenturesTable } from '../starships/VenturesTable.tsx';

export function SotgDeployments() {
  return (
    <ChapterPage book="SOTG" chapterName="Deployments">
      <DeploymentCards base={ROUTES.sotgDeployments.pattern} />
    </ChapterPage>
  );
}

export const SotgDeployment = () => <DeploymentDetail backTo={ROUTES.sotgDeployments.pattern} />;

export function SotgModifications() {
  return (
    <ChapterPage book="SOTG" chapterName="Modifications">
      <ModificationsTable tableKey="sotg-modifications" />
    </ChapterPage>
  );
}

export function SotgCustomization() {
  return (
    <ChapterPage book="SOTG" chapterName="Customization Options">
      <VenturesTable tableKey="sotg-ventures" />
    </ChapterPage>
  );
}
