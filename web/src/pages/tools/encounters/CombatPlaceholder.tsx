// /tools/encounters/:encounterId/combat until the combat tracker lands (it replaces this route's page): says so and
// leads back to the encounter, so the builder's Start combat button never ends on a missing page.
import { useParams } from 'react-router-dom';
import { ROUTES, routePath } from '../../../../../core/routes.ts';
import { ButtonLink } from '../../../components/Button.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Notice } from '../ui/fields.tsx';

export function CombatPlaceholder() {
  const { encounterId = '' } = useParams();
  usePageTitle('Combat');
  return (
    <Notice>
      <p>The combat tracker opens here in a later version of the site.</p>
      <ButtonLink to={routePath(ROUTES.encounter, { encounterId })}>Back to the encounter</ButtonLink>
    </Notice>
  );
}
