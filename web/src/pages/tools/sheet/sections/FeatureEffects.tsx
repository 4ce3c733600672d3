// Combat: what the character's features give beyond the plain numbers: size, speeds, senses, damage and condition
// defences, advantages, each with the feature it comes from, and what is still left to the player (open choices,
// features applied by hand). A character built before features were applied gets the offer to apply them instead.
import { memo, useState } from 'react';
import { countNoun, type FeatureExplanations, type FeatureSheet } from '../../../../../../core/engine/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { Panel } from '../../ui/panels.tsx';
import { ApplyFeaturesDialog } from '../ApplyFeaturesDialog.tsx';
import { propsEqual } from '../deep-equal.ts';
import { useSheetData, useSheetReadOnly } from '../sheet-context.ts';

const DEFENCES = [
  ['resistance', 'Resistances'],
  ['immunity', 'Immunities'],
  ['vulnerability', 'Vulnerabilities'],
  ['conditionImmunity', 'Condition immunities'],
] as const;

const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

type EffectsProps = Pick<FeatureSheet, 'size' | 'speeds' | 'senses' | 'resistances' | 'immunities' | 'vulnerabilities' | 'conditionImmunities' | 'advantages' | 'pendingChoices' | 'manual'> & {
  explanations: FeatureExplanations;
};

const Effects = memo(function Effects(props: EffectsProps) {
  const { explanations } = props;
  const listed: Record<(typeof DEFENCES)[number][0], string[]> = {
    resistance: props.resistances,
    immunity: props.immunities,
    vulnerability: props.vulnerabilities,
    conditionImmunity: props.conditionImmunities,
  };
  return (
    <Panel aria-labelledby="feature-effects-heading">
      <h3 id="feature-effects-heading">Speeds, senses and defences</h3>
      {props.size && <p>{explanations.size ?? `Size ${props.size}`}</p>}
      <h4>Speeds</h4>
      <ul aria-label="Speeds">
        {Object.entries(props.speeds).map(([mode, feet]) => {
          const key = mode === 'walk' ? 'speed.base' : `speed.${mode}`;
          return <li key={mode}>{explanations[key] ?? `${mode === 'walk' ? 'Speed' : capital(mode)} ${feet} ft.`}</li>;
        })}
      </ul>
      <h4>Senses</h4>
      {props.senses.length === 0 ? (
        <p className="muted">No special senses.</p>
      ) : (
        <ul aria-label="Senses">
          {props.senses.map(({ sense, range }) => (
            <li key={sense}>{explanations[`sense.${sense}`] ?? `${capital(sense)} ${range} ft.`}</li>
          ))}
        </ul>
      )}
      {DEFENCES.filter(([kind]) => listed[kind].length > 0).map(([kind, title]) => (
        <div key={kind}>
          <h4>{title}</h4>
          <ul aria-label={title}>
            {listed[kind].map((name) => (
              <li key={name}>{explanations[`${kind}.${name}`] ?? name}</li>
            ))}
          </ul>
        </div>
      ))}
      {DEFENCES.every(([kind]) => listed[kind].length === 0) && <p className="muted">No resistances or immunities.</p>}
      {props.advantages.length > 0 && (
        <>
          <h4>Advantages</h4>
          <ul aria-label="Advantages">
            {props.advantages.map(({ mode, on, feature }) => (
              <li key={`${mode}-${on}-${feature}`}>
                {capital(mode)} on {on} <span className="muted">({feature})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {(props.pendingChoices.length > 0 || props.manual.length > 0) && (
        <details>
          <summary className="muted">
            Left to you: {props.pendingChoices.length} open {props.pendingChoices.length === 1 ? 'choice' : 'choices'}, {props.manual.length} applied by hand
          </summary>
          <ul>
            {props.pendingChoices.map((choice) => (
              <li key={`${choice.key}-${choice.what}`} className="muted">
                {choice.feature}: choose {countNoun(choice.count, choice.what)}
                {/* A short list is named; a long one (a class's two dozen discoveries) is for the builder to show. */}
                {choice.from && choice.from.length <= 6 ? ` (${choice.from.join(', ')})` : ''} in the builder
              </li>
            ))}
            {props.manual.map(({ feature, reason }) => (
              <li key={feature} className="muted">
                {feature}: {reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </Panel>
  );
}, propsEqual);

/** The offer for characters whose features are not applied (built before the builder applied them). */
function AutomationOffer() {
  const [open, setOpen] = useState(false);
  return (
    <Panel aria-labelledby="feature-automation-heading">
      <h3 id="feature-automation-heading">Feature automation</h3>
      <p className="muted">This character was built before the sheet applied features, so its numbers are kept as they were entered. Applying features shows speeds, senses, defences and uses per rest here.</p>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Apply features automatically
      </Button>
      <ApplyFeaturesDialog open={open} onClose={() => setOpen(false)} />
    </Panel>
  );
}

export function FeatureEffects() {
  const { sheet } = useSheetData();
  const readOnly = useSheetReadOnly();
  const features = sheet.features;
  // The offer changes the character: a read-only sheet leaves it to the owner.
  if (!features) return readOnly ? null : <AutomationOffer />;
  const { size, speeds, senses, resistances, immunities, vulnerabilities, conditionImmunities, advantages, pendingChoices, manual, explanations } = features;
  return <Effects {...{ size, speeds, senses, resistances, immunities, vulnerabilities, conditionImmunities, advantages, pendingChoices, manual, explanations }} />;
}
