// Combat: proficiency bonus, initiative, armor class, speed, passive perception (each tweakable), inspiration,
// weapons, superiority and maneuvers, features and feats, and the user's custom features and feats.
import { memo, useState } from 'react';
import {
  addCustomFeat,
  diceNotation,
  featureHasUse,
  addCustomFeature,
  canAddFeat,
  canAddFeature,
  featOptions,
  MANEUVER_TYPES,
  removeCustomFeat,
  removeCustomFeature,
  setFeatureTimesUsed,
  setInspiration,
  setSuperiorityDiceUsed,
  weaponDamageNotation,
  type ComputedCharacter,
  type ComputedWeapon,
  type FeatureExplanations,
  type FeatureResource,
} from '../../../../../../core/engine/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { Dialog } from '../../../../components/Dialog.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { DialogActions } from '../../../../components/DialogActions.tsx';
import { SmallButton } from '../../ui/buttons.tsx';
import { Field } from '../../ui/fields.tsx';
import { Panel, Rows, SpentStatus, Stat, StatGrid } from '../../ui/panels.tsx';
import { Counter } from '../Counter.tsx';
import { FeatureList } from '../FeatureList.tsx';
import { FeatureOptionChoices } from '../FeatureOptionChoice.tsx';
import { FeatureUses } from '../FeatureUses.tsx';
import { groupFeatures, type GroupedFeatures } from '../feature-groups.ts';
import { FeatureEffects } from './FeatureEffects.tsx';
import { propsEqual } from '../deep-equal.ts';
import { useSheetActions, useSheetData, useSheetReadOnly } from '../sheet-context.ts';
import { signed } from '../sheet-layout.ts';
import { useDice } from '../dice/dice-context.ts';
import { TweakValue } from '../TweakDialog.tsx';
import { RollButton } from '../dice/RollButton.tsx';
import { textLimit } from '../../../../../../core/documents/input-limits.ts';

const FEATURE_NAME_MAX = textLimit('character', 'customFeatures[].name');
const FEATURE_TEXT_MAX = textLimit('character', 'customFeatures[].content');

function damageText(weapon: ComputedWeapon): string {
  return `${weaponDamageNotation(weapon)} ${weapon.damageType.toLowerCase()}`.trim();
}

function WeaponRolls({ weapon }: { weapon: ComputedWeapon }) {
  const damage = { label: `${weapon.name} damage`, notation: diceNotation(weapon.damageNumberOfDice, weapon.damageDieType, weapon.damageBonus) };
  return (
    <>
      <RollButton request={{ kind: 'd20', label: `${weapon.name} attack`, modifier: weapon.attackBonus, roll: { type: 'attack' }, critical: damage }} text={signed(weapon.attackBonus)} />
      <RollButton request={{ kind: 'dice', ...damage }} text={damageText(weapon)} />
    </>
  );
}

const Weapons = memo(function Weapons({ weapons }: { weapons: ComputedCharacter['weapons'] }) {
  const readOnly = useSheetReadOnly();
  return (
    <Panel aria-labelledby="weapons-heading">
      <h3 id="weapons-heading">Weapons</h3>
      <FeatureList
        entries={weapons.map((weapon) => ({
          key: `${weapon.kind}-${weapon.index}`,
          name: (
            <>
              {weapon.name} <span className="muted">{signed(weapon.attackBonus)} to hit</span>
            </>
          ),
          aside: <WeaponRolls weapon={weapon} />,
          details: (
            <p>
              {weapon.weaponClassification && `${weapon.weaponClassification}. `}
              Uses {weapon.ability}
              {weapon.isProficient ? ', proficient' : ''}.{weapon.properties.length > 0 && ` Properties: ${weapon.properties.join(', ')}.`}
            </p>
          ),
        }))}
      />
      {/* Links to the tweaks of every weapon: nothing to show on a read-only sheet. */}
      {!readOnly && (
        <p className="muted">
          All weapons: to hit{' '}
          <TweakValue path="weapon.toHit" label="Weapon to hit">
            tweak
          </TweakValue>
          , damage{' '}
          <TweakValue path="weapon.damage" label="Weapon damage">
            tweak
          </TweakValue>
        </p>
      )}
    </Panel>
  );
}, propsEqual);

const Superiority = memo(function Superiority({ superiority }: { superiority: ComputedCharacter['superiority'] }) {
  const { change, readOnly } = useSheetActions();
  const { roll } = useDice();
  const [spent, setSpent] = useState('');
  if (!superiority) return null;
  const left = superiority.maxDice - superiority.diceUsed;
  // One tap spends a die and rolls it (the roll goes to the dice tray and its log).
  const spend = () => {
    change((current) => setSuperiorityDiceUsed(current, superiority.diceUsed + 1, superiority.maxDice));
    const { result } = roll({ kind: 'dice', label: 'Superiority die', notation: `1${superiority.diceSize}` });
    setSpent(`Spent 1 superiority die (rolled ${result.total}), ${left - 1} of ${superiority.maxDice} left.`);
  };
  return (
    <Panel aria-labelledby="superiority-heading">
      <h3 id="superiority-heading">
        Superiority
        {/* Spending records the die as used: not on a read-only sheet. */}
        {!readOnly && (
          <SmallButton type="button" className="quick-action" disabled={left <= 0} onClick={spend}>
            Spend {superiority.diceSize}
          </SmallButton>
        )}
      </h3>
      <SpentStatus message={spent} />
      <Rows>
        <dt>
          Dice ({superiority.diceSize}), max{' '}
          <TweakValue path="superiority.maxDice" label="Maximum superiority dice">
            {superiority.maxDice}
          </TweakValue>
        </dt>
        <dd>
          <Counter label="Superiority dice" used={superiority.diceUsed} max={superiority.maxDice} onChange={(used) => change((current) => setSuperiorityDiceUsed(current, used, superiority.maxDice))} />
        </dd>
        {MANEUVER_TYPES.map((type) => {
          const key = type.toLowerCase() as 'physical' | 'mental' | 'general';
          return (
            <dt key={type} style={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'space-between' }}>
              <span>{type}</span>
              <span>
                modifier{' '}
                <TweakValue path={`superiority.${key}Modifier`} label={`${type} maneuver modifier`}>
                  {signed(superiority[key].modifier)}
                </TweakValue>{' '}
                save DC{' '}
                <TweakValue path={`superiority.${key}SaveDC`} label={`${type} maneuver save DC`}>
                  {superiority[key].saveDC}
                </TweakValue>
              </span>
            </dt>
          );
        })}
      </Rows>
      <h4>Maneuvers</h4>
      <FeatureList
        empty="No maneuvers chosen."
        entries={superiority.maneuvers.map((maneuver) => ({
          key: maneuver.name,
          name: maneuver.name,
          aside: <span className="muted">{maneuver.type}</span>,
          description: maneuver.description,
        }))}
      />
    </Panel>
  );
}, propsEqual);

interface FeaturesProps {
  featuresTimesUsed: Readonly<Record<string, number>>;
  grouped: GroupedFeatures;
  /** Every resource the engine counts (a toggle may spend one listed under another feature). */
  resources: readonly FeatureResource[];
  heldFeats: readonly string[];
}

/**
 * Use: counts one use of a feature until the next rest (the rules data carries no limits, so the count is what the
 * player reads; a long rest resets it).
 */
function UseButton({ name, used, onUsed }: { name: string; used: number; onUsed(message: string): void }) {
  const { change, readOnly } = useSheetActions();
  // Read-only: the tally as text.
  if (readOnly) return used > 0 ? <span className="muted">Used {used}</span> : null;
  return (
    <SmallButton
      type="button"
      className="quick-action"
      aria-label={`Use ${name}${used > 0 ? ` (used ${used} since the last rest)` : ''}`}
      onClick={() => {
        change((current) => setFeatureTimesUsed(current, name, (Number(current.currentStats.featuresTimesUsed?.[name]) || 0) + 1));
        onUsed(`Used ${name}: ${used + 1} ${used + 1 === 1 ? 'use' : 'uses'} since the last rest.`);
      }}
    >
      Use{used > 0 ? ` (${used})` : ''}
    </SmallButton>
  );
}

const Features = memo(function Features({ featuresTimesUsed, grouped, resources, heldFeats }: FeaturesProps) {
  const { rules, change, readOnly } = useSheetActions();
  const [spent, setSpent] = useState('');
  const [adding, setAdding] = useState<'feature' | 'feat' | undefined>();
  const [name, setName] = useState('');
  const [content, setContent] = useState('');
  const [feat, setFeat] = useState('');
  const [deleting, setDeleting] = useState<{ kind: 'feature' | 'feat'; index: number; name: string }>();
  const held = heldFeats;
  const close = () => {
    setAdding(undefined);
    setName('');
    setContent('');
    setFeat('');
  };
  return (
    <Panel aria-labelledby="features-heading">
      <h3 id="features-heading">
        Features
        {!readOnly && (
          <span style={{ display: 'flex', gap: 4 }}>
            <SmallButton type="button" onClick={() => setAdding('feature')}>
              + Feature
            </SmallButton>
            <SmallButton type="button" onClick={() => setAdding('feat')}>
              + Feat
            </SmallButton>
          </span>
        )}
      </h3>
      <SpentStatus message={spent} />
      {grouped.groups.length === 0 && <p className="muted">No features.</p>}
      {grouped.groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h4>{group.title}</h4>
          <FeatureList
            entries={group.rows.map((row) => ({
              key: row.key,
              name: row.name,
              aside: (
                <>
                  {!readOnly && row.customFeat !== undefined && (
                    <SmallButton type="button" aria-label={`Delete feat ${row.name}`} onClick={() => setDeleting({ kind: 'feat', index: row.customFeat!, name: row.name })}>
                      ✕
                    </SmallButton>
                  )}
                  {!readOnly && row.customFeature !== undefined && (
                    <SmallButton type="button" aria-label={`Delete feature ${row.name}`} onClick={() => setDeleting({ kind: 'feature', index: row.customFeature!, name: row.name })}>
                      ✕
                    </SmallButton>
                  )}
                  {/*
                    A feature with counted uses shows its counter below. A plain use tally only for what the character
                    does (an action, a reaction, a use per rest: featureHasUse), for the player's own features, and for
                    any feature already counted, so a tally never vanishes.
                  */}
                  {row.resources.length === 0 &&
                    row.toggles.length === 0 &&
                    (row.customFeature !== undefined || featureHasUse(row.description) || (featuresTimesUsed[row.name] ?? 0) > 0) && (
                      <UseButton name={row.name} used={featuresTimesUsed[row.name] ?? 0} onUsed={setSpent} />
                    )}
                </>
              ),
              below: (
                <>
                  <FeatureOptionChoices choices={row.choices} />
                  <FeatureUses feature={row.name} resources={row.resources} toggles={row.toggles} allResources={resources} onMessage={setSpent} />
                </>
              ),
              description: row.description,
            }))}
          />
        </section>
      ))}
      {(grouped.unattached.resources.length > 0 || grouped.unattached.toggles.length > 0) && (
        <section aria-label="Other uses">
          <h4>Other uses</h4>
          <FeatureUses resources={grouped.unattached.resources} toggles={grouped.unattached.toggles} allResources={resources} onMessage={setSpent} />
        </section>
      )}
      <Dialog open={adding === 'feature'} title="Add Feature" onClose={close}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!canAddFeature(name)) return;
            change((current) => addCustomFeature(current, { name: name.trim(), content }));
            close();
          }}
        >
          <Field label="Name" count={{ length: name.length, max: FEATURE_NAME_MAX }}>
            {({ id, describedBy }) => <input id={id} value={name} maxLength={FEATURE_NAME_MAX} aria-describedby={describedBy} onChange={(e) => setName(e.target.value)} />}
          </Field>
          <Field label="Description" count={{ length: content.length, max: FEATURE_TEXT_MAX }}>
            {({ id, describedBy }) => <textarea id={id} value={content} maxLength={FEATURE_TEXT_MAX} aria-describedby={describedBy} onChange={(e) => setContent(e.target.value)} />}
          </Field>
          <DialogActions>
            <Button variant="text" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canAddFeature(name)}>
              Add
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <Dialog open={adding === 'feat'} title="Add Feat" onClose={close}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!canAddFeat(feat, held)) return;
            change((current) => addCustomFeat(current, feat));
            close();
          }}
        >
          <Field label="Feat">
            {({ id }) => (
              <select id={id} value={feat} onChange={(e) => setFeat(e.target.value)}>
                <option value="">Choose a feat</option>
                {featOptions(rules.feats.all, held).map((option) => (
                  <option key={option.name} value={option.name}>
                    {option.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <DialogActions>
            <Button variant="text" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canAddFeat(feat, held)}>
              Add
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <ConfirmDialog
        open={!!deleting}
        title={deleting?.kind === 'feat' ? 'Delete Feat' : 'Delete Feature'}
        message={`Delete ${deleting?.name ?? ''}?`}
        confirmLabel="Delete"
        onClose={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          const { kind, index } = deleting;
          change((current) => (kind === 'feat' ? removeCustomFeat(current, index) : removeCustomFeature(current, index)));
        }}
      />
    </Panel>
  );
}, propsEqual);

interface CombatNumbers {
  proficiencyBonus: number;
  initiative: number;
  armorClass: number;
  speed: ComputedCharacter['speed'];
  passivePerception: number;
  inspiration: boolean;
  /** Where the numbers features changed come from (automation on). */
  explanations?: FeatureExplanations;
}

/** The explained numbers this panel shows, in its order (speeds, senses and defences have their own panel). */
const NUMBER_EXPLANATIONS = ['armorClass', 'initiative', 'speed.base', 'hitPoints.maximum', 'attacksPerAction', 'unarmedDie', 'weaponDamage'] as const;

const Numbers = memo(function Numbers({ numbers }: { numbers: CombatNumbers }) {
  const { change, readOnly } = useSheetActions();
  return (
    <Panel aria-label="Combat numbers">
      <StatGrid>
        <Stat label="Proficiency" value={<TweakValue path="proficiencyBonus" label="Proficiency bonus">{signed(numbers.proficiencyBonus)}</TweakValue>} />
        <Stat
          label="Initiative"
          value={<TweakValue path="initiative" label="Initiative">{signed(numbers.initiative)}</TweakValue>}
          sub={<RollButton request={{ kind: 'd20', label: 'Initiative', modifier: numbers.initiative, roll: { type: 'check' } }} />}
        />
        <Stat label="Armor Class" value={<TweakValue path="armorClass" label="Armor class">{numbers.armorClass}</TweakValue>} />
        <Stat
          label="Speed"
          value={<TweakValue path="speed.base" label="Speed">{numbers.speed.base}</TweakValue>}
          sub={`${numbers.speed.hour} mi/h, ${numbers.speed.day} mi/day`}
        />
        <Stat label="Passive Perception" value={<TweakValue path="passivePerception" label="Passive perception">{numbers.passivePerception}</TweakValue>} />
      </StatGrid>
      {numbers.explanations && NUMBER_EXPLANATIONS.some((key) => numbers.explanations![key]) && (
        <ul className="number-sources" style={{ marginTop: 8, display: "grid", gap: 2 }} aria-label="Where these numbers come from">
          {NUMBER_EXPLANATIONS.filter((key) => numbers.explanations![key]).map((key) => (
            <li key={key} className="muted" data-explains={key}>
              {numbers.explanations![key]}
            </li>
          ))}
        </ul>
      )}
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8 }}>
        <input type="checkbox" checked={numbers.inspiration} disabled={readOnly} onChange={(e) => change((current) => setInspiration(current, e.target.checked))} />
        Inspiration
      </label>
    </Panel>
  );
}, propsEqual);

const EMPTY_USES: Record<string, number> = {};
const NO_RESOURCES: FeatureResource[] = [];

export function CombatSection() {
  const { character, sheet } = useSheetData();
  const { proficiencyBonus, initiative, armorClass, speed, passivePerception, inspiration } = sheet;
  const explanations = sheet.features?.explanations;
  return (
    <div>
      <Numbers numbers={{ proficiencyBonus, initiative, armorClass, speed, passivePerception, inspiration, ...(explanations ? { explanations } : {}) }} />
      <FeatureEffects />
      <Weapons weapons={sheet.weapons} />
      <Superiority superiority={sheet.superiority} />
      <Features
        featuresTimesUsed={character.currentStats.featuresTimesUsed ?? EMPTY_USES}
        grouped={groupFeatures(sheet, character)}
        resources={sheet.features?.resources ?? NO_RESOURCES}
        heldFeats={sheet.combatFeatures.filter((entry) => entry.source === 'Feat').map((entry) => entry.name)}
      />
    </div>
  );
}
