// The sheet's gear panels, shown when the character carries an enhanced item or could take a body part: each
// enhanced item as the sheet computes it (combined name, in use or why not, effects in plain words, what the player
// applies), a chassis's slots with its installed parts (install and remove, the check to roll shown), the
// cybernetic augmentations against the body's limit and side effects (non-droids), the droid customizations
// (droids), and the rules the stored gear breaks. Every install goes through the engine, which refuses with the rule
// broken and leaves the equipment as it was; the refusal is shown where the player acted.
import { memo, useMemo, useState } from 'react';
import {
  installAugmentation,
  installDroidCustomization,
  installModification,
  modificationSlot,
  rarityOf,
  rarityRank,
  removeModification,
  type GearChange,
  type GearItemSheet,
  type GearSheet,
  type IndexedRules,
  type RawCharacter,
} from '../../../../../../core/engine/index.ts';
import { SmallButton } from '../../ui/buttons.tsx';
import { SelectField, Warning } from '../../ui/fields.tsx';
import { Panel } from '../../ui/panels.tsx';
import { propsEqual } from '../deep-equal.ts';
import { useSheetActions, useSheetData } from '../sheet-context.ts';

/** What the last install or removal said: the check to roll, or the rule that refused it. */
type Outcome = { ok: true; text: string } | { ok: false; text: string };

function outcomeOf(change: GearChange, what: string): Outcome {
  return change.ok ? { ok: true, text: `${what}: roll ${change.check.tool}, DC ${change.check.dc}.` } : { ok: false, text: change.error };
}

function OutcomeLine({ outcome }: { outcome: Outcome | undefined }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <p role="status" style={{ margin: '4px 0' }}>
      {outcome.text}
    </p>
  ) : (
    <Warning role="alert">{outcome.text}</Warning>
  );
}

const isDroid = (character: RawCharacter) => /^Droid\b/i.test(character.species?.name ?? '');

export function GearPanels() {
  const { character, sheet } = useSheetData();
  return <GearView gear={sheet.gear} droid={isDroid(character)} proficiencyBonus={sheet.proficiencyBonus} />;
}

const GearView = memo(function GearView({ gear, droid, proficiencyBonus }: { gear: GearSheet | undefined; droid: boolean; proficiencyBonus: number }) {
  const { readOnly } = useSheetActions();
  const items = gear?.items.filter((item) => item.type !== 'CyberneticAugmentation' && item.type !== 'DroidCustomization') ?? [];
  return (
    <>
      {gear && gear.problems.length > 0 && (
        <Panel aria-labelledby="gear-problems-heading">
          <h3 id="gear-problems-heading">Gear rules broken</h3>
          <ul>
            {gear.problems.map((problem) => (
              <li key={problem}>
                <Warning>{problem}</Warning>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {items.length > 0 && (
        <Panel aria-labelledby="gear-heading">
          <h3 id="gear-heading">Enhanced items</h3>
          <ul>
            {items.map((item) => (
              <GearItem key={item.index} item={item} />
            ))}
          </ul>
          {gear && <Defences gear={gear} />}
        </Panel>
      )}
      {!droid && (gear?.cybernetics.installed || !readOnly) ? <BodyParts kind="CyberneticAugmentation" gear={gear} proficiencyBonus={proficiencyBonus} /> : null}
      {droid && <BodyParts kind="DroidCustomization" gear={gear} proficiencyBonus={proficiencyBonus} />}
    </>
  );
}, propsEqual);

function Defences({ gear }: { gear: GearSheet }) {
  const lines = [
    gear.resistances.length > 0 && `Resistant to ${gear.resistances.join(', ').toLowerCase()} damage`,
    gear.immunities.length > 0 && `Immune to ${gear.immunities.join(', ').toLowerCase()} damage`,
    gear.vulnerabilities.length > 0 && `Vulnerable to ${gear.vulnerabilities.join(', ').toLowerCase()} damage`,
    ...gear.senses.map((s) => `${s.sense} ${s.range} ft (${s.item})`),
    ...gear.speeds.map((s) => `${s.mode} speed ${s.value} ft (${s.item})`),
    ...gear.casting,
  ].filter((line): line is string => typeof line === 'string');
  if (lines.length === 0) return null;
  return (
    <ul aria-label="What gear gives" style={{ marginTop: 8 }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function GearItem({ item }: { item: GearItemSheet }) {
  return (
    <li aria-label={item.displayName} style={{ padding: '6px 0', borderBottom: '1px solid rgba(127,127,127,0.3)' }}>
      <strong>{item.displayName}</strong>{' '}
      <span className="muted">
        ({item.rarity.toLowerCase()} {item.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}
        {item.requiresAttunement ? ', requires attunement' : ''})
      </span>
      <div style={{ fontSize: '0.9rem' }}>{item.active ? 'In use.' : item.inactive}</div>
      {item.effects.length > 0 && <div style={{ fontSize: '0.9rem' }}>{item.effects.join('; ')}</div>}
      {item.properties && item.properties.length > 0 && <div style={{ fontSize: '0.9rem' }}>Properties: {item.properties.join(', ')}</div>}
      {item.manual && <div className="muted" style={{ fontSize: '0.85rem' }}>{item.manual}</div>}
      {item.chassis && <ChassisSlots item={item} />}
    </li>
  );
}

function ChassisSlots({ item }: { item: GearItemSheet }) {
  const { rules, readOnly, change } = useSheetActions();
  const { character } = useSheetData();
  const chassis = item.chassis!;
  const [choice, setChoice] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const mods = chassis.installed.filter((part) => part.slot === 'modification').length;
  const augments = chassis.installed.filter((part) => part.slot === 'augment').length;
  const candidates = useMemo(() => modificationCandidates(rules, chassis.accepts), [rules, chassis.accepts]);
  const chassisRank = rarityRank(item.rarity);
  const act = (result: GearChange, what: string) => {
    setOutcome(outcomeOf(result, what));
    if (result.ok) change(() => result.character);
  };
  return (
    <div role="group" aria-label={`${item.name} slots`} style={{ marginTop: 6, paddingLeft: 10, borderLeft: '3px solid rgba(127,127,127,0.4)' }}>
      <div>
        Modification slots: {mods} / {chassis.modificationSlots} ({chassis.accepts}) · Augment slots: {augments} / {chassis.augmentSlots}
      </div>
      {chassis.installed.length > 0 && (
        <ul>
          {chassis.installed.map((part) => (
            <li key={part.name} style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 8px', alignItems: 'center' }}>
              <span>
                {part.name} <span className="muted">({part.rarity.toLowerCase()} {part.slot})</span>
              </span>
              <span className="muted" style={{ fontSize: '0.85rem' }}>
                Check: {part.check.tool}, DC {part.check.dc}
              </span>
              {part.effects.length > 0 && <span style={{ fontSize: '0.85rem' }}>{part.effects.join('; ')}</span>}
              {!readOnly && (
                <SmallButton type="button" aria-label={`Remove ${part.name}`} onClick={() => act(removeModification(character, rules, item.index, part.name), `Removed ${part.name}`)}>
                  Remove
                </SmallButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' }}>
          <SelectField
            label={`Modification for ${item.name}`}
            value={choice}
            placeholder="Choose a modification"
            options={candidates.map((mod) => ({ value: mod.name, label: `${mod.name} (${mod.rarity.toLowerCase()}${rarityRank(mod.rarity) > chassisRank ? ', above the chassis' : ''})` }))}
            onChange={setChoice}
          />
          <SmallButton
            type="button"
            disabled={!choice}
            onClick={() => {
              act(installModification(character, rules, item.index, choice), `Installed ${choice}`);
              setChoice('');
            }}
          >
            Install
          </SmallButton>
        </div>
      )}
      <OutcomeLine outcome={outcome} />
    </div>
  );
}

/** The modifications a chassis of this kind takes (its kind's and augments), every rarity: the engine judges rarity. */
function modificationCandidates(rules: IndexedRules, accepts: NonNullable<GearItemSheet['chassis']>['accepts']) {
  return rules.enhancedItems.all
    .filter((data) => modificationSlot(data, accepts) !== undefined)
    .map((data) => ({ name: data.name, rarity: rarityOf(data) }))
    .sort((a, b) => rarityRank(a.rarity) - rarityRank(b.rarity) || a.name.localeCompare(b.name));
}

function BodyParts({ kind, gear, proficiencyBonus }: { kind: 'CyberneticAugmentation' | 'DroidCustomization'; gear: GearSheet | undefined; proficiencyBonus: number }) {
  const { rules, readOnly, change } = useSheetActions();
  const { character } = useSheetData();
  const [choice, setChoice] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const cyber = kind === 'CyberneticAugmentation';
  const installed = gear?.items.filter((item) => item.type === kind) ?? [];
  const options = useMemo(
    () =>
      rules.enhancedItems.all
        .filter((data) => data.type === kind)
        .map((data) => ({ value: data.name, label: `${data.name} (${rarityOf(data).toLowerCase()}${data.subtype ? `, ${data.subtype}` : ''})` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [rules, kind],
  );
  const title = cyber ? 'Cybernetic augmentations' : 'Droid customizations';
  const id = cyber ? 'cybernetics-heading' : 'droid-parts-heading';
  return (
    <Panel aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {cyber && (
        <p>
          Installed: {gear?.cybernetics.installed ?? 0} / {gear?.cybernetics.maximum ?? proficiencyBonus}
          {gear && gear.cybernetics.sideEffects.length > 0 && <> · Side effects: {gear.cybernetics.sideEffects.join('; ')}</>}
        </p>
      )}
      {installed.length > 0 && (
        <ul>
          {installed.map((item) => (
            <GearItem key={item.index} item={item} />
          ))}
        </ul>
      )}
      {!readOnly && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' }}>
          <SelectField label={cyber ? 'Augmentation' : 'Customization'} value={choice} placeholder={cyber ? 'Choose an augmentation' : 'Choose a customization'} options={options} onChange={setChoice} />
          <SmallButton
            type="button"
            disabled={!choice}
            onClick={() => {
              const result = cyber ? installAugmentation(character, rules, choice) : installDroidCustomization(character, rules, choice);
              setOutcome(outcomeOf(result, `Installed ${choice}`));
              if (result.ok) {
                change(() => result.character);
                setChoice('');
              }
            }}
          >
            Install
          </SmallButton>
        </div>
      )}
      <OutcomeLine outcome={outcome} />
    </Panel>
  );
}
