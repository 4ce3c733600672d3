// /tools: the list of tools (for now the character creator) and a note that more are planned.
import { ROUTES } from '../../../../core/routes.ts';
import { ButtonLink } from '../../components/Button.tsx';

export function ToolsLanding() {
  return (
    <section style={{ textAlign: 'center' }}>
      <h1>Tools</h1>
      <p>
        <ButtonLink to={ROUTES.myCharacters.pattern}>Character Creator</ButtonLink>
      </p>
      <p>More Coming Soon!</p>
    </section>
  );
}
