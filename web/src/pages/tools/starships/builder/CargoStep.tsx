// Step 10: what the ship carries (each load with its tons, against the capacity), the credits aboard and the notes.
import { useState } from 'react';
import { Button } from '../../../../components/Button.tsx';
import { Row, StepSection, Surface } from '../../ui/panels.tsx';
import { TextField } from '../../ui/fields.tsx';
import type { StarshipPartProps } from '../starship-edits.tsx';
import { textLimit } from '../../../../../../core/documents/input-limits.ts';

/** A whole number of 0 or more from a field, or the problem with it. */
function wholeNumber(text: string, what: string): { value?: number; error?: string } {
  if (text.trim() === '') return { error: `${what} is needed` };
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) return { error: `${what} must be a whole number of 0 or more` };
  return { value };
}

export function CargoStep({ ship, computed, onChange }: StarshipPartProps) {
  const [name, setName] = useState('');
  const [tons, setTons] = useState('1');
  const [creditsText, setCreditsText] = useState(String(ship.credits));
  const creditsCheck = wholeNumber(creditsText, 'Credits');
  const tonsValue = Number(tons);
  const tonsError = tons.trim() === '' || !Number.isFinite(tonsValue) || tonsValue < 0 ? 'Tons must be a number of 0 or more' : undefined;
  const { capacity, used } = computed.cargo;
  return (
    <StepSection aria-labelledby="starship-step-title">
      <h2 id="starship-step-title">Cargo and Credits</h2>
      <p>
        Cargo: {used} of {capacity ?? 'unknown'} tons{capacity !== null && used > capacity ? ': over the capacity' : ''}.
      </p>
      <Surface role="region" aria-label="Cargo">
        <h3>Cargo</h3>
        {ship.cargo.length > 0 && (
          <ul style={{ margin: 0, paddingLeft: 18 }} aria-label="Cargo aboard">
            {ship.cargo.map((load, index) => (
              <li key={`${load.name}-${index}`}>
                {load.name}: {load.tons} tons{load.note ? ` (${load.note})` : ''}{' '}
                <Button
                  variant="text"
                  aria-label={`Unload ${load.name}`}
                  onClick={() => onChange({ ...ship, cargo: ship.cargo.filter((_, i) => i !== index) })}
                >
                  Unload
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Row>
          <TextField label="Load" value={name} onChange={setName} />
          <TextField label="Tons" type="number" inputMode="numeric" min={0} value={tons} onChange={setTons} error={tonsError} />
          <Button
            disabled={!name.trim() || tonsError !== undefined}
            onClick={() => {
              onChange({ ...ship, cargo: [...ship.cargo, { name: name.trim().slice(0, 200), tons: tonsValue, note: '' }] });
              setName('');
            }}
          >
            Load it
          </Button>
        </Row>
      </Surface>
      <Row>
        <TextField
          label="Credits"
          type="number"
          inputMode="numeric"
          min={0}
          value={creditsText}
          error={creditsCheck.error}
          onChange={(text) => {
            setCreditsText(text);
            const check = wholeNumber(text, 'Credits');
            if (check.value !== undefined) onChange({ ...ship, credits: check.value });
          }}
        />
      </Row>
      <TextField label="Notes" multiline value={ship.notes} maxLength={textLimit('starship', 'notes')} onChange={(notes) => onChange({ ...ship, notes })} />
    </StepSection>
  );
}
