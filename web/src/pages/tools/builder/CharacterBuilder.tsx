// Placeholder for the character builder (owned by the builder helper, who replaces the body): the page compiles
// against this interface, which is fixed by the tools contracts.
import type { IndexedRules, RawCharacter } from '../../../engine/index.ts';

export interface CharacterBuilderProps {
  character: RawCharacter;
  rules: IndexedRules;
  /** 0 = intro, 1..5 = the steps. */
  initialStep: number;
  /** Every edit (a new character object from an engine transition). */
  onChange(next: RawCharacter): void;
  /** The 'Character Sheet' button (enabled only at validation code 0). */
  onViewSheet(): void;
  /** From the sheet menu inside the builder. */
  onDelete(): void;
  onMarkClean(): void;
}

export function CharacterBuilder({ character, initialStep }: CharacterBuilderProps) {
  return (
    <section aria-label="Character builder">
      <p>
        The character builder is not available yet (step {initialStep}) for {character.name || 'this character'}.
      </p>
    </section>
  );
}
