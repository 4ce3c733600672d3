// Equipment: credits (adjust dialog), carrying capacity, attunement, and the items with quantity, equipped and
// attuned switches where they apply; unknown items keep the warning; custom items; delete after confirming. A read-only
// sheet lists the same items, quantities and states without any control that changes them.
import { memo, useState } from 'react';
import {
  canAttune,
  canChooseAttuned,
  canChooseEquipped,
  removeCustomEquipment,
  removeEquipment,
  setCredits,
  updateCustomEquipment,
  updateEquipment,
  type CatalogueItem,
  type ComputedCharacter,
  type ComputedEquipment,
} from '../../../../../../core/engine/index.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { AdjustDialog } from '../AmountDialog.tsx';
import { propsEqual } from '../deep-equal.ts';
import { useSheetActions, useSheetData } from '../sheet-context.ts';
import { SmallButton } from '../../ui/buttons.tsx';
import { Panel, Rows } from '../../ui/panels.tsx';
import { Warning } from '../../ui/fields.tsx';
import { GearPanels } from './GearPanels.tsx';

function catalogueItem(entry: ComputedEquipment): CatalogueItem | undefined {
  if (!entry.isFound) return undefined;
  return entry.category === 'Equipment' ? { category: 'Equipment', data: entry.data } : { category: 'EnhancedItem', data: entry.data };
}

function QuantityStepper({ name, quantity, onChange }: { name: string; quantity: number; onChange(quantity: number): void }) {
  const { readOnly } = useSheetActions();
  if (readOnly) return <span aria-label={`${name} quantity ${quantity}`}>×{quantity}</span>;
  return (
    <span role="group" aria-label={`${name} quantity`} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <SmallButton type="button" aria-label={`One ${name} less`} disabled={quantity <= 0} onClick={() => onChange(quantity - 1)}>
        −
      </SmallButton>
      <output style={{ minWidth: 24, textAlign: 'center' }}>{quantity}</output>
      <SmallButton type="button" aria-label={`One ${name} more`} onClick={() => onChange(quantity + 1)}>
        +
      </SmallButton>
    </span>
  );
}

const itemStyle = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 10px', padding: '6px 0', borderBottom: '1px solid rgba(127,127,127,0.3)' } as const;

type EquipmentProps = Pick<ComputedCharacter, 'credits' | 'attunement' | 'carryingCapacity' | 'equipment' | 'customEquipment' | 'loadout'> & {
  /** An enhanced item's name with the base item it is built on, by equipment index. */
  displayNames: Record<number, string>;
};

export function EquipmentSection() {
  const { credits, attunement, carryingCapacity, equipment, customEquipment, loadout, gear } = useSheetData().sheet;
  const displayNames = Object.fromEntries((gear?.items ?? []).filter((item) => item.base).map((item) => [item.index, item.displayName]));
  return (
    <>
      <EquipmentView {...{ credits, attunement, carryingCapacity, equipment, customEquipment, loadout, displayNames }} />
      <GearPanels />
    </>
  );
}

const EquipmentView = memo(function EquipmentView(sheet: EquipmentProps) {
  const { change, onEdit, readOnly } = useSheetActions();
  const [adjusting, setAdjusting] = useState(false);
  const [deleting, setDeleting] = useState<{ custom: boolean; index: number; name: string }>();
  const { attunement, carryingCapacity } = sheet;
  return (
    <div>
      <Panel aria-labelledby="credits-heading">
        <h3 id="credits-heading">
          Credits: {sheet.credits.toLocaleString()}
          {!readOnly && (
            <SmallButton type="button" onClick={() => setAdjusting(true)}>
              Adjust
            </SmallButton>
          )}
        </h3>
        <Rows>
          <dt>Encumbered at</dt>
          <dd>{carryingCapacity.encumbered} lb</dd>
          <dt>Heavily encumbered at</dt>
          <dd>{carryingCapacity.heavilyEncumbered} lb</dd>
          <dt>Maximum</dt>
          <dd>{carryingCapacity.maxCapacity} lb</dd>
          <dt>Push, drag, lift</dt>
          <dd>{carryingCapacity.pushDragLift} lb</dd>
          <dt>Attunement</dt>
          <dd>
            {attunement.current} / {attunement.maximum} slots
          </dd>
        </Rows>
        {attunement.overLimit && <Warning role="alert">{attunement.overLimit}</Warning>}
      </Panel>
      <Panel aria-labelledby="items-heading">
        <h3 id="items-heading">
          Items
          {!readOnly && (
            <SmallButton type="button" onClick={() => onEdit(5)}>
              Add items
            </SmallButton>
          )}
        </h3>
        {sheet.loadout && <Warning role="alert">{sheet.loadout.message}</Warning>}
        {sheet.equipment.length === 0 && sheet.customEquipment.length === 0 && <p className="muted">No items.</p>}
        <ul>
          {sheet.equipment.map((entry) => {
            const item = catalogueItem(entry);
            const attuneAllowed = entry.attuned || (item ? canAttune(item, attunement.current, attunement.maximum) : false);
            return (
              <li key={`item-${entry.index}`} style={itemStyle}>
                <span style={{ flex: '1 1 140px' }}>{sheet.displayNames[entry.index] ?? entry.name}</span>
                <QuantityStepper name={entry.name} quantity={entry.quantity} onChange={(quantity) => change((current) => updateEquipment(current, entry.index, { quantity }))} />
                {item && canChooseEquipped(item) && (
                  <label>
                    <input type="checkbox" checked={entry.equipped} disabled={readOnly} onChange={(e) => change((current) => updateEquipment(current, entry.index, { equipped: e.target.checked }))} /> Equipped
                  </label>
                )}
                {item && canChooseAttuned(item) && (
                  <label title={attuneAllowed ? undefined : 'Attunement limit reached'}>
                    <input
                      type="checkbox"
                      checked={entry.attuned}
                      disabled={readOnly || !attuneAllowed}
                      onChange={(e) => change((current) => updateEquipment(current, entry.index, { attuned: e.target.checked }))}
                    />{' '}
                    Attuned
                  </label>
                )}
                {!readOnly && (
                  <SmallButton type="button" aria-label={`Delete ${entry.name}`} onClick={() => setDeleting({ custom: false, index: entry.index, name: entry.name })}>
                    ✕
                  </SmallButton>
                )}
                {!entry.isFound && (
                  <p role="note" style={{ flexBasis: '100%', fontSize: '0.85rem' }}>
                    {entry.warning}
                  </p>
                )}
              </li>
            );
          })}
          {sheet.customEquipment.map((item, index) => (
            <li key={`custom-${index}`} style={itemStyle}>
              <span style={{ flex: '1 1 140px' }}>
                {item.name} <span className="muted">({item.equipmentCategory}, custom)</span>
              </span>
              <QuantityStepper name={item.name} quantity={Number(item.quantity) || 0} onChange={(quantity) => change((current) => updateCustomEquipment(current, index, { quantity }))} />
              {item.equipmentCategory !== 'Gear' && (
                <label>
                  <input type="checkbox" checked={item.equipped === true} disabled={readOnly} onChange={(e) => change((current) => updateCustomEquipment(current, index, { equipped: e.target.checked }))} /> Equipped
                </label>
              )}
              {!readOnly && (
                <SmallButton type="button" aria-label={`Delete ${item.name}`} onClick={() => setDeleting({ custom: true, index, name: item.name })}>
                  ✕
                </SmallButton>
              )}
            </li>
          ))}
        </ul>
      </Panel>
      <AdjustDialog open={adjusting} title="Credits" current={sheet.credits} onClose={() => setAdjusting(false)} onApply={(value) => change((current) => setCredits(current, value))} />
      <ConfirmDialog
        open={!!deleting}
        title="Delete Item"
        message={`Delete ${deleting?.name ?? ''}?`}
        confirmLabel="Delete"
        onClose={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          const { custom, index } = deleting;
          change((current) => (custom ? removeCustomEquipment(current, index) : removeEquipment(current, index)));
        }}
      />
    </div>
  );
}, propsEqual);
