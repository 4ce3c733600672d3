// Step 6: armor, shield, reactor, power coupling and hyperdrive from the equipment table, each option with what it
// does; the navcomputer, which is a modification, with a shortcut to install it; and what they make of the ship (armor
// class with where it comes from, damage reduction, shields, power dice).
import { installModification, setEquipment, type EquipmentSlot, type StarshipRules, type StarshipSize } from '../../../../../../core/engine/starships/index.ts';
import type { StarshipEquipmentRecord } from '../../../../../../core/schemas/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { Row, StepSection, Surface } from '../../ui/panels.tsx';
import { SelectField } from '../../ui/fields.tsx';
import { credits, Refusal, useShipEdit, type StarshipPartProps } from '../starship-edits.tsx';

const SLOTS: { slot: EquipmentSlot; type: string; label: string; optional: boolean }[] = [
  { slot: 'armor', type: 'Armor', label: 'Armor', optional: false },
  { slot: 'shield', type: 'Shield', label: 'Shield', optional: true },
  { slot: 'reactor', type: 'Reactor', label: 'Reactor', optional: false },
  { slot: 'powerCoupling', type: 'PowerCoupling', label: 'Power coupling', optional: false },
  { slot: 'hyperdrive', type: 'Hyperdrive', label: 'Hyperdrive', optional: true },
];

/** The items of one slot; hyperdrives from the fastest class up, read as numbers (class 1.5 before class 12). */
function slotOptions(rules: StarshipRules, equipment: readonly StarshipEquipmentRecord[], type: string): StarshipEquipmentRecord[] {
  const items = equipment.filter((item) => item.type === type);
  if (type !== 'Hyperdrive') return items;
  const hyperdriveClass = (item: StarshipEquipmentRecord) => {
    const rule = rules.equipment(item.name)?.rules;
    return rule?.type === 'Hyperdrive' ? rule.hyperdriveClass : Number.POSITIVE_INFINITY;
  };
  return [...items].sort((a, b) => hyperdriveClass(a) - hyperdriveClass(b));
}

const fraction = ([a, b]: readonly [number, number]) => (b === 1 ? `${a}` : `${a}/${b}`);

/** How the ship's size scales the listed prices of armor, shields, reactors, couplings and hyperdrives (Medium: x2). */
export function equipmentPriceScale(rules: StarshipRules, size: StarshipSize): number {
  return rules.sizes.get(size)?.rules.costs.equipmentMultiplier ?? 1;
}

/** What an item does, in a few words, from the catalogue's numbers; its price as listed and, when the size scales it, as paid. */
export function equipmentSummary(rules: StarshipRules, record: StarshipEquipmentRecord, size?: StarshipSize): string {
  const item = rules.equipment(record.name)?.rules;
  const listed = item?.cost ?? record.cost;
  const scale = size ? equipmentPriceScale(rules, size) : 1;
  const cost = scale === 1 ? credits(listed) : `${credits(listed)}, ${credits(listed * scale)} on a ${size!.toLowerCase()} ship`;
  switch (item?.type) {
    case 'Armor':
      return `DR ${item.damageReduction}, Dexterity ${item.dexterityMaximum === null ? 'in full' : `up to +${item.dexterityMaximum}`}${item.stealthDisadvantage ? ', noisy' : ''} · ${cost}`;
    case 'Shield':
      return `capacity x${fraction(item.capacity)}, regeneration x${fraction(item.regeneration)} · ${cost}`;
    case 'Reactor':
      return `${item.powerRecovery} power ${item.powerRecovery === '1' ? 'die' : 'dice'} a turn, fuel x${fraction(item.fuelUse)} · ${cost}`;
    case 'PowerCoupling':
      return `${item.central} central${item.perSystem ? `, ${item.perSystem} per system` : ''} · ${cost}`;
    case 'Hyperdrive':
      return `class ${item.hyperdriveClass} · ${cost}`;
    default:
      return cost;
  }
}

export function EquipmentStep({ ship, rules, computed, onChange }: StarshipPartProps) {
  const { reasons, apply } = useShipEdit(onChange);
  const equipment = rules.data.equipment;
  const scale = equipmentPriceScale(rules, ship.size);
  const hasSlot =
    computed.equipment.hyperdrive !== null ||
    computed.modifications.some((m) => m.active && rules.modification(m.name)?.rules?.effects.some((e) => e.kind === 'hyperdriveSlot'));
  return (
    <StepSection aria-labelledby="starship-step-title">
      <h2 id="starship-step-title">Equipment</h2>
      <p>
        Armor sets the damage reduction and how much of the Dexterity modifier counts toward armor class; shields multiply the base shield points and set how
        fast they come back; the reactor and power coupling make and store power dice.
        {scale !== 1 && ` A ${ship.size.toLowerCase()} ship pays ${scale} times the listed price of each: both prices are shown.`}
      </p>
      <Row>
        {SLOTS.map(({ slot, type, label, optional }) => {
          const disabled = slot === 'hyperdrive' && !hasSlot;
          return (
            <SelectField
              key={slot}
              label={label}
              value={ship.equipment[slot] ?? ''}
              placeholder={optional ? 'None' : 'Choose'}
              disabled={disabled}
              hint={disabled ? 'Needs a Hyperdrive Slot modification' : undefined}
              options={slotOptions(rules, equipment, type).map((item) => ({ value: item.name, label: `${item.name} (${equipmentSummary(rules, item, ship.size)})` }))}
              onChange={(value) => apply(setEquipment(ship, rules, slot, value || null))}
            />
          );
        })}
      </Row>
      <Row>
        {!hasSlot && rules.modification('Hyperdrive Slot') && (
          <Button variant="outlined" onClick={() => apply(installModification(ship, rules, 'Hyperdrive Slot'))}>
            Install a Hyperdrive Slot
          </Button>
        )}
        {!computed.equipment.navcomputer && rules.modification('Navcomputer') && (
          <Button variant="outlined" onClick={() => apply(installModification(ship, rules, 'Navcomputer'))}>
            Install a Navcomputer
          </Button>
        )}
      </Row>
      <Refusal reasons={reasons} />
      <Surface role="region" aria-label="What the equipment makes of the ship">
        <h3>The ship now</h3>
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          <li>{computed.armorClass.explanation}</li>
          <li>{computed.damageReduction.value ? computed.damageReduction.explanation : 'No damage reduction'}</li>
          <li>
            Shields: {computed.shieldCapacity ? `capacity ${computed.shieldCapacity}, regenerating ${computed.shieldRegeneration} a round` : 'none'} (base
            shield points {computed.baseShieldPoints})
          </li>
          <li>
            Power dice:{' '}
            {computed.powerDice.capacity
              ? `${computed.powerDice.capacity} (${computed.powerDice.stores.map((s) => `${s.location} ${s.capacity}`).join(', ')})`
              : 'none stored'}
            {computed.powerDice.recovery ? `, ${computed.powerDice.recovery} recovered a turn` : ''}
          </li>
          <li>
            Hyperdrive:{' '}
            {computed.equipment.hyperdrive
              ? `${computed.equipment.hyperdrive.name}${computed.equipment.hyperdrive.hyperdriveClass ? ` (class ${computed.equipment.hyperdrive.hyperdriveClass})` : ''}`
              : 'none'}
            ; navcomputer:{' '}
            {computed.equipment.navcomputer
              ? `${computed.equipment.navcomputer.name} (level ${computed.equipment.navcomputer.level})`
              : 'none (a modification)'}
          </li>
          <li>
            Equipment cost: {credits(computed.costs.equipment)}
            {scale !== 1 && ` (armor, shield, reactor, coupling and hyperdrive at ${scale} times their listed price for a ${ship.size.toLowerCase()} ship; weapons as listed)`}
          </li>
        </ul>
      </Surface>
    </StepSection>
  );
}
