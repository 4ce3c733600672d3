// Step 0: what the builder can and cannot do yet, where to talk about it, and the way in.
import styled from 'styled-components';
import { useConfiguredLinks } from '../../../app/site-links.ts';
import { Button } from '../../../components/Button.tsx';
import { Surface } from '../ui/panels.tsx';

const Notice = styled.div`
  padding: 12px 16px;
  border-left: 4px solid ${(p) => p.theme.colors.secondary};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border-radius: 4px;
  p { margin: 0 0 8px; }
  p:last-child { margin: 0; }
`;

export function BuilderIntro({ onStart }: { onStart(): void }) {
  const { chatUrl } = useConfiguredLinks();
  return (
    <Surface as="section" aria-labelledby="builder-intro-title">
      <h2 id="builder-intro-title" tabIndex={-1} style={{ margin: 0 }}>
        Character Builder <small>(beta)</small>
      </h2>
      <p style={{ margin: 0 }}>Five short steps take you from an idea to a playable sheet: species, class, ability scores, description and equipment.</p>
      <Notice role="note" aria-label="Beta notice">
        <p>
          <strong>This builder is in beta.</strong> Class and species features are not coded yet, so the sheet does not apply them for you.
        </p>
        <p>
          Add them yourself as custom features on the sheet, and use tweaks (see Settings) to adjust any number the builder does not work out.
        </p>
        {chatUrl && (
          <p>
            Found a problem or missing something? Tell us on the{' '}
            <a href={chatUrl} target="_blank" rel="noopener noreferrer">
              community chat server
            </a>
            .
          </p>
        )}
      </Notice>
      <div>
        <Button onClick={onStart}>Go to character builder</Button>
      </div>
    </Surface>
  );
}
