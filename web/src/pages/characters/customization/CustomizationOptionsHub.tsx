// /characters/customizationOptions: a card per option page.
import { ROUTES } from '../../../../../core/routes.ts';
import { customizationOptionPath } from '../../../../../core/site-paths.ts';
import { Link } from 'react-router-dom';
import { BackButton } from '../../../components/BackButton.tsx';
import { Card, CardGrid } from '../../../components/CardGrid.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { CUSTOMIZATION_OPTIONS } from './customization-options.ts';

export function CustomizationOptionsHub() {
  usePageTitle('Customization Options');
  return (
    <section aria-labelledby="customization-title">
      <BackButton to={ROUTES.characters.pattern} />
      <h1 id="customization-title">Customization Options</h1>
      <CardGrid>
        {CUSTOMIZATION_OPTIONS.map((option) => (
          <li key={option.slug}>
            <Card>
              <h2>
                <Link to={customizationOptionPath(option.slug)}>{option.title}</Link>
              </h2>
              <p>{option.blurb}</p>
            </Card>
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
