// /tools: the list of tools (the route table's tools pages: the character creator, the starship builder, the
// encounter builder) and a note that more are planned.
import { sectionLinks } from '../../../../core/routes.ts';
import { ButtonLink } from '../../components/Button.tsx';

export function ToolsLanding() {
  return (
    <section style={{ textAlign: 'center' }}>
      <h1>Tools</h1>
      {sectionLinks('tools').map(({ label, to }) => (
        <p key={to}>
          <ButtonLink to={to}>{label}</ButtonLink>
        </p>
      ))}
      <p>More Coming Soon!</p>
    </section>
  );
}
