// /tools: the list of tools (the character creator, the starship builder) and a note that more are planned.
import { ROUTES } from '../../../../core/routes.ts';
import { ButtonLink } from '../../components/Button.tsx';

export function ToolsLanding() {
  return (
    <section style={{ textAlign: 'center' }}>
      <h1>Tools</h1>
      <p>
        <ButtonLink to={ROUTES.myCharacters.pattern}>{ROUTES.myCharacters.label}</ButtonLink>
      </p>
      <p>
        <ButtonLink to={ROUTES.myStarships.pattern}>{ROUTES.myStarships.label}</ButtonLink>
      </p>
      <p>More Coming Soon!</p>
    </section>
  );
}
