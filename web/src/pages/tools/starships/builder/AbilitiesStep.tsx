// Step 3: the six ability scores by standard array, point buy or manual entry, as assigned, with every adjustment
// shown beside them (the size's, the role's, the tiers', modifications') and the final score and modifier.
import {
  ABILITY_NAMES,
  assignAbility,
  POINT_BUY_BUDGET,
  POINT_BUY_COSTS,
  pointBuyCost,
  pointBuyOptions,
  pointBuySpent,
  setAbilityMethod,
  STANDARD_ARRAY,
  standardArrayOptions,
  type ShipAbility,
} from '../../../../../../core/engine/starships/index.ts';
import styled from 'styled-components';
import { media } from '../../../../lib/theme/themes.ts';
import { Row, StepSection } from '../../ui/panels.tsx';
import { SelectField } from '../../ui/fields.tsx';
import { Refusal, signed, useShipEdit, type StarshipPartProps } from '../starship-edits.tsx';

const METHODS = [
  { value: 'standardArray', label: 'Standard array' },
  { value: 'pointBuy', label: 'Point buy' },
  { value: 'manual', label: 'Manual' },
] as const;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: 6px 8px; text-align: left; border-bottom: 1px solid ${(p) => p.theme.colors.border}; vertical-align: middle; }
  thead th { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.04em; color: ${(p) => p.theme.colors.mutedText}; }
  tbody th { font-weight: 600; }
  td.number { font-variant-numeric: tabular-nums; font-weight: 600; font-size: 1.1rem; }
  select, input { font: inherit; min-height: 40px; padding: 4px 8px; border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 4px; background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text}; }
  input { width: 5em; }
  .sources { font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; }
  /* On a phone each ability is a card: the adjustments go under the name. */
  ${media.xsOnly} {
    thead { display: none; }
    tr { display: grid; grid-template-columns: 1fr auto 3em 3em; align-items: center; gap: 4px 8px; padding: 8px 0; border-bottom: 1px solid ${(p) => p.theme.colors.border}; }
    th, td { border: 0; padding: 0; }
    td.sources { order: 5; grid-column: 1 / -1; }
  }
`;

export function AbilitiesStep({ ship, rules, computed, onChange }: StarshipPartProps) {
  const { reasons, apply } = useShipEdit(onChange);
  const { method, assigned } = ship.abilityScores;
  const spent = pointBuySpent(assigned, ABILITY_NAMES);

  const assign = (ability: ShipAbility, value: string) => apply(assignAbility(ship, rules, ability, value === '' ? null : Number(value)));

  const control = (ability: ShipAbility) => {
    const value = assigned[ability];
    const label = `${ability} as assigned`;
    if (method === 'manual') {
      return (
        <input aria-label={label} type="number" inputMode="numeric" min={1} max={30} value={value ?? ''} onChange={(e) => assign(ability, e.target.value)} />
      );
    }
    // Every score the method offers is listed; those the rule does not allow now (taken, unaffordable) are greyed.
    const allowed = method === 'standardArray' ? standardArrayOptions(assigned, ability, ABILITY_NAMES) : pointBuyOptions(assigned, ability, ABILITY_NAMES);
    const offered = method === 'standardArray' ? STANDARD_ARRAY : Object.keys(POINT_BUY_COSTS).map(Number);
    const options = offered.map((score) => ({ value: score, disabled: !allowed.includes(score), note: method === 'pointBuy' ? ` (${pointBuyCost(score)} points)` : '' }));
    return (
      <select aria-label={label} value={value ?? ''} onChange={(e) => assign(ability, e.target.value)}>
        <option value="">—</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.value}
            {option.note}
          </option>
        ))}
      </select>
    );
  };

  return (
    <StepSection aria-labelledby="starship-step-title">
      <h2 id="starship-step-title">Ability Scores</h2>
      <p>
        Assign the six scores, then the ship's size, role, tiers and modifications adjust them. Strength powers shields and damage, Dexterity armor class,
        Constitution hull points and suites, Wisdom weapon attacks.
      </p>
      <Row>
        <SelectField
          label="Method"
          value={method}
          options={METHODS.map((m) => ({ value: m.value, label: m.label }))}
          onChange={(value) => apply(setAbilityMethod(ship, value as (typeof METHODS)[number]['value']))}
          hint={
            method === 'standardArray'
              ? `Each of ${STANDARD_ARRAY.join(', ')} once`
              : method === 'pointBuy'
                ? `${spent} of ${POINT_BUY_BUDGET} points spent`
                : 'Any score from 1 to 30 (rolled, or as the GM allows)'
          }
        />
      </Row>
      <Refusal reasons={reasons} />
      <Table aria-label="Ability scores">
        <thead>
          <tr>
            <th scope="col">Ability</th>
            <th scope="col">Assigned</th>
            <th scope="col">Adjustments</th>
            <th scope="col">Score</th>
            <th scope="col">Modifier</th>
          </tr>
        </thead>
        <tbody>
          {ABILITY_NAMES.map((ability) => {
            const line = computed.abilities[ability];
            const adjustments = line.sources.filter((source) => source.label !== 'assigned');
            return (
              <tr key={ability}>
                <th scope="row">{ability}</th>
                <td>{control(ability)}</td>
                <td className="sources">{adjustments.length ? adjustments.map((s) => `${signed(s.amount)} ${s.label}`).join(', ') : 'none'}</td>
                <td className="number" aria-label={`${ability} score`}>
                  {line.assigned === null ? '—' : line.score}
                </td>
                <td className="number" aria-label={`${ability} modifier`}>
                  {line.assigned === null ? '—' : signed(line.modifier)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </StepSection>
  );
}
