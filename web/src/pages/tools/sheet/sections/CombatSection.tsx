// Combat: proficiency bonus, initiative, armor class, speed, passive perception (each tweakable), inspiration,
// weapons, superiority and maneuvers, features and feats, and the user's custom features and feats.
import { memo, useState } from 'react';
import {
  addCustomFeat,
  addCustomFeature,
  canAddFeat,
  canAddFeature,
  featOptions,
  MANEUVER_TYPES,
  removeCustomFeat,
  removeCustomFeature,
  setInspiration,
  setSuperiorityDiceUsed,
  type ComputedCharacter,
  type ComputedWeapon,
} from '../../../../engine/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { Dialog } from '../../../../components/Dialog.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Actions, Field } from '../../ui/fields.tsx';
import { Counter } from '../Counter.tsx';
import { FeatureList } from '../FeatureList.tsx';
import { propsEqual } from '../deep-equal.ts';
import { useSheetActions, useSheetData } from '../sheet-context.ts';
import { signed } from '../sheet-layout.ts';
import { Panel, Rows, SmallButton, Stat, StatGrid } from '../sheet-ui.tsx';
import { TweakValue } from '../TweakDialog.tsx';

function damageText(weapon: ComputedWeapon): string {
  const dice = weapon.damageNumberOfDice > 0 && weapon.damageDieType > 0 ? `${weapon.damageNumberOfDice}d${weapon.damageDieType}` : '';
  const bonus = weapon.damageBonus !== 0 || !dice ? (dice ? signed(weapon.damageBonus) : String(weapon.damageBonus)) : '';
  return `${dice}${bonus} ${weapon.damageType.toLowerCase()}`.trim();
}

const Weapons = memo(function Weapons({ weapons }: { weapons: ComputedCharacter['weapons'] }) {
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
          aside: <span className="muted">{damageText(weapon)}</span>,
          details: (
            <p>
              {weapon.weaponClassification && `${weapon.weaponClassification}. `}
              Uses {weapon.ability}
              {weapon.isProficient ? ', proficient' : ''}.{weapon.properties.length > 0 && ` Properties: ${weapon.properties.join(', ')}.`}
            </p>
          ),
        }))}
      />
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
    </Panel>
  );
}, propsEqual);

const Superiority = memo(function Superiority({ superiority }: { superiority: ComputedCharacter['superiority'] }) {
  const { change } = useSheetActions();
  if (!superiority) return null;
  return (
    <Panel aria-labelledby="superiority-heading">
      <h3 id="superiority-heading">Superiority</h3>
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
  combatFeatures: ComputedCharacter['combatFeatures'];
  customFeatures: ComputedCharacter['customFeatures'];
  customFeats: readonly string[];
}

const Features = memo(function Features({ combatFeatures, customFeatures, customFeats }: FeaturesProps) {
  const { rules, change } = useSheetActions();
  const [adding, setAdding] = useState<'feature' | 'feat' | undefined>();
  const [name, setName] = useState('');
  const [content, setContent] = useState('');
  const [feat, setFeat] = useState('');
  const [deleting, setDeleting] = useState<{ kind: 'feature' | 'feat'; index: number; name: string }>();
  const held = combatFeatures.filter((entry) => entry.source === 'Feat').map((entry) => entry.name);
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
        <span style={{ display: 'flex', gap: 4 }}>
          <SmallButton type="button" onClick={() => setAdding('feature')}>
            + Feature
          </SmallButton>
          <SmallButton type="button" onClick={() => setAdding('feat')}>
            + Feat
          </SmallButton>
        </span>
      </h3>
      <FeatureList
        empty="No features."
        entries={[
          ...combatFeatures.map((feature, position) => {
            const customIndex = feature.source === 'Feat' ? customFeats.indexOf(feature.name) : -1;
            return {
              key: `${feature.source}-${feature.sourceName}-${feature.name}-${position}`,
              name: feature.name,
              aside:
                customIndex >= 0 ? (
                  <SmallButton type="button" aria-label={`Delete feat ${feature.name}`} onClick={() => setDeleting({ kind: 'feat', index: customIndex, name: feature.name })}>
                    ✕
                  </SmallButton>
                ) : (
                  <span className="muted">{feature.source === 'Feat' ? 'Feat' : feature.sourceName}</span>
                ),
              description: feature.description,
            };
          }),
          ...customFeatures.map((feature, index) => ({
            key: `custom-${index}`,
            name: feature.name,
            aside: (
              <SmallButton type="button" aria-label={`Delete feature ${feature.name}`} onClick={() => setDeleting({ kind: 'feature', index, name: feature.name })}>
                ✕
              </SmallButton>
            ),
            description: feature.content,
          })),
        ]}
      />
      <Dialog open={adding === 'feature'} title="Add Feature" onClose={close}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!canAddFeature(name)) return;
            change((current) => addCustomFeature(current, { name: name.trim(), content }));
            close();
          }}
        >
          <Field label="Name">{({ id }) => <input id={id} value={name} onChange={(e) => setName(e.target.value)} />}</Field>
          <Field label="Description">{({ id }) => <textarea id={id} value={content} onChange={(e) => setContent(e.target.value)} />}</Field>
          <Actions>
            <Button variant="text" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canAddFeature(name)}>
              Add
            </Button>
          </Actions>
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
          <Actions>
            <Button variant="text" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canAddFeat(feat, held)}>
              Add
            </Button>
          </Actions>
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
}

const Numbers = memo(function Numbers({ numbers }: { numbers: CombatNumbers }) {
  const { change } = useSheetActions();
  return (
    <Panel aria-label="Combat numbers">
      <StatGrid>
        <Stat label="Proficiency" value={<TweakValue path="proficiencyBonus" label="Proficiency bonus">{signed(numbers.proficiencyBonus)}</TweakValue>} />
        <Stat label="Initiative" value={<TweakValue path="initiative" label="Initiative">{signed(numbers.initiative)}</TweakValue>} />
        <Stat label="Armor Class" value={<TweakValue path="armorClass" label="Armor class">{numbers.armorClass}</TweakValue>} />
        <Stat
          label="Speed"
          value={<TweakValue path="speed.base" label="Speed">{numbers.speed.base}</TweakValue>}
          sub={`${numbers.speed.hour} mi/h, ${numbers.speed.day} mi/day`}
        />
        <Stat label="Passive Perception" value={<TweakValue path="passivePerception" label="Passive perception">{numbers.passivePerception}</TweakValue>} />
      </StatGrid>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8 }}>
        <input type="checkbox" checked={numbers.inspiration} onChange={(e) => change((current) => setInspiration(current, e.target.checked))} />
        Inspiration
      </label>
    </Panel>
  );
}, propsEqual);

export function CombatSection() {
  const { character, sheet } = useSheetData();
  const { proficiencyBonus, initiative, armorClass, speed, passivePerception, inspiration } = sheet;
  return (
    <div>
      <Numbers numbers={{ proficiencyBonus, initiative, armorClass, speed, passivePerception, inspiration }} />
      <Weapons weapons={sheet.weapons} />
      <Superiority superiority={sheet.superiority} />
      <Features combatFeatures={sheet.combatFeatures} customFeatures={sheet.customFeatures} customFeats={character.customFeats ?? []} />
    </div>
  );
}
