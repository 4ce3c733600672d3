// Step 9: the crew, as the shared crew editor edits it.
import { StepSection } from '../../ui/panels.tsx';
import { CrewEditor } from '../crew/CrewEditor.tsx';
import type { StarshipPartProps } from '../starship-edits.tsx';

export function CrewStep(props: StarshipPartProps) {
  return (
    <StepSection aria-labelledby="starship-step-title">
      <h2 id="starship-step-title">Crew</h2>
      <p>
        Crewmembers are characters from My Characters or names typed in. Each serves in a deployment with a rank; a weapon's attack uses its gunner's
        proficiency bonus, and the ship's saves and checks use the helm's.
      </p>
      <CrewEditor {...props} />
    </StepSection>
  );
}
