// The custom item dialog: name, type (Gear, Weapon or Armor), quantity, cost, weight, description; weapons also
// take damage type, dice, die size, to hit and damage. A new item starts from the engine's custom item defaults;
// an existing one (Edit on its panel) starts from what it holds and is replaced on Save.
import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import {
  addCustomEquipment,
  CUSTOM_ITEM_DEFAULTS,
  DIE_SIZES,
  isAddCustomItemDisabled,
  newCustomItem,
  parseAddQuantity,
  parseTweakInput,
  replaceCustomEquipment,
  toQuantity,
  type CustomEquipment,
  type CustomEquipmentCategory,
  type RawCharacter,
} from '../../../../../core/engine/index.ts';
import { SelectField, TextField } from '../ui/fields.tsx';
import { Row } from '../ui/panels.tsx';
import { CUSTOM_ITEM_TYPES, DAMAGE_TYPES } from './equipment-catalogue.ts';
import { textLimit } from '../../../../../core/documents/input-limits.ts';

interface Draft {
  name: string;
  equipmentCategory: CustomEquipmentCategory;
  quantity: string;
  cost: string;
  weight: string;
  description: string;
  equipped: boolean;
  damageType: string;
  damageNumberOfDice: string;
  dieSize: string;
  toHit: string;
  damage: string;
}

function initialDraft(): Draft {
  return {
    name: '',
    equipmentCategory: CUSTOM_ITEM_DEFAULTS.equipmentCategory,
    quantity: String(CUSTOM_ITEM_DEFAULTS.quantity),
    cost: String(CUSTOM_ITEM_DEFAULTS.cost),
    weight: String(CUSTOM_ITEM_DEFAULTS.weight),
    description: '',
    equipped: false,
    damageType: CUSTOM_ITEM_DEFAULTS.damageType,
    damageNumberOfDice: String(CUSTOM_ITEM_DEFAULTS.damageNumberOfDice),
    dieSize: String(CUSTOM_ITEM_DEFAULTS.dieSize),
    toHit: '0',
    damage: '0',
  };
}

const tweakText = (value: number | null | undefined) => String(Number(value) || 0);

/** The dialog filled in from a stored custom item, for editing it. */
export function draftFromItem(item: CustomEquipment): Draft {
  const defaults = initialDraft();
  return {
    ...defaults,
    name: item.name ?? '',
    equipmentCategory: item.equipmentCategory ?? defaults.equipmentCategory,
    quantity: String(toQuantity(item.quantity)),
    cost: String(Number(item.cost) || 0),
    weight: String(item.weight ?? defaults.weight),
    description: item.description ?? '',
    equipped: item.equipped === true,
    damageType: item.damageType ?? defaults.damageType,
    damageNumberOfDice: String(item.damageNumberOfDice ?? defaults.damageNumberOfDice),
    dieSize: String(item.tweaks?.damageDice?.dieSize ?? defaults.dieSize),
    toHit: tweakText(item.tweaks?.toHit?.override ?? item.tweaks?.toHit?.bonus),
    damage: tweakText(item.tweaks?.damage?.override ?? item.tweaks?.damage?.bonus),
  };
}

/** The stored custom item a filled-in dialog stands for. */
export function customItemFromDraft(draft: Draft): CustomEquipment {
  const patch: Partial<CustomEquipment> = {
    equipmentCategory: draft.equipmentCategory,
    quantity: toQuantity(draft.quantity),
    cost: toQuantity(draft.cost),
    weight: Number.parseFloat(draft.weight) || 0,
    description: draft.description,
  };
  if (draft.equipmentCategory !== 'Gear') patch.equipped = draft.equipped;
  if (draft.equipmentCategory === 'Weapon') {
    patch.damageType = draft.damageType;
    patch.damageNumberOfDice = toQuantity(draft.damageNumberOfDice);
    patch.tweaks = {
      toHit: { override: parseTweakInput(draft.toHit) ?? 0 },
      damageDice: { dieSize: Number(draft.dieSize) },
      damage: { override: parseTweakInput(draft.damage) ?? 0 },
    };
  }
  return newCustomItem(draft.name.trim(), patch);
}

interface Props {
  open: boolean;
  character: RawCharacter;
  /** The position of the custom item to edit; absent for a new item. */
  editIndex?: number;
  onChange(next: RawCharacter): void;
  onClose(): void;
}

export function CustomItemDialog({ open, character, editIndex, onChange, onClose }: Props) {
  const editing = editIndex === undefined ? undefined : character.customEquipment?.[editIndex];
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftFromItem(editing) : initialDraft()));
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const close = () => {
    setDraft(initialDraft());
    onClose();
  };
  const parsedQuantity = parseAddQuantity(draft.quantity);
  const quantityError = 'error' in parsedQuantity ? parsedQuantity.error : undefined;
  const disabled = isAddCustomItemDisabled(draft.name, 'quantity' in parsedQuantity ? parsedQuantity.quantity : Number.NaN);
  const isWeapon = draft.equipmentCategory === 'Weapon';
  return (
    <Dialog open={open} title={editing ? `Edit ${editing.name || 'Custom Item'}` : 'Add Custom Item'} onClose={close}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <TextField label="Name" value={draft.name} maxLength={textLimit('character', 'customEquipment[].name')} onChange={(name) => set({ name })} />
        <Row>
          <SelectField
            label="Type"
            value={draft.equipmentCategory}
            options={CUSTOM_ITEM_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(value) => set({ equipmentCategory: value as CustomEquipmentCategory })}
          />
          <TextField label="Quantity" inputMode="numeric" value={draft.quantity} onChange={(quantity) => set({ quantity })} error={quantityError} />
          <TextField label="Cost" type="number" inputMode="numeric" min={0} value={draft.cost} onChange={(cost) => set({ cost })} />
          <TextField label="Weight" type="number" min={0} value={draft.weight} onChange={(weight) => set({ weight })} />
        </Row>
        {draft.equipmentCategory !== 'Gear' && (
          <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 40 }}>
            <input type="checkbox" checked={draft.equipped} onChange={(e) => set({ equipped: e.target.checked })} style={{ width: 18, height: 18 }} />
            Equipped
          </label>
        )}
        {isWeapon && (
          <Row>
            <SelectField label="Damage type" value={draft.damageType} options={DAMAGE_TYPES.map((type) => ({ value: type, label: type }))} onChange={(damageType) => set({ damageType })} />
            <TextField label="Number of dice" type="number" inputMode="numeric" min={0} value={draft.damageNumberOfDice} onChange={(damageNumberOfDice) => set({ damageNumberOfDice })} />
            <SelectField label="Die size" value={draft.dieSize} options={DIE_SIZES.map((size) => ({ value: String(size), label: `d${size}` }))} onChange={(dieSize) => set({ dieSize })} />
            <TextField label="To hit" type="number" inputMode="numeric" value={draft.toHit} onChange={(toHit) => set({ toHit })} />
            <TextField label="Damage bonus" type="number" inputMode="numeric" value={draft.damage} onChange={(damage) => set({ damage })} />
          </Row>
        )}
        <TextField label="Description" multiline value={draft.description} maxLength={textLimit('character', 'customEquipment[].description')} onChange={(description) => set({ description })} />
        <Row style={{ justifyContent: 'flex-end' }}>
          <Button variant="text" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={disabled}
            onClick={() => {
              const item = customItemFromDraft(draft);
              onChange(editIndex !== undefined && editing ? replaceCustomEquipment(character, editIndex, item) : addCustomEquipment(character, item));
              close();
            }}
          >
            {editing ? 'Save' : 'Add'}
          </Button>
        </Row>
      </div>
    </Dialog>
  );
}
