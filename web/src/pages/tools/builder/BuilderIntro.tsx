// Step 0: what the builder works out for you and what stays in your hands, where to talk about it, and the way in.
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
          <strong>This builder is in beta.</strong> The sheet applies what your species, class, archetype, feats and background do to its
          numbers: ability increases, armor class formulas, speeds and senses, resistances, proficiencies and expertise, hit point bonuses,
          extra attacks, and uses per rest with their counters. The builder asks for each choice those features need and lists any still open.
        </p>
        <p>
          What a feature does only in play (rerolls, reactions, the effects of an instinct or exploit you picked) stays with you: the sheet names
          those parts under each feature as applied by hand. Tweaks (in Settings) adjust any number further. A character made before the
          sheet applied features keeps its numbers as entered until you choose "Apply features automatically" in its Combat section.
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
