// /tools: the list of tools (the route table's tools pages: the character creator, the encounter builder) and a note
// that more are planned.
import { sectionLinks } from '../../../../core/routes.ts';
import { ButtonLink } from '../../components/Button.tsx';

export function ToolsLanding() {
  return (
    <section style={{ textAlign: 'center' }}>
      <h1>Tools</h1>
      <p style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 12 }}>
        {sectionLinks('tools').map(({ label, to }) => (
          <ButtonLink key={to} to={to}>
            {label}
          </ButtonLink>
        ))}
      </p>
      <p>More Coming Soon!</p>
    </section>
  );
}
