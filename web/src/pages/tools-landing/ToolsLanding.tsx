// /tools: the list of tools (for now the character creator) and a note that more are planned.
import { ButtonLink } from '../../components/Button.tsx';

export function ToolsLanding() {
  return (
    <section style={{ textAlign: 'center' }}>
      <h1>Tools</h1>
      <p>
        <ButtonLink to="/tools/mycharacters">Character Creator</ButtonLink>
      </p>
      <p>More Coming Soon!</p>
    </section>
  );
}
