// Step 3: base ability scores by the chosen method (Standard Array, Point Buy or Manual), with the species'
// increases and the resulting totals beside them.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  ABILITIES,
  fixedSpeciesIncreases,
  pointBuyOptions,
  pointBuyRemaining,
  POINT_BUY_BUDGET,
  setAbilityScoreMethod,
  setBaseAbilityScore,
  standardArrayOptions,
  parseManualScore,
  type Ability,
  type AbilityScoreMethod,
  type ComputedCharacter,
  type IndexedRules,
  type RawCharacter,
} from '../../../../../core/engine/index.ts';
import { Field, SelectField } from '../ui/fields.tsx';
import { StepSection, Surface } from '../ui/panels.tsx';

export const ABILITY_SCORE_METHODS: AbilityScoreMethod[] = ['Standard Array', 'Point Buy', 'Manual'];

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  th, td { padding: 6px 8px; text-align: left; border-bottom: 1px solid ${(p) => p.theme.colors.border}; vertical-align: top; }
  td:nth-child(n + 3), th:nth-child(n + 3) { text-align: center; }
  select, input { width: 100%; max-width: 120px; }
  /* The row header names the ability; the control's own label stays for screen readers only. */
  td label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  @media (max-width: 420px) { th, td { padding: 6px 4px; } }
`;

const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));

interface Props {
  character: RawCharacter;
  rules: IndexedRules;
  computed: ComputedCharacter;
  onChange(next: RawCharacter): void;
  /** A manual score field turned invalid (with its message) or valid again (undefined). */
  onFieldError?(field: string, error: string | undefined): void;
}

function ManualInput({
  character,
  ability,
  onChange,
  onValidity,
}: {
  character: RawCharacter;
  ability: Ability;
  onChange(next: RawCharacter): void;
  onValidity(ability: Ability, error: string | undefined): void;
}) {
  const stored = Number(character.baseAbilityScores[ability]) || 0;
  const [text, setText] = useState(stored > 0 ? String(stored) : '');
  const parsed = parseManualScore(text);
  const error = 'error' in parsed ? parsed.error : undefined;
  // The score stored when this edit began (on focus, or the last blur): while the field is invalid, that is what stays stored, so
  // the digits typed on the way to an invalid number ('2' of '21') never linger as the character's score.
  const lastValid = useRef(stored);
  const storedRef = useRef(stored);
  storedRef.current = stored;

  const report = useRef(onValidity);
  report.current = onValidity;
  useEffect(() => report.current(ability, error), [ability, error]);
  // Leaving the step drops the typed text; the stored score is valid, so nothing blocks the sheet any more.
  useEffect(() => () => report.current(ability, undefined), [ability]);

  return (
    <Field label={`${ability} base score`} error={error} inline>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          // Text rather than number: a number field reports letters as an empty value, which would hide them.
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onFocus={() => {
            lastValid.current = storedRef.current;
          }}
          onBlur={() => {
            lastValid.current = storedRef.current;
          }}
          onChange={(e) => {
            const value = e.target.value;
            setText(value);
            const next = parseManualScore(value);
            if ('score' in next) {
              if (next.score !== stored) onChange(setBaseAbilityScore(character, ability, next.score));
            } else if (stored !== lastValid.current) {
              onChange(setBaseAbilityScore(character, ability, lastValid.current));
            }
          }}
        />
      )}
    </Field>
  );
}

export function AbilityScoresStep({ character, rules, computed, onChange, onFieldError = () => {} }: Props) {
  const method = character.settings.abilityScoreMethod;
  const scores = character.baseAbilityScores;
  const species = rules.species.get(character.species.name);
  const fixed = fixedSpeciesIncreases(species, character.species.abilityScoreImprovementSelectedOption ?? 0);
  const chosen = character.species.abilityScoreImprovement ?? {};

  const scoreOptions = (ability: Ability): number[] => (method === 'Point Buy' ? pointBuyOptions(scores, ability) : standardArrayOptions(scores, ability));

  return (
    <StepSection aria-labelledby="ability-step-title">
      <h2 id="ability-step-title">Determine Ability Scores</h2>
      <Surface>
        <SelectField
          label="Method"
          value={method}
          options={ABILITY_SCORE_METHODS.map((value) => ({ value, label: value }))}
          onChange={(value) => value !== method && onChange(setAbilityScoreMethod(character, value as AbilityScoreMethod))}
          hint="Changing the method clears the base scores."
        />
        {method === 'Point Buy' && (
          <p aria-live="polite">
            <strong>Points remaining: {pointBuyRemaining(scores)}</strong> of {POINT_BUY_BUDGET}
          </p>
        )}
        <Table>
          <thead>
            <tr>
              <th scope="col">Ability</th>
              <th scope="col">Base</th>
              <th scope="col">Species</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {ABILITIES.map((ability) => {
              const base = Number(scores[ability]) || 0;
              const speciesIncrease = (fixed[ability] ?? 0) + (Number(chosen[ability]) || 0);
              const total = computed.abilityScores[ability];
              return (
                <tr key={ability}>
                  <th scope="row">{ability}</th>
                  <td>
                    {method === 'Manual' ? (
                      <ManualInput key={`${method}-${ability}`} character={character} ability={ability} onChange={onChange} onValidity={onFieldError} />
                    ) : (
                      <SelectField
                        label={`${ability} base score`}
                        value={base > 0 ? String(base) : ''}
                        placeholder="—"
                        options={[...new Set([...(base > 0 ? [base] : []), ...scoreOptions(ability)])]
                          .sort((a, b) => b - a)
                          .map((n) => ({ value: String(n), label: String(n) }))}
                        onChange={(value) => onChange(setBaseAbilityScore(character, ability, value === '' ? 0 : Number(value)))}
                      />
                    )}
                  </td>
                  <td>{speciesIncrease ? signed(speciesIncrease) : '—'}</td>
                  <td>
                    {base > 0 ? (
                      <>
                        {total.value} <span aria-label={`modifier ${signed(total.modifier)}`}>({signed(total.modifier)})</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Surface>
    </StepSection>
  );
}
